// The window's place across launches: a saved place kept only where a display shows its title
// bar, sizes fitted to the screen, damaged files ignored, writes atomic and debounced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  keepWindowState,
  parseWindowState,
  placeWindow,
  readWindowState,
  WINDOW_STATE_FILE_NAME,
  writeWindowState,
  type Rect,
  type SavedWindowState,
} from '../../../electron/main/window-state';

/** A laptop (primary, its dock below) and a larger monitor to its right. */
const LAPTOP: Rect = { x: 0, y: 0, width: 1440, height: 860 };
const MONITOR: Rect = { x: 1440, y: -200, width: 2560, height: 1400 };
const BOTH = { workAreas: [LAPTOP, MONITOR], primary: LAPTOP };
const LAPTOP_ONLY = { workAreas: [LAPTOP], primary: LAPTOP };

const saved = (overrides: Partial<SavedWindowState> = {}): SavedWindowState => ({
  x: 1600,
  y: 0,
  width: 1800,
  height: 1100,
  maximized: false,
  ...overrides,
});

describe('placeWindow', () => {
  it('first launch: 1400 x 900, centred (no position given)', () => {
    expect(placeWindow(null, { workAreas: [MONITOR], primary: MONITOR })).toEqual({
      bounds: { width: 1400, height: 900 },
      maximized: false,
    });
  });

  it('first launch on a smaller screen: the default fitted to the work area', () => {
    expect(placeWindow(null, LAPTOP_ONLY).bounds).toEqual({ width: 1400, height: 860 });
  });

  it('keeps the saved place and size where a display shows it', () => {
    expect(placeWindow(saved(), BOTH)).toEqual({
      bounds: { x: 1600, y: 0, width: 1800, height: 1100 },
      maximized: false,
    });
    expect(placeWindow(saved({ maximized: true }), BOTH).maximized).toBe(true);
  });

  it('the monitor unplugged: centred on the primary display, the size fitted to it, still maximised', () => {
    expect(placeWindow(saved({ maximized: true }), LAPTOP_ONLY)).toEqual({
      bounds: { width: 1440, height: 860 },
      maximized: true,
    });
  });

  it('a window half off-screen stays while its title bar can be grabbed', () => {
    // 120 px of the title bar on the laptop, the rest off its left edge.
    expect(placeWindow(saved({ x: -1080, y: 100, width: 1200, height: 700 }), LAPTOP_ONLY).bounds).toEqual({
      x: -1080,
      y: 100,
      width: 1200,
      height: 700,
    });
    // 80 px is not enough, nor a title bar above the top of the work area.
    expect(placeWindow(saved({ x: -1120, y: 100, width: 1200, height: 700 }), LAPTOP_ONLY).bounds.x).toBeUndefined();
    expect(placeWindow(saved({ x: 100, y: -20, width: 1200, height: 700 }), LAPTOP_ONLY).bounds.x).toBeUndefined();
    // The title bar just above the bottom edge: 30 px of it show, so it counts.
    expect(placeWindow(saved({ x: 100, y: 830, width: 1200, height: 700 }), LAPTOP_ONLY).bounds.y).toBe(830);
    expect(placeWindow(saved({ x: 100, y: 831, width: 1200, height: 700 }), LAPTOP_ONLY).bounds.y).toBeUndefined();
  });

  it('a size larger than the display it opens on is fitted to it; one below the minimum is raised', () => {
    expect(placeWindow(saved({ x: 10, y: 10, width: 3000, height: 2000 }), LAPTOP_ONLY).bounds).toEqual({
      x: 10,
      y: 10,
      width: 1440,
      height: 860,
    });
    expect(placeWindow(saved({ x: 10, y: 10, width: 300, height: 200 }), LAPTOP_ONLY).bounds).toEqual({
      x: 10,
      y: 10,
      width: 900,
      height: 600,
    });
  });
});

describe('parseWindowState', () => {
  it('reads what writeWindowState writes', () => {
    expect(parseWindowState(JSON.stringify(saved()))).toEqual(saved());
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"x": 1,'],
    ['null', 'null'],
    ['a missing field', JSON.stringify({ x: 1, y: 2, width: 1000, height: 700 })],
    ['a fractional width', JSON.stringify(saved({ width: 1000.5 }))],
    ['a zero height', JSON.stringify(saved({ height: 0 }))],
    ['an absurd position', JSON.stringify(saved({ x: 1e9 }))],
    ['a string for a number', JSON.stringify({ ...saved(), y: '0' })],
  ])('a damaged file (%s) is no state at all', (_name, text) => {
    expect(parseWindowState(text)).toBeNull();
  });
});

describe('the state file', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'passage-window-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is written aside and renamed (no temporary file left), and read back', async () => {
    expect(writeWindowState(dir, saved())).toBe(true);
    expect(await readdir(dir)).toEqual([WINDOW_STATE_FILE_NAME]);
    expect(JSON.parse(await readFile(join(dir, WINDOW_STATE_FILE_NAME), 'utf8'))).toEqual(saved());
    expect(readWindowState(dir)).toEqual(saved());
  });

  it('missing or damaged, there is no state (the defaults apply)', async () => {
    expect(readWindowState(join(dir, 'nowhere'))).toBeNull();
    await writeFile(join(dir, WINDOW_STATE_FILE_NAME), '\u0000\u0000garbage');
    expect(readWindowState(dir)).toBeNull();
  });

  it('a folder that cannot be written is reported, not thrown', async () => {
    await writeFile(join(dir, 'a-file'), '');
    expect(writeWindowState(join(dir, 'a-file', 'below'), saved())).toBe(false);
  });
});

describe('keepWindowState', () => {
  class FakeWindow extends EventEmitter {
    bounds: Rect = { x: 10, y: 20, width: 1000, height: 700 };
    maximized = false;
    isMaximized = (): boolean => this.maximized;
    getNormalBounds = (): Rect => this.bounds;
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once a drag has settled, not at every event', () => {
    const win = new FakeWindow();
    const save = vi.fn();
    keepWindowState(win, save, 500);
    for (let x = 10; x < 300; x += 10) {
      win.bounds = { ...win.bounds, x };
      win.emit('move');
      vi.advanceTimersByTime(16);
    }
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(save.mock.calls).toEqual([[{ x: 290, y: 20, width: 1000, height: 700, maximized: false }]]);
  });

  it('saves at once on close, the normal bounds with the maximised flag, and no late save after', () => {
    const win = new FakeWindow();
    const save = vi.fn();
    keepWindowState(win, save, 500);
    win.maximized = true;
    win.emit('maximize');
    win.emit('close');
    expect(save.mock.calls).toEqual([[{ x: 10, y: 20, width: 1000, height: 700, maximized: true }]]);
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
