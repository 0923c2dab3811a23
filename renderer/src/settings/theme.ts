// Night mode on the page: data-theme="night" on <html> switches theme.css to the dark,
// red-tinted palette. The choice is also kept in local storage, so a reload at night paints
// dark from the first frame instead of flashing white before the backend answers.

const NIGHT_KEY = 'passage.nightMode';

/** The part of the DOM this touches (a plain object in tests). */
export interface ThemeRoot {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

export interface FlagStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function applyNightMode(root: ThemeRoot, night: boolean): void {
  if (night) root.setAttribute('data-theme', 'night');
  else root.removeAttribute('data-theme');
}

/** The last choice this window saw; false when unknown. */
export function rememberedNightMode(storage: FlagStorage | null): boolean {
  try {
    return storage?.getItem(NIGHT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberNightMode(storage: FlagStorage | null, night: boolean): void {
  try {
    storage?.setItem(NIGHT_KEY, night ? 'true' : 'false');
  } catch {
    // Storage off or full: the next start paints by day until the backend answers.
  }
}
