// A storm as the chart draws it: its track split into history (up to the advisory time) and
// forecast, its fixes with their times, and its cone rings, all on one unwrapped longitude axis.
//
// Antimeridian decision, as for the route (route.ts): instead of cutting the track at ±180 into
// pieces, its longitudes are unwrapped (each step the short way round, shared/geodesy
// unwrapLons), so a Pacific storm draws as one continuous line (e.g. 175 -> 182); the layer then
// draws it on every world copy in view (world-copies.ts), so it also shows on a chart centred
// on either side of 180. The service cuts a cone that crosses 180 into two polygons (spec
// §2.12, RFC 7946 §3.1.9): each is moved by whole turns next to the track, and the edges along
// the cut are left out of the outline, so no seam shows at 180.
import type { Storm, StormPathPoint } from '../../../../shared/api/resources/storms';
import { unwrapLons } from '../../../../shared/geodesy/antimeridian';
import type { LatLngTuple } from '../route';

export type StormPointKind = 'history' | 'current' | 'forecast';

export interface StormPoint {
  readonly latLng: LatLngTuple;
  /** Unix seconds UTC. */
  readonly timeUtc: number;
  readonly category: string;
  readonly kind: StormPointKind;
  /** Sustained wind, knots; null when the advisory leaves it out. */
  readonly windKn: number | null;
  readonly pressureHpa: number | null;
}

export interface StormSegment {
  readonly from: LatLngTuple;
  readonly to: LatLngTuple;
  /** The category at the segment's start: the track is coloured by it. */
  readonly category: string;
  readonly forecast: boolean;
}

export interface StormDrawing {
  readonly id: string;
  readonly name: string;
  /** The storm's current category. */
  readonly category: string;
  /** Track points in time order, unwrapped. */
  readonly points: readonly StormPoint[];
  /** Consecutive points joined; the forecast part starts at the current position. */
  readonly segments: readonly StormSegment[];
  /** The cone's rings (open), unwrapped next to the track: outer ones and holes, as the service orients them (nonzero rule). */
  readonly cones: readonly LatLngTuple[][];
  /** The cones' outlines, without the edges along a cut at ±180. */
  readonly coneOutlines: readonly LatLngTuple[][];
  /** Longitude span of everything above (unwrapped), for choosing world copies. */
  readonly minLonDeg: number;
  readonly maxLonDeg: number;
}

interface TimedPoint {
  readonly timeUtc: number;
  readonly lat: number;
  readonly lon: number;
  readonly point: StormPathPoint;
}

/**
 * Path points with a time and a position, in time order; at one time the later in the path wins
 * (as shared/forecast stormFixes reads them: the current position repeated after the history is
 * the newer advisory).
 */
function timedPoints(storm: Storm): TimedPoint[] {
  const byTime = new Map<number, TimedPoint>();
  for (const p of storm.path) {
    if (p.timestamp === null || p.latitude === null || p.longitude === null) continue;
    byTime.set(p.timestamp, { timeUtc: p.timestamp, lat: p.latitude, lon: p.longitude, point: p });
  }
  return [...byTime.values()].sort((a, b) => a.timeUtc - b.timeUtc);
}

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** True for a longitude on the antimeridian, where the service cuts a cone. */
function onCut(lonDeg: number): boolean {
  return Math.abs(Math.abs(lonDeg) - 180) < 1e-9;
}

/** One cone ring: unwrapped, moved by whole turns to lie next to `nearLonDeg`; outline pieces kept apart at cuts. */
function coneRing(
  ring: readonly (readonly [number, number])[],
  nearLonDeg: number,
): { ring: LatLngTuple[]; outline: LatLngTuple[][] } {
  const open =
    ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1]
      ? ring.slice(0, -1)
      : ring;
  const lons = unwrapLons(open.map(([lon]) => lon));
  const turns = Math.round((nearLonDeg - mean(lons)) / 360) * 360;
  const latLngs = open.map(([, lat], i): LatLngTuple => [lat, lons[i]! + turns]);
  // The outline walks the closed ring and breaks at every edge that lies along a cut.
  const outline: LatLngTuple[][] = [];
  let piece: LatLngTuple[] = [];
  for (let i = 0; i < open.length; i++) {
    const j = (i + 1) % open.length;
    const a = open[i]!;
    const b = open[j]!;
    if (onCut(a[0]) && onCut(b[0])) {
      if (piece.length > 1) outline.push(piece);
      piece = [];
      continue;
    }
    if (piece.length === 0) piece.push(latLngs[i]!);
    piece.push(latLngs[j]!);
  }
  if (piece.length > 1) outline.push(piece);
  // A ring with no cut starts and ends at the same corner; one that was broken may have its
  // first piece continue the last: join them so the outline has no gap at index 0.
  if (outline.length > 1) {
    const first = outline[0]!;
    const last = outline[outline.length - 1]!;
    const end = last[last.length - 1]!;
    if (end[0] === first[0]![0] && end[1] === first[0]![1]) {
      outline[0] = [...last, ...first.slice(1)];
      outline.pop();
    }
  }
  return { ring: latLngs, outline };
}

/**
 * The storm for drawing. `asOfUtc` is the advisory (fetch) time: points up to it are history,
 * the last of them the current position, later ones forecast.
 */
export function stormDrawing(storm: Storm, asOfUtc: number): StormDrawing {
  const timed = timedPoints(storm);
  const lons = unwrapLons(timed.map((t) => t.lon));
  let currentIndex = -1;
  timed.forEach((t, i) => {
    if (t.timeUtc <= asOfUtc) currentIndex = i;
  });
  const points: StormPoint[] = timed.map((t, i) => ({
    latLng: [t.lat, lons[i]!],
    timeUtc: t.timeUtc,
    category: t.point.category,
    kind: i < currentIndex ? 'history' : i === currentIndex ? 'current' : 'forecast',
    windKn: t.point.windSpeed.kts,
    pressureHpa: t.point.pressure.mb,
  }));
  const segments: StormSegment[] = [];
  for (let i = 1; i < points.length; i++) {
    const from = points[i - 1]!;
    segments.push({ from: from.latLng, to: points[i]!.latLng, category: from.category, forecast: i > currentIndex });
  }
  const near = lons.length > 0 ? mean(lons) : mean(storm.cone.flat().map(([lon]) => lon));
  const cones: LatLngTuple[][] = [];
  const coneOutlines: LatLngTuple[][] = [];
  for (const ring of storm.cone) {
    if (ring.length < 3) continue;
    const drawn = coneRing(ring, near);
    cones.push(drawn.ring);
    coneOutlines.push(...drawn.outline);
  }
  const allLons = [...points.map((p) => p.latLng[1]), ...cones.flat().map(([, lon]) => lon)];
  return {
    id: storm.id,
    name: storm.name,
    category: storm.category,
    points,
    segments,
    cones,
    coneOutlines,
    minLonDeg: allLons.length > 0 ? Math.min(...allLons) : NaN,
    maxLonDeg: allLons.length > 0 ? Math.max(...allLons) : NaN,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `23/0600Z`: day of month and UTC time, as storm advisories label forecast positions. */
export function stormPointLabel(timeUtc: number): string {
  const d = new Date(timeUtc * 1000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}Z`;
}

/** `23 Nov 0600Z`: for tooltips, where the month helps. */
export function stormPointTime(timeUtc: number): string {
  const d = new Date(timeUtc * 1000);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${String(d.getUTCHours()).padStart(2, '0')}${String(d.getUTCMinutes()).padStart(2, '0')}Z`;
}
