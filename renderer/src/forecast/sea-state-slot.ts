// The one sea-state check of the window (issue 29): the Sea state section runs it, the forecast
// summary reads its shares. Kept while the tab is away, so a run goes on when the navigator looks
// elsewhere.
import { backend } from '../lib/backend';
import type { ForecastState } from './forecast-state.svelte';
import { SeaStateCheck } from './sea-state.svelte';

let check: SeaStateCheck | null = null;

/** The window's check, made on first use for the forecast's voyage. */
export function seaStateCheckFor(forecast: ForecastState): SeaStateCheck {
  check ??= new SeaStateCheck({ ensureSaved: () => forecast.ensureSaved(), api: backend });
  return check;
}
