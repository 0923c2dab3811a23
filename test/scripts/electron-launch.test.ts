// `npm start` / `npm run dev` where no Electron binary was downloaded: one message in words and
// exit 1, never Electron's own stack trace.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { electronBinary } from '../../scripts/electron-launch.js';

const ROOT = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'passage-electron-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The launcher run as npm runs it, against an electron package folder made for the case. */
function launch(mode: string, electronDir: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/electron-launch.js'), mode], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PASSAGE_ELECTRON_DIR: electronDir },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('without the Electron binary', () => {
  const bare = join(scratch, 'bare');
  mkdirSync(bare);

  test.each(['start', 'dev'])('npm run %s says what is missing, how to get it and what runs meanwhile', (mode) => {
    const r = launch(mode, bare);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('the Electron binary is not installed');
    expect(r.stderr).toContain('node node_modules/electron/install.js');
    expect(r.stderr).toContain('npx passage web');
    // Words only: no stack frames, no Electron's own "failed to install correctly".
    expect(r.stderr).not.toMatch(/^\s+at |Error:|failed to install correctly/m);
  });

  test('a path.txt naming a binary that is not there is missing too', () => {
    const half = join(scratch, 'half');
    mkdirSync(half);
    writeFileSync(join(half, 'path.txt'), 'electron');
    expect(electronBinary(half)).toBeNull();
    expect(launch('start', half).status).toBe(1);
  });
});

test('finds the binary the electron package names', () => {
  const full = join(scratch, 'full');
  mkdirSync(join(full, 'dist'), { recursive: true });
  writeFileSync(join(full, 'path.txt'), 'electron');
  writeFileSync(join(full, 'dist/electron'), '#!/bin/sh\n');
  chmodSync(join(full, 'dist/electron'), 0o755);
  expect(electronBinary(full)).toBe(join(full, 'dist/electron'));
});

test('an unknown mode is refused in words', () => {
  const r = launch('serve', join(scratch, 'bare'));
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('unknown mode "serve"');
});
