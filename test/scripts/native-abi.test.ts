// The native-module ABI check electron-builder's afterPack hook runs (build/after-pack.mjs): the
// ABI read from a module's own init symbol, and a package refused when its SQLite binding was
// built for another Node than the packaged Electron's.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getAbi } from 'node-abi';
import { afterEach, describe, expect, test, vi } from 'vitest';
import afterPack from '../../build/after-pack.mjs';
import { checkNativeModules, nativeModuleAbi } from '../../scripts/native-abi.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SQLITE = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
const ELECTRON = '41.7.1';
const ELECTRON_ABI = Number(getAbi(ELECTRON, 'electron'));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** An unpacked Linux app whose one native module names the given init symbol. */
function appWithModule(symbol: string): string {
  const app = mkdtempSync(join(tmpdir(), 'passage-pack-'));
  dirs.push(app);
  const dir = join(app, 'resources/app.asar.unpacked/node_modules/better-sqlite3/build/Release');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'better_sqlite3.node'), Buffer.from(`\x7fELF\0\0${symbol}\0more`, 'latin1'));
  return app;
}

const context = (appOutDir: string): Parameters<typeof afterPack>[0] => ({
  appOutDir,
  electronPlatformName: 'linux',
  packager: { appInfo: { productFilename: 'Passage' }, info: { framework: { version: ELECTRON } } },
});

describe('nativeModuleAbi', () => {
  test("reads this machine's SQLite binding as built for this Node", () => {
    expect(nativeModuleAbi(readFileSync(join(ROOT, SQLITE)))).toBe(Number(process.versions.modules));
  });

  test('tells an N-API module, and a file that is no module', () => {
    expect(nativeModuleAbi(Buffer.from('..napi_register_module_v1..'))).toBe('napi');
    expect(nativeModuleAbi(Buffer.from('node_register_module_v145'))).toBe(145);
    expect(nativeModuleAbi(new Uint8Array(64))).toBeNull();
  });

  test('checks every .node under a folder', () => {
    const app = appWithModule('node_register_module_v115');
    const [check, ...rest] = checkNativeModules(join(app, 'resources'), ELECTRON_ABI);
    expect(rest).toEqual([]);
    expect(check).toMatchObject({ abi: 115, ok: false });
    expect(check?.file.endsWith('better_sqlite3.node')).toBe(true);
  });
});

describe('the afterPack hook', () => {
  test("passes a binding built for the packaged Electron's ABI", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await expect(afterPack(context(appWithModule(`node_register_module_v${ELECTRON_ABI}`)))).resolves.toBeUndefined();
  });

  test("refuses a binding built for this machine's Node, naming the module and both ABIs", async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await expect(afterPack(context(appWithModule('node_register_module_v115')))).rejects.toThrow(
      new RegExp(`Electron ${ELECTRON} \\(ABI ${ELECTRON_ABI}\\).*better_sqlite3\\.node \\(ABI 115\\)`),
    );
  });

  test('with the offline stand-in for Electron, reports the mismatch and goes on', async () => {
    vi.stubEnv('PASSAGE_ELECTRON_STANDIN', '1');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(afterPack(context(appWithModule('node_register_module_v115')))).resolves.toBeUndefined();
    expect(warn.mock.calls.join('\n')).toMatch(/stand-in Electron: not rebuilt offline.*ABI 115/);
  });

  test('refuses a package with no native module at all', async () => {
    const app = mkdtempSync(join(tmpdir(), 'passage-pack-'));
    dirs.push(app);
    await expect(afterPack(context(app))).rejects.toThrow(/no native module/);
  });
});
