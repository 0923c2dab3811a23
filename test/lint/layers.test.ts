// The layer arrows of ARCHITECTURE.md are enforced by lint; these cases prove each ban fires
// (and that allowed imports pass) using the project's own eslint.config.js.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer arrows', () => {
  it.each([
    [
      'shared/domain/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n",
      'no node: modules',
    ],
    ['shared/geodesy/x.ts', "import { join } from 'path';\nexport const a = join;\n", 'no Node, no Electron'],
    [
      'shared/api/x.ts',
      "import { main } from '../../electron/cli/main';\nexport const a = main;\n",
      'imports nothing from electron/ or renderer/',
    ],
    ['shared/api/y.ts', "import { app } from 'electron';\nexport const a = app;\n", 'no Node, no Electron'],
    ['electron/backend/x.ts', "import { app } from 'electron';\nexport const a = app;\n", 'never import electron'],
    [
      'electron/sandbox/x.ts',
      "import { BrowserWindow } from 'electron';\nexport const a = BrowserWindow;\n",
      'never import electron',
    ],
    ['electron/cli/x.ts', "import { app } from 'electron';\nexport const a = app;\n", 'never import electron'],
    ['electron/main/menu.ts', "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n", 'typed IPC wrappers'],
    [
      'renderer/src/lib/x.ts',
      "import { ipcRenderer } from 'electron';\nexport const a = ipcRenderer;\n",
      'only through renderer/src/lib/backend.ts',
    ],
    [
      'renderer/src/lib/y.ts',
      "import { homedir } from 'node:os';\nexport const a = homedir;\n",
      'No Node in the renderer',
    ],
    [
      'renderer/src/lib/z.ts',
      "import { main } from '../../../electron/cli/main';\nexport const a = main;\n",
      'never electron/',
    ],
  ])('%s: banned import is reported', async (file, code, message) => {
    const messages = await restrictedImports(file, code);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join('\n')).toContain(message);
  });

  it.each([
    ['shared/schedule/x.ts', "import { legTrack } from '../geodesy/leg';\nexport const a = legTrack;\n"],
    ['electron/main/window.ts', "import { BrowserWindow } from 'electron';\nexport const a = BrowserWindow;\n"],
    ['electron/main/ipc.ts', "import { ipcMain } from 'electron';\nexport const a = ipcMain;\n"],
    ['electron/backend/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"],
    [
      'renderer/src/lib/x.ts',
      "import { formatPosition } from '../../../shared/domain/coordinates';\nexport const a = formatPosition;\n",
    ],
  ])('%s: allowed import passes', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
