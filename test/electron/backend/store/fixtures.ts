// Shared test data for the store tests: a voyage, a few real-world ports, a forecast grid, a storm.
import type { Port } from '../../../../shared/api/resources/ports';
import type { StormsResult } from '../../../../shared/api/resources/storms';
import type { Voyage } from '../../../../shared/domain/voyage';
import type { ForecastGrid } from '../../../../electron/backend/store/snapshot-codec';
import { openStore, type Store, type StoreOptions } from '../../../../electron/backend/store/store';

/** A store on a fixed clock (advancing 1 s per call) with counted ids. */
export function testStore(options: StoreOptions = {}, path = ':memory:'): Store {
  let now = 1_780_000_000;
  let id = 0;
  return openStore(path, { nowUtc: () => now++, newId: () => `id-${++id}`, ...options });
}

export function sampleVoyage(name = 'Rotterdam - New York'): Voyage {
  return {
    name,
    route: {
      name,
      waypoints: [
        { id: 'a', name: 'Maas Centre', position: { lat: 52.0, lon: 3.9 }, legGeometry: 'rhumb' },
        { id: 'b', name: 'Dover Strait', position: { lat: 51.0, lon: 1.5 }, legGeometry: 'rhumb' },
        { id: 'c', name: 'Ambrose', position: { lat: 40.45, lon: -73.8 }, legGeometry: 'greatCircle' },
      ],
    },
    departureUtc: 1_780_100_000,
    speedsKn: [12, 14.5],
    staysS: {},
    vessel: { name: 'MV Example', imo: '9000001', limits: { windKn: 34, gustKn: 45, hsM: 4 } },
  };
}

export const PORTS: Port[] = [
  { id: 1, name: 'Rotterdam', size: 'large', country: 'Netherlands', latitude: 51.95, longitude: 4.13 },
  { id: 2, name: 'São Paulo', size: 'small', country: 'Brazil', latitude: -23.55, longitude: -46.63 },
  { id: 3, name: 'Santos', size: 'large', country: 'Brazil', latitude: -23.96, longitude: -46.3 },
  { id: 4, name: 'São Sebastião', size: 'medium', country: 'Brazil', latitude: -23.8, longitude: -45.4 },
  { id: 5, name: 'Suva', size: 'medium', country: 'Fiji', latitude: -18.13, longitude: 178.42 },
  { id: 6, name: 'Apia', size: 'small', country: 'Samoa', latitude: -13.83, longitude: -171.76 },
  { id: 7, name: 'Levuka', size: 'small', country: 'Fiji', latitude: -17.68, longitude: 178.84 },
  { id: 8, name: 'Amsterdam', size: 'large', country: 'Netherlands', latitude: 52.38, longitude: 4.9 },
  { id: 9, name: 'Antwerpen', size: 'large', country: 'Belgium', latitude: 51.23, longitude: 4.4 },
  { id: 10, name: 'Nuku‘alofa', size: 'small', country: 'Tonga', latitude: -21.14, longitude: -175.2 },
  { id: 11, name: 'Longyearbyen', size: 'small', country: 'Norway', latitude: 78.22, longitude: 15.6 },
];

/** members × elements × steps with a NaN sprinkled in, times past 2^31 s and odd positions. */
export function sampleGrid(members = 3, steps = 5, elements = 2): ForecastGrid {
  const timesUtc = new Float64Array(steps).map((_, s) => 2_200_000_000 + s * 3600 + 0.25);
  const latDeg = new Float64Array(steps).map((_, s) => 51.123456789012 - s * 0.1);
  const lonDeg = new Float64Array(steps).map((_, s) => 179.9 + s * 0.1 - (s > 0 ? 360 : 0));
  const values = new Float32Array(members * elements * steps).map((_, i) => (i % 7 === 3 ? NaN : 10 + i * 0.1234567));
  return {
    members: Array.from({ length: members }, (_, m) => (m === 0 ? 'control' : `member${m}`)),
    elements: Array.from({ length: elements }, (_, e) => ({
      id: e === 0 ? 'windspeed' : 'waveheight_significant',
      unit: e === 0 ? 'kn' : 'm',
      level: e === 0 ? '10m' : null,
    })),
    timesUtc,
    latDeg,
    lonDeg,
    values,
  };
}

const speed = { kph: 100, kts: 54, mph: 62, mps: 27.8 };
const conditions = {
  pressure: { in: 29.2, mb: 989 },
  gustSpeed: speed,
  windSpeed: speed,
  movementSpeed: { kph: 20, kts: 11, mph: 12, mps: 5.6 },
  movementDirection: { text: 'NW', degrees: 315 },
};

export const STORMS: StormsResult = {
  storms: [
    {
      id: '2026-wp-07',
      name: 'Typhoon Example',
      nameShort: 'Example',
      category: 'TY',
      cone: [
        [
          [130, 15],
          [131, 16],
          [129, 16],
          [130, 15],
        ],
      ],
      path: [
        {
          ...conditions,
          name: 'Typhoon Example',
          category: 'TY',
          latitude: 15,
          longitude: 130,
          nameShort: 'Example',
          timestamp: 1_780_000_000,
        },
      ],
      current: conditions,
    },
  ],
};
