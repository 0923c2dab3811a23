// Where the ship is at each model time step, as ticks along the drawn route: the schedule's
// timesteps, with longitudes unwrapped to match the route's polylines (see route.ts).
import type { TrackPoint } from '../../../shared/schedule/timesteps';
import { lonDiffDeg } from '../../../shared/geodesy/angles';
import type { LatLngTuple, RouteLatLngs } from './route';

export interface TimestepTick {
  readonly latLng: LatLngTuple;
  /** Unix seconds UTC. */
  readonly timeUtc: number;
  /** A whole UTC day (00Z): drawn larger and labelled. */
  readonly major: boolean;
  /** `12 Mar 0000Z` on major ticks, `0600Z` on the others. */
  readonly label: string;
}

const DAY_S = 86_400;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * One tick per `timestep` point (waypoints have their own markers). Each waypoint point
 * re-anchors the longitude on the route's unwrapped waypoint, so ticks sit on the legs even
 * after several antimeridian crossings; between waypoints each step is taken the short way.
 */
export function timestepTicks(timesteps: readonly TrackPoint[], route: RouteLatLngs): TimestepTick[] {
  const ticks: TimestepTick[] = [];
  let raw = NaN;
  let lon = NaN;
  for (const p of timesteps) {
    const anchor = p.waypointIndex === null ? undefined : route.waypoints[p.waypointIndex];
    if (anchor) {
      lon = anchor[1] + lonDiffDeg(anchor[1], p.lon);
    } else {
      lon = Number.isNaN(lon) ? p.lon : lon + lonDiffDeg(raw, p.lon);
    }
    raw = p.lon;
    if (p.type !== 'timestep') continue;
    const major = p.timeUtc % DAY_S === 0;
    ticks.push({ latLng: [p.lat, lon], timeUtc: p.timeUtc, major, label: tickLabel(p.timeUtc, major) });
  }
  return ticks;
}

/**
 * Labels already written, by time: while a waypoint is dragged the ticks are made again every
 * frame at the same whole hours, and formatting a few hundred dates a frame is not free.
 */
const labels = new Map<number, string>();
const MAX_CACHED_LABELS = 20_000;

function tickLabel(timeUtc: number, major: boolean): string {
  let label = labels.get(timeUtc);
  if (label === undefined) {
    if (labels.size >= MAX_CACHED_LABELS) labels.clear();
    label = formatTickLabel(timeUtc, major);
    labels.set(timeUtc, label);
  }
  return label;
}

function formatTickLabel(timeUtc: number, major: boolean): string {
  const d = new Date(timeUtc * 1000);
  const hh = `${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}Z`;
  return major ? `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${hh}` : hh;
}

/** Leaflet's Web Mercator at `zoom`, pixels (x east, y south), as the chart draws it. */
function projectPx([lat, lon]: LatLngTuple, zoom: number): [number, number] {
  const size = 256 * 2 ** zoom;
  const phi = (Math.max(-85.0511287798, Math.min(85.0511287798, lat)) * Math.PI) / 180;
  return [(size * (lon + 180)) / 360, (size * (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI)) / 2];
}

/**
 * The ticks worth drawing at `zoom`: a tick closer than `minPx` on screen to the last one kept is
 * left out, so ticks never merge into a bead chain that hides the leg's colour. Whole days
 * (major ticks) are always kept.
 */
export function thinTicks(ticks: readonly TimestepTick[], zoom: number, minPx = 6): TimestepTick[] {
  const kept: TimestepTick[] = [];
  let last: [number, number] | null = null;
  for (const t of ticks) {
    const p = projectPx(t.latLng, zoom);
    if (t.major || !last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= minPx) {
      kept.push(t);
      last = p;
    }
  }
  return kept;
}
