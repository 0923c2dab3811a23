// @ts-check
// electron-builder's afterPack hook (electron-builder.yml): every native module packed into the
// app must be built for the packaged Electron's Node ABI, not the ABI of the Node that ran
// `npm ci`. A mismatch fails the package; only the offline stand-in of `npm run package:dir`
// (PASSAGE_ELECTRON_STANDIN=1, which cannot run the app anyway) reports it and goes on.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { getAbi } from 'node-abi';
import { checkNativeModules } from '../scripts/native-abi.mjs';

/** @param {{ appOutDir: string, electronPlatformName: string, packager: { appInfo: { productFilename: string }, info: { framework: { version: string } } } }} context */
export default async function afterPack(context) {
  const resources =
    context.electronPlatformName === 'darwin' || context.electronPlatformName === 'mas'
      ? join(context.appOutDir, `${context.packager.appInfo.productFilename}.app`, 'Contents', 'Resources')
      : join(context.appOutDir, 'resources');
  const unpacked = join(resources, 'app.asar.unpacked');
  const electron = context.packager.info.framework.version;
  const expected = Number(getAbi(electron, 'electron'));
  const checks = existsSync(unpacked) ? checkNativeModules(unpacked, expected) : [];
  if (checks.length === 0)
    throw new Error(`afterPack: no native module in ${unpacked} (the SQLite binding is missing)`);
  const wrong = checks.filter((c) => !c.ok);
  for (const c of checks)
    console.log(
      `  native module ${c.file.slice(unpacked.length + 1)}: ABI ${c.abi ?? 'unknown'}, Electron ${electron} needs ${expected}`,
    );
  if (wrong.length === 0) return;
  const what = wrong.map((c) => `${c.file.slice(unpacked.length + 1)} (ABI ${c.abi ?? 'unknown'})`).join(', ');
  const message = `built for another Node than Electron ${electron} (ABI ${expected}): ${what}`;
  if (process.env['PASSAGE_ELECTRON_STANDIN'] === '1') {
    console.warn(`  stand-in Electron: not rebuilt offline, so ${message}; this unpacked app shows the layout only`);
    return;
  }
  throw new Error(`afterPack: ${message}. Rebuild with npmRebuild (Electron's headers must be reachable).`);
}
