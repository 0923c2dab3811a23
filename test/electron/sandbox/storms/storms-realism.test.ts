// The demo world's tropical cyclones against what real ones do, over many seeds and a year of
// instants: they form over the sea, decay over land as Kaplan & DeMaria (1995) found, leave the
// tropical list at their basin's transition latitude, and the wind fields agree with the list
// over land as over the sea; the radar shows their rain and the sea state their sea. Each check
// names its source and tolerance.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Storm } from '../../../../shared/api/resources/storms';
import { activeStorms } from '../../../../electron/sandbox/storms/storms';
import { BASINS, type Basin } from '../../../../electron/sandbox/storms/basins';
import { drawSeason, type StormPlan } from '../../../../electron/sandbox/storms/season';
import { INLAND_DECAY, integrateTrack, oceanWindKn } from '../../../../electron/sandbox/storms/track';
import { loadLandMask } from '../../../../electron/sandbox/ports/land';
import { landMask } from '../../../../electron/sandbox/land/mask';
import { getWeatherWorld } from '../../../../electron/sandbox/weather/world';

const HOUR = 3600;
const MS_PER_KN = 1852 / 3600;
const KM_PER_DEG = 111.2;
const SEEDS = [1, 2, 3, 4, 5, 6];
const YEAR_START = Date.UTC(2026, 0, 1, 9) / 1000;

interface Fix {
  readonly seed: number;
  readonly timeUtc: number;
  readonly storm: Storm;
  readonly lat: number;
  readonly lon: number;
  readonly windKn: number;
}

/** Every active storm's current fix, daily through 2026, for each seed. */
const fixes: Fix[] = [];
const mask = landMask();
const coast = loadLandMask();

beforeAll(() => {
  for (const seed of SEEDS) {
    for (let day = 0; day < 365; day++) {
      const timeUtc = YEAR_START + day * 24 * HOUR;
      for (const storm of activeStorms(seed, timeUtc)) {
        const now = storm.path.find((p) => p.timestamp === timeUtc);
        if (now?.latitude == null || now.longitude == null) continue;
        fixes.push({ seed, timeUtc, storm, lat: now.latitude, lon: now.longitude, windKn: now.windSpeed.kts ?? 0 });
      }
    }
  }
}, 120_000);

describe('storms over land', () => {
  it('are rarely at hurricane strength over land: at most 1 % of fixes (best tracks: about 1 % or less)', () => {
    expect(fixes.length).toBeGreaterThan(2000);
    const overLand = fixes.filter((f) => mask.isLand(f.lat, f.lon));
    const hurricanes = overLand.filter((f) => f.windKn >= 64);
    expect(hurricanes.length / fixes.length).toBeLessThanOrEqual(0.01);
    // Landfalls do happen: storms are not kept artificially at sea.
    expect(overLand.filter((f) => f.windKn >= 34).length).toBeGreaterThan(0);
  });

  it('never keep tropical-storm force (34 kn) more than 300 km inland', () => {
    const far = fixes.filter(
      (f) => f.windKn >= 34 && mask.isLand(f.lat, f.lon) && coast.coastDistanceM(f.lat, f.lon, 300e3) === Infinity,
    );
    expect(far.map((f) => `${f.storm.name} ${f.windKn} kn at ${f.lat}, ${f.lon}`)).toEqual([]);
  });

  it('are as strong in the wind field over land as the list says, within 25 %', () => {
    // Storms whose centre is ashore now, at tropical-storm force: the list's wind is an inland
    // wind (decayed), and the field blows it near the centre, not a sea wind cut by friction again.
    const ashore = fixes.filter((f) => f.windKn >= 34 && mask.landFraction(f.lat, f.lon) > 0.7).slice(0, 6);
    expect(ashore.length).toBeGreaterThan(0);
    for (const f of ashore) {
      const world = getWeatherWorld(f.seed);
      const hres = world.model('ecmwfhresglobal');
      const run = world.latestRun(hres, f.timeUtc);
      let near = 0;
      for (const km of [15, 30, 50, 75, 100]) {
        for (let b = 0; b < 360; b += 30) {
          const rad = (b * Math.PI) / 180;
          const lat = f.lat + (km * Math.cos(rad)) / KM_PER_DEG;
          const lon = f.lon + (km * Math.sin(rad)) / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180));
          const q = { element: 'windspeed', level: '10m', lat, lon, timeUtc: f.timeUtc, runUtc: run };
          near = Math.max(near, (world.sample(q) ?? 0) / MS_PER_KN);
        }
      }
      // The list rounds to 5 kn; the field adds the surroundings' wind.
      expect(near, `${f.storm.name} ${f.windKn} kn at ${f.lat}, ${f.lon}`).toBeGreaterThan(0.75 * f.windKn);
      expect(near, `${f.storm.name} ${f.windKn} kn at ${f.lat}, ${f.lon}`).toBeLessThan(1.25 * f.windKn);
    }
  });
});

describe('storms in the other products', () => {
  /** The highest value of an element within 150 km of a fix, at its instant. */
  function nearMax(f: Fix, element: string): number {
    const world = getWeatherWorld(f.seed);
    const run = world.latestRun(world.model('ecmwfhresglobal'), f.timeUtc);
    let max = Number.NEGATIVE_INFINITY;
    for (const km of [0, 25, 50, 100, 150])
      for (let b = 0; b < 360; b += 30) {
        const rad = (b * Math.PI) / 180;
        const lat = f.lat + (km * Math.cos(rad)) / KM_PER_DEG;
        const lon = f.lon + (km * Math.sin(rad)) / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180));
        max = Math.max(max, world.sample({ element, level: null, lat, lon, timeUtc: f.timeUtc, runUtc: run }) ?? max);
      }
    return max;
  }

  it('rain in the radar round every storm at tropical-storm force, ashore or at sea: 30 dBZ or more within 150 km', () => {
    // A tropical storm's rain bands give 35-50 dBZ (heavy rain, 10-50 mm/h): the radar layer
    // and the radar timeline show the storm the list names, wherever its centre is.
    const strong = fixes.filter((f) => f.windKn >= 34);
    const sample = [
      ...strong.filter((f) => mask.landFraction(f.lat, f.lon) > 0.7).slice(0, 4),
      ...strong.filter((f) => mask.landFraction(f.lat, f.lon) === 0).slice(0, 4),
    ];
    expect(sample.length).toBeGreaterThan(4);
    for (const f of sample)
      expect(nearMax(f, 'reflectivity'), `${f.storm.name} at ${f.lat}, ${f.lon}`).toBeGreaterThanOrEqual(30);
  });

  it('raises its own sea in the open sea: Hs near a hurricane-strength centre 6 m or more (Young 1988: 8-15 m)', () => {
    // Away from coasts (none within 300 km), where the storm's fetch is all water.
    const open = (f: Fix) =>
      [0, 60, 120, 180, 240, 300].every((b) => {
        const rad = (b * Math.PI) / 180;
        const lat = f.lat + (300 * Math.cos(rad)) / KM_PER_DEG;
        return (
          mask.landFraction(lat, f.lon + (300 * Math.sin(rad)) / (KM_PER_DEG * Math.cos((lat * Math.PI) / 180))) === 0
        );
      }) && mask.landFraction(f.lat, f.lon) === 0;
    const hurricanes = fixes.filter((f) => f.windKn >= 64 && open(f)).slice(0, 6);
    expect(hurricanes.length).toBeGreaterThan(0);
    for (const f of hurricanes)
      expect(nearMax(f, 'waveheight_significant'), `${f.storm.name} ${f.windKn} kn`).toBeGreaterThanOrEqual(6);
  });
});

describe('a storm crossing a coast (Kaplan & DeMaria 1995)', () => {
  const basin = BASINS.find((b) => b.code === 'AL') as Basin;
  const plan: StormPlan = {
    basin,
    number: 1,
    seasonYear: 2026,
    genesisUtc: Date.UTC(2026, 8, 1) / 1000,
    lifeH: 240,
    endH: 240,
    genesisLatDeg: 15,
    genesisLonDeg: -60,
    peakKn: 130,
    peakAt: 0.3,
    headingDeg: 270,
    speedKn: 10,
    recurveAt: null,
    recurvedHeadingDeg: 45,
    recurvedSpeedKn: 20,
    wobblePhase: 0,
  };
  // A straight coast at 75° W: land to the west.
  const coastLon = -75;
  const nodes = integrateTrack(plan, (_lat, lon) => lon < coastLon);
  const landfallH = nodes.findIndex((n) => n.lonDeg < coastLon);

  it('keeps its ocean strength until landfall, then follows V = Vb + (R V0 - Vb) e^(-a t)', () => {
    expect(landfallH).toBeGreaterThan(0);
    const v0 = nodes[landfallH - 1]?.windKn ?? NaN;
    expect(v0).toBeCloseTo(oceanWindKn(plan, landfallH - 1), 6);
    const { reduction, backgroundKn, perHour } = INLAND_DECAY;
    for (let t = 1; landfallH - 1 + t < nodes.length; t++) {
      const expected = backgroundKn + (reduction * v0 - backgroundKn) * Math.exp(-perHour * t);
      expect(nodes[landfallH - 1 + t]?.windKn, `${t} h after landfall`).toBeCloseTo(expected, 6);
    }
  });

  it('ends as a remnant low inland, within 250 km of the coast', () => {
    const last = nodes.at(-1);
    expect(nodes.length).toBeLessThan(plan.lifeH);
    const inlandKm = (coastLon - (last?.lonDeg ?? 0)) * KM_PER_DEG * Math.cos(((last?.latDeg ?? 0) * Math.PI) / 180);
    expect(inlandKm).toBeLessThanOrEqual(260);
    expect(last?.windKn ?? 0).toBeLessThan(64);
  });
});

describe('where storms live', () => {
  const plans = SEEDS.flatMap((seed) => BASINS.flatMap((b) => drawSeason(seed, b, 2026, mask.isLand)));

  it('form over the sea, in their basin genesis region and season (Gray 1968)', () => {
    expect(plans.length).toBeGreaterThan(300);
    for (const p of plans) {
      const lon = p.genesisLonDeg > 180 ? p.genesisLonDeg - 360 : p.genesisLonDeg;
      expect(mask.isLand(p.genesisLatDeg, lon), `${p.basin.code}${p.number} at ${p.genesisLatDeg}, ${lon}`).toBe(false);
      const month = new Date(p.genesisUtc * 1000).getUTCMonth();
      expect(p.basin.monthWeights[month], `${p.basin.code} in month ${month + 1}`).toBeGreaterThan(0);
    }
  });

  it('leave the tropical list by their basin transition latitude, weakening over cooler water on the way', () => {
    for (const f of fixes) {
      const basin = BASINS.find((b) => f.storm.id.startsWith(b.code));
      expect(Math.abs(f.lat), f.storm.id).toBeLessThan((basin?.etLatDeg ?? 0) + 0.5);
    }
    const poleward = fixes.filter((f) => {
      const basin = BASINS.find((b) => f.storm.id.startsWith(b.code));
      return Math.abs(f.lat) > (basin?.etLatDeg ?? 90) - 4;
    });
    expect(poleward.length).toBeGreaterThan(0);
    for (const f of poleward) expect(f.windKn, `${f.storm.name} at ${f.lat}`).toBeLessThan(100);
  });

  it('recurve: a good share of storms ends poleward and east of where it formed (basin steering)', () => {
    const ended = plans.map((p) => ({ p, last: integrateTrack(p, mask.isLand).at(-1) }));
    const recurved = ended.filter(
      ({ p, last }) =>
        last !== undefined &&
        Math.abs(last.latDeg) - Math.abs(p.genesisLatDeg) > 8 &&
        last.movementDeg > (p.basin.hemisphere === 'N' ? 0 : 90) &&
        last.movementDeg < (p.basin.hemisphere === 'N' ? 90 : 180),
    );
    expect(recurved.length / ended.length).toBeGreaterThan(0.2);
  });
});
