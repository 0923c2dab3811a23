// The forecast's dangerous seas in the summary's words (issue 29): a 40 m launch at 20 kn due north
// with the forecast's waves astern is in the surf-riding zone (MSC.1/Circ.1228 4.2.1: faster than
// 1.8·√40 / cos θ), with them ahead in the parametric rolling zone (4.2.3.2). The windows group
// consecutive steps of one zone; the speed a window says leaves it is the lowest of its steps'.
import { describe, expect, it } from 'vitest';
import type { Voyage } from '../../../shared/domain/voyage';
import { judgeForecastSea, type ForecastSea } from '../../../shared/forecast/forecast-sea';
import {
  forecastSeaLine,
  seaZoneWindows,
  seaZoneWindowText,
  windowTimeText,
} from '../../../shared/forecast/sea-zone-windows';
import type { Snapshot } from '../../../shared/ipc';
import { scheduleInputOf, scheduleVoyage } from '../../../shared/schedule';

const T0 = Date.UTC(2026, 11, 14, 6) / 1000;
const HULL = { lengthM: 40, beamM: 10, draughtM: 2.5, gmM: 1, assumed: [] };
const SWIFT = { name: 'Swift', limits: { windKn: 34, gustKn: 45, hsM: 4 }, hull: HULL };

/** Due north along 020°W at 20 kn for 6 h. */
const VOYAGE: Voyage = {
  name: 'Run north',
  route: {
    name: 'Run north',
    waypoints: [
      { id: 'a', name: 'South', position: { lat: 45, lon: -20 }, legGeometry: 'rhumb' },
      { id: 'b', name: 'North', position: { lat: 47, lon: -20 }, legGeometry: 'rhumb' },
    ],
  },
  departureUtc: T0,
  speedsKn: [20],
  staysS: {},
};
const SCHEDULE = scheduleVoyage(scheduleInputOf(VOYAGE));

const series = (element: string, unit: string, deterministic: (number | null)[]): Snapshot['series'][number] => ({
  element,
  level: null,
  unit,
  model: 'ecmwfwamglobal',
  deterministic,
  members: [],
});

/**
 * Hourly steps with the waves from `fromDeg` (Hs 3 m, 9 s; 14 s on the beam, far from her roll
 * period of 2·0.448·10 / √1 = 9.0 s, so no zone there).
 */
function snapshot(fromDeg: readonly number[]): Pick<Snapshot, 'steps' | 'series'> {
  return {
    steps: fromDeg.map((_, i) => ({
      timeUtc: T0 + i * 3600,
      lat: 45 + i / 3,
      lon: -20,
      kind: 'timestep' as const,
      waypointIndex: null,
      distanceM: i * 20 * 1852,
    })),
    series: [
      series(
        'waveheight_significant',
        'm',
        fromDeg.map(() => 3),
      ),
      series('wavedirection_mean', '°', [...fromDeg]),
      series(
        'waveperiod_mean',
        's',
        fromDeg.map((deg) => (deg === 90 ? 14 : 9)),
      ),
    ],
  };
}

function judged(fromDeg: readonly number[]): Extract<ForecastSea, { kind: 'judged' }> {
  const sea = judgeForecastSea(snapshot(fromDeg), SWIFT, SCHEDULE);
  if (sea.kind !== 'judged') throw new Error(`not judged: ${sea.kind}`);
  return sea;
}

describe('the forecast sea in windows', () => {
  // Astern, 10° off the stern, ahead, astern, and on the beam (no zone).
  const sea = judged([180, 170, 0, 180, 90]);

  it('groups consecutive steps of one zone, in time order', () => {
    expect(seaZoneWindows(sea.rows).map((w) => [w.kind, w.fromStep, w.toStep])).toEqual([
      ['surf-riding', 0, 1],
      ['parametric-rolling', 2, 2],
      ['surf-riding', 3, 3],
    ]);
  });

  it("says the lowest of the window's speeds to slow to, each the one the step's detail gives", () => {
    const [both] = seaZoneWindows(sea.rows);
    const [astern, offStern] = sea.rows.map((r) => r.dangers[0]!);
    // 1.8·√40 = 11.38 kn dead astern; 11.38 / cos 10° = 11.56 kn ten degrees off the stern.
    expect(astern!.wayOut.slowToKn).toBe(11.3);
    expect(offStern!.wayOut.slowToKn).toBe(11.5);
    expect(astern!.detail).toContain('Reduce speed to 11.3 kn or less');
    expect(offStern!.detail).toContain('Reduce speed to 11.5 kn or less');
    expect(both!.wayOut).toEqual({
      slowToKn: 11.3,
      slowerStaysOut: true,
      speedUpToKn: null,
      portDeg: null,
      starboardDeg: null,
    });
    expect(seaZoneWindowText(both!)).toBe(
      'Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1) 14 Dec 06Z–07Z (2 steps) near 45°N 020°W: ' +
        'Reduce speed to 11.3 kn or less.',
    );
  });

  it("gives a lone step's whole way out, turns included, as its detail does", () => {
    const lone = seaZoneWindows(sea.rows)[2]!;
    const text = seaZoneWindowText(lone);
    expect(text).toBe(
      'Surf-riding and broaching-to (MSC.1/Circ.1228, 4.2.1) 14 Dec 09Z near 46°N 020°W: Reduce speed to 11.3 kn ' +
        'or less, or alter course 45° to port (to 315°) or 45° to starboard (to 045°).',
    );
    expect(sea.rows[3]!.dangers[0]!.detail.endsWith(text.split(': ').pop()!)).toBe(true);
  });

  it('says the day again when a window runs past midnight', () => {
    expect(windowTimeText(T0, T0 + 3 * 3600)).toBe('14 Dec 06Z–09Z');
    expect(windowTimeText(T0, T0 + 20 * 3600)).toBe('14 Dec 06Z–15 Dec 02Z');
    expect(windowTimeText(T0, T0)).toBe('14 Dec 06Z');
  });
});

describe('the passage in one line', () => {
  it("counts the steps in a zone as section 3e does, and each zone's", () => {
    expect(forecastSeaLine(judged([180, 170, 0, 180, 90]))).toEqual({
      level: 'danger',
      text:
        "Sea state (IMO MSC.1/Circ.1228): 4 of 5 steps under way in a dangerous zone in the forecast's own sea " +
        '(surf-riding and broaching-to at 3, parametric rolling at 1).',
    });
  });

  it('says when no step is in a zone', () => {
    expect(forecastSeaLine(judged([90, 90]))).toEqual({
      level: 'ok',
      text: "Sea state (IMO MSC.1/Circ.1228): no dangerous zone of the circular at any of 2 steps under way in the forecast's own sea.",
    });
  });

  it('claims nothing without a hull, and says the check needs it', () => {
    const noHull = judgeForecastSea(snapshot([180]), { name: 'Swift' }, SCHEDULE);
    expect(noHull).toEqual({ kind: 'no-hull', vesselName: 'Swift' });
    expect(forecastSeaLine(noHull)).toEqual({
      level: 'unknown',
      text:
        'Sea state (IMO MSC.1/Circ.1228) not checked: the profile of Swift has no hull, and the check needs her ' +
        'length L, beam B, draught and GM. Enter them in the Vessel tab; Passage does not guess a hull.',
    });
    expect(forecastSeaLine(judgeForecastSea(snapshot([180]), undefined, SCHEDULE)).text).toContain(
      'no vessel is chosen for this voyage',
    );
  });

  it('says to run the forecast again when it holds no wave direction or period', () => {
    const bare = { ...snapshot([180]), series: snapshot([180]).series.slice(0, 1) };
    expect(forecastSeaLine(judgeForecastSea(bare, SWIFT, SCHEDULE)).text).toBe(
      'Sea state (IMO MSC.1/Circ.1228) not checked: the forecast holds no mean wave direction and period. Run the forecast again.',
    );
  });
});
