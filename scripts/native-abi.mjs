// @ts-check
// Which Node ABI a native module (.node) was built for, read from the module itself: a module
// built against V8 directly exports its init function as `node_register_module_v<ABI>`, the
// NODE_MODULE_VERSION of the Node (or Electron) whose headers built it; an N-API module exports
// `napi_register_module_v1` and loads under any. Used by build/after-pack.mjs (a packaged app whose
// SQLite binding was built for this machine's Node, not Electron's, fails at its first query) and
// by test/package/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The ABI a native module's bytes name: a number, 'napi', or null when neither symbol is found.
 * @param {Uint8Array} bytes
 * @returns {number | 'napi' | null}
 */
export function nativeModuleAbi(bytes) {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const v8 = /node_register_module_v(\d+)/.exec(text);
  if (v8) return Number(v8[1]);
  return text.includes('napi_register_module_v') ? 'napi' : null;
}

/**
 * Every .node file under a folder, as paths.
 * @param {string} dir
 * @returns {string[]}
 */
export function findNativeModules(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findNativeModules(path));
    else if (entry.name.endsWith('.node')) found.push(path);
  }
  return found;
}

/**
 * @typedef {{ file: string, abi: number | 'napi' | null, ok: boolean }} NativeModuleCheck
 */

/**
 * Checks each native module under `dir` against the ABI the runtime needs.
 * @param {string} dir
 * @param {number} expectedAbi
 * @returns {NativeModuleCheck[]}
 */
export function checkNativeModules(dir, expectedAbi) {
  return findNativeModules(dir).map((file) => {
    const abi = nativeModuleAbi(readFileSync(file));
    return { file, abi, ok: abi === 'napi' || abi === expectedAbi };
  });
}
