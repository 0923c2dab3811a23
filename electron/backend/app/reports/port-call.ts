// The report's port-call section (issue 15): when the port-call panel was used for the voyage's
// arrival port, the port, the ETA there (UTC and local) and the Dutch road-traffic summary as
// stored at export, marked stale when older than the traffic's freshness. Read from the store
// only, as everything a report holds: an export never calls the service.
import tzLookup from '@photostructure/tz-lookup';
import type { TrafficSummary } from '../../../../shared/api/resources/traffic';
import { geodesicInverse } from '../../../../shared/geodesy/geodesic';
import { PORT_CALL_SAME_PLACE_M, type PortCallPort, type Snapshot } from '../../../../shared/ipc';
import { scheduleInputOf, scheduleVoyage } from '../../../../shared/schedule';
import type { StoredVoyage } from '../../store/voyages';
import { isFresh } from '../../store/freshness';
import { readCached } from '../cached-call';
import type { BackendContext } from '../context';

export interface ReportTraffic {
  readonly summary: TrafficSummary;
  /** When Passage fetched it, Unix seconds UTC. */
  readonly fetchedAtUtc: number;
  readonly source: 'live' | 'demo';
  /** Older than the traffic's freshness at export: the roads may have changed since. */
  readonly stale: boolean;
}

export interface ReportPortCall {
  readonly port: PortCallPort;
  /** When the panel was used, Unix seconds UTC. */
  readonly usedAtUtc: number;
  /** Arrival at the port, Unix seconds UTC. */
  readonly etaUtc: number;
  /** IANA zone of the port (local time). */
  readonly zone: string;
  /** Null when no traffic of the report's source is stored. */
  readonly traffic: ReportTraffic | null;
}

/** The port call recorded for the voyage when it is (still) at the arrival of this revision; else null. */
export async function storedReportPortCall(
  ctx: BackendContext,
  stored: StoredVoyage,
  snapshot: Snapshot | null,
): Promise<ReportPortCall | null> {
  const record = ctx.store.portCalls.get(stored.id);
  const arrival = stored.voyage.route.waypoints.at(-1);
  if (record === undefined || arrival === undefined) return null;
  const { port } = record;
  const offM = geodesicInverse(port.lat, port.lon, arrival.position.lat, arrival.position.lon).distanceM;
  // The route changed since the panel was used: that port is no longer where the voyage ends.
  if (!(offM <= PORT_CALL_SAME_PLACE_M)) return null;
  const schedule = scheduleVoyage(scheduleInputOf(stored.voyage, { stepH: 1 }));
  const connection = await ctx.source.connect();
  const source = snapshot?.summary.provenance.source ?? connection.source;
  const cached =
    source === connection.source
      ? readCached(ctx.store.responses, connection.cacheBase, 'traffic.overview', {})
      : undefined;
  return {
    port,
    usedAtUtc: record.usedAtUtc,
    etaUtc: schedule.arrivalUtc,
    zone: tzLookup(port.lat, port.lon),
    traffic:
      cached === undefined
        ? null
        : {
            summary: cached.value.summary,
            fetchedAtUtc: Math.floor(cached.fetchedAtUtc),
            source: connection.source,
            stale: !isFresh('traffic', cached.fetchedAtUtc, ctx.nowUtc()),
          },
  };
}
