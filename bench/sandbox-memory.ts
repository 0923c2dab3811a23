// The sandbox's resident memory with every dataset loaded (places, ports, fleet, land, weather
// world, storms, traffic, transit), against the same process before it started. The same when
// quick: loading every dataset is the point, and takes seconds.
import { buildRequest } from '../shared/api/request/build';
import { toUrl } from '../shared/api/request/url';
import type { EndpointId } from '../shared/api/request/endpoints';
import { fmt, type Report } from './harness';

const MB = 1024 * 1024;

/** One request per dataset-backed endpoint, enough to load everything the sandbox keeps. */
const warmUp: [EndpointId, Record<string, unknown>][] = [
  ['geo.search', { query: 'Rotterdam' }],
  ['geo.nearby', { lat: 51.9, lon: 4.5 }],
  ['port.list', { size: ['large', 'medium', 'small', 'very_small'] }],
  ['vessel.search', { name: 'STAR' }],
  ['storms', {}],
  ['traffic.geo', {}],
  ['transit.planner', { lat: 52.09, lon: 5.11 }],
  ['weather.forecast', { lat: 51.9, lon: 4.5 }],
  ['marine.shipping.route', { lats: [51.9, 49.5, 46], lons: [3.9, -5, -20], speeds: [14] }],
  ['weather.ensemble.point', { lat: 45, lon: -30, model: 'ecmwf-ens', elements: ['windspeed'], levels: ['10m'] }],
];

function rssMb(): number {
  globalThis.gc?.();
  return process.memoryUsage().rss / MB;
}

export async function benchSandboxMemory(report: Report): Promise<void> {
  report.section('Sandbox resident memory with all datasets loaded');
  const baseline = rssMb();
  const { startSandbox } = await import('../electron/sandbox/server/sandbox');
  const sandbox = await startSandbox({ keys: ['bench'] });
  const started = rssMb();
  for (const [id, params] of warmUp) {
    const res = await fetch(toUrl(buildRequest(id as 'storms', params as never), sandbox.url, 'bench'));
    if (res.status !== 200) throw new Error(`${id} answered ${res.status}`);
    await res.arrayBuffer();
  }
  const loaded = rssMb();
  const heap = process.memoryUsage();
  await sandbox.close();
  report.row('RSS before the sandbox (Node + bench code)', `${fmt(baseline, 1)} MB`);
  report.row('RSS with the sandbox started', `${fmt(started, 1)} MB`);
  report.row(
    'RSS with every dataset loaded',
    `${fmt(loaded, 1)} MB  (${fmt(loaded / baseline)}× the baseline, +${fmt(loaded - baseline, 1)} MB)`,
  );
  report.row(
    'V8 heap used / external + array buffers',
    `${fmt(heap.heapUsed / MB, 1)} MB / ${fmt((heap.external + heap.arrayBuffers) / MB, 1)} MB`,
  );
}
