// Where the climate outlook samples a voyage: ends always, spacing by distance, the cap, the
// quarter-degree grid, and the months spanned across a year's end.
import { describe, expect, it } from 'vitest';
import { climateCoordinate, monthsBetween, planClimateSamples } from '../../../../electron/backend/app/climate-samples';
import { CLIMATE_OUTLOOK_MAX_SAMPLES } from '../../../../shared/ipc';
import { scheduleVoyage } from '../../../../shared/schedule';

const DEC_20_2026 = Date.UTC(2026, 11, 20) / 1000;

function schedule(to: { lat: number; lon: number }) {
  return scheduleVoyage({
    waypoints: [
      { name: 'A', position: { lat: 0, lon: 0 }, legGeometry: 'greatCircle' },
      { name: 'B', position: to, legGeometry: 'greatCircle' },
    ],
    speedsKn: [12],
    departureUtc: DEC_20_2026,
    stepH: 1,
  });
}

describe('climate samples', () => {
  it('a short passage is asked at its two ends only', () => {
    const plan = planClimateSamples(schedule({ lat: 0, lon: 2 }));
    expect(plan.samples.map((s) => s.kind)).toEqual(['departure', 'arrival']);
    expect(plan.months).toEqual([{ year: 2026, month: 12 }]);
  });

  it('an ocean passage is sampled about every 300 NM, capped, and spans the new year', () => {
    const plan = planClimateSamples(schedule({ lat: 0, lon: 60 }));
    // 3600 NM: 300 NM spacing would give 13 positions; the cap keeps 12.
    expect(plan.samples).toHaveLength(CLIMATE_OUTLOOK_MAX_SAMPLES);
    const gaps = plan.samples.slice(1).map((s, i) => s.distanceNm - plan.samples[i]!.distanceNm);
    for (const gap of gaps) expect(gap).toBeGreaterThan(300);
    expect(plan.months).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
    expect(plan.samples[0]!.month).toBe(12);
    expect(plan.samples.at(-1)!.month).toBe(1);
    for (const s of plan.samples) expect(s.lon * 4).toBe(Math.round(s.lon * 4));
  });

  it('rounds to quarter degrees without a negative zero', () => {
    expect(climateCoordinate(49.87)).toBe(49.75);
    expect(climateCoordinate(-0.1)).toBe(0);
    expect(Object.is(climateCoordinate(-0.1), -0)).toBe(false);
    expect(climateCoordinate(-73.8)).toBe(-73.75);
  });

  it('counts months inclusively, and one month when arrival precedes departure', () => {
    expect(monthsBetween(Date.UTC(2026, 10, 30) / 1000, Date.UTC(2027, 1, 1) / 1000)).toHaveLength(4);
    expect(monthsBetween(DEC_20_2026, DEC_20_2026 - 1)).toEqual([{ year: 2026, month: 12 }]);
  });
});
