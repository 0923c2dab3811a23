// A small deterministic WeatherWorld for the product tests: smooth analytic fields, land as a
// box (40..60 N, 0..30 E), runs every 6 hours available 6 hours later. Independent of world.ts.
import { SandboxBadRequest } from '../../../../electron/sandbox/contract';
import type {
  ElementInfo,
  ModelInfo,
  SampleQuery,
  UnitFamily,
  WeatherWorld,
} from '../../../../electron/sandbox/weather/types';

const HOUR_S = 3600;
const RUN_EVERY_S = 6 * HOUR_S;

function element(id: string, family: UnitFamily, levels: string[], units: string[], marine = false): ElementInfo {
  return { id, name: id, family, levels, units, marine };
}

const ELEMENTS: readonly ElementInfo[] = [
  element('temperature', 'temperature', ['2m', '850hPa'], ['°C', '°F', 'K']),
  element('dewpoint', 'temperature', ['2m'], ['°C', '°F', 'K']),
  element('windspeed', 'speed', ['10m', '100m'], ['m/s', 'km/h', 'mph', 'kt', 'Bft']),
  element('winddirection', 'angle', ['10m'], ['°']),
  element('windgust', 'speed', ['10m'], ['m/s', 'km/h', 'mph', 'kt', 'Bft']),
  element('pressure_meansealevel', 'pressure', [], ['hPa', 'inHg', 'mmHg', 'Pa']),
  element('relativehumidity', 'percent', ['2m'], ['%']),
  element('precipitation', 'precipitationRate', [], ['mm/hr', 'inch/hr']),
  element('cloudcovertotal', 'percent', [], ['%']),
  element('visibility', 'length', [], ['m', 'ft', 'km', 'mi', 'cm']),
  element('shortwaveradiation', 'radiation', [], ['W/m²', 'J/cm²']),
  element('reflectivity', 'reflectivity', [], ['dBZ']),
  element('precipitationtype', 'unitless', [], []),
  element('waveheight_significant', 'length', [], ['m', 'ft'], true),
];

const ATMOSPHERE = ELEMENTS.filter((e) => !e.marine).map((e) => e.id);

function model(
  id: string,
  type: string,
  category: string,
  stepH: number,
  members: number,
  elements: string[],
): ModelInfo {
  return {
    id,
    name: `Fake ${id}`,
    type,
    region: 'global',
    category,
    institute: 'Test',
    resolution: '9 km',
    members,
    stepH,
    horizonH: 240,
    delayH: 6,
    elements,
  };
}

const MODELS: readonly ModelInfo[] = [
  model('ecmwfhresglobal', 'Deterministic', 'atmosphere', 1, 0, ATMOSPHERE),
  model('ecmwfensglobal', 'Ensemble', 'atmosphere', 3, 51, ATMOSPHERE),
  model('ecmwfwamglobal', 'Deterministic', 'ocean', 1, 0, ['waveheight_significant']),
];

const FACTORS: Readonly<Record<string, number>> = {
  'km/h': 3.6,
  mph: 1 / 0.44704,
  kt: 3600 / 1852,
  inHg: 1 / 33.8639,
  mmHg: 1 / 1.33322,
  Pa: 100,
  in: 1 / 25.4,
  'inch/hr': 1 / 25.4,
  ft: 1 / 0.3048,
  km: 1 / 1000,
  mi: 1 / 1609.344,
  cm: 100,
  'J/cm²': 0.36,
};

const land = (lat: number, lon: number): boolean => lat >= 40 && lat <= 60 && lon >= 0 && lon <= 30;

/** Precipitation, mm/h: bands drifting east at about 10 m/s, wettest near the equator. */
function precipitationMmH(lat: number, lon: number, t: number, seed: number): number {
  const drift = t / 86_400; // degrees of longitude per day, roughly
  const band = Math.sin((lon - 8 * drift) / 1.5 + lat / 2 + seed) * (0.6 + 0.4 * Math.cos(lat / 10));
  return Math.max(0, 6 * band - 2);
}

export function fakeWorld(seed: number): WeatherWorld {
  const byId = new Map(ELEMENTS.map((e) => [e.id, e]));
  const value = (q: SampleQuery): number | null => {
    const { lat, lon, timeUtc: t } = q;
    const runNudge = Math.sin(q.runUtc / 1e6 + seed) * 0.5;
    const localH = (((t / HOUR_S + lon / 15) % 24) + 24) % 24;
    const dayOfYear = (t / 86_400) % 365.25;
    const season = Math.cos((2 * Math.PI * (dayOfYear - 200)) / 365.25) * (lat / 90) * 12;
    const temperature =
      28 -
      0.45 * Math.abs(lat) +
      season +
      5 * Math.sin((2 * Math.PI * (localH - 9)) / 24) +
      2 * Math.sin(lon / 20) +
      runNudge;
    const humidity = 70 + 25 * Math.sin(lat / 7 + lon / 11 + t / 200_000);
    const wind = 8 + 6 * Math.sin(lat / 10 + t / 150_000) + 3 * Math.cos(lon / 13);
    const precip = precipitationMmH(lat, lon, t, seed);
    switch (q.element) {
      case 'temperature':
        return q.level === '850hPa' ? temperature - 12 : temperature;
      case 'dewpoint':
        return temperature - (100 - humidity) / 5;
      case 'relativehumidity':
        return humidity;
      case 'windspeed':
        return q.level === '100m' ? wind * 1.3 : wind;
      case 'windgust':
        return wind * 1.4 + 1;
      case 'winddirection':
        return (((lon * 3 + lat * 2 + t / 10_000) % 360) + 360) % 360;
      case 'pressure_meansealevel':
        return 1013 + 18 * Math.sin(lat / 12 - t / 300_000) * Math.cos(lon / 17);
      case 'precipitation':
        return precip;
      case 'cloudcovertotal':
        return Math.min(100, 50 + 50 * Math.sin(lon / 9 + lat / 6 + t / 100_000) + precip * 10);
      case 'visibility':
        return humidity > 93 ? 600 : 24_000 - humidity * 100;
      case 'shortwaveradiation': {
        const elevation = Math.sin((2 * Math.PI * (localH - 6)) / 24);
        return Math.max(0, 900 * elevation * (1 - Math.abs(lat) / 120));
      }
      case 'reflectivity':
        return precip > 0 ? 10 * Math.log10(200 * precip ** 1.6) : -10;
      case 'precipitationtype':
        return precip > 0 ? 1 : 0;
      case 'waveheight_significant':
        return land(lat, lon) ? null : 0.02 * wind * wind + 0.5;
      default:
        throw new Error(`fake world: no element ${q.element}`);
    }
  };

  return {
    models: MODELS,
    elements: byId,
    model(id, parameter = 'model') {
      const m = MODELS.find((x) => x.id === id);
      if (m === undefined) throw new SandboxBadRequest(parameter, `unknown model "${id}"`);
      return m;
    },
    latestRun(m, nowUtc) {
      return Math.floor((nowUtc - m.delayH * HOUR_S) / RUN_EVERY_S) * RUN_EVERY_S;
    },
    resolveRun(m, runtime, nowUtc) {
      const latest = this.latestRun(m, nowUtc);
      if (runtime === 'latest') return latest;
      if (runtime % RUN_EVERY_S !== 0 || runtime > latest)
        throw new SandboxBadRequest('runtime', `no run at ${runtime}`);
      return runtime;
    },
    sample: value,
    isLand: land,
    convert(v, e, unit) {
      if (e.units.length > 0 && !e.units.includes(unit)) throw new SandboxBadRequest('units', `unknown unit ${unit}`);
      if (unit === e.units[0]) return v;
      if (unit === '°F') return (v * 9) / 5 + 32;
      if (unit === 'K') return v + 273.15;
      if (unit === 'Bft') return Math.round(Math.cbrt((v / 0.836) ** 2));
      const f = FACTORS[unit];
      if (f === undefined) throw new Error(`fake world: no conversion to ${unit}`);
      return v * f;
    },
  };
}

/** A fixed clock and address: 2026-09-10 09:20 UTC. */
export const NOW_UTC = Date.UTC(2026, 8, 10, 9, 20) / 1000;
export const BASE_URL = 'http://127.0.0.1:4000';
export const env = { seed: 7, nowUtc: () => NOW_UTC, baseUrl: BASE_URL };
