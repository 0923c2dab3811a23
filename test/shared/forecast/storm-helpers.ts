// Storms built by hand for the proximity tests: a path of fixes and optional cone rings.
import type { Storm, StormPathPoint } from '../../../shared/api/resources/storms';

const noSpeed = { kph: null, kts: null, mph: null, mps: null };
const conditions = {
  pressure: { in: null, mb: null },
  gustSpeed: noSpeed,
  windSpeed: noSpeed,
  movementSpeed: noSpeed,
  movementDirection: { text: '', degrees: null },
};

export interface Fix {
  readonly timeUtc: number | null;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly category?: string;
}

export function pathPoint(fix: Fix): StormPathPoint {
  return {
    ...conditions,
    name: 'Test',
    nameShort: 'T',
    category: fix.category ?? 'H1',
    latitude: fix.lat,
    longitude: fix.lon,
    timestamp: fix.timeUtc,
  };
}

export function storm(fixes: readonly Fix[], cone: [number, number][][] = [], category = 'H1'): Storm {
  return {
    id: '2026WP01',
    name: 'Typhoon Test',
    nameShort: 'Test',
    category,
    cone,
    path: fixes.map(pathPoint),
    current: conditions,
  };
}
