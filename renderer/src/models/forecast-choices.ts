// What the models' views need of the forecast on screen (ForecastState fits as it is): its
// options, which the ensemble model chooser sets, and for the quick outlook the voyage it is of.
// Said here so that models/ stays below forecast/, which mounts its views.
import type { ForecastOptions } from '../../../shared/ipc';
import type { VoyageRef } from '../lib/voyage-ref';

export interface ForecastChoices {
  /** The forecast's options; the chooser replaces them whole. */
  options: ForecastOptions;
  /** A forecast is being estimated, run or opened. */
  readonly busy: boolean;
  /** The voyage whose forecasts are shown, or null for one never saved. */
  readonly voyageId: string | null;
  /** Saves the voyage when needed and names the revision asked about. */
  readonly ensureSaved: () => Promise<VoyageRef>;
}
