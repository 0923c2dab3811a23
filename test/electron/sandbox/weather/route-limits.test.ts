// The route endpoints answer a sane size: too many waypoints, or a voyage so slow that its
// hourly positions would run to hundreds of megabytes, get 400 naming the parameter.
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../../shared/api/request/endpoints';
import { weatherHttpHandlers } from '../../../../electron/sandbox/weather/handlers';
import { SandboxBadRequest, type SandboxEnv } from '../../../../electron/sandbox/contract';
import { MAX_ROUTE_WAYPOINTS, MAX_SHIPPING_POINTS } from '../../../../electron/sandbox/weather/endpoints/route-limits';

const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const env: SandboxEnv = { seed: 7, nowUtc: () => NOW, baseUrl: 'http://127.0.0.1:1' };

function call(id: EndpointId, params: Record<string, unknown>): unknown {
  const handler = weatherHttpHandlers[id];
  if (handler === undefined) throw new Error(`no handler for ${id}`);
  return (handler as (p: unknown, env: SandboxEnv) => unknown)(endpoints[id].params.parse(params), env);
}

function refusal(id: EndpointId, params: Record<string, unknown>): SandboxBadRequest {
  try {
    call(id, params);
  } catch (error) {
    if (error instanceof SandboxBadRequest) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

/** n waypoints zig-zagging across the Bay of Biscay, ~11 NM apart. */
function zigzag(n: number): { lats: number[]; lons: number[] } {
  return {
    lats: Array.from({ length: n }, (_, i) => 45 + (i % 2) * 0.2),
    lons: Array.from({ length: n }, (_, i) => -8 + (i % 100) * 0.05),
  };
}

describe('route limits', () => {
  it('refuses a shipping route whose hourly positions would outnumber the limit, before computing them', () => {
    // At 1e-9 kn the voyage lasts ~10^13 hours: a schedule built before the check could never end
    // (nor fit in memory), so an answer at all shows it was refused from the duration alone.
    const error = refusal('marine.shipping.route', {
      lats: [50, 10],
      lons: [-10, -40],
      speeds: [1e-9],
      start: NOW,
    });
    expect(error.parameter).toBe('speeds');
    expect(error.message).toMatch(new RegExp(`at most ${MAX_SHIPPING_POINTS}`));
  });

  it('answers a long voyage still inside the limit', () => {
    const answer = call('marine.shipping.route', { lats: [50, 10], lons: [-10, -40], speeds: [4], start: NOW }) as {
      points: unknown[];
    };
    expect(answer.points.length).toBeGreaterThan(24 * 20);
    expect(answer.points.length).toBeLessThanOrEqual(MAX_SHIPPING_POINTS);
  });

  it('refuses more waypoints than the limit on both route endpoints, naming lats', () => {
    const many = zigzag(MAX_ROUTE_WAYPOINTS + 1);
    expect(refusal('marine.shipping.route', { ...many, speeds: [14], start: NOW }).parameter).toBe('lats');
    const ensemble = refusal('weather.ensemble.route', {
      ...many,
      model: 'ecmwf-ens',
      elements: ['windspeed'],
      levels: ['10m'],
      start: NOW,
    });
    expect(ensemble.parameter).toBe('lats');
    expect(ensemble.message).toContain(`${MAX_ROUTE_WAYPOINTS + 1} waypoints`);
  });
});
