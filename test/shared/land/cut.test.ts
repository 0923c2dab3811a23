// Cutting rings at the antimeridian: synthetic rings whose pieces can be worked out by hand.
import { describe, expect, it } from 'vitest';
import { clipHalfPlane, cutRingAtAntimeridian, type LonLat } from '../../../shared/land/cut';

/** Planar area, square degrees (absolute). */
function area(ring: readonly LonLat[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(s / 2);
}

function box(ring: readonly LonLat[]): [number, number, number, number] {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

describe('cutRingAtAntimeridian', () => {
  it('leaves a ring that does not cross alone', () => {
    const ring: LonLat[] = [
      [10, 0],
      [20, 0],
      [20, 10],
      [10, 10],
      [10, 0],
    ];
    expect(cutRingAtAntimeridian(ring)).toEqual([
      [
        [10, 0],
        [20, 0],
        [20, 10],
        [10, 10],
      ],
    ]);
  });

  it('cuts a square across 180 into one piece on each side, closed along ±180', () => {
    const pieces = cutRingAtAntimeridian([
      [170, 50],
      [-170, 50],
      [-170, 60],
      [170, 60],
    ]);
    expect(pieces).toHaveLength(2);
    const boxes = pieces.map(box).sort((a, b) => a[0] - b[0]);
    expect(boxes).toEqual([
      [-180, 50, -170, 60],
      [170, 50, 180, 60],
    ]);
    expect(pieces.map(area).reduce((a, b) => a + b)).toBeCloseTo(200, 9);
  });

  it('keeps two arms of a U that reach across 180 as separate pieces (no sliver joining them)', () => {
    // A U opening east, its arms crossing to 185 (= -175): three pieces, none spanning the map.
    const u: LonLat[] = [
      [170, 0],
      [-175, 0],
      [-175, 2],
      [175, 2],
      [175, 8],
      [-175, 8],
      [-175, 10],
      [170, 10],
    ];
    const pieces = cutRingAtAntimeridian(u);
    expect(pieces).toHaveLength(3);
    const boxes = pieces.map(box).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(boxes).toEqual([
      [-180, 0, -175, 2],
      [-180, 8, -175, 10],
      [170, 0, 180, 10],
    ]);
    expect(pieces.map(area).reduce((a, b) => a + b)).toBeCloseTo(10 * 10 - 5 * 6 + 2 * 5 * 2, 9);
  });

  it('closes a ring round the South Pole along the pole, as Antarctica needs', () => {
    const ring: LonLat[] = [];
    for (let lon = -180; lon < 180; lon += 30) ring.push([lon, -70]);
    const pieces = cutRingAtAntimeridian(ring);
    expect(pieces).toHaveLength(1);
    expect(box(pieces[0]!)).toEqual([-180, -90, 180, -70]);
    expect(area(pieces[0]!)).toBeCloseTo(360 * 20, 9);
    for (const p of pieces[0]!) expect(Math.abs(p[0])).toBeLessThanOrEqual(180);
  });

  it('never leaves an edge longer than 180° of longitude', () => {
    const ring: LonLat[] = [];
    for (let lon = 175; lon > -185; lon -= 20) ring.push([((lon + 540) % 360) - 180, -75 + (lon % 3)]);
    for (const piece of cutRingAtAntimeridian(ring)) {
      for (let i = 0; i < piece.length; i++) {
        expect(Math.abs(piece[i]![0] - piece[(i + 1) % piece.length]![0])).toBeLessThanOrEqual(180);
      }
    }
  });
});

describe('clipHalfPlane', () => {
  it('keeps a ring touching the line from inside whole (a vertex on the line is not a cut)', () => {
    const pieces = clipHalfPlane(
      [
        [0, 0],
        [10, 5],
        [0, 10],
      ],
      10,
      1,
    );
    expect(pieces).toHaveLength(1);
    expect(area(pieces[0]!)).toBeCloseTo(50, 12);
  });
  it('drops a ring wholly outside', () => {
    expect(
      clipHalfPlane(
        [
          [20, 0],
          [30, 0],
          [30, 10],
        ],
        10,
        1,
      ),
    ).toEqual([]);
  });
});
