// `npm run package:dir`: the unpacked Linux app (electron-builder --dir, electron-builder.yml) in
// dist/linux-unpacked, built from out/ (run `npm run build` first; the npm script does). Where the
// Electron binary could not be downloaded (ELECTRON_SKIP_BINARY_DOWNLOAD), a stand-in takes its
// place (electron-builder's electronDist) and the native module is not rebuilt (that needs
// Electron's headers from the network): the result then shows what goes into a package, for
// test/package/ to read, but does not run. Prints the app's size.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { electronBinary } from './electron-launch.js';
import { folderBytes } from './folder-bytes';

const ROOT = resolve(import.meta.dirname, '..');
const STANDIN = join(ROOT, 'node_modules/.cache/passage/electron-standin');
const OUT = join(ROOT, 'dist/linux-unpacked');

/** A folder shaped like an unpacked Electron for Linux whose `electron` only says it is not one. */
function makeStandin(version: string): string {
  rmSync(STANDIN, { recursive: true, force: true });
  mkdirSync(join(STANDIN, 'resources'), { recursive: true });
  const binary = join(STANDIN, 'electron');
  writeFileSync(
    binary,
    '#!/bin/sh\necho "This Passage was packaged with a stand-in for Electron (npm run package:dir offline):' +
      ' it shows what goes into a package and does not run. Package where Electron can be downloaded." >&2\nexit 1\n',
  );
  chmodSync(binary, 0o755);
  writeFileSync(join(STANDIN, 'version'), version);
  writeFileSync(
    join(STANDIN, 'LICENSE'),
    'Stand-in for Electron, which is MIT-licensed (github.com/electron/electron).\n',
  );
  return STANDIN;
}

if (!existsSync(join(ROOT, 'out/main/index.js')) || !existsSync(join(ROOT, 'out/renderer/index.html'))) {
  process.stderr.write('package:dir: out/ holds no build; run `npm run build` first.\n');
  process.exit(1);
}
const electronVersion = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const real = electronBinary(join(ROOT, 'node_modules/electron'));
const overrides = real === null ? [`-c.electronDist=${makeStandin(electronVersion)}`, '-c.npmRebuild=false'] : [];
if (real === null)
  process.stdout.write(
    `package:dir: no Electron binary here (ELECTRON_SKIP_BINARY_DOWNLOAD?): packaging with a stand-in for Electron ${electronVersion}, native module not rebuilt.\n`,
  );
rmSync(OUT, { recursive: true, force: true });
const run = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/electron-builder/cli.js'), '--linux', '--dir', '--publish', 'never', ...overrides],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...(real === null ? { PASSAGE_ELECTRON_STANDIN: '1' } : {}) },
  },
);
if (run.status !== 0) {
  process.stderr.write(`package:dir: electron-builder failed (exit ${run.status ?? run.signal})\n`);
  process.exit(1);
}
const mb = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;
process.stdout.write(
  `package:dir: ${OUT}: ${mb(folderBytes(OUT))} in all, resources/app.asar ${mb(statSync(join(OUT, 'resources/app.asar')).size)}, ` +
    `app.asar.unpacked ${mb(folderBytes(join(OUT, 'resources/app.asar.unpacked')))}\n`,
);
