// @ts-check
// `npm start` and `npm run dev`: the desktop app through electron-vite, or, where the Electron
// binary is missing (installed with ELECTRON_SKIP_BINARY_DOWNLOAD, or its download failed), one
// message in words that says what is missing, how to install it, and that `npx passage web` runs
// the same app in a browser; exit 1, no stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The Electron binary `npm install` downloaded into the electron package, or null.
 * @param {string} electronDir the electron package's folder
 * @returns {string | null}
 */
export function electronBinary(electronDir) {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/**
 * What a navigator reads when the desktop window cannot open.
 * @param {string} electronDir
 * @returns {string}
 */
export function missingElectronMessage(electronDir) {
  return [
    'Passage cannot open its desktop window: the Electron binary is not installed',
    `(nothing in ${join(electronDir, 'dist')}; npm install skips it when ELECTRON_SKIP_BINARY_DOWNLOAD is set, or its download failed).`,
    '',
    'To install it, with a network connection:',
    '  node node_modules/electron/install.js',
    '',
    'Meanwhile the same app runs in your browser:',
    '  npx passage web          (your API key and data folder)',
    '  npx passage web --demo   (the built-in demo service, no key needed)',
    '',
  ].join('\n');
}

/** @param {string[]} args */
function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.error) {
    process.stderr.write(`${result.error.message}\n`);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * @param {string} mode 'start' (build, then the built app) or 'dev' (electron-vite's dev server)
 * @returns {number} the exit code
 */
function main(mode) {
  const electronDir = process.env['PASSAGE_ELECTRON_DIR'] ?? join(ROOT, 'node_modules/electron');
  if (electronBinary(electronDir) === null) {
    process.stderr.write(missingElectronMessage(electronDir));
    return 1;
  }
  const electronVite = join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js');
  if (mode === 'dev') return run([electronVite, 'dev']);
  const built = run([electronVite, 'build']);
  return built !== 0 ? built : run([join(electronDir, 'cli.js'), '.']);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const mode = process.argv[2] ?? 'start';
  if (mode !== 'start' && mode !== 'dev') {
    process.stderr.write(`electron-launch: unknown mode "${mode}" (start or dev)\n`);
    process.exitCode = 2;
  } else process.exitCode = main(mode);
}
