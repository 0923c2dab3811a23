// Cuts a polygon ring drawn on the sphere (edges the short way round in longitude, as
// world-atlas stitches Natural Earth) into planar rings that each stay within [-180, 180],
// so a map never draws a band across the whole world. Used by scripts/build-land.ts.
import { lonDiffDeg, normalizeLonDeg } from '../geodesy/angles';

/** [longitude, latitude], degrees. */
export type LonLat = readonly [number, number];

/** The edge along a pole added to close a ring that winds round it is cut into steps this long, degrees. */
const POLE_STEP_DEG = 10;

/**
 * The ring as planar rings, each open (first point not repeated), with longitudes in
 * [-180, 180] and no edge longer than 180° in longitude. A ring that crosses the antimeridian
 * is cut there, its pieces closed along ±180; a ring that winds once round a pole (Antarctica)
 * is closed along that pole first. Pieces of zero area are dropped.
 *
 * Method: the longitudes are unwrapped along the ring into one planar polygon, which is then
 * clipped to the strips [-180 + 360k, 180 + 360k] and shifted back by −360k.
 */
export function cutRingAtAntimeridian(ring: readonly LonLat[]): LonLat[][] {
  const pts = openRing(ring);
  if (pts.length < 3) return [];
  const xs: number[] = [normalizeLonDeg(pts[0]![0])];
  const ys: number[] = [pts[0]![1]];
  for (let i = 1; i < pts.length; i++) {
    xs.push(xs[i - 1]! + lonDiffDeg(pts[i - 1]![0], pts[i]![0]));
    ys.push(pts[i]![1]);
  }
  const winding = xs[xs.length - 1]! + lonDiffDeg(pts[pts.length - 1]![0], pts[0]![0]) - xs[0]!;
  if (Math.abs(winding) > 180) closeAlongPole(xs, ys, winding);
  const poly: LonLat[] = xs.map((x, i) => [x, ys[i]!] as const);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  if (minX >= -180 && maxX <= 180) return area(poly) === 0 ? [] : [poly];
  const out: LonLat[][] = [];
  for (let k = Math.floor((minX + 180) / 360); k <= Math.ceil((maxX - 180) / 360); k++) {
    const left = -180 + 360 * k;
    for (const piece of clipHalfPlane(poly, left + 360, 1)) {
      for (const inStrip of clipHalfPlane(piece, left, -1)) {
        const shifted = inStrip.map(([x, y]) => [x - 360 * k, y] as const);
        if (area(shifted) !== 0) out.push(shifted);
      }
    }
  }
  return out;
}

/** Drops the closing point if the ring repeats its first point at the end, and repeated points. */
function openRing(ring: readonly LonLat[]): LonLat[] {
  const out: LonLat[] = [];
  for (const p of ring) {
    const q = out[out.length - 1];
    if (!q || q[0] !== p[0] || q[1] !== p[1]) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop();
  return out;
}

/**
 * A ring that winds round a pole unwraps to an open line 360° long; closing it along the pole
 * (the nearer one to its points) makes it a planar polygon that holds the pole.
 */
function closeAlongPole(xs: number[], ys: number[], winding: number): void {
  const meanLat = ys.reduce((s, y) => s + y, 0) / ys.length;
  const poleLat = meanLat < 0 ? -90 : 90;
  const x0 = xs[0]!;
  const end = x0 + Math.sign(winding) * 360;
  xs.push(end);
  ys.push(ys[0]!);
  const steps = Math.ceil(360 / POLE_STEP_DEG);
  for (let i = 0; i <= steps; i++) {
    xs.push(end + ((x0 - end) * i) / steps);
    ys.push(poleLat);
  }
}

/** Twice the signed planar area (shoelace), square degrees. */
function area(ring: readonly LonLat[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    s += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  }
  return s;
}

interface Chain {
  readonly points: LonLat[];
  next: number;
}

/**
 * The parts of a simple polygon on one side of the vertical line x = cut: `side` 1 keeps
 * x < cut, −1 keeps x > cut (points on the line count as outside). Unlike Sutherland–Hodgman,
 * which joins the parts with zero-width slivers along the line, this returns each part as its
 * own ring: the runs of the ring inside are chains from an entry point on the line to an exit
 * point; sorted along the line, the crossing points pair up into the intervals of the line
 * inside the polygon, and each interval joins one chain's exit to the next chain's entry.
 */
export function clipHalfPlane(ring: readonly LonLat[], cut: number, side: 1 | -1): LonLat[][] {
  const inside = (p: LonLat): boolean => side * (cut - p[0]) > 0;
  const start = ring.findIndex((p) => !inside(p));
  if (start < 0) return [ring.slice()];
  if (!ring.some(inside)) return [];
  const n = ring.length;
  const chains: Chain[] = [];
  let chain: LonLat[] | undefined;
  for (let k = 0; k < n; k++) {
    const a = ring[(start + k) % n]!;
    const b = ring[(start + k + 1) % n]!;
    const ia = inside(a);
    const ib = inside(b);
    if (ia !== ib) {
      const t = (cut - a[0]) / (b[0] - a[0]);
      const y = t >= 1 ? b[1] : a[1] + t * (b[1] - a[1]);
      if (ib) {
        chain = [[cut, y]];
      } else {
        chain!.push([cut, y]);
        chains.push({ points: chain!, next: -1 });
        chain = undefined;
      }
    }
    if (ib) chain!.push(b);
  }
  // Crossing points along the line: chain c enters at ends[2c] and leaves at ends[2c + 1].
  const ends = chains.flatMap((c, i) => [
    { y: c.points[0]![1], chain: i, entry: true },
    { y: c.points[c.points.length - 1]![1], chain: i, entry: false },
  ]);
  ends.sort((p, q) => p.y - q.y || Number(p.entry) - Number(q.entry));
  for (let i = 0; i + 1 < ends.length; i += 2) {
    const p = ends[i]!;
    const q = ends[i + 1]!;
    if (p.entry === q.entry) throw new Error(`clipHalfPlane: crossings at x=${cut} do not pair (y ${p.y}, ${q.y})`);
    if (p.entry) chains[q.chain]!.next = p.chain;
    else chains[p.chain]!.next = q.chain;
  }
  const out: LonLat[][] = [];
  const used = new Array<boolean>(chains.length).fill(false);
  for (let c = 0; c < chains.length; c++) {
    if (used[c]) continue;
    const piece: LonLat[] = [];
    for (let at = c; !used[at]; at = chains[at]!.next) {
      used[at] = true;
      for (const p of chains[at]!.points) {
        const q = piece[piece.length - 1];
        if (!q || q[0] !== p[0] || q[1] !== p[1]) piece.push(p);
      }
    }
    const first = piece[0]!;
    const last = piece[piece.length - 1]!;
    if (piece.length > 1 && first[0] === last[0] && first[1] === last[1]) piece.pop();
    if (piece.length >= 3) out.push(piece);
  }
  return out;
}
