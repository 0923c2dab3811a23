// The main window's size, place and maximised state, kept across launches in one small JSON file
// in the user data folder. What was saved is checked against the displays there are now, so the
// window never opens where no screen shows it (a monitor unplugged) nor larger than the screen.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const WINDOW_STATE_FILE_NAME = 'window-state.json';

/** Screen pixels (Electron's DIP), origin top left of the primary display. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The first launch's size, centred on the primary display. */
export const DEFAULT_WINDOW_SIZE = { width: 1400, height: 900 } as const;
/** The smallest window the layout is made for (BrowserWindow minWidth/minHeight). */
export const MIN_WINDOW_SIZE = { width: 900, height: 600 } as const;

/**
 * How much of the window's top edge must lie on a display for its saved place to count: a strip
 * this tall and at least this wide, enough to grab the title bar and drag the window back.
 */
const GRAB_PX = { width: 100, height: 30 } as const;

/** Far beyond any desktop of displays; a larger figure is a damaged file. */
const COORDINATE_LIMIT_PX = 100_000;
const coordinate = z.number().int().min(-COORDINATE_LIMIT_PX).max(COORDINATE_LIMIT_PX);
const extent = z.number().int().min(1).max(COORDINATE_LIMIT_PX);

const savedSchema = z.object({
  /** The normal (not maximised) bounds: where the window goes back to when un-maximised. */
  x: coordinate,
  y: coordinate,
  width: extent,
  height: extent,
  maximized: z.boolean(),
});
export type SavedWindowState = z.infer<typeof savedSchema>;

/** What to open the window with: no x and y means centred (Electron's default). */
export interface WindowPlacement {
  readonly bounds: { readonly x?: number; readonly y?: number; readonly width: number; readonly height: number };
  readonly maximized: boolean;
}

/** The saved state in a file's text, or null when the text is not one (damaged, hand-edited, empty). */
export function parseWindowState(text: string): SavedWindowState | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = savedSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/** Between `min` and the work area, the work area winning on a screen smaller than `min`. */
function fit(size: number, min: number, area: number): number {
  return Math.round(Math.max(Math.min(min, area), Math.min(size, area)));
}

/**
 * Where the window opens: the saved place when its title bar lies on one of the displays' work
 * areas (the screen less task bar and dock), its size no larger than that work area; otherwise
 * centred on the primary display, at the saved size (or the default) fitted to it.
 */
export function placeWindow(
  saved: SavedWindowState | null,
  screens: { readonly workAreas: readonly Rect[]; readonly primary: Rect },
): WindowPlacement {
  const wanted = saved ?? DEFAULT_WINDOW_SIZE;
  const sized = (area: Rect) => ({
    width: fit(wanted.width, MIN_WINDOW_SIZE.width, area.width),
    height: fit(wanted.height, MIN_WINDOW_SIZE.height, area.height),
  });
  const maximized = saved?.maximized ?? false;
  if (saved !== null) {
    const titleBar: Rect = { x: saved.x, y: saved.y, width: saved.width, height: GRAB_PX.height };
    const home = screens.workAreas.find((area) => {
      const shared = overlap(titleBar, area);
      return shared.width >= Math.min(GRAB_PX.width, saved.width) && shared.height >= GRAB_PX.height;
    });
    if (home !== undefined) return { bounds: { x: saved.x, y: saved.y, ...sized(home) }, maximized };
  }
  return { bounds: sized(screens.primary), maximized };
}

/** The saved state in the data folder, or null when there is none or it is damaged. */
export function readWindowState(directory: string): SavedWindowState | null {
  try {
    return parseWindowState(readFileSync(join(directory, WINDOW_STATE_FILE_NAME), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Writes the state aside, then renames it over the old one: a crash never leaves half a file.
 * Synchronous, so the last write (as the window closes) is done before the app quits; the file
 * is a hundred bytes. False when it could not be written (a read-only folder): nothing else needs it.
 */
export function writeWindowState(directory: string, state: SavedWindowState): boolean {
  const file = join(directory, WINDOW_STATE_FILE_NAME);
  try {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    writeFileSync(`${file}.tmp`, `${JSON.stringify(savedSchema.parse(state))}\n`, { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
    return true;
  } catch {
    return false;
  }
}

/** The part of a BrowserWindow the tracker reads. */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'close', listener: () => void): unknown;
  isMaximized(): boolean;
  getNormalBounds(): Rect;
}

/** The state to keep for `win` now: its normal bounds, so un-maximising later returns there. */
export function windowStateOf(win: TrackedWindow): SavedWindowState {
  const { x, y, width, height } = win.getNormalBounds();
  return {
    x: Math.round(x),
    y: Math.round(y),
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
    maximized: win.isMaximized(),
  };
}

/**
 * Saves the window's state a while after it was last moved or resized (a drag fires dozens of
 * events a second), and at once when it closes.
 */
export function keepWindowState(win: TrackedWindow, save: (state: SavedWindowState) => void, debounceMs = 500): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => save(windowStateOf(win)), debounceMs);
  };
  for (const event of ['resize', 'move', 'maximize', 'unmaximize'] as const) win.on(event, later);
  win.on('close', () => {
    clearTimeout(timer);
    save(windowStateOf(win));
  });
}
