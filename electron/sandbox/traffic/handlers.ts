// Dutch road traffic (spec §4.5): one synthetic snapshot per 5 minutes of the sandbox clock,
// served as the overview list and as GeoJSON.
import type { HttpHandlers } from '../contract';
import { trafficGeo } from './geo';
import { trafficSnapshot } from './incidents';
import { trafficOverview } from './overview';

export const trafficHttpHandlers: HttpHandlers = {
  'traffic.overview': (_params, env) => trafficOverview(trafficSnapshot(env.seed, env.nowUtc())),
  'traffic.geo': (_params, env) => trafficGeo(trafficSnapshot(env.seed, env.nowUtc())),
};
