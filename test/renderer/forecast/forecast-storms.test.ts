// Storms in the forecast (issue 24): the Storms tab's assessment against the forecast's own
// positions, worded for the summary, marked in the weather table and shaded on the charts.
import { describe, expect, it } from 'vitest';
import type { UnitPreferences } from '../../../shared/ipc';
import { DEFAULT_VESSEL_LIMITS } from '../../../shared/domain/voyage';
import { forecastAlongVoyage } from '../../../shared/forecast';
import { DEFAULT_WARNING_DISTANCES_NM } from '../../../shared/forecast/storm-track';
import { assessStorms } from '../../../renderer/src/storms/storm-warnings';
import {
  stormBands,
  stormsByStep,
  stormSummaryText,
  warningStorms,
} from '../../../renderer/src/forecast/forecast-storms';
import { buildForecastTable } from '../../../renderer/src/forecast/forecast-table';
import { buildChartData } from '../../../renderer/src/forecast/chart-data';
import { quantityConfig, probabilityConfig } from '../../../renderer/src/forecast/chart-config';
import { chartColours } from '../../../renderer/src/forecast/chart-style';
import { storm } from '../../shared/forecast/storm-helpers';
import { snapshot, T0 } from './fixtures';

const KN: UnitPreferences = { speed: 'kn', distance: 'NM', waveHeight: 'm', coordinates: 'dm' };
const H = 3600;

/**
 * A depression (150 NM warning distance) sitting at 51°42'N 8°W for the fixture's six hours,
 * 30 kn: the fixture's ship runs west along 50°N from 5°W to 8°W (a degree of longitude there is
 * about 38.6 NM), so it closes from beyond 150 NM at 5°W (step 0) to 102 NM at 8°W (step 6).
 */
function nearStorm() {
  const s = storm(
    [
      { timeUtc: T0 - H, lat: 51.7, lon: -8, category: 'TD' },
      { timeUtc: T0 + 7 * H, lat: 51.7, lon: -8, category: 'TD' },
    ],
    [],
    'TD',
  );
  return {
    ...s,
    name: 'Depression TEST',
    path: s.path.map((p) => ({ ...p, windSpeed: { ...p.windSpeed, kts: 30 } })),
  };
}

function assessed() {
  const snap = snapshot();
  return assessStorms(snap.steps, [nearStorm()], DEFAULT_WARNING_DISTANCES_NM, null).storms;
}

describe('storms in the forecast', () => {
  it('words the closest approach: name, NM, when, its wind, the warning distance broken', () => {
    const [a] = warningStorms(assessed());
    expect(a).toBeDefined();
    expect(stormSummaryText(a!, KN)).toBe(
      'Depression TEST: closest 102 NM at 01 Dec 12Z, its wind 30 kn then; within the 150 NM depression warning distance from 01 Dec 07Z.',
    );
  });

  it('marks the steps within the warning distance in a Storm column of the weather table', () => {
    const snap = snapshot();
    const marks = stormsByStep(assessed(), snap.steps.length);
    expect(marks.map((names) => names.length > 0)).toEqual([false, true, true, true, true, true, true]);
    const table = buildForecastTable(snap, forecastAlongVoyage(snap, DEFAULT_VESSEL_LIMITS), KN, [], marks);
    const column = table.columns.findIndex((c) => c.id === 'storm');
    expect(column).toBeGreaterThan(0);
    const cells = table.rows.map((r) => r.cells[column]!);
    expect(cells[4]).toMatchObject({ text: 'Depression TEST', risk: 'high' });
    expect(cells[0]).toMatchObject({ text: '', risk: null });
    // No storm warns: no column.
    const quiet = buildForecastTable(snap, forecastAlongVoyage(snap, DEFAULT_VESSEL_LIMITS), KN, [], []);
    expect(quiet.columns.some((c) => c.id === 'storm')).toBe(false);
  });

  it('shades the warned times on every chart, with a legend entry and no tooltip', () => {
    const snap = snapshot();
    const bands = stormBands(assessed());
    expect(bands).toEqual([{ label: 'Storm warning: Depression TEST', runs: [{ fromStep: 1, toStep: 6 }] }]);
    const data = buildChartData(snap, forecastAlongVoyage(snap, DEFAULT_VESSEL_LIMITS), KN, [], bands);
    expect(data.stormBands[0]?.spans).toEqual([{ fromMs: (T0 + H) * 1000, toMs: (T0 + 6 * H) * 1000, step: 1 }]);
    const colours = chartColours((name) => ({ '--danger': '#b00020' })[name] ?? '');
    const wind = quantityConfig(data.quantities[0]!, data, colours);
    const band = wind.data.datasets.find((d) => d.label === 'Storm warning: Depression TEST');
    expect(band).toMatchObject({ fill: 'origin', backgroundColor: 'rgba(176, 0, 32, 0.16)' });
    expect(band?.data.map((p) => p.y)).toEqual([data.quantities[0]!.yMax, data.quantities[0]!.yMax]);
    const chance = probabilityConfig(data.probabilities, data, colours);
    expect(chance.data.datasets.at(-1)?.label).toBe('Storm warning: Depression TEST');
  });

  it('a one-step warning is widened to show, and runs apart are broken apart', () => {
    const bands = stormBands([
      { ...assessed()[0]!, proximity: { ...assessed()[0]!.proximity, warnedSteps: [1, 4, 5] } },
    ]);
    expect(bands[0]?.runs).toEqual([
      { fromStep: 1, toStep: 1 },
      { fromStep: 4, toStep: 5 },
    ]);
    const snap = snapshot();
    const data = buildChartData(snap, forecastAlongVoyage(snap, DEFAULT_VESSEL_LIMITS), KN, [], bands);
    expect(data.stormBands[0]?.spans[0]).toEqual({
      fromMs: (T0 + H) * 1000 - 1_800_000,
      toMs: (T0 + H) * 1000 + 1_800_000,
      step: 1,
    });
  });
});
