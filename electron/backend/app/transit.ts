// transit.*: crew journeys for a Dutch port call (spec §4.6). Stop places near a berth come
// from the planner endpoint, cached and served stale offline; a journey search streams the
// plannermixer socket, pushing each result's journeys as a progress event as it arrives, and
// answers with all of them ranked, those that break the crew's time left out (and counted).
// A dropped socket, a cut-off or unreadable message or a cancel end the search with the
// journeys so far and the reason in words.
import type { BackendApi, Journey, JourneysAnswer, TransitStop } from '../../../shared/ipc';
import type { TransitPlannerResult } from '../../../shared/api/resources/transit';
import { IpcFailure } from '../../../shared/ipc';
import type { EndpointParams } from '../../../shared/api/request/endpoints';
import { journeysOfResult, keepsTime, mergeJourneys } from '../../../shared/transit/journeys';
import { isServiceClientError, type ServiceClientError } from '../client';
import type { BackendContext } from './context';
import { callAndCache, readCached } from './cached-call';
import { canServeFromStore } from './errors';
import { freshProvenance, storedProvenance } from './provenance';
import { defined } from '../../../shared/domain/defined';

type TransitMethods = Pick<
  BackendApi,
  'transit.stops' | 'transit.journeys' | 'transit.cancel' | 'transit.choose' | 'transit.chosen'
>;

/** Longest wait for the socket to open, and then for each next result. */
const CONNECT_TIMEOUT_MS = 10_000;
const RESULT_TIMEOUT_MS = 30_000;

/** Failures that end a search with what it has, rather than as an error: the socket was open. */
const MID_STREAM: ReadonlySet<ServiceClientError['code']> = new Set([
  'connection-lost',
  'invalid-response',
  'timeout',
  'cancelled',
]);

function coordinates(lat: number, lon: number): string {
  return `${lat.toFixed(5)},${lon.toFixed(5)}`;
}

function pointName(point: { lat: number; lon: number; name?: string | undefined }): string {
  return point.name?.trim() || coordinates(point.lat, point.lon).replace(',', ', ');
}

/**
 * The journeys with their ends named as the crew know them: the mixer names a coordinate it was
 * given with a placeholder ("Origin"), so a street leg from the search's start, or to its end,
 * takes the berth's or the destination's name.
 */
function named(journeys: readonly Journey[], origin: string | undefined, destination: string): Journey[] {
  return journeys.map((journey) => {
    const legs = journey.legs.map((leg, i) => {
      const street = leg.line === '';
      const first = i === 0 && street && origin !== undefined ? { from: origin } : {};
      const last = i === journey.legs.length - 1 && street ? { to: destination } : {};
      return { ...leg, ...first, ...last };
    });
    return { ...journey, legs };
  });
}

function plural(n: number, one: string): string {
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}

/** The words for a search that ended early, saying what was kept. */
export function endedEarly(error: ServiceClientError, kept: number): string {
  const keptText = kept === 0 ? 'No journeys had arrived.' : `The ${plural(kept, 'journey')} found so far are kept.`;
  switch (error.code) {
    case 'cancelled':
      return `Search cancelled. ${keptText}`;
    case 'connection-lost':
      return `The connection to the journey planner dropped before it had finished. ${keptText} Retry to search again.`;
    case 'timeout':
      return `The journey planner sent nothing more for ${RESULT_TIMEOUT_MS / 1000} s. ${keptText} Retry to search again.`;
    default:
      return `The journey planner sent a message Passage cannot read (${error.message}) ${keptText} Retry to search again.`;
  }
}

/**
 * The request time sent: the mixer plans in whole minutes, so a departure is rounded up and an
 * arrival down, and no journey is planned for a time the crew cannot keep.
 */
function requestTimeUtc(mode: 'arriveBy' | 'departAfter', timeUtc: number): number {
  return mode === 'departAfter' ? Math.ceil(timeUtc / 60) * 60 : Math.floor(timeUtc / 60) * 60;
}

export function transitMethods(ctx: BackendContext): TransitMethods {
  const running = new Map<string, AbortController>();
  const { responses } = ctx.store;

  return {
    async 'transit.stops'({ lat, lon }) {
      const params = { lat, lon };
      const connection = await ctx.source.connect();
      const stopsOf = (value: TransitPlannerResult): TransitStop[] =>
        value.stopplaces.map((s) => ({
          id: s.id,
          name: s.name,
          town: s.town,
          lat: s.coordinates.latitude,
          lon: s.coordinates.longitude,
        }));
      try {
        const answer = await callAndCache(connection, responses, 'transit.planner', params, { nowUtc: ctx.nowUtc() });
        return { stops: stopsOf(answer.value), provenance: freshProvenance(connection.source, answer.fetchedAtUtc) };
      } catch (error) {
        if (!canServeFromStore(error)) throw error;
        const stored = readCached(responses, connection.cacheBase, 'transit.planner', params);
        if (stored === undefined) throw error;
        return {
          stops: stopsOf(stored.value),
          provenance: storedProvenance('transitStops', connection.source, stored.fetchedAtUtc, ctx.nowUtc(), {
            forceStale: true,
          }),
        };
      }
    },

    async 'transit.journeys'({ taskId, from, to, mode, timeUtc, voyageId }) {
      if (running.has(taskId)) throw new IpcFailure('conflict', `A journey search with task id ${taskId} is running.`);
      const controller = new AbortController();
      running.set(taskId, controller);
      try {
        const connection = await ctx.source.connect();
        const params: EndpointParams<'transit.plannermixer'> = {
          ...('stopId' in from ? { fromId: from.stopId } : { fromPlace: coordinates(from.lat, from.lon) }),
          toPlace: coordinates(to.lat, to.lon),
          timestamp: new Date(requestTimeUtc(mode, timeUtc) * 1000).toISOString().replace('.000Z', 'Z'),
          arriveBy: mode === 'arriveBy',
        };
        const originName = 'stopId' in from ? undefined : pointName(from);
        const destinationName = pointName(to);
        let journeys: Journey[] = [];
        let dropped = 0;
        let results = 0;
        let problem: string | undefined;
        try {
          const stream = connection.client.planTrip(params, {
            signal: controller.signal,
            timeoutMs: RESULT_TIMEOUT_MS,
            connectTimeoutMs: CONNECT_TIMEOUT_MS,
            ...defined({ voyageId }),
          });
          for await (const result of stream) {
            results += 1;
            const all = named(journeysOfResult(result), originName, destinationName);
            const kept = all.filter((j) => keepsTime(j, mode, timeUtc));
            dropped += all.length - kept.length;
            journeys = mergeJourneys(journeys, kept);
            ctx.host.reportProgress({
              taskId,
              done: results,
              total: 0,
              message: `Journey planner: ${plural(results, 'result')}, ${plural(journeys.length, 'journey')}`,
              journeys: kept,
            });
          }
        } catch (error) {
          if (!isServiceClientError(error) || !MID_STREAM.has(error.code)) throw error;
          // A refusal after nothing arrived that is not about the stream (a bad key) is an error above.
          problem = endedEarly(error, journeys.length);
        }
        const answer: JourneysAnswer = {
          origin: 'stopId' in from ? from.name?.trim() || from.stopId : pointName(from),
          destination: destinationName,
          journeys,
          complete: problem === undefined,
          dropped,
          ...defined({ problem }),
          provenance: freshProvenance(connection.source, ctx.nowUtc()),
        };
        return answer;
      } finally {
        running.delete(taskId);
      }
    },

    async 'transit.cancel'({ taskId }) {
      const controller = running.get(taskId);
      if (controller === undefined) return { cancelled: false };
      controller.abort();
      return { cancelled: true };
    },

    async 'transit.choose'({ voyageId, journeys }) {
      if (ctx.store.voyages.get(voyageId) === undefined)
        throw new IpcFailure('not-found', `There is no saved voyage with id ${voyageId}; save the voyage first.`);
      ctx.store.crewJourneys.save(voyageId, journeys, ctx.nowUtc());
      return { voyageId, journeys: ctx.store.crewJourneys.get(voyageId) };
    },

    async 'transit.chosen'({ voyageId }) {
      return { voyageId, journeys: ctx.store.crewJourneys.get(voyageId) };
    },
  };
}
