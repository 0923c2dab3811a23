// The chart's colours by day and by night (a dark, red-tinted palette that keeps the bridge's
// night vision), and the colour of a leg by its forecast risk.
import type { RiskLevel } from '../../../shared/forecast/exceedance';
import type { StormClass } from '../../../shared/forecast/storm-track';
import { LEG_COLOURS } from '../../../shared/forecast/risk-palette';

export interface ChartPalette {
  readonly sea: string;
  readonly land: string;
  /** The shore, drawn over the land, the weather overlays and the radar. */
  readonly coast: string;
  readonly graticule: string;
  readonly graticuleLabel: string;
  /** The route before any forecast exists. */
  readonly route: string;
  readonly waypointFill: string;
  readonly waypointStroke: string;
  readonly waypointText: string;
  readonly tick: string;
  /** Legs once a forecast exists; 'unknown' is a leg the forecast has no value for. */
  readonly risk: Readonly<Record<RiskLevel, string>>;
  /** CSS filter for online tiles, so a bright OSM map does not light up the bridge. */
  readonly tileFilter: string;
  /** Port dots: fill and rim; names in `portText` over a `portHalo`; the open port's ring. */
  readonly portFill: string;
  readonly portStroke: string;
  readonly portText: string;
  readonly portHalo: string;
  readonly portSelected: string;
  /** Storm tracks and points by warning class (the legend's four entries). */
  readonly storm: Readonly<Record<StormClass, string>>;
  /** Forecast cone: translucent fill and its outline. */
  readonly stormConeFill: string;
  readonly stormConeLine: string;
  /** Wind barbs, isobars and wave arrows over a weather overlay, and the halo that lifts them off its colours. */
  readonly glyph: string;
  readonly glyphHalo: string;
}

export const DAY_PALETTE: ChartPalette = {
  sea: '#cfe3ef',
  // Sand, as ECDIS day charts draw land: apart from the sea by lightness and saturation, not by hue alone
  // (the old #efe6cf was within 1.06:1 of the sea's luminance and read as sea in a small screenshot).
  land: '#dcc98f',
  // Dark umber: apart from the sea, the sand, and every overlay and radar colour (none that dark and brown).
  coast: '#4a3b12',
  graticule: 'rgba(40, 70, 100, 0.35)',
  graticuleLabel: '#2b4660',
  route: LEG_COLOURS.day.route,
  waypointFill: '#ffffff',
  waypointStroke: '#b0186b',
  waypointText: '#5a0c37',
  tick: '#3a2a4f',
  risk: LEG_COLOURS.day.risk,
  tileFilter: 'none',
  portFill: '#1c5d99',
  portStroke: '#ffffff',
  portText: '#0d2c4a',
  portHalo: 'rgba(255, 255, 255, 0.85)',
  portSelected: '#b0186b',
  storm: { hurricane: '#c2006b', tropicalStorm: '#e06c00', depression: '#2f6fba', unknown: '#6a5acd' },
  stormConeFill: 'rgba(255, 255, 255, 0.45)',
  stormConeLine: 'rgba(60, 60, 60, 0.8)',
  // Near black on a white halo: readable on every colour of the overlay scales.
  glyph: '#111a24',
  glyphHalo: 'rgba(255, 255, 255, 0.85)',
};

/**
 * Night: black sea, dim red land and lines. Risk levels stay apart by brightness as well as
 * hue, since under a red filter hue alone does not tell them apart.
 */
export const NIGHT_PALETTE: ChartPalette = {
  sea: '#07090c',
  land: '#2a1310',
  // A dim red line, brighter than the land and the sea but no brighter than the graticule's labels.
  coast: '#8a3426',
  graticule: 'rgba(150, 40, 30, 0.35)',
  graticuleLabel: '#9a3a2e',
  route: LEG_COLOURS.night.route,
  waypointFill: '#1a0a08',
  waypointStroke: '#d24a38',
  waypointText: '#e0705f',
  tick: '#b5483a',
  risk: LEG_COLOURS.night.risk,
  tileFilter: 'brightness(0.45) sepia(1) hue-rotate(-35deg) saturate(2.5)',
  portFill: '#7a2a1e',
  portStroke: '#07090c',
  portText: '#b5483a',
  portHalo: 'rgba(7, 9, 12, 0.85)',
  portSelected: '#ff3b2f',
  storm: { hurricane: '#ff3b2f', tropicalStorm: '#c0502a', depression: '#7a3a2a', unknown: '#a04a6a' },
  stormConeFill: 'rgba(120, 30, 20, 0.25)',
  stormConeLine: 'rgba(200, 70, 50, 0.7)',
  // The waypoints' dim red on the night sea's black halo; the overlay under it is dimmed too.
  glyph: '#d24a38',
  glyphHalo: 'rgba(7, 9, 12, 0.85)',
};

export function chartPalette(night: boolean): ChartPalette {
  return night ? NIGHT_PALETTE : DAY_PALETTE;
}

/**
 * Leg `legIndex`'s colour: the route colour while there is no forecast (`legRisks` absent or
 * empty), else the colour of its risk, 'unknown' for a leg the list does not reach.
 */
export function legColour(
  legRisks: readonly RiskLevel[] | null | undefined,
  legIndex: number,
  palette: ChartPalette,
): string {
  if (!legRisks || legRisks.length === 0) return palette.route;
  return palette.risk[legRisks[legIndex] ?? 'unknown'];
}
