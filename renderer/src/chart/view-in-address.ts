// Keeps the chart's view and the address fragment's `map=ZOOM/LAT/LON` (map-fragment.ts) in
// step: the fragment follows the view as it settles, and a fragment edited by hand (or by a
// test) moves the chart. The address is replaced, never pushed: a pan is not a page in history.
import type * as L from 'leaflet';
import { parseMapFragment, withMapFragment } from './map-fragment';
import type { ChartView } from '../map/view';

/** At most one address write per this many milliseconds while the chart moves. */
const WRITE_EVERY_MS = 250;

/** The view the address names now, if any (bad values are ignored). */
export function viewInAddress(win: Window = window): ChartView | null {
  return parseMapFragment(win.location.hash);
}

/** Starts following; returns the stop (which also drops a write still waiting). */
export function followViewInAddress(map: L.Map, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The address as this code last wrote or read it: anything else was edited since. */
  let known = win.location.hash;

  /** True when the address already names this view: same zoom, centre within a pixel. */
  const named = (view: ChartView | null): boolean => {
    if (!view || view.zoom !== map.getZoom()) return false;
    const at = map.latLngToContainerPoint([view.center.lat, view.center.lon]);
    return at.distanceTo(map.getSize().divideBy(2)) < 1;
  };
  const write = (): void => {
    timer = undefined;
    // An address edited since, its hashchange not yet handled, is the navigator's: followed, never
    // overwritten with the view it replaces (a write due from the last pan once lost a typed view).
    if (win.location.hash !== known) {
      edited();
      return;
    }
    // Leaflet centres on whole pixels: a view opened from the address is kept as it was typed.
    if (named(viewInAddress(win))) return;
    const c = map.getCenter();
    const { pathname, search, hash } = win.location;
    const next = withMapFragment(hash, { center: { lat: c.lat, lon: c.lng }, zoom: map.getZoom() });
    if (next !== hash) win.history.replaceState(win.history.state, '', `${pathname}${search}${next}`);
    known = win.location.hash;
  };
  const settled = (): void => {
    timer ??= setTimeout(write, WRITE_EVERY_MS);
  };
  // An address edited to a view moves the chart (and is then rewritten from it); edited to
  // anything else, it is rewritten with the view the chart keeps.
  const edited = (): void => {
    known = win.location.hash;
    const view = viewInAddress(win);
    if (view && !named(view)) map.setView([view.center.lat, view.center.lon], view.zoom, { animate: false });
    else settled();
  };

  map.on('moveend zoomend', settled);
  win.addEventListener('hashchange', edited);
  settled();
  return () => {
    map.off('moveend zoomend', settled);
    win.removeEventListener('hashchange', edited);
    if (timer !== undefined) clearTimeout(timer);
  };
}
