// Help > About Passage: the version, where the navigator's data is kept and where the licences
// are, with buttons that open the data folder and the third-party notices in the system's own
// apps. Only those two local paths are ever opened from here.
import { app, dialog, shell } from 'electron';
import type { BrowserWindow } from 'electron';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const NOTICES_FILE_NAME = 'THIRD_PARTY_NOTICES.md';

/**
 * Where THIRD_PARTY_NOTICES.md is: a packaged app has it in its resources folder
 * (electron-builder.yml extraResources, outside the asar archive, so the system can open it);
 * unpackaged (npm start, dev) it is at the repository root, the app path.
 */
export function noticesPath(options: {
  readonly isPackaged: boolean;
  readonly resourcesPath: string | undefined;
  readonly appPath: string;
}): string {
  const packaged = options.isPackaged && options.resourcesPath !== undefined && options.resourcesPath !== '';
  return join(packaged ? options.resourcesPath : options.appPath, NOTICES_FILE_NAME);
}

export interface AboutFacts {
  readonly version: string;
  /** app.getPath('userData'): the store, settings, the encrypted key, the window's place. */
  readonly dataDir: string;
  /** THIRD_PARTY_NOTICES.md, or null when this build lacks it. */
  readonly notices: string | null;
}

/** The About box: its words, and its buttons in order (OK first: Enter and Escape take it). */
export function aboutBox(facts: AboutFacts): { message: string; detail: string; buttons: string[] } {
  const licences =
    facts.notices === null
      ? 'The third-party notices (THIRD_PARTY_NOTICES.md) are missing from this copy of Passage.'
      : `The data sets and libraries Passage is built from, and their licences, are listed in\n${facts.notices}`;
  return {
    message: `Passage ${facts.version}`,
    detail: [
      'Voyage planning: weather and sea along the track. Not a substitute for official forecasts or charts.',
      `Your data (voyages, stored forecasts, settings and the encrypted API key) is kept in\n${facts.dataDir}`,
      licences,
    ].join('\n\n'),
    buttons: ['OK', 'Open data folder', ...(facts.notices === null ? [] : ['Show licences'])],
  };
}

/** The facts of this copy of Passage, as Electron and the disk tell them. */
export function aboutFacts(): AboutFacts {
  const notices = noticesPath({
    isPackaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    appPath: app.getAppPath(),
  });
  return { version: app.getVersion(), dataDir: app.getPath('userData'), notices: existsSync(notices) ? notices : null };
}

/** Shows the About box over `parent`, then opens what the navigator asked for. */
export async function showAbout(parent: BrowserWindow | null, facts: AboutFacts = aboutFacts()): Promise<void> {
  const box = aboutBox(facts);
  const options = { type: 'info' as const, title: 'About Passage', ...box, defaultId: 0, cancelId: 0, noLink: true };
  const { response } =
    parent === null || parent.isDestroyed()
      ? await dialog.showMessageBox(options)
      : await dialog.showMessageBox(parent, options);
  const target = response === 1 ? facts.dataDir : response === 2 ? facts.notices : null;
  if (target === null) return;
  // openPath answers with an error message, or '' when the system opened it.
  const problem = await shell.openPath(target);
  if (problem !== '') dialog.showErrorBox('Passage could not open it', `${target}\n\n${problem}`);
}
