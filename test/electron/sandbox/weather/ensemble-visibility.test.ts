// The sandbox's wind ensemble answers visibility per member (issue 29): the members differ where
// there is fog to differ about, and spread with their statistics, as the forecast's fans and the
// departure sweep's share below the limit read them.
import { describe, expect, it } from 'vitest';
import { weatherEnsembleAnswer } from '../../../../electron/sandbox/weather/endpoints/ensemble';

const env = { seed: 1, nowUtc: () => Date.UTC(2026, 6, 10) / 1000 } as Parameters<typeof weatherEnsembleAnswer>[1];

describe('sandbox ensemble visibility', () => {
  it('gives every member a visibility on the Grand Banks in July, varying in the fog, with their statistics', () => {
    const answer = weatherEnsembleAnswer(
      {
        lat: 45,
        lon: -50,
        model: 'ecmwf-ens',
        elements: ['windspeed', 'windgust', 'visibility'],
        levels: ['10m', '10m'],
        units: ['kt', 'kt', 'km'],
      },
      env,
    );
    const visibility = answer.elements.find((e) => e.element === 'visibility')!;
    expect(visibility.unit).toBe('km');
    expect(visibility.level).toBeNull();
    expect(visibility.data.length).toBeGreaterThan(40);
    let spread = 0;
    let foggy = 0;
    for (const step of visibility.data) {
      const value = step.value as Record<string, number>;
      const members = Object.keys(value)
        .filter((k) => /^member\d+$/.test(k))
        .map((k) => value[k]!);
      expect(members.length).toBe(51);
      for (const v of members) expect(v).toBeGreaterThanOrEqual(0);
      const min = Math.min(...members);
      const max = Math.max(...members);
      if (min < 1) foggy++;
      if (max - min > 0.5) spread++;
      expect(value['min']).toBe(min);
      expect(value['max']).toBe(max);
    }
    // Fog some of the time, and members that disagree on it: not one value copied to all.
    expect(foggy).toBeGreaterThan(0);
    expect(spread).toBeGreaterThan(visibility.data.length / 10);
  });
});
