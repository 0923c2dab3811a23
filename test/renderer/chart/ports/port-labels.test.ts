// Port names on the chart: the most important first, never overlapping, never off the screen.
import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelCandidate, type PlacedLabel } from '../../../../renderer/src/chart/ports/port-labels';

function candidate(key: string, x: number, y: number, priority = 0, widthPx = 60): LabelCandidate {
  return { key, x, y, radiusPx: 3, widthPx, heightPx: 12, priority };
}

const AREA = { width: 800, height: 600 };

function boxOf(label: PlacedLabel, c: LabelCandidate): [number, number, number, number] {
  return [label.x, label.y, label.x + c.widthPx, label.y + c.heightPx];
}

describe('placeLabels', () => {
  it('writes a lone name to the right of its dot, clear of it by the gap', () => {
    const [label] = placeLabels([candidate('a', 100, 100)], AREA);
    expect(label).toEqual({ key: 'a', x: 100 + 3 + 2, y: 94, side: 'right' });
  });

  it('gives the larger port the spot when two names would overlap', () => {
    // A small port (priority 2) listed first, a large one (priority 0) just beside it.
    const small = candidate('small', 100, 100, 2);
    const large = candidate('large', 110, 102, 0);
    const placed = placeLabels([small, large], AREA);
    expect(placed[0]).toMatchObject({ key: 'large', side: 'right' });
    // The small port's name moves to a free side, or is left out; it never overlaps.
    for (const p of placed.slice(1)) {
      const [ax0, ay0, ax1, ay1] = boxOf(placed[0]!, large);
      const [bx0, by0, bx1, by1] = boxOf(p, small);
      expect(ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1).toBe(false);
    }
  });

  it('tries the left side when the right would leave the screen', () => {
    const [label] = placeLabels([candidate('edge', 790, 300)], AREA);
    expect(label?.side).toBe('left');
    expect(label!.x + 60).toBeLessThanOrEqual(790);
  });

  it('leaves a name out when every side is taken', () => {
    // A dense cluster: ten ports on one spot; only as many names as fit around it are written.
    const cluster = Array.from({ length: 10 }, (_, i) => candidate(`p${i}`, 400, 300, 1));
    const placed = placeLabels(cluster, AREA);
    expect(placed.length).toBe(4);
    expect(new Set(placed.map((p) => p.side)).size).toBe(4);
  });

  it('never places overlapping names in a random dense field (property)', () => {
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const field = Array.from({ length: 800 }, (_, i) =>
      candidate(`p${i}`, next() * 800, next() * 600, Math.floor(next() * 4), 30 + next() * 70),
    );
    const byKey = new Map(field.map((c) => [c.key, c]));
    const placed = placeLabels(field, AREA);
    expect(placed.length).toBeGreaterThan(20);
    const boxes = placed.map((p) => boxOf(p, byKey.get(p.key)!));
    const problems: string[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const [ax0, ay0, ax1, ay1] = boxes[i]!;
      if (!(ax0 >= 0 && ay0 >= 0 && ax1 <= 800 && ay1 <= 600)) problems.push(`${placed[i]!.key} leaves the area`);
      for (let j = i + 1; j < boxes.length; j++) {
        const [bx0, by0, bx1, by1] = boxes[j]!;
        if (ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1)
          problems.push(`${placed[i]!.key} overlaps ${placed[j]!.key}`);
      }
    }
    expect(problems).toEqual([]);
    // Every large port (priority 0) is tried before any smaller one: none of the smaller ones
    // placed can have blocked a large port that was left out, so the first placed are large.
    const priorities = placed.map((p) => byKey.get(p.key)!.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
  });

  it('stops at maxLabels', () => {
    const spread = Array.from({ length: 50 }, (_, i) =>
      candidate(`p${i}`, 20 + (i % 5) * 150, 20 + Math.floor(i / 5) * 55, 0, 40),
    );
    expect(placeLabels(spread, AREA, { maxLabels: 7 })).toHaveLength(7);
  });
});
