// The Leaflet map under the chart's layers: made once per Chart, with its panes, the NM scale
// and the view as reactive state, so each layer component (land, graticule, route, ports,
// storms...) only syncs its own Leaflet objects to it and cleans them up.
import * as L from 'leaflet';
import { untrack } from 'svelte';
import type { Position } from '../../../shared/domain/position';
import { lonDiffDeg, normalizeLonDeg } from '../../../shared/geodesy/angles';
import { NmScaleControl } from './scale-control';
import type { ChartView, ViewBounds } from './view';

/** The view after the last pan or zoom (not during one). */
export interface SettledView {
  readonly bounds: ViewBounds;
  readonly zoom: number;
}

/**
 * A click on the chart that a layer may claim (a port, a storm point): a handler returns true
 * when it took the click, and the chart then adds no waypoint there.
 */
export type ChartClickHandler = (event: L.LeafletMouseEvent) => boolean;

/**
 * Panes, bottom to top (Leaflet's own: tiles 200, overlay 400, markers 600, popups 700):
 * the weather overlay under the land (it rises over online tiles when they are shown, see
 * WeatherOverlayLayer), land under any online tiles (an OSM layer hides it; offline, it shows
 * through), graticule over the tiles, the radar over it, the overlay's barbs, isobars and wave
 * arrows over both, the coastline over every weather
 * overlay and the radar (no picture hides the shore), storm cones and tracks under the route,
 * ports under the route too, ticks over the route, storm points (with their tooltips) over the ticks. None of these panes takes
 * the mouse itself (pointer-events: none): a canvas covers its whole pane and would otherwise
 * swallow clicks meant for the route's legs below it; ports are hit-tested on the map's click,
 * and the storm points' SVG paths take the mouse one by one.
 */
export const PASSIVE_PANES: readonly (readonly [name: string, zIndex: number])[] = [
  ['weather', 140],
  ['land', 150],
  ['graticule', 350],
  ['radar', 355],
  // Wind barbs, isobars and wave arrows: over the overlay and the radar, under the coastline.
  ['glyphs', 356],
  ['coast', 357],
  ['storms', 360],
  ['ports', 380],
  // The route optimiser's drawn no-go areas, then its route, corridor or isochrones and member routes.
  ['no-go-areas', 385],
  ['optimised-route', 390],
  ['ticks', 450],
  ['storm-points', 460],
];

/** The weather pane's z-index while online tiles are shown: over the tiles (200), under the coast. */
export const WEATHER_OVER_TILES_Z = 250;

/** Where the chart opens without a view or a route: the North Atlantic. */
const DEFAULT_VIEW: ChartView = { center: { lat: 40, lon: -30 }, zoom: 3 };

/** A Leaflet position given back to the app: latitude clamped, longitude wrapped to [-180, 180). */
export function toPosition(ll: L.LatLng): Position {
  return { lat: Math.max(-90, Math.min(90, ll.lat)), lon: normalizeLonDeg(ll.lng) };
}

export class ChartMap {
  readonly map: L.Map;
  /** Drives land, graticule and the thinning of ticks and labels. */
  view = $state.raw<SettledView>({ bounds: { west: -180, south: -85, east: 180, north: 85 }, zoom: 3 });
  /** Bumped on every move frame, so overlaid labels follow the chart while it pans. */
  frame = $state(0);
  size = $state.raw({ width: 0, height: 0 });
  private readonly clickHandlers: ChartClickHandler[] = [];
  private readonly resize: ResizeObserver;

  /** `onEmptyClick`: a click no layer claimed (the chart adds a waypoint there). */
  constructor(el: HTMLElement, start: ChartView | undefined, onEmptyClick: (p: Position) => void) {
    const view = start ?? DEFAULT_VIEW;
    this.map = L.map(el, {
      center: [view.center.lat, view.center.lon],
      zoom: view.zoom,
      minZoom: 1,
      maxZoom: 16,
      worldCopyJump: false,
      zoomControl: true,
      attributionControl: true,
      keyboard: true,
    });
    this.map.attributionControl.setPrefix('<a href="https://leafletjs.com/">Leaflet</a>');
    for (const [name, zIndex] of PASSIVE_PANES) {
      const pane = this.map.createPane(name);
      pane.style.zIndex = String(zIndex);
      pane.style.pointerEvents = 'none';
    }
    new NmScaleControl({ position: 'bottomleft' }).addTo(this.map);
    this.map.on('click', (e: L.LeafletMouseEvent) => {
      for (const handler of this.clickHandlers) if (handler(e)) return;
      onEmptyClick(toPosition(e.latlng));
    });
    // Leaflet fires these inside whatever moves the map, an $effect's fitBounds among them, and
    // stopping a pan still under way fires 'move' at once. Read there, `frame` became that
    // effect's dependency, its own write ran it again, which stopped the pan it had just started:
    // effect_update_depth_exceeded when a port call opened while the chart panned. Untracked, a
    // handler only writes.
    this.map.on('moveend zoomend resize', () => untrack(() => this.readView()));
    this.map.on('move zoom', () => untrack(() => this.frame++));
    this.resize = new ResizeObserver(() => this.map.invalidateSize());
    this.resize.observe(el);
    this.readView();
  }

  /**
   * Lets a layer claim clicks before they add a waypoint (`first`: before the layers that claimed
   * earlier, such as the ports); returns the undo.
   */
  claimClicks(handler: ChartClickHandler, { first = false }: { first?: boolean } = {}): () => void {
    if (first) this.clickHandlers.unshift(handler);
    else this.clickHandlers.push(handler);
    return () => {
      const i = this.clickHandlers.indexOf(handler);
      if (i >= 0) this.clickHandlers.splice(i, 1);
    };
  }

  /**
   * Centres the chart on a position, on the world copy nearest the current centre (so a route
   * unwrapped beyond ±180 stays where it is drawn). Without a zoom, zooms in to at least 6.
   */
  centreOn(p: Position, zoom?: number): void {
    const centreLng = this.map.getCenter().lng;
    this.map.setView([p.lat, centreLng + lonDiffDeg(centreLng, p.lon)], zoom ?? Math.max(this.map.getZoom(), 6));
  }

  /** Fits the chart to points already unwrapped as the layers draw them. */
  fit(latLngs: readonly L.LatLngTuple[]): void {
    if (latLngs.length === 0) return;
    if (latLngs.length === 1) this.map.setView(latLngs[0]!, Math.max(this.map.getZoom(), 6));
    else this.map.fitBounds(L.latLngBounds(latLngs as L.LatLngTuple[]), { padding: [40, 40], maxZoom: 10 });
  }

  destroy(): void {
    this.resize.disconnect();
    this.map.remove();
  }

  private readView(): void {
    const b = this.map.getBounds();
    this.view = {
      bounds: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
      zoom: this.map.getZoom(),
    };
    const s = this.map.getSize();
    this.size = { width: s.x, height: s.y };
  }
}
