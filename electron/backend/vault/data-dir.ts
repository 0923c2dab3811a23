// Where Passage keeps its files outside Electron (browser mode, CLI): the database, the key
// file. $PASSAGE_DATA_DIR wins; otherwise each platform's usual per-user settings folder.
import { homedir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';

export interface DataDirInputs {
  readonly env: NodeJS.ProcessEnv;
  readonly platform: NodeJS.Platform;
  readonly home: string;
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? null : trimmed;
}

/**
 * The user data folder: `$PASSAGE_DATA_DIR`; else `$XDG_CONFIG_HOME/passage` or
 * `~/.config/passage` (Linux and other Unix), `~/Library/Application Support/Passage` (macOS),
 * `%APPDATA%/Passage` (Windows). A relative XDG_CONFIG_HOME is ignored, as the XDG spec says.
 */
export function userDataDir(
  inputs: DataDirInputs = { env: process.env, platform: process.platform, home: homedir() },
): string {
  const { env, platform, home } = inputs;
  const explicit = nonEmpty(env['PASSAGE_DATA_DIR']);
  if (explicit !== null) return resolve(explicit);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Passage');
  if (platform === 'win32') return join(nonEmpty(env['APPDATA']) ?? join(home, 'AppData', 'Roaming'), 'Passage');
  const xdg = nonEmpty(env['XDG_CONFIG_HOME']);
  return join(xdg !== null && isAbsolute(xdg) ? xdg : join(home, '.config'), 'passage');
}
