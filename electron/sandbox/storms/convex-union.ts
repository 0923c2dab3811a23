// The union of convex polygons in the plane, as rings that neither cross nor touch themselves:
// outer boundaries counter-clockwise and holes clockwise (RFC 7946 §3.1.6), so a point is inside
// when the rings' winding numbers add up to other than zero. Used for the forecast cone, which is
// the union of convex pieces (one hull per pair of consecutive circles).
//
// Method: every edge is split where it crosses, or is touched by, another polygon's boundary; a
// piece of edge lies on the union's boundary when its midpoint is inside no other polygon. Where
// two polygons share a piece of boundary, it is kept once if their insides lie on the same side
// (an outer edge of both) and dropped if on opposite sides (a seam inside the union). The kept
// pieces are then walked into rings, turning as far left as possible at each vertex, so two parts
// that touch at a point come out as two rings rather than one ring crossing itself.

type Pt = readonly [number, number];

/** Lengths below this are one point, in the plane's units (degrees for the cone: about 0.1 mm). */
const EPS = 1e-9;
/** Points closer than this are merged into one vertex of the result. */
const MERGE = 1e-8;

interface Edge {
  readonly a: Pt;
  readonly b: Pt;
  readonly owner: number;
  /** Where the edge is split: its parameter along a -> b and the point there. */
  readonly splits: { t: number; p: Pt }[];
}

function cross(ax: number, ay: number, bx: number, by: number): number {
  return ax * by - ay * bx;
}

function signedArea(ring: readonly Pt[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/** The ring open (no repeated closing vertex), counter-clockwise, without repeated vertices. */
function normalised(polygon: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of polygon) {
    const last = out[out.length - 1];
    if (last === undefined || Math.hypot(p[0] - last[0], p[1] - last[1]) > EPS) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first !== undefined && last !== undefined) {
    if (Math.hypot(first[0] - last[0], first[1] - last[1]) <= EPS) out.pop();
  }
  return signedArea(out) < 0 ? out.reverse() : out;
}

/** Signed distance of p from the line through edge a -> b, positive on its left (inside a CCW polygon). */
function sideOf(a: Pt, b: Pt, p: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  return cross(dx, dy, p[0] - a[0], p[1] - a[1]) / Math.hypot(dx, dy);
}

/** Splits both edges where they cross each other away from their ends. */
function splitCrossing(e: Edge, f: Edge): void {
  const rx = e.b[0] - e.a[0];
  const ry = e.b[1] - e.a[1];
  const sx = f.b[0] - f.a[0];
  const sy = f.b[1] - f.a[1];
  const denom = cross(rx, ry, sx, sy);
  const lenR = Math.hypot(rx, ry);
  const lenS = Math.hypot(sx, sy);
  // Parallel edges never cross; where they overlap, the vertex splits below cut them.
  if (Math.abs(denom) <= 1e-12 * lenR * lenS) return;
  const qx = f.a[0] - e.a[0];
  const qy = f.a[1] - e.a[1];
  const t = cross(qx, qy, sx, sy) / denom;
  const u = cross(qx, qy, rx, ry) / denom;
  const tEps = EPS / lenR;
  const uEps = EPS / lenS;
  if (t <= tEps || t >= 1 - tEps || u <= uEps || u >= 1 - uEps) return;
  const p: Pt = [e.a[0] + t * rx, e.a[1] + t * ry];
  e.splits.push({ t, p });
  f.splits.push({ t: u, p });
}

/** Splits the edge at a vertex of another polygon that lies on it (a T-junction or an overlap's end). */
function splitAtVertex(e: Edge, v: Pt): void {
  const rx = e.b[0] - e.a[0];
  const ry = e.b[1] - e.a[1];
  const len = Math.hypot(rx, ry);
  if (Math.abs(sideOf(e.a, e.b, v)) > EPS) return;
  const t = ((v[0] - e.a[0]) * rx + (v[1] - e.a[1]) * ry) / (len * len);
  if (t * len <= EPS || (1 - t) * len <= EPS) return;
  e.splits.push({ t, p: v });
}

function boxesApart(e: Edge, f: Edge): boolean {
  return (
    Math.max(e.a[0], e.b[0]) < Math.min(f.a[0], f.b[0]) - EPS ||
    Math.max(f.a[0], f.b[0]) < Math.min(e.a[0], e.b[0]) - EPS ||
    Math.max(e.a[1], e.b[1]) < Math.min(f.a[1], f.b[1]) - EPS ||
    Math.max(f.a[1], f.b[1]) < Math.min(e.a[1], e.b[1]) - EPS
  );
}

/**
 * Whether the piece of polygon `owner`'s boundary from a to b is on the union's boundary, with
 * `polygons` CCW and convex.
 */
function onUnionBoundary(polygons: readonly Pt[][], owner: number, a: Pt, b: Pt): boolean {
  const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  for (const [j, polygon] of polygons.entries()) {
    if (j === owner) continue;
    let min = Infinity;
    let along: readonly [Pt, Pt] | null = null;
    for (let i = 0; i < polygon.length; i++) {
      const p = polygon[i]!;
      const q = polygon[(i + 1) % polygon.length]!;
      const d = sideOf(p, q, m);
      if (d < min) min = d;
      if (Math.abs(d) <= EPS) along = [p, q];
    }
    if (min > EPS) return false; // inside the other polygon
    if (min >= -EPS && along !== null) {
      // On the other polygon's boundary: the same edge, walked the same way or the other.
      const [p, q] = along;
      const sameWay = dx * (q[0] - p[0]) + dy * (q[1] - p[1]) > 0;
      if (!sameWay || j < owner) return false;
    }
  }
  return true;
}

/** Vertices of the result, points within MERGE of each other taken as one (a grid of buckets). */
class Vertices {
  readonly points: Pt[] = [];
  private readonly buckets = new Map<string, number[]>();

  id(p: Pt): number {
    const cx = Math.floor(p[0] / MERGE);
    const cy = Math.floor(p[1] / MERGE);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const id of this.buckets.get(`${cx + dx},${cy + dy}`) ?? []) {
          const q = this.points[id]!;
          if (Math.hypot(p[0] - q[0], p[1] - q[1]) <= MERGE) return id;
        }
      }
    }
    const id = this.points.length;
    this.points.push(p);
    const key = `${cx},${cy}`;
    this.buckets.set(key, [...(this.buckets.get(key) ?? []), id]);
    return id;
  }
}

/** The ring without vertices that lie on the straight line between their neighbours. */
function withoutStraightVertices(ring: Pt[]): Pt[] {
  let out = ring;
  for (let changed = true; changed && out.length > 3;) {
    changed = false;
    const kept: Pt[] = [];
    for (let i = 0; i < out.length; i++) {
      const prev = kept[kept.length - 1] ?? out[out.length - 1]!;
      const p = out[i]!;
      const next = out[(i + 1) % out.length]!;
      const straight =
        Math.abs(sideOf(prev, next, p)) <= EPS &&
        (p[0] - prev[0]) * (next[0] - p[0]) + (p[1] - prev[1]) * (next[1] - p[1]) > 0;
      if (straight) changed = true;
      else kept.push(p);
    }
    out = kept;
  }
  return out;
}

/**
 * The union of convex polygons (each a ring of at least three points, either orientation, closed
 * or open) as open rings: outer boundaries counter-clockwise, holes clockwise.
 */
export function unionOfConvex(input: readonly (readonly Pt[])[]): Pt[][] {
  const polygons = input.map(normalised).filter((p) => p.length >= 3 && signedArea(p) > EPS * EPS);
  const edges: Edge[] = polygons.flatMap((polygon, owner) =>
    polygon.map((a, i): Edge => ({ a, b: polygon[(i + 1) % polygon.length]!, owner, splits: [] })),
  );
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    for (let j = i + 1; j < edges.length; j++) {
      const f = edges[j]!;
      if (f.owner === e.owner || boxesApart(e, f)) continue;
      splitCrossing(e, f);
      splitAtVertex(e, f.a);
      splitAtVertex(f, e.a);
    }
  }

  // The kept pieces of edge, as directed links between merged vertices.
  const vertices = new Vertices();
  const links = new Map<string, { from: number; to: number }>();
  for (const e of edges) {
    const cuts = [...e.splits].sort((x, y) => x.t - y.t).map((s) => s.p);
    const chain = [e.a, ...cuts, e.b];
    for (let i = 0; i + 1 < chain.length; i++) {
      const a = chain[i]!;
      const b = chain[i + 1]!;
      if (!onUnionBoundary(polygons, e.owner, a, b)) continue;
      const from = vertices.id(a);
      const to = vertices.id(b);
      if (from === to) continue;
      // The same piece walked both ways is a seam inside the union: neither is boundary.
      if (links.delete(`${to}>${from}`)) continue;
      links.set(`${from}>${to}`, { from, to });
    }
  }

  const outgoing = new Map<number, { from: number; to: number }[]>();
  for (const link of links.values()) outgoing.set(link.from, [...(outgoing.get(link.from) ?? []), link]);
  const used = new Set<{ from: number; to: number }>();
  const rings: Pt[][] = [];
  for (const start of links.values()) {
    if (used.has(start)) continue;
    used.add(start);
    const ring: Pt[] = [vertices.points[start.from]!];
    let link = start;
    while (link.to !== start.from) {
      const here = vertices.points[link.to]!;
      const came = vertices.points[link.from]!;
      const inX = here[0] - came[0];
      const inY = here[1] - came[1];
      let best: { from: number; to: number } | null = null;
      let bestTurn = -Infinity;
      for (const next of outgoing.get(link.to) ?? []) {
        if (used.has(next)) continue;
        const to = vertices.points[next.to]!;
        const outX = to[0] - here[0];
        const outY = to[1] - here[1];
        const turn = Math.atan2(cross(inX, inY, outX, outY), inX * outX + inY * outY);
        if (turn > bestTurn) {
          bestTurn = turn;
          best = next;
        }
      }
      if (best === null) throw new Error('Polygon union: the boundary does not close (a numerical fault)');
      used.add(best);
      ring.push(here);
      link = best;
    }
    const simple = withoutStraightVertices(ring);
    if (simple.length >= 3 && Math.abs(signedArea(simple)) > EPS * EPS) rings.push(simple);
  }
  return rings;
}
