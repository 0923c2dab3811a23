// Which forecast a report carries, decided before anything is saved: reports.export reports a
// saved revision, and a forecast belongs to the revision it was run for, so the schedule and
// the weather in one report always belong together.
import type { ReportFormat, ReportPaper, ReportTable } from '../../../shared/ipc';

export interface ForecastOnScreen {
  readonly snapshotId: string;
  readonly voyageId: string;
  /** The revision it was run for. */
  readonly revision: number;
  /** e.g. "run 2026-12-01 06:00Z". */
  readonly label: string;
}

export interface SavedState {
  /** The saved voyage open (null: never saved). */
  readonly voyageId: string | null;
  readonly revision: number | null;
  /** The editor holds changes not saved yet (saving makes a new revision). */
  readonly dirty: boolean;
}

export type ForecastOption =
  /** The forecast is of the route as it is: report it with the weather. */
  | { readonly kind: 'current'; readonly snapshotId: string; readonly text: string }
  /** The route changed since: report the revision the forecast was run for, or the current route without weather. */
  | { readonly kind: 'older'; readonly snapshotId: string; readonly revision: number; readonly text: string }
  | { readonly kind: 'none'; readonly text: string };

export function forecastOption(saved: SavedState, forecast: ForecastOnScreen | null): ForecastOption {
  if (forecast === null || forecast.voyageId !== saved.voyageId) {
    return {
      kind: 'none',
      text: 'No forecast has been run for this voyage: the report holds the route and schedule only. Run the forecast first to include the weather.',
    };
  }
  if (!saved.dirty && forecast.revision === saved.revision) {
    return {
      kind: 'current',
      snapshotId: forecast.snapshotId,
      text: `With the forecast on screen (${forecast.label}), made for this route.`,
    };
  }
  return {
    kind: 'older',
    snapshotId: forecast.snapshotId,
    revision: forecast.revision,
    text: `The forecast on screen (${forecast.label}) was made for revision ${forecast.revision}; the route has changed since.`,
  };
}

/** What the navigator picks in the report dialog. */
export interface ReportChoice {
  readonly format: ReportFormat;
  readonly paper: ReportPaper;
  readonly table: ReportTable;
  /** For an 'older' forecast: report that revision with its weather (true), or the current route without (false). */
  readonly useOlderForecast: boolean;
  readonly preparedBy: string;
}

/** Why the choice cannot be exported as it stands, or null. */
export function reportChoiceProblem(choice: ReportChoice, option: ForecastOption): string | null {
  const weather = option.kind === 'current' || (option.kind === 'older' && choice.useOlderForecast);
  if (choice.format === 'csv' && choice.table === 'weather' && !weather) {
    return 'The weather table needs a forecast of this route: export the waypoint table, or run the forecast first.';
  }
  return null;
}

/** The snapshot and revision to ask for: the revision is left to the backend when a forecast decides it. */
export function reportTarget(
  choice: ReportChoice,
  option: ForecastOption,
  savedRevision: number,
): { readonly revision?: number; readonly snapshotId?: string } {
  if (option.kind === 'current') return { revision: savedRevision, snapshotId: option.snapshotId };
  if (option.kind === 'older' && choice.useOlderForecast) return { snapshotId: option.snapshotId };
  return { revision: savedRevision };
}
