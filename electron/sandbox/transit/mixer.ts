// SOCKET /v1/transit/plannermixer (spec §4.6): plans the trip the query string asks for and
// pushes 3 to 6 MixerResult messages (binary protobuf, shared/transit/mixer.proto) with short
// deterministic pauses, then closes with 1000. A client MixerControl{cancel} or the abort
// signal ends the stream early.
import { decodeMixerControl, encodeMixerResult } from '../../../shared/transit/codec';
import type { SandboxEnv, SandboxParams, SandboxSocket, SocketHandlers } from '../contract';
import { rngFor } from '../random';
import type { TripPoint } from './legs';
import { mixerResults, type PlanRequest } from './plan';
import { nearestStation, stopById } from './stops';
import { defined } from '../../../shared/domain/defined';

/** Close code for a request the sandbox refuses after the upgrade (4000-4999: application codes). */
export const CLOSE_BAD_REQUEST = 4400;
/** A point further than this from every Dutch station is outside the network. */
const OUTSIDE_NETWORK_M = 50_000;

type MixerParams = SandboxParams<'transit.plannermixer'>;

class BadEnd extends Error {}

/** A place from `xPlace` ("lat,lon") or `xId` (a stop id); the error names the parameter. */
function resolve(
  label: string,
  placeKey: string,
  place: string | undefined,
  idKey: string,
  id: string | undefined,
): TripPoint | undefined {
  if (id !== undefined) {
    const stop = stopById(id);
    if (stop === undefined) throw new BadEnd(`${idKey}: unknown stop place ${id}`);
    return { name: stop.name, latDeg: stop.latDeg, lonDeg: stop.lonDeg, stop };
  }
  if (place === undefined) return undefined;
  const [latDeg, lonDeg] = place.split(',').map(Number);
  if (latDeg === undefined || lonDeg === undefined || !Number.isFinite(latDeg) || !Number.isFinite(lonDeg))
    throw new BadEnd(`${placeKey}: must be "latitude,longitude"`);
  const nearest = nearestStation(latDeg, lonDeg);
  if (nearest.distanceM > OUTSIDE_NETWORK_M) {
    throw new BadEnd(
      `${placeKey}: ${Math.round(nearest.distanceM / 1000)} km from the nearest Dutch railway station; outside the network`,
    );
  }
  return { name: label, latDeg, lonDeg };
}

/** The plan request from the socket's query parameters (already checked by the schema). */
export function planRequest(params: MixerParams, env: SandboxEnv): PlanRequest {
  const origin = resolve('Origin', 'fromPlace', params.fromPlace, 'fromId', params.fromId);
  const destination = resolve('Destination', 'toPlace', params.toPlace, 'toId', params.toId);
  const via = resolve('Via', 'viaPlace', params.viaPlace, 'viaId', params.viaId);
  if (origin === undefined) throw new BadEnd('fromPlace: or fromId is required');
  if (destination === undefined) throw new BadEnd('toPlace: or toId is required');
  const timeUtc = params.timestamp === undefined ? env.nowUtc() : Date.parse(params.timestamp) / 1000;
  return {
    origin,
    destination,
    ...defined({ via }),
    // Timetables run in whole minutes.
    timeUtc: Math.floor(timeUtc / 60) * 60,
    arriveBy: params.arriveBy ?? false,
    publicTransportOnly: params.publicTransportOnly ?? false,
  };
}

/** Waits `ms`, or less when `stop` fires first; resolves either way. */
function pause(ms: number, signal: AbortSignal, cancelled: Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
    void cancelled.then(done);
  });
}

export async function plannerMixer(
  params: MixerParams,
  env: SandboxEnv,
  socket: SandboxSocket,
  signal: AbortSignal,
): Promise<void> {
  let request: PlanRequest;
  try {
    request = planRequest(params, env);
  } catch (error) {
    if (!(error instanceof BadEnd)) throw error;
    socket.close(CLOSE_BAD_REQUEST, error.message);
    return;
  }
  let cancel = (): void => {};
  let isCancelled = false;
  const cancelled = new Promise<void>((resolve) => {
    cancel = () => {
      isCancelled = true;
      resolve();
    };
  });
  let badMessage: string | undefined;
  socket.onMessage((bytes) => {
    try {
      if (decodeMixerControl(bytes).cancel) cancel();
    } catch {
      // The only thing a client may send is a MixerControl; anything else ends the stream.
      badMessage = 'message: not a MixerControl protobuf';
      cancel();
    }
  });

  const results = mixerResults(env.seed, request, env.nowUtc());
  const next = rngFor(env.seed, 'mixer-pause', request.origin.latDeg, request.destination.lonDeg, request.timeUtc);
  for (const result of results) {
    // "As soon as it is ready": a short planning pause before each result.
    await pause(20 + Math.floor(next() * 130), signal, cancelled);
    if (signal.aborted || isCancelled) break;
    await socket.send(encodeMixerResult(result));
  }
  if (signal.aborted) return; // the client is gone or the sandbox is closing: nobody to tell
  if (badMessage !== undefined) socket.close(CLOSE_BAD_REQUEST, badMessage);
  else socket.close(1000, isCancelled ? 'cancelled by the client' : 'no further results');
}

export const mixerSocketHandlers: SocketHandlers = {
  'transit.plannermixer': plannerMixer,
};
