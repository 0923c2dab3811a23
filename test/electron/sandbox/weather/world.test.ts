// The synthetic world: model runs, land, determinism and physical sanity as properties.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import { SystemCatalogue, STRIDE } from '../../../../electron/sandbox/weather/world/systems';

/** 2026-09-10 09:20 UTC. */
const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const H = 3600;
const world = getWeatherWorld(7);
const hres = world.model('ecmwfhresglobal');
const ens = world.model('ecmwf-ens');
const RUN = world.latestRun(hres, NOW);

const sample = (
  element: string,
  level: string | null,
  lat: number,
  lon: number,
  timeUtc: number,
  member?: number,
  runUtc = RUN,
) => world.sample({ element, level, lat, lon, timeUtc, runUtc, member });

describe('model runs', () => {
  it('takes the newest run whose delay has passed as latest', () => {
    expect(RUN).toBe(Date.UTC(2026, 8, 10, 0) / 1000);
    expect(world.latestRun(hres, Date.UTC(2026, 8, 10, 11, 59) / 1000)).toBe(RUN);
    expect(world.latestRun(hres, Date.UTC(2026, 8, 10, 12) / 1000)).toBe(RUN + 6 * H);
    expect(world.latestRun(ens, Date.UTC(2026, 8, 10, 7, 59) / 1000)).toBe(RUN - 6 * H);
    expect(world.resolveRun(hres, 'latest', NOW)).toBe(RUN);
  });

  it('accepts an explicit run on the 6-hour grid within the last 10 days', () => {
    expect(world.resolveRun(hres, RUN - 6 * H, NOW)).toBe(RUN - 6 * H);
    expect(world.resolveRun(hres, RUN - 240 * H, NOW)).toBe(RUN - 240 * H);
    expect(world.availableRuns(hres, NOW)).toHaveLength(41);
  });

  it.each([
    ['off the grid', RUN + 3 * H],
    ['not yet available', RUN + 6 * H],
    ['in the future', RUN + 48 * H],
    ['older than 10 days', RUN - 246 * H],
  ])('refuses a run %s, naming runtime', (_why, runtime) => {
    expect(() => world.resolveRun(hres, runtime, NOW)).toThrow(expect.objectContaining({ parameter: 'runtime' }));
  });

  it('refuses an unknown model, naming the parameter', () => {
    expect(() => world.model('gfs-nope')).toThrow(expect.objectContaining({ parameter: 'model' }));
  });
});

describe('land', () => {
  it('knows land from sea, across the antimeridian', () => {
    expect(world.isLand(48.85, 2.35)).toBe(true); // Paris
    expect(world.isLand(0, 20)).toBe(true); // Congo
    expect(world.isLand(-85, 0)).toBe(true); // polar plateau
    expect(world.isLand(45, -30)).toBe(false); // North Atlantic
    expect(world.isLand(0, -140)).toBe(false);
    expect(world.isLand(0, 220)).toBe(world.isLand(0, -140));
    expect(world.isLand(65, 180)).toBe(world.isLand(65, -180));
  });
});

describe('fields', () => {
  it('is deterministic for a seed, run and member, and differs with the seed', () => {
    const other = getWeatherWorld(8);
    const q = { element: 'windspeed', level: '10m', lat: 45, lon: -30, timeUtc: RUN + 48 * H, runUtc: RUN };
    expect(sample('windspeed', '10m', 45, -30, RUN + 48 * H)).toBe(world.sample(q));
    expect(other.sample(q)).not.toBe(world.sample(q));
  });

  it('changes a little from one run to the next for the same valid time, more at longer leads', () => {
    const diffs = (leadH: number) => {
      let sum = 0;
      for (let lon = -180; lon < 180; lon += 10) {
        for (const lat of [-50, -40, 40, 50]) {
          const t = RUN + leadH * H;
          sum += Math.abs(
            sample('pressure_meansealevel', null, lat, lon, t)! -
              sample('pressure_meansealevel', null, lat, lon, t, undefined, RUN - 6 * H)!,
          );
        }
      }
      return sum / 144;
    };
    const short = diffs(6);
    const long = diffs(200);
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(1.5);
    expect(long).toBeGreaterThan(short);
  });

  const place = fc.record({
    lat: fc.double({ min: -75, max: 75, noNaN: true }),
    lon: fc.double({ min: -180, max: 179.99, noNaN: true }),
    leadH: fc.integer({ min: 0, max: 240 }),
    member: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
  });

  it('has gusts at least the wind, dew point at most the temperature, humidity and cloud in 0..100', () => {
    fc.assert(
      fc.property(place, ({ lat, lon, leadH, member }) => {
        const t = RUN + leadH * H;
        expect(sample('windgust', '10m', lat, lon, t, member)!).toBeGreaterThanOrEqual(
          sample('windspeed', '10m', lat, lon, t, member)!,
        );
        expect(sample('dewpoint', '2m', lat, lon, t, member)!).toBeLessThanOrEqual(
          sample('temperature', '2m', lat, lon, t, member)!,
        );
        expect(sample('dewpoint', '850hPa', lat, lon, t, member)!).toBeLessThanOrEqual(
          sample('temperature', '850hPa', lat, lon, t, member)!,
        );
        for (const e of ['relativehumidity', 'cloudcovertotal']) {
          const v = sample(e, e === 'relativehumidity' ? '2m' : null, lat, lon, t, member)!;
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
        expect(sample('precipitation', null, lat, lon, t, member)!).toBeGreaterThanOrEqual(0);
        const direction = sample('winddirection', '10m', lat, lon, t, member)!;
        expect(direction).toBeGreaterThanOrEqual(0);
        expect(direction).toBeLessThan(360);
      }),
      { numRuns: 150 },
    );
  });

  it('has a sea state at sea (Hs >= 0) and none on land', () => {
    fc.assert(
      fc.property(place, ({ lat, lon, leadH, member }) => {
        const hs = sample('waveheight_significant', null, lat, lon, RUN + leadH * H, member);
        if (world.isLand(lat, lon)) expect(hs).toBeNull();
        else expect(hs).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
    for (const [lat, lon] of [
      [48.85, 2.35],
      [0, 20],
    ] as const) {
      for (const e of [
        'waveheight_significant',
        'wavedirection_mean',
        'waveperiod_mean',
        'waveperiod_swell_secondary',
      ]) {
        expect(sample(e, null, lat, lon, RUN + 24 * H)).toBeNull();
      }
    }
    const hs = sample('waveheight_significant', null, 45, -30, RUN + 24 * H)!;
    expect(hs).toBeGreaterThan(0.2);
    expect(hs).toBeLessThan(20);
    expect(sample('waveperiod_mean', null, 45, -30, RUN + 24 * H)!).toBeGreaterThan(2);
  });

  it('blows the trades from the east', () => {
    let easterly = 0;
    let total = 0;
    for (let day = 0; day < 10; day++) {
      for (const lat of [15, -15]) {
        for (let lon = -150; lon <= -20; lon += 10) {
          if (world.isLand(lat, lon)) continue;
          const from = sample('winddirection', '10m', lat, lon, RUN + day * 24 * H)!;
          total++;
          if (from > 0 && from < 180) easterly++;
        }
      }
    }
    expect(total).toBeGreaterThan(100);
    expect(easterly / total).toBeGreaterThan(0.9);
  });

  it('turns the wind anticlockwise around a northern low and clockwise around a southern one', () => {
    const t = RUN + 24 * H;
    const states = new SystemCatalogue(7).statesAt(RUN, undefined, t);
    for (const hemisphere of [1, -1]) {
      let deepest = -1;
      for (let i = 0; i < states.count; i++) {
        const lat = states.values[i * STRIDE]!;
        if (Math.sign(lat) !== hemisphere || Math.abs(lat) < 35 || Math.abs(lat) > 65) continue;
        if (deepest < 0 || states.values[i * STRIDE + 2]! < states.values[deepest * STRIDE + 2]!) deepest = i;
      }
      expect(deepest).toBeGreaterThanOrEqual(0);
      const [cLat, cLon, , radiusKm] = states.values.subarray(deepest * STRIDE, deepest * STRIDE + 4);
      let circulation = 0;
      for (let k = 0; k < 8; k++) {
        const bearing = (k * Math.PI) / 4;
        const east = 0.7 * radiusKm! * Math.sin(bearing);
        const north = 0.7 * radiusKm! * Math.cos(bearing);
        const lat = cLat! + north / 111.2;
        const lon = cLon! + east / (111.2 * Math.cos((lat * Math.PI) / 180));
        const speed = sample('windspeed', '850hPa', lat, lon, t)!;
        const towards = ((sample('winddirection', '850hPa', lat, lon, t)! + 180) * Math.PI) / 180;
        const u = speed * Math.sin(towards);
        const v = speed * Math.cos(towards);
        // Anticlockwise tangent at (east, north) is (-north, east).
        circulation += (u * -north + v * east) / Math.hypot(east, north);
      }
      expect(Math.sign(circulation)).toBe(hemisphere);
    }
  });

  it('spreads the ensemble more at +240 h than at +24 h', () => {
    const spread = (leadH: number) => {
      let sum = 0;
      let n = 0;
      for (const lat of [-50, -30, -10, 10, 30, 50]) {
        for (let lon = -160; lon < 180; lon += 40) {
          const members = Array.from({ length: 51 }, (_, m) =>
            sample('windspeed', '10m', lat, lon, RUN + leadH * H, m)!,
          ).sort((a, b) => a - b);
          sum += members[45]! - members[5]!;
          n++;
        }
      }
      return sum / n;
    };
    const early = spread(24);
    const late = spread(240);
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(1.5 * early);
  });
});
