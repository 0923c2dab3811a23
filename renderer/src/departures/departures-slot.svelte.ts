// Where App.svelte keeps the departure planner without loading it: the planner's state and panel
// are one lazy chunk (the initial bundle budget, scripts/bundle-budget.ts), made on the first opening of the tab
// and kept for the window's life, so a tab switch loses nothing and a voyage opened later is
// followed whether or not the tab is shown.
import type { Component } from 'svelte';
import type { UnitPreferences } from '../../../shared/ipc';
import type { DeparturesState, DeparturesStateOptions } from './departures-state.svelte';

// A type, not an interface: Lazy's props must be a Record<string, unknown>.
export type DeparturesPanelProps = {
  /** Null until the planner is made (the first opening of the tab). */
  planner: DeparturesState | null;
  units: UnitPreferences;
};

export class DeparturesSlot {
  /** Null until the tab is first opened. */
  state = $state.raw<DeparturesState | null>(null);
  private voyageId: string | null = null;
  private readonly options: () => DeparturesStateOptions;

  /** `options` is read once, when the tab is first opened. */
  constructor(options: () => DeparturesStateOptions) {
    this.options = options;
  }

  /** Loads the panel (for Lazy) and makes the planner on the first call. */
  load = async (): Promise<{ default: Component<DeparturesPanelProps> }> => {
    const [stateModule, panel] = await Promise.all([
      import('./departures-state.svelte'),
      import('./DeparturesPanel.svelte'),
    ]);
    if (this.state === null) {
      const planner = new stateModule.DeparturesState(this.options());
      this.state = planner;
      void planner.showVoyage(this.voyageId);
    }
    return panel;
  };

  /** The voyage on screen changed (App's onVoyageChanged). */
  showVoyage(voyageId: string | null): void {
    this.voyageId = voyageId;
    void this.state?.showVoyage(voyageId);
  }
}
