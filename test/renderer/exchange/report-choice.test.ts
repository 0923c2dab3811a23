// Which forecast a report carries: the schedule and the weather in one report always belong to
// one saved revision.
import { describe, expect, it } from 'vitest';
import {
  forecastOption,
  reportChoiceProblem,
  reportTarget,
  type ReportChoice,
} from '../../../renderer/src/exchange/report-choice';

const forecast = { snapshotId: 'snap-1', voyageId: 'v1', revision: 3, label: 'fetched 2026-12-01 06:00Z' };
const choice: ReportChoice = { format: 'pdf', paper: 'A4', table: 'weather', useOlderForecast: true, preparedBy: '' };

describe('forecastOption', () => {
  it('includes the forecast of the saved, unchanged revision', () => {
    const option = forecastOption({ voyageId: 'v1', revision: 3, dirty: false }, forecast);
    expect(option).toEqual({
      kind: 'current',
      snapshotId: 'snap-1',
      text: 'With the forecast on screen (fetched 2026-12-01 06:00Z), made for this route.',
    });
    expect(reportTarget(choice, option, 3)).toEqual({ revision: 3, snapshotId: 'snap-1' });
  });

  it('offers the older revision with its forecast, or the route as it is without weather', () => {
    for (const saved of [
      { voyageId: 'v1', revision: 3, dirty: true },
      { voyageId: 'v1', revision: 4, dirty: false },
    ]) {
      const option = forecastOption(saved, forecast);
      expect(option).toMatchObject({ kind: 'older', snapshotId: 'snap-1', revision: 3 });
      expect(option.text).toBe(
        'The forecast on screen (fetched 2026-12-01 06:00Z) was made for revision 3; the route has changed since.',
      );
      // The forecast decides the revision; the backend reports the one it was run for.
      expect(reportTarget(choice, option, 5)).toEqual({ snapshotId: 'snap-1' });
      expect(reportTarget({ ...choice, useOlderForecast: false }, option, 5)).toEqual({ revision: 5 });
    }
  });

  it('reports the schedule alone without a forecast of this voyage, and refuses a weather CSV then', () => {
    for (const option of [
      forecastOption({ voyageId: 'v2', revision: 1, dirty: false }, forecast),
      forecastOption({ voyageId: null, revision: null, dirty: true }, null),
    ]) {
      expect(option.kind).toBe('none');
      expect(reportTarget(choice, option, 1)).toEqual({ revision: 1 });
      expect(reportChoiceProblem({ ...choice, format: 'csv' }, option)).toBe(
        'The weather table needs a forecast of this route: export the waypoint table, or run the forecast first.',
      );
      expect(reportChoiceProblem({ ...choice, format: 'csv', table: 'waypoints' }, option)).toBeNull();
      expect(reportChoiceProblem(choice, option)).toBeNull();
    }
    const older = forecastOption({ voyageId: 'v1', revision: 4, dirty: false }, forecast);
    expect(reportChoiceProblem({ ...choice, format: 'csv' }, older)).toBeNull();
    expect(reportChoiceProblem({ ...choice, format: 'csv', useOlderForecast: false }, older)).not.toBeNull();
  });
});
