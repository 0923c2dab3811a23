// Storm warnings for the panel and the badge: shared/forecast's closest approach, ranked and
// worded. The geometry itself is tested in test/shared/forecast/storm-proximity.test.ts.
import { describe, expect, it } from 'vitest';
import { DEFAULT_WARNING_DISTANCES_NM } from '../../../shared/forecast/storm-track';
import {
  assessStorms,
  cpaText,
  shortWarning,
  warningText,
  type ShipStep,
} from '../../../renderer/src/storms/storm-warnings';
import { storm } from '../../shared/forecast/storm-helpers';

const T0 = Date.UTC(2026, 10, 22, 0) / 1000;
const H = 3600;

/** A ship going east along 20°N, a quarter degree (about 14 NM) an hour, hourly steps. */
function eastAlong(lat: number, lon0: number, hours: number): ShipStep[] {
  return Array.from({ length: hours + 1 }, (_, i) => ({ timeUtc: T0 + i * H, lat, lon: lon0 + i * 0.25 }));
}

/** A storm standing at one place for two days, of one category. */
function standing(id: string, lat: number, lon: number, category: string, cone: [number, number][][] = []) {
  return {
    ...storm(
      [
        { timeUtc: T0, lat, lon, category },
        { timeUtc: T0 + 48 * H, lat, lon, category },
      ],
      cone,
      category,
    ),
    id,
    name: `Storm ${id}`,
  };
}

describe('assessStorms', () => {
  const ship = eastAlong(20, 140, 24); // 140°E to 146°E along 20°N

  it('warns for a typhoon within 300 NM and not for a depression 400 NM away', () => {
    const near = standing('WP01', 23, 143, 'TY'); // 179 NM north of the track
    const far = standing('WP02', 27, 143, 'TD'); // 420 NM north
    const result = assessStorms(ship, [far, near], DEFAULT_WARNING_DISTANCES_NM, T0);
    expect(result.count).toBe(1);
    expect(result.worst?.proximity.stormId).toBe('WP01');
    expect(result.storms.map((a) => a.proximity.stormId)).toEqual(['WP01', 'WP02']);
    expect(result.worst?.brokenClass).toBe('hurricane');
    expect(result.storms[1]?.warns).toBe(false);
  });

  it('uses the navigator’s distances', () => {
    const near = standing('WP01', 23, 143, 'TY');
    expect(assessStorms(ship, [near], { ...DEFAULT_WARNING_DISTANCES_NM, hurricane: 150 }, T0).count).toBe(0);
  });

  it('ranks a hurricane breach before a nearer depression breach', () => {
    const td = standing('TD1', 21, 143, 'TD'); // 60 NM
    const ty = standing('TY1', 23.5, 143, 'TY'); // 210 NM
    const result = assessStorms(ship, [td, ty], DEFAULT_WARNING_DISTANCES_NM, T0);
    expect(result.count).toBe(2);
    expect(result.storms.map((a) => a.proximity.stormId)).toEqual(['TY1', 'TD1']);
  });

  it('warns for a cone the ship sails into even beyond the warning distance', () => {
    // A depression 250 NM away whose cone reaches down over the track.
    const cone: [number, number][] = [
      [142, 19],
      [146, 19],
      [146, 26],
      [142, 26],
      [142, 19],
    ];
    const s = standing('TD2', 24.2, 144, 'TD', [cone]);
    const result = assessStorms(ship, [s], DEFAULT_WARNING_DISTANCES_NM, T0);
    expect(result.count).toBe(1);
    expect(result.worst?.proximity.breaches).toBe(false);
    expect(result.worst?.proximity.entersCone).toBe(true);
    expect(warningText(result.worst!)).toBe('Enters the forecast cone at 2026-11-22 08:00Z.');
  });

  it('says when the voyage and the storm never overlap in time', () => {
    const later = ship.map((s) => ({ ...s, timeUtc: s.timeUtc + 10 * 86_400 }));
    const result = assessStorms(later, [standing('WP01', 23, 143, 'TY')], DEFAULT_WARNING_DISTANCES_NM, T0);
    expect(result.count).toBe(0);
    expect(result.worst).toBeNull();
    expect(cpaText(result.storms[0]!.proximity)).toBe(
      'No closest approach: the voyage is not at sea during the storm’s track times.',
    );
  });
});

describe('warning words', () => {
  it('gives the CPA with distance, UTC time and the ship’s position in DM, and the distance broken', () => {
    const ship = eastAlong(20, 140, 24);
    const result = assessStorms(ship, [standing('WP01', 23, 143, 'TY')], DEFAULT_WARNING_DISTANCES_NM, T0);
    const a = result.worst!;
    // GeodSolve -i: 20 143 23 143 -> 332171.3 m (179.4 NM); 20 140 23 143 -> 454903.1 m (245.6 NM).
    expect(cpaText(a.proximity)).toBe("Closest approach 179 NM at 2026-11-22 12:00Z, ship at 20°00.00'N 143°00.00'E.");
    expect(warningText(a)).toBe('Within the 300 NM hurricane / typhoon distance from 2026-11-22 00:00Z (246 NM then).');
    expect(shortWarning(a)).toBe('Storm WP01 179 NM');
  });
});
