// The ensemble point answers are the same bytes however the sandbox computes them: the hashes were
// taken from the answers before the sandbox learnt to keep a place's members and steps between
// requests (issue 28), so a faster sandbox that changed one number fails here. Places: open
// ocean, a coast, land (the waves' error), the far south and one across the antimeridian, each
// asked in the order a routing run asks (wind, then waves) and again in the other order.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../../shared/api/request/endpoints';
import { weatherHttpHandlers } from '../../../../electron/sandbox/weather/handlers';
import type { SandboxEnv } from '../../../../electron/sandbox/contract';

const NOW = Date.UTC(2026, 10, 29, 11, 0) / 1000;
const env: SandboxEnv = { seed: 11, nowUtc: () => NOW, baseUrl: 'http://127.0.0.1:1' };

const WIND = {
  model: 'ecmwf-ens',
  elements: ['windspeed', 'windgust', 'winddirection'],
  levels: ['10m', '10m', '10m'],
  units: ['kt', 'kt', '°'],
};
const WAVES = { model: 'ecmwf-ens-wam', elements: ['waveheight_significant', 'wavedirection_mean'], units: ['m', '°'] };

const PLACES: readonly (readonly [string, number, number])[] = [
  ['ocean', 45, -30],
  ['coast', 50, -6],
  ['land', 48, 10],
  ['south', -55, 100],
  ['antimeridian', -20, 180],
];

/** sha256 of the answer's JSON, as the sandbox sends it. */
async function hashOf(id: EndpointId, params: Record<string, unknown>): Promise<string> {
  const handler = weatherHttpHandlers[id];
  if (handler === undefined) throw new Error(`no handler for ${id}`);
  const answer = await (handler as (p: unknown, e: SandboxEnv) => unknown)(endpoints[id].params.parse(params), env);
  return createHash('sha256').update(JSON.stringify(answer)).digest('hex').slice(0, 16);
}

const GOLDEN: Record<string, readonly [string, string]> = {
  ocean: ['7bca145a0532a5a1', 'de31aec5d3332a64'],
  coast: ['84ca1cb511ef7af8', '7998f0a5142fb212'],
  land: ['f89930f840bbd10d', 'cbaa1d3f64a6b86d'],
  south: ['17321b9a1a31e405', 'b0d578c3f3aff4cb'],
  antimeridian: ['2846eae2063cd13f', '11c254cb6f613bc4'],
};

describe('ensemble point answers (golden)', () => {
  for (const [name, lat, lon] of PLACES) {
    it(`${name}: wind then waves, and waves then wind, are the recorded bytes`, async () => {
      const wind = await hashOf('weather.ensemble.point', { lat, lon, ...WIND });
      const waves = await hashOf('marine.ensemble.point', { lat, lon, ...WAVES });
      // The other order, at a place moved by a hair and back: nothing kept from one answer leaks into another.
      await hashOf('weather.ensemble.point', { lat: lat + 1, lon, ...WIND });
      const wavesFirst = await hashOf('marine.ensemble.point', { lat, lon, ...WAVES });
      const windAfter = await hashOf('weather.ensemble.point', { lat, lon, ...WIND });
      expect([wavesFirst, windAfter]).toEqual([waves, wind]);
      if (process.env.REGEN === '1')
        console.log(`  ${JSON.stringify(name)}: [${JSON.stringify(wind)}, ${JSON.stringify(waves)}],`);
      else expect([wind, waves]).toEqual(GOLDEN[name]);
    });
  }
});
