// A mixer result as crew journeys: times in UTC seconds, the ride named by its line and stops
// with its platform and expected times, the path decoded by the kept library, a corrupt
// polyline left undrawn; the crew's time rule; duplicates merged and the ranking.
import { describe, expect, it } from 'vitest';
import { mixerResultSchema } from '../../../shared/api/resources/mixer';
import type { Journey } from '../../../shared/ipc';
import { journeysOfResult, keepsTime, legPath, mergeJourneys } from '../../../shared/transit/journeys';
import { mixerResult } from '../api/examples-land';

const result = mixerResultSchema.parse(mixerResult());

describe('journeysOfResult', () => {
  it('gives one journey per trip with its legs, times in UTC seconds', () => {
    const [journey] = journeysOfResult(result);
    expect(journey).toMatchObject({
      grade: 87,
      modifiers: ['firstMileBicycle'],
      departureUtc: Date.parse('2024-06-12T07:54:00Z') / 1000,
      arrivalUtc: Date.parse('2024-06-12T08:42:00Z') / 1000,
      durationMin: 48,
      transfers: 0,
      walkMin: 6,
      waitMin: 2,
    });
    const ride = journey?.legs.find((leg) => leg.mode === 'RAIL');
    expect(ride).toMatchObject({
      line: 'IC',
      aimedDepartureUtc: Date.parse('2024-06-12T08:00:00Z') / 1000,
      expectedDepartureUtc: Date.parse('2024-06-12T08:02:00Z') / 1000,
      expectedArrivalUtc: Date.parse('2024-06-12T08:42:00Z') / 1000,
    });
    expect(ride?.platform).toBeDefined();
  });

  it('decodes a leg path with the library (Google example) and leaves a corrupt one undrawn', () => {
    expect(legPath('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
    expect(legPath('')).toEqual([]);
    for (const [lat, lon] of legPath('~~~~~~~~~~~~~~~~~~~~~~')) {
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lon)).toBeLessThanOrEqual(180);
    }
  });
});

function journey(grade: number, departureUtc: number, arrivalUtc: number): Journey {
  return {
    grade,
    modifiers: [],
    departureUtc,
    arrivalUtc,
    durationMin: Math.round((arrivalUtc - departureUtc) / 60),
    transfers: 0,
    walkMin: 0,
    waitMin: 0,
    legs: [],
  };
}

describe('keepsTime and mergeJourneys', () => {
  it('keeps a departure at or after the time, an arrival at or before it', () => {
    expect(keepsTime(journey(1, 1000, 4000), 'departAfter', 1000)).toBe(true);
    expect(keepsTime(journey(1, 999, 4000), 'departAfter', 1000)).toBe(false);
    expect(keepsTime(journey(1, 0, 4000), 'arriveBy', 4000)).toBe(true);
    expect(keepsTime(journey(1, 0, 4001), 'arriveBy', 4000)).toBe(false);
  });

  it('keeps one of two journeys on the same rides (the higher grade) and ranks by grade, then arrival', () => {
    const merged = mergeJourneys(
      [journey(700, 0, 3000), journey(800, 100, 3600)],
      [journey(750, 0, 3000), journey(800, 50, 3300)],
    );
    expect(merged.map((j) => [j.grade, j.arrivalUtc])).toEqual([
      [800, 3300],
      [800, 3600],
      [750, 3000],
    ]);
  });
});
