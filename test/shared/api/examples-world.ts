// Spec-shaped example bodies for the storms, vessels and ports of spec §2 (the weather and
// marine ones are in examples.ts, which re-exports these so tests import one module).
import { RUNTIME } from './examples';

const HOUR = 3600;

function speed(kts: number | null) {
  return kts === null
    ? { kph: null, kts: null, mph: null, mps: null }
    : { kph: kts * 1.852, kts, mph: kts * 1.15078, mps: kts * 0.514444 };
}

export function stormConditions() {
  return {
    pressure: { in: 28.94, mb: 980 },
    gustSpeed: speed(85),
    windSpeed: speed(65),
    movementSpeed: speed(12),
    movementDirection: { text: 'NW', degrees: 315 },
  };
}

export function storm() {
  return {
    id: '2024-AL-05',
    name: 'Hurricane Ernesto',
    nameShort: 'Ernesto',
    category: 'H1',
    cone: [
      [
        [-64.5, 18.1],
        [-65.9, 21.4],
        [-62.1, 21.6],
        [-64.5, 18.1],
      ],
    ],
    path: [
      {
        ...stormConditions(),
        name: 'Hurricane Ernesto',
        category: 'H1',
        latitude: 18.9,
        longitude: -64.8,
        nameShort: 'Ernesto',
        timestamp: RUNTIME,
      },
      {
        ...stormConditions(),
        pressure: { in: null, mb: null },
        gustSpeed: speed(null),
        name: 'Hurricane Ernesto',
        category: 'H2',
        latitude: 22.3,
        longitude: -66.1,
        nameShort: 'Ernesto',
        timestamp: RUNTIME + 12 * HOUR,
      },
    ],
    current: stormConditions(),
  };
}

export function vesselSearch() {
  return {
    info: { page: 1, limit: 20, query: 'maersk', total: 2 },
    items: [
      {
        imo: '9778791',
        mmsi: '219836000',
        name: 'MAERSK EINDHOVEN',
        info: {
          country: 'Denmark',
          countryCode: 'DK',
          callsign: 'OWJD2',
          category: 'Cargo',
          categoryType: 'Container Ship',
        },
      },
      {
        imo: '0',
        mmsi: '244123456',
        name: 'MAERSK PILOT',
        info: {
          country: 'Netherlands',
          countryCode: 'NL',
          callsign: 'PD1234',
          category: 'Other',
          categoryType: 'Pilot Vessel',
        },
      },
    ],
  };
}

export function portList() {
  return {
    ports: [
      { id: 36420, name: 'Rotterdam', size: 'large', country: 'Netherlands', latitude: 51.9, longitude: 4.48 },
      { id: 36440, name: 'Scheveningen', size: 'small', country: 'Netherlands', latitude: 52.1, longitude: 4.27 },
    ],
  };
}
