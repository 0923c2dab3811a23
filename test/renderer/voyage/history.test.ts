// renderer/src/voyage/history.ts: undo and redo, the size cap, and a drag coalesced into one step.
import { describe, expect, it } from 'vitest';
import { UndoHistory } from '../../../renderer/src/voyage/history';
import { addWaypoint, emptyDraft, moveWaypoint } from '../../../renderer/src/voyage/editor';

describe('UndoHistory', () => {
  it('undoes and redoes in order, and a new push clears the redo list', () => {
    let h = UndoHistory.start('a').push('b').push('c');
    expect([h.present, h.canUndo, h.canRedo, h.undoDepth]).toEqual(['c', true, false, 2]);
    h = h.undo();
    expect([h.present, h.canRedo, h.redoDepth]).toEqual(['b', true, 1]);
    h = h.undo();
    expect([h.present, h.canUndo, h.redoDepth]).toEqual(['a', false, 2]);
    expect(h.undo()).toBe(h);
    h = h.redo();
    expect(h.present).toBe('b');
    h = h.push('x');
    expect([h.present, h.canRedo, h.undoDepth]).toEqual(['x', false, 2]);
    expect(h.redo()).toBe(h);
    expect(h.undo().present).toBe('b');
  });

  it('pushing the present is not a step', () => {
    const h = UndoHistory.start('a').push('b');
    expect(h.push('b')).toBe(h);
  });

  it('is immutable: older histories still hold their states', () => {
    const h1 = UndoHistory.start(1).push(2);
    const h2 = h1.undo();
    expect(h1.present).toBe(2);
    expect(h2.present).toBe(1);
  });

  it('keeps at most `limit` undo steps, dropping the oldest', () => {
    let h = UndoHistory.start(0, { limit: 3 });
    for (let i = 1; i <= 10; i++) h = h.push(i);
    expect(h.undoDepth).toBe(3);
    h = h.undo().undo().undo();
    expect([h.present, h.canUndo]).toEqual([7, false]);
    expect(h.redo().redo().redo().present).toBe(10);
  });

  it('defaults to 200 steps and refuses a limit below 1', () => {
    let h = UndoHistory.start(0);
    for (let i = 1; i <= 250; i++) h = h.push(i);
    expect([h.undoDepth, h.limit]).toEqual([200, 200]);
    expect(() => UndoHistory.start(0, { limit: 0 })).toThrow(RangeError);
  });

  it('coalesces pushes of one gesture into one undo step back to before the gesture', () => {
    let h = UndoHistory.start('start').push('before');
    for (const s of ['drag1', 'drag2', 'drag3']) h = h.push(s, 'g1');
    expect([h.present, h.undoDepth]).toEqual(['drag3', 2]);
    h = h.undo();
    expect(h.present).toBe('before');
    expect(h.redo().present).toBe('drag3');
  });

  it('a different gesture, a plain push or seal() starts a new step', () => {
    let h = UndoHistory.start('a').push('b', 'g1').push('c', 'g1').push('d', 'g2').push('e', 'g2');
    expect(h.undoDepth).toBe(2);
    h = h.push('f').push('g', 'g2');
    expect(h.undoDepth).toBe(4);
    h = h.seal().push('h', 'g2');
    expect(h.undoDepth).toBe(5);
    expect(h.undo().present).toBe('g');
  });

  it('undo ends the gesture: a later push with the same id is a new step', () => {
    let h = UndoHistory.start('a').push('b', 'g1').push('c', 'g1');
    h = h.undo().push('d', 'g1').push('e', 'g1');
    expect([h.present, h.undoDepth]).toEqual(['e', 1]);
    expect(h.undo().present).toBe('a');
  });

  it('reset starts over with the same limit', () => {
    const h = UndoHistory.start('a', { limit: 5 }).push('b').reset('z');
    expect([h.present, h.canUndo, h.canRedo, h.limit]).toEqual(['z', false, false, 5]);
  });

  it('a 100-step drag of a waypoint is one undo step over real drafts', () => {
    let d = addWaypoint(addWaypoint(emptyDraft(0), { lat: 50, lon: 0 }), { lat: 49, lon: -3 });
    let h = UndoHistory.start(d);
    for (let k = 1; k <= 100; k++) {
      d = moveWaypoint(d, 1, { lat: 49 + k / 100, lon: -3 });
      h = h.push(d, 'drag-wp2');
    }
    expect(h.present.waypoints[1]!.position).toEqual({ lat: 50, lon: -3 });
    expect(h.undoDepth).toBe(1);
    expect(h.undo().present.waypoints[1]!.position).toEqual({ lat: 49, lon: -3 });
  });
});
