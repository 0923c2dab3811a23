// The "Sea state" chart's data: the heading along the ship's track from step to step (none in a
// stay), the mean waves' angle off the bow against it (0° head, 180° following), the periods in
// their own units, and no chart without a wave height. The secondary swell period is its own line
// when the forecast has it, else the chart says why not: the service's reason, or a forecast
// stored before Passage asked for it.
import { SWELL_UNANSWERED } from '../../../shared/forecast/swell-period';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../../shared/ipc';
import {
  seaStateChartData,
  seaStateChartDescription,
  swellPeriodMissingText,
  trackHeadingsDeg,
} from '../../../renderer/src/forecast/sea-state-chart';

const T0 = 1_795_996_800;
const step = (i: number, lat: number, lon: number): Snapshot['steps'][number] => ({
  timeUtc: T0 + i * 3600,
  lat,
  lon,
  kind: 'timestep',
  waypointIndex: null,
  distanceM: 0,
});
const series = (element: string, unit: string, deterministic: (number | null)[]): Snapshot['series'][number] => ({
  element,
  level: null,
  unit,
  model: 'ecmwf-wam',
  deterministic,
  members: [],
});

// North along 025°W, then lying still at the last position (a stay), then east.
const STEPS = [step(0, 45, -25), step(1, 45.2, -25), step(2, 45.4, -25), step(3, 45.4, -25), step(4, 45.4, -24.7)];

describe('sea-state chart data', () => {
  it('takes the heading along the track to the next step; none while she lies still', () => {
    const headings = trackHeadingsDeg(STEPS);
    expect(headings[0]).toBeCloseTo(0, 6);
    expect(headings[1]).toBeCloseTo(0, 6);
    expect(headings[2]).toBeNull();
    // East along a parallel: the geodesic leaves a little north of 090°.
    expect(headings[3]).toBeGreaterThan(89.8);
    expect(headings[3]).toBeLessThan(90);
    // The last step keeps the heading she arrived on.
    expect(headings[4]).toBe(headings[3]);
  });

  it('gives the mean waves off the bow against that heading, and the periods in their units', () => {
    const data = seaStateChartData({
      steps: STEPS,
      series: [
        series('waveheight_significant', 'm', [2, 2.5, 3, 3, null]),
        series('wavedirection_mean', '°', [180, 0, 90, 90, 270]),
        series('waveperiod_mean', 's', [8, 8.5, 9, 9, 9]),
      ],
    })!;
    expect(data.timesMs).toEqual(STEPS.map((s) => s.timeUtc * 1000));
    expect(data.hs).toEqual({ values: [2, 2.5, 3, 3, null], unit: 'm' });
    expect(data.meanPeriod?.values).toEqual([8, 8.5, 9, 9, 9]);
    expect(data.swellPeriod).toBeNull();
    // Heading 000°: from 180° following (180), from 000° head (0); in the stay none; heading
    // about 090° with waves from 090° head, from 270° following.
    expect(data.offBowDeg[0]).toBeCloseTo(180, 6);
    expect(data.offBowDeg[1]).toBeCloseTo(0, 6);
    expect(data.offBowDeg[2]).toBeNull();
    expect(data.offBowDeg[3]).toBeLessThan(0.2);
    expect(data.offBowDeg[4]).toBeGreaterThan(179.8);
    expect(seaStateChartDescription(data)).toBe(
      'Along the voyage: significant wave height (m), mean wave period (s); and how far off the bow the mean ' +
        'waves come from (0° head seas, 90° beam seas, 180° following seas), against the heading along the track. ' +
        'Secondary swell period not given: this forecast was made before Passage asked for it. Run the forecast again to have it.',
    );
  });

  const HS = series('waveheight_significant', 'm', [2, 2.5, 3, 3, 3]);

  it('draws the secondary swell period as its own line, in its unit, and says nothing is missing', () => {
    const swell = series('waveperiod_swell_secondary', 's', [11, 11.5, null, 12, 12]);
    const data = seaStateChartData({ steps: STEPS, series: [HS, swell] })!;
    expect(data.swellPeriod).toEqual({ values: [11, 11.5, null, 12, 12], unit: 's' });
    expect(data.swellPeriodMissing).toBeNull();
    expect(seaStateChartDescription(data)).toBe(
      'Along the voyage: significant wave height (m), secondary swell period (s); and how far off the bow the mean ' +
        'waves come from (0° head seas, 90° beam seas, 180° following seas), against the heading along the track.',
    );
  });

  it('says the secondary swell period was not given, with the service’s reason, when the wave model refused it', () => {
    const refused = {
      ...series('waveperiod_swell_secondary', 's', [null, null, null, null, null]),
      model: 'ecmwfwamglobal',
      error: 'Element not available for this model',
    };
    const data = seaStateChartData({ steps: STEPS, series: [HS, refused] })!;
    // The rest of the sea is drawn.
    expect(data.hs.values).toEqual([2, 2.5, 3, 3, 3]);
    expect(data.swellPeriod).toBeNull();
    expect(data.swellPeriodMissing).toBe(
      'Secondary swell period not given: the wave model (ecmwfwamglobal) answered “Element not available for this model”.',
    );
  });

  it('says the service did not answer for the secondary swell period, and why, when its requests failed', () => {
    // The backend's series error when no answer came (swell-unanswered.ts): Passage's reason, not the wave model's.
    const unanswered = {
      ...series('waveperiod_swell_secondary', 's', [null, null, null, null, null]),
      model: 'ecmwfwamglobal',
      error: `${SWELL_UNANSWERED}no answer in time`,
    };
    const data = seaStateChartData({ steps: STEPS, series: [HS, unanswered] })!;
    expect(data.hs.values).toEqual([2, 2.5, 3, 3, 3]);
    expect(data.swellPeriod).toBeNull();
    expect(data.swellPeriodMissing).toBe(
      'Secondary swell period not given: the service did not answer for it (no answer in time); the rest of the forecast is complete.',
    );
  });

  it('says so when the wave model has no value at these times and places, and for a forecast stored before it was asked', () => {
    const empty = series('waveperiod_swell_secondary', 's', [null, null, null, null, null]);
    expect(swellPeriodMissingText({ series: [HS, empty] })).toBe(
      'Secondary swell period not given for these times and places.',
    );
    // A voyage's forecast stored before this element was asked opens as before, saying why it lacks it.
    const stored = seaStateChartData({ steps: STEPS, series: [HS] })!;
    expect(stored.hs.values).toEqual([2, 2.5, 3, 3, 3]);
    expect(stored.swellPeriod).toBeNull();
    expect(stored.swellPeriodMissing).toMatch(/made before Passage asked for it\. Run the forecast again/);
  });

  it('draws nothing without a wave height (a forecast of the atmosphere only)', () => {
    expect(
      seaStateChartData({ steps: STEPS, series: [series('wavedirection_mean', '°', [0, 0, 0, 0, 0])] }),
    ).toBeNull();
  });
});
