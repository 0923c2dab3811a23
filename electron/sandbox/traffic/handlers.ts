// Dutch road traffic (spec §4.5): one synthetic snapshot per 5 minutes of the sandbox clock
// (with what a test staged), served as the overview list and as GeoJSON.
import type { HttpHandlers } from '../contract';
import { trafficGeo } from './geo';
import { trafficOverview } from './overview';
import { trafficSnapshot } from './snapshot';

export const trafficHttpHandlers: HttpHandlers = {
  'traffic.overview': (_params, env) => trafficOverview(trafficSnapshot(env.seed, env.nowUtc(), env.stagedTraffic)),
  'traffic.geo': (_params, env) => trafficGeo(trafficSnapshot(env.seed, env.nowUtc(), env.stagedTraffic)),
};
