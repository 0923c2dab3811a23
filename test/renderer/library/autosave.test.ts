// renderer/src/library/autosave.ts: the debounced draft autosave, driven by a fake clock.
import { describe, expect, it } from 'vitest';
import { DraftAutosaver, type AutosaveTimers } from '../../../renderer/src/library/autosave';

class FakeTimers implements AutosaveTimers {
  nowMs = 0;
  private timers = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;
  set(callback: () => void, delayMs: number): unknown {
    const id = this.nextId++;
    this.timers.set(id, { at: this.nowMs + delayMs, callback });
    return id;
  }
  clear(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  advance(ms: number): void {
    this.nowMs += ms;
    for (const [id, timer] of [...this.timers]) {
      if (timer.at <= this.nowMs) {
        this.timers.delete(id);
        timer.callback();
      }
    }
  }
  get count(): number {
    return this.timers.size;
  }
}

/** A save whose answers the test releases one by one, to see ordering. */
function harness(options: { fail?: (snapshot: string) => boolean } = {}) {
  const timers = new FakeTimers();
  const started: string[] = [];
  const saved: string[] = [];
  const errors: string[] = [];
  const releases: (() => void)[] = [];
  const autosaver = new DraftAutosaver<string>({
    delayMs: 1000,
    timers,
    save: (snapshot) => {
      started.push(snapshot);
      return new Promise((resolve, reject) => {
        releases.push(() =>
          options.fail?.(snapshot) === true ? reject(new Error('offline')) : resolve(timers.nowMs / 1000),
        );
      });
    },
    onSaved: (_at, snapshot) => saved.push(snapshot),
    onError: (_error, snapshot) => errors.push(snapshot),
  });
  const releaseNext = async (): Promise<void> => {
    releases.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { timers, autosaver, started, saved, errors, releaseNext };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('DraftAutosaver', () => {
  it('saves once, 1 s after the last of a burst of changes, with the latest state', async () => {
    const h = harness();
    h.autosaver.changed('a');
    h.timers.advance(500);
    h.autosaver.changed('ab');
    h.timers.advance(900);
    expect(h.started).toEqual([]);
    h.autosaver.changed('abc');
    h.timers.advance(999);
    expect(h.started).toEqual([]);
    h.timers.advance(1);
    await tick();
    expect(h.started).toEqual(['abc']);
    await h.releaseNext();
    expect(h.saved).toEqual(['abc']);
    expect(h.autosaver.pending).toBe(false);
  });

  it('flush saves at once and cancels the timer', async () => {
    const h = harness();
    h.autosaver.changed('x');
    expect(h.autosaver.peek()).toBe('x');
    const done = h.autosaver.flush();
    expect(h.timers.count).toBe(0);
    expect(h.autosaver.peek()).toBeNull();
    await tick();
    expect(h.started).toEqual(['x']);
    await h.releaseNext();
    await done;
    expect(h.saved).toEqual(['x']);
  });

  it('never runs two saves at once: a change during a save is saved after it, so the newest lands last', async () => {
    const h = harness();
    h.autosaver.changed('old');
    void h.autosaver.flush();
    await tick();
    h.autosaver.changed('new');
    void h.autosaver.flush();
    await tick();
    expect(h.started).toEqual(['old']);
    await h.releaseNext();
    expect(h.started).toEqual(['old', 'new']);
    await h.releaseNext();
    expect(h.saved).toEqual(['old', 'new']);
  });

  it('keeps a failed snapshot pending for the next flush, unless a newer change replaced it', async () => {
    let failing = true;
    const h = harness({ fail: () => failing });
    h.autosaver.changed('typed');
    void h.autosaver.flush();
    await tick();
    await h.releaseNext();
    expect(h.errors).toEqual(['typed']);
    expect(h.autosaver.peek()).toBe('typed');
    failing = false;
    void h.autosaver.flush();
    await tick();
    await h.releaseNext();
    expect(h.saved).toEqual(['typed']);

    failing = true;
    h.autosaver.changed('one');
    void h.autosaver.flush();
    await tick();
    h.autosaver.changed('two');
    await h.releaseNext();
    expect(h.autosaver.peek()).toBe('two');
  });

  it('cancel forgets the pending change (the voyage was saved or replaced)', async () => {
    const h = harness();
    h.autosaver.changed('gone');
    h.autosaver.cancel();
    h.timers.advance(5000);
    await h.autosaver.flush();
    expect(h.started).toEqual([]);
  });
});
