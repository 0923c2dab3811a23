// Where App.svelte keeps the route optimiser without loading it: its state and panel are one lazy
// chunk (the initial bundle budget, scripts/bundle-budget.ts), made on the first opening of the tab and kept for the
// window's life, so a tab switch loses nothing and the optimised route stays drawn on the chart.
import type { Component } from 'svelte';
import type { Position } from '../../../shared/domain/position';
import type { UnitPreferences } from '../../../shared/ipc';
import type { RoutingState, RoutingStateOptions } from './routing-state.svelte';

/** The optimised route on the chart (tiny: its drawing is loaded with the first result). */
export { default as RoutingLayer } from './RoutingLayer.svelte';

// A type, not an interface: Lazy's props must be a Record<string, unknown>.
export type RoutingPanelProps = {
  /** Null until the optimiser is made (the first opening of the tab). */
  optimiser: RoutingState | null;
  units: UnitPreferences;
};

export class RoutingSlot {
  /** Null until the tab is first opened. */
  state = $state.raw<RoutingState | null>(null);
  private readonly options: () => RoutingStateOptions;

  /** `options` is read once, when the tab is first opened. */
  constructor(options: () => RoutingStateOptions) {
    this.options = options;
  }

  /**
   * While a no-go area is drawn, a click on the chart is its next corner, never a waypoint ("Waypoints
   * cannot be added meanwhile"), even before the drawing's own handlers have loaded; true when taken.
   */
  takeChartClick(p: Position): boolean {
    const noGo = this.state?.noGo;
    if (!noGo || noGo.drawing === null) return false;
    noGo.click(p, null);
    return true;
  }

  /** Loads the panel (for Lazy) and makes the optimiser on the first call. */
  load = async (): Promise<{ default: Component<RoutingPanelProps> }> => {
    const [stateModule, panel] = await Promise.all([import('./routing-state.svelte'), import('./RoutingPanel.svelte')]);
    this.state ??= new stateModule.RoutingState(this.options());
    return panel;
  };
}
