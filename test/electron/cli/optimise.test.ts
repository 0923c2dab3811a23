// `passage optimise`: its options (usage errors exit 2 naming the option, bad values exit 1), and
// one route end to end against the demo service: exactly the JSON, and the text table.
import { describe, expect, it } from 'vitest';
import { readOptimiseArgs, runOptimise } from '../../../electron/cli/optimise';
import { main } from '../../../electron/cli/main';
import { optimiseJson, optimiseText } from '../../../electron/cli/optimise-text';
import { recorder } from './cli-fixtures';

async function run(...args: string[]): Promise<[number, string]> {
  const { out, io } = recorder();
  const code = await main(['optimise', ...args], io);
  return [code, out.stderr];
}

const BASE = ['--from', '55.5,7', '--to', '57.9,11.2', '--depart', '2026-12-01T03:00Z', '--speed', '12'];

describe('passage optimise: options', () => {
  it('reads southern and western positions written as the help says, integers too, and the method', () => {
    const args = readOptimiseArgs([
      '--from',
      '-21,6',
      '--to',
      '-26,11',
      '--via',
      '-23.5,-0.5',
      '--depart',
      '2026-12-01T03:00Z',
      '--speed',
      '12',
      '--method',
      'isochrones',
    ]);
    expect(args).toMatchObject({
      from: { lat: -21, lon: 6 },
      to: { lat: -26, lon: 11 },
      vias: [{ lat: -23.5, lon: -0.5 }],
      method: 'isochrones',
      perMember: false,
    });
    expect(readOptimiseArgs([...BASE, '--per-member'])).toMatchObject({ perMember: true });
    expect(readOptimiseArgs([...BASE, '--from=-33,18'])).toMatchObject({
      from: { lat: -33, lon: 18 },
      method: 'graph',
    });
    expect(() => readOptimiseArgs([...BASE, '--from', '-91,6'])).toThrow(/latitude must be 90° or less/);
  });

  it('reads the route, the limits and the defaults', () => {
    const args = readOptimiseArgs([...BASE, '--via', '57.1,7.9', '--limits', '30,40,3.5', '--percentile', '75']);
    expect(args).toMatchObject({
      from: { lat: 55.5, lon: 7 },
      to: { lat: 57.9, lon: 11.2 },
      vias: [{ lat: 57.1, lon: 7.9 }],
      departUtc: Date.UTC(2026, 11, 1, 3) / 1000,
      speedKn: 12,
      limits: { windKn: 30, gustKn: 40, hsM: 3.5 },
      percentile: 75,
      objective: 'time',
      allowanceH: 12,
      speedLoss: true,
      json: false,
    });
    const defaults = readOptimiseArgs([...BASE, '--no-speed-loss', '--objective', 'risk', '--allowance', '6']);
    expect(defaults).toMatchObject({
      limits: { windKn: 34, gustKn: 45, hsM: 4 },
      percentile: 90,
      objective: 'risk',
      allowanceH: 6,
      speedLoss: false,
    });
    expect(readOptimiseArgs([...BASE, '--no-limits'])).toMatchObject({ limits: null });
  });

  it('reads a fourth limit, the minimum visibility in NM, and keeps the three-value form without one', () => {
    const limitsOf = (args: string[]) => {
      const read = readOptimiseArgs(args);
      if (read === 'help') throw new Error('help');
      return read.limits;
    };
    expect(limitsOf([...BASE, '--limits', '30,40,3.5,0.5'])).toEqual({
      windKn: 30,
      gustKn: 40,
      hsM: 3.5,
      visibilityNm: 0.5,
    });
    expect(limitsOf([...BASE, '--limits', '30,40,3.5'])).toEqual({ windKn: 30, gustKn: 40, hsM: 3.5 });
    // Without --limits: the default's wind, gust and Hs, and no visibility limit (it is judged when given).
    expect(limitsOf(BASE)).toEqual({ windKn: 34, gustKn: 45, hsM: 4 });
    expect(() => readOptimiseArgs([...BASE, '--limits', '30,40,3.5,12'])).toThrow(
      '--limits: The visibility limit must be 0.1 to 10 NM, got 12 NM.',
    );
    expect(() => readOptimiseArgs([...BASE, '--limits', '30,40,3.5,1,2'])).toThrow('WIND,GUST,HS,VISIBILITY');
  });

  it('exits 2 naming the option for usage errors, 1 for values out of range', async () => {
    const cases: [string[], number, string][] = [
      [BASE.filter((_, i) => i > 1), 2, '--from'],
      [[...BASE.slice(0, 6)], 2, '--speed'],
      [[...BASE, '--limits', '30,40'], 2, '--limits'],
      [[...BASE, '--limits', '30,40,4', '--no-limits'], 2, '--no-limits'],
      [[...BASE, '--objective', 'fuel'], 2, '--objective'],
      [[...BASE, '--allowance', '6'], 2, '--allowance'],
      [[...BASE, '--percentile', 'high'], 2, '--percentile'],
      [[...BASE.slice(0, 2), '--to', 'north', ...BASE.slice(4)], 2, '--to'],
      [[...BASE, '--percentile', '40'], 1, '--percentile'],
      [[...BASE.slice(0, 6), '--speed', '0'], 1, '--speed'],
      // The app's limits and words (shared/domain/vessel-limits-schema.ts), no longer 200/250/30.
      [[...BASE, '--limits', '150,160,4'], 1, '--limits: The wind limit must be 1 to 100 kn, got 150 kn.'],
      [[...BASE, '--limits', '40,35,4'], 1, 'The gust limit (35 kn) must be at least the wind limit (40 kn)'],
      [[...BASE, '--limits', '34,45,x'], 2, '--limits must be a number, got "x".'],
      // The router's speeds, 1..40 kn, not the schedule's 0.1..60.
      [[...BASE.slice(0, 6), '--speed', '50'], 1, '1..40 kn'],
      [[...BASE.slice(0, 6), '--speed', '0.5'], 1, '1..40 kn'],
      [[...BASE, '--method', 'fast'], 2, '--method'],
      [[...BASE, '--method', 'isochrones', '--objective', 'risk'], 2, '--method'],
      [[...BASE, '--per-member', '--objective', 'risk'], 2, '--per-member'],
    ];
    for (const [args, code, named] of cases) {
      const [got, stderr] = await run(...args);
      expect([got, stderr.includes(named)], args.join(' ')).toEqual([code, true]);
    }
  });

  it('says in its help that it is advisory, not for navigation', async () => {
    const { out, io } = recorder();
    expect(await main(['optimise', '--help'], io)).toBe(0);
    expect(out.stdout).toContain('ADVISORY, NOT FOR NAVIGATION');
  });
});

describe('passage optimise: against the demo service', () => {
  /** The demo service's clock: the ensemble reaches the departure. */
  const nowUtc = (): number => Date.UTC(2026, 11, 1) / 1000;

  it('prints exactly the JSON of the issue, round the Skaw, beside the baseline', async () => {
    const { out, io } = recorder();
    const code = await runOptimise([...BASE, '--demo', '--json'], io, { nowUtc });
    expect(out.stderr).toContain('demo service: synthetic data, not for navigation');
    expect(code).toBe(0);
    const json = JSON.parse(out.stdout) as {
      route: { waypoints: { lat: number; lon: number }[] };
      optimised: Record<string, unknown> & { distanceM: number };
      baseline: Record<string, unknown> & { distanceM: number };
      creditsSpent: number;
    };
    expect(Object.keys(json)).toEqual(['route', 'optimised', 'baseline', 'creditsSpent']);
    for (const s of [json.optimised, json.baseline]) {
      expect(Object.keys(s)).toEqual(['distanceM', 'durationS', 'exceedance', 'p90Max']);
      // Without --limits no visibility limit is judged: the keys stay exactly the issue's.
      expect(Object.keys(s.exceedance as object)).toEqual(['wind', 'gust', 'hs']);
      expect(Object.keys(s.p90Max as object)).toEqual(['windKn', 'gustKn', 'hsM']);
    }
    expect(Object.keys(json.route.waypoints[0]!)).toEqual(['lat', 'lon']);
    expect(json.route.waypoints[0]).toEqual({ lat: 55.5, lon: 7 });
    expect(json.route.waypoints.at(-1)).toEqual({ lat: 57.9, lon: 11.2 });
    // Round the Skaw (57.75°N): about 221 NM where the great circle over Jutland is 200.
    expect(json.baseline.distanceM / 1852).toBeGreaterThan(210);
    expect(json.baseline.distanceM / 1852).toBeLessThan(235);
    expect(json.optimised.distanceM).toBeGreaterThanOrEqual(json.baseline.distanceM * 0.995);
    expect(json.creditsSpent).toBeGreaterThan(0);
  });
});

describe('passage optimise: the text', () => {
  const summary = (distanceNm: number, hours: number, wind: number) => ({
    distanceM: distanceNm * 1852,
    durationS: hours * 3600,
    etaUtc: Date.UTC(2026, 11, 1, 3) / 1000 + hours * 3600,
    exceedance: { wind, gust: 0, hs: 0.25 },
    p90Max: { windKn: 31.4, gustKn: 40, hsM: null },
    storms: [],
  });
  const result = {
    route: {
      waypoints: [
        { lat: 55.5, lon: 7, etaUtc: Date.UTC(2026, 11, 1, 3) / 1000, why: 'start' as const, gain: null },
        { lat: 57.9, lon: 11.2, etaUtc: Date.UTC(2026, 11, 2, 9, 30) / 1000, why: 'end' as const, gain: null },
      ],
    },
    optimised: summary(221.3, 30.5, 0.04),
    baseline: summary(220.9, 27, 0.5),
    own: null,
    stormList: { count: 0, fetchedAtUtc: Date.UTC(2026, 11, 1, 2) / 1000, stale: false },
    creditsSpent: 125,
    samples: 124,
    provenance: { source: 'demo' as const, stale: false, fetchedAtUtc: 0, ageS: 0, models: [] },
    method: 'graph' as const,
    softLimits: null,
    isochrones: [],
    members: [],
    corridor: [],
  };

  it('prints the waypoints in degrees and minutes and the comparison table', () => {
    const text = optimiseText(result, 90, true);
    expect(text).toContain('advisory, not for navigation');
    expect(text).toContain("55°30.00'N 007°00.00'E");
    expect(text).toContain("57°54.00'N 011°12.00'E");
    // Why each waypoint is there, in words.
    expect(text).toMatch(/#\s+position\s+ETA\s+why/);
    expect(text).toMatch(/57°54\.00'N 011°12\.00'E\s+2026-12-02 09:30Z\s+end/);
    expect(text).toMatch(/optimised\s+221\.3\s+1d 06h30\s+2026-12-02 09:30Z\s+4%\s+0%\s+25%\s+31\s+40\s+-/);
    expect(text).toMatch(/baseline\s+220\.9\s+1d 03h00\s+.*\s+50%\s+0%\s+25%/);
    expect(text).toContain('125 credits spent');
    expect(text).toContain('No active storms (storm list fetched 2026-12-01 02:00Z).');
    expect(text).toMatch(/route\s+NM\s+duration\s+ETA\s+wind\s+gust\s+Hs\s+P90 wind kn\s+P90 gust kn\s+P90 Hs m\n/);
    expect(text).toContain('wind, gust, Hs: the share of the ensemble members above the limit somewhere on the route.');
    expect(text).not.toContain('visibility');
  });

  it('adds visibility, a minimum, where the routes were judged on it: the share below it and the P10 minimum', () => {
    const withFog = (s: typeof result.optimised, share: number, leastNm: number) => ({
      ...s,
      exceedance: { ...s.exceedance, visibility: share },
      p90Max: { ...s.p90Max, visibilityNm: leastNm },
    });
    const text = optimiseText(
      { ...result, optimised: withFog(result.optimised, 0.1, 0.8), baseline: withFog(result.baseline, 0.35, 0.3) },
      90,
      true,
    );
    expect(text).toMatch(
      /Hs\s+minimum visibility\s+P90 wind kn\s+P90 gust kn\s+P90 Hs m\s+P10 minimum visibility NM\n/,
    );
    expect(text).toMatch(
      /optimised\s+221\.3\s+1d 06h30\s+2026-12-02 09:30Z\s+4%\s+0%\s+25%\s+10%\s+31\s+40\s+-\s+0\.8\n/,
    );
    expect(text).toMatch(/baseline\s+.*\s+50%\s+0%\s+25%\s+35%\s+31\s+40\s+-\s+0\.3\n/);
    expect(text).toContain(
      'wind, gust, Hs: the share of the ensemble members above the limit somewhere on the route. Minimum visibility: the share below it.',
    );
  });

  it("says each storm's closest approach to both routes, and a broken warning distance in capitals", () => {
    const pass = (closestNm: number, closestUtc: number, warningBroken: boolean) => ({
      stormId: 'wp012026',
      name: 'Tropical Storm Awo',
      category: 'TS',
      closestNm,
      closestUtc,
      stormLat: 56,
      stormLon: 9,
      legIndex: 0,
      warningNm: 200,
      warningBroken,
      insideCone: warningBroken,
    });
    const t = Date.UTC(2026, 11, 1, 18) / 1000;
    const text = optimiseText(
      {
        ...result,
        optimised: { ...result.optimised, storms: [pass(231.6, t, false)] },
        baseline: { ...result.baseline, storms: [pass(88, t + 1800, true)] },
        stormList: { count: 2, fetchedAtUtc: Date.UTC(2026, 11, 1, 2) / 1000, stale: true },
      },
      90,
      true,
    );
    expect(text).toContain(
      'Storms, closest approach (warning distance by class; storm list fetched 2026-12-01 02:00Z, STALE):',
    );
    expect(text).toContain(
      '  Tropical Storm Awo (200 NM): optimised 232 NM at 2026-12-01 18:00Z; baseline 88 NM at 2026-12-01 18:30Z, INSIDE the warning distance',
    );
    expect(text).not.toContain("each member's weather");
    const member = (m: number, etaUtc: number | null) => ({
      member: m,
      waypoints: [],
      distanceM: null,
      durationS: null,
      etaUtc,
      failure: etaUtc === null ? 'No route' : null,
    });
    const spread = optimiseText(
      { ...result, members: [member(0, t + 7200), member(1, null), member(2, t), member(3, t + 3600)] },
      90,
      true,
    );
    expect(spread).toContain(
      "Routed in each member's weather: 3 of 4 members, ETA earliest 2026-12-01 18:00Z, median 2026-12-01 19:00Z, latest 2026-12-01 20:00Z; in 1 no route keeps the limits.",
    );
    // The JSON keeps exactly the keys.
    expect(
      Object.keys(
        optimiseJson({ ...result, optimised: { ...result.optimised, storms: [pass(1, t, true)] } }).optimised,
      ),
    ).toEqual(['distanceM', 'durationS', 'exceedance', 'p90Max']);
  });
});
