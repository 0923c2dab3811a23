// The storms of /v1/storms are part of the weather fields: the wind near a storm's centre is the
// storm's own, falling off outward, and a voyage through its forecast track meets gale-force
// wind in most ensemble members; sampled sparsely, on rings and one crossing line.
import { describe, expect, it } from 'vitest';
import { activeStorms } from '../../../../electron/sandbox/storms/storms';
import { weatherHttpHandlers } from '../../../../electron/sandbox/weather/handlers';
import { endpoints } from '../../../../shared/api/request/endpoints';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';
import type { Storm } from '../../../../shared/api/resources/storms';

/** 2026-09-10 09:20 UTC: seeds 2 and 3 have typhoons, tropical storms and depressions at sea. */
const NOW = Date.UTC(2026, 8, 10, 9, 20) / 1000;
const H = 3600;
const MS_PER_KN = 1852 / 3600;
const KM_PER_DEG = 111.2;

function offset(lat: number, lon: number, bearingDeg: number, km: number): [number, number] {
  const b = (bearingDeg * Math.PI) / 180;
  const pLat = lat + (km * Math.cos(b)) / KM_PER_DEG;
  return [pLat, lon + (km * Math.sin(b)) / (KM_PER_DEG * Math.cos((pLat * Math.PI) / 180))];
}

function atSea(seed: number): { storm: Storm; lat: number; lon: number }[] {
  const world = getWeatherWorld(seed);
  return activeStorms(seed, NOW).flatMap((storm) => {
    const now = storm.path.find((p) => p.timestamp === NOW);
    // Over land the storm's wind is cut by friction; the check is for the open sea.
    if (now === undefined || now.latitude === null || now.longitude === null) return [];
    const [lat, lon] = [now.latitude, now.longitude];
    const ring = [0, 90, 180, 270].map((b) => offset(lat, lon, b, 150));
    if (ring.some(([pLat, pLon]) => world.isLand(pLat, pLon)) || world.isLand(lat, lon)) return [];
    return [{ storm, lat, lon }];
  });
}

describe('tropical storms in the weather fields', () => {
  it.each([2, 3])('blows each storm at sea at its own strength near its centre, less outward (seed %i)', (seed) => {
    const world = getWeatherWorld(seed);
    const hres = world.model('ecmwfhresglobal');
    const run = world.latestRun(hres, NOW);
    const storms = atSea(seed);
    expect(storms.length).toBeGreaterThan(0);
    for (const { storm, lat, lon } of storms) {
      const ringMaxKn = (km: number) => {
        let max = 0;
        for (let b = 0; b < 360; b += 30) {
          const [pLat, pLon] = offset(lat, lon, b, km);
          const q = { element: 'windspeed', level: '10m', lat: pLat, lon: pLon, timeUtc: NOW, runUtc: run };
          max = Math.max(max, (world.sample(q) ?? 0) / MS_PER_KN);
        }
        return max;
      };
      const near = Math.max(...[15, 30, 50, 75, 100].map(ringMaxKn));
      const ownKn = storm.current.windSpeed.kts ?? Number.NaN;
      // ±20 % of the advisory's wind (which is rounded to 5 kn).
      expect(near, `${storm.name}: ${ownKn} kn`).toBeGreaterThan(0.8 * ownKn);
      expect(near, `${storm.name}: ${ownKn} kn`).toBeLessThan(1.2 * ownKn);
      // A depression is no windier than the trades round it; a storm stands out of them.
      if (ownKn >= 34) expect(ringMaxKn(700), storm.name).toBeLessThan(0.75 * near);
    }
  });

  it('puts most ensemble members above 34 kn where a voyage crosses the forecast track', () => {
    const seed = 2;
    const world = getWeatherWorld(seed);
    const ens = world.model('ecmwf-ens');
    const run = world.latestRun(ens, NOW);
    // The strongest storm at sea, where its forecast says it will be in 48 hours.
    const strongest = atSea(seed).sort(
      (a, b) => (b.storm.current.windSpeed.kts ?? 0) - (a.storm.current.windSpeed.kts ?? 0),
    )[0];
    const target = strongest?.storm.path.find((p) => p.timestamp === NOW + 48 * H);
    expect(target?.windSpeed.kts ?? 0).toBeGreaterThan(50);
    if (target?.latitude == null || target.longitude == null) return;
    const [tLat, tLon] = [target.latitude, target.longitude];
    const heading = target.movementDirection.degrees ?? 0;
    // A ship crossing the track at right angles at 15 kn, passing through the forecast position.
    const above = Array.from({ length: ens.members }, (_, member) => {
      let max = 0;
      for (let k = -4; k <= 4; k++) {
        const [lat, lon] = offset(tLat, tLon, heading + 90, k * 28);
        const q = { element: 'windspeed', level: '10m', lat, lon, timeUtc: NOW + 48 * H + k * H, runUtc: run, member };
        max = Math.max(max, (world.sample(q) ?? 0) / MS_PER_KN);
      }
      return max > 34;
    });
    expect(above.filter(Boolean).length / above.length).toBeGreaterThan(0.5);
  });

  it('shows the storm in the products: the point timeseries dips to its forecast pressure', async () => {
    const seed = 2;
    const strongest = atSea(seed).sort(
      (a, b) => (b.storm.current.windSpeed.kts ?? 0) - (a.storm.current.windSpeed.kts ?? 0),
    )[0];
    const target = strongest?.storm.path.find((p) => p.timestamp === NOW + 24 * H);
    expect(target?.pressure.mb ?? 1010).toBeLessThan(990);
    if (target?.latitude == null || target.longitude == null || target.pressure.mb == null) return;
    const handler = weatherHttpHandlers['weather.timeseries.point'];
    if (handler === undefined) throw new Error('no timeseries handler');
    // The model run behind the product is older than the advisory: its centre may lie a few miles
    // off, so the series is read at the forecast point and 20 NM around it.
    let lowest = Number.POSITIVE_INFINITY;
    for (const [dLat, dLon] of [
      [0, 0],
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const params = endpoints['weather.timeseries.point'].params.parse({
        lat: target.latitude + dLat / 3,
        lon: target.longitude + dLon / 3,
        model: 'ecmwfhresglobal',
        elements: ['pressure_meansealevel'],
        levels: ['-'],
      });
      const answer = await handler(params, { seed, nowUtc: () => NOW, baseUrl: 'http://127.0.0.1:1' });
      const body = endpoints['weather.timeseries.point'].response.parse(JSON.parse(JSON.stringify(answer)));
      for (const d of body.elements[0]?.data ?? []) {
        if (Math.abs((d.time ?? 0) - (NOW + 24 * H)) <= 3 * H) lowest = Math.min(lowest, d.value ?? lowest);
      }
    }
    // At least half the advisory's central deficit below the 1010 hPa surroundings.
    expect(lowest).toBeLessThan(1010 - 0.5 * (1010 - target.pressure.mb));
  });
});
