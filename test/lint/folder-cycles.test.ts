// No two folders import each other (STYLE 4: a split that adds an import cycle is the wrong
// split). The relative imports of shared/, electron/ and renderer/src are read with TypeScript's
// own pre-processor (import, export ... from, import(), Svelte <script> blocks included) and
// resolved to folders. A folder counts with everything beneath it, and is compared with its
// siblings: shared/forecast against shared/ipc (shared/ipc/methods included), the backend's
// app/routing against app/departures. A folder and its own subfolders are one folder's inside.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const DIRS = ['shared', 'electron', 'renderer/src'];
const SOURCE = /\.(ts|mts|js|mjs|svelte)$/;

/**
 * Cycles still to break, each the set of sibling folders it spans (a cycle found must lie wholly
 * inside one entry). Each entry must still hold a cycle: once it is broken, the test asks for it
 * to go.
 */
const KNOWN_CYCLES: readonly { readonly folders: readonly string[]; readonly why: string }[] = [];

interface Import {
  readonly file: string;
  readonly specifier: string;
  /** The folder the import lands in (a folder import lands in the folder itself). */
  readonly folder: string;
}

const posix = (path: string): string => path.split(sep).join('/');

function sourceFiles(): string[] {
  return DIRS.flatMap((dir) =>
    readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts'))
      .map((e) => posix(relative(root, join(e.parentPath, e.name)))),
  );
}

function scriptOf(file: string, text: string): string {
  if (!file.endsWith('.svelte')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function importsOf(file: string): Import[] {
  const script = scriptOf(file, readFileSync(join(root, file), 'utf8'));
  const { importedFiles } = ts.preProcessFile(script, true, true);
  return importedFiles
    .filter((f) => f.fileName.startsWith('.'))
    .map((f) => {
      const target = resolve(root, dirname(file), f.fileName);
      return {
        file,
        specifier: f.fileName,
        folder: posix(relative(root, isDirectory(target) ? target : dirname(target))),
      };
    });
}

/** The sibling folders an import crosses between, or null within one folder or into its own subfolder. */
function siblingsOf(fromFolder: string, toFolder: string): [string, string] | null {
  const a = fromFolder.split('/');
  const b = toFolder.split('/');
  let k = 0;
  while (k < a.length && k < b.length && a[k] === b[k]) k++;
  if (k === a.length || k === b.length) return null;
  return [a.slice(0, k + 1).join('/'), b.slice(0, k + 1).join('/')];
}

/** Folder -> folder -> one import that makes the edge (for the message). */
function folderGraph(imports: readonly Import[]): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const i of imports) {
    const pair = siblingsOf(dirname(i.file), i.folder);
    if (pair === null) continue;
    const out = graph.get(pair[0]) ?? new Map<string, string>();
    if (!out.has(pair[1])) out.set(pair[1], `${i.file} imports '${i.specifier}'`);
    graph.set(pair[0], out);
  }
  return graph;
}

/** Strongly connected components of two or more folders (Tarjan), each sorted. */
function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function describeCycle(graph: Map<string, Map<string, string>>, folders: readonly string[]): string {
  const inside = new Set(folders);
  const edges = folders.flatMap((a) =>
    [...(graph.get(a) ?? [])].filter(([b]) => inside.has(b)).map(([b, why]) => `  ${a} -> ${b} (${why})`),
  );
  return [`${folders.join(' <-> ')}:`, ...edges].join('\n');
}

const knownFor = (cycle: readonly string[]): boolean =>
  KNOWN_CYCLES.some((k) => cycle.every((folder) => k.folders.includes(folder)));

describe('folder import cycles', () => {
  const files = sourceFiles();
  const imports = files.flatMap(importsOf);
  const graph = folderGraph(imports);
  const cycles = cyclesOf(graph);

  it('reads the tree (the walk and the parser came back with imports)', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(imports.some((i) => i.file === 'shared/forecast/along-voyage.ts' && i.folder === 'shared/ipc/methods')).toBe(
      true,
    );
    expect(imports.some((i) => i.file.endsWith('.svelte'))).toBe(true);
  });

  it('finds a cycle when two folders import each other, and none within a folder and its own subfolder', () => {
    const made = folderGraph([
      { file: 'shared/a/x.ts', specifier: '../b/y', folder: 'shared/b' },
      { file: 'shared/b/sub/z.ts', specifier: '../../a/x', folder: 'shared/a' },
      { file: 'shared/c/x.ts', specifier: './sub/y', folder: 'shared/c/sub' },
      { file: 'shared/c/sub/y.ts', specifier: '../x', folder: 'shared/c' },
    ]);
    expect(cyclesOf(made)).toEqual([['shared/a', 'shared/b']]);
  });

  it('no two folders import each other', () => {
    const unknown = cycles.filter((c) => !knownFor(c)).map((c) => describeCycle(graph, c));
    expect(unknown, 'move what both need into the lower folder').toEqual([]);
  });

  it('every known cycle is still there (else remove it from the list)', () => {
    const stale = KNOWN_CYCLES.filter((k) => !cycles.some((c) => c.every((f) => k.folders.includes(f)))).map((k) =>
      k.folders.join(', '),
    );
    expect(stale).toEqual([]);
  });
});
