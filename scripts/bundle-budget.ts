// The renderer's initial-JS budget, enforced by the build (as Leaflet's bundlemon does): the
// entry chunk and every chunk it imports statically, gzipped, must stay within the budget.
// Lazily imported chunks (land data, chart.js) load later and are not counted.
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Issue 5: the initial JS of the navigator UI, gzipped, at most 350 kB. Minified since the
 * renderer's unminified start-up reached 352.6 kB (202.9 kB minified, 2026-11-29); held at
 * 250 kB rather than 350 so that a new panel still loads on first use instead of at start-up.
 */
export const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

/** The part of a Rollup output chunk this check reads. */
export interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  readonly code: string;
}

export interface AssetLike {
  readonly type: 'asset';
  readonly fileName: string;
}

export interface InitialJs {
  /** File names of the chunks loaded before the app can start, entry first. */
  readonly files: readonly string[];
  readonly gzipBytes: number;
  readonly rawBytes: number;
}

/** The entry chunks and their static imports, transitively, with their gzipped size. */
export function initialJs(bundle: Readonly<Record<string, ChunkLike | AssetLike>>): InitialJs {
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (chunk === undefined || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  Object.values(bundle).forEach((item) => {
    if (item.type === 'chunk' && item.isEntry) visit(item.fileName);
  });
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const fileName of seen) {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    const code = Buffer.from(chunk.code, 'utf8');
    rawBytes += code.length;
    gzipBytes += gzipSync(code, { level: 9 }).length;
  }
  return { files: [...seen], gzipBytes, rawBytes };
}

/** The verdict in words: null within budget, else what is over and by how much. */
export function budgetMessage(initial: InitialJs, budgetBytes: number): string | null {
  if (initial.gzipBytes <= budgetBytes) return null;
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
  return (
    `Initial renderer JS is ${kb(initial.gzipBytes)} gzipped, over the ${kb(budgetBytes)} budget by ` +
    `${kb(initial.gzipBytes - budgetBytes)} (${initial.files.join(', ')}). Load heavy modules with import().`
  );
}

/** Fails `electron-vite build` when the renderer's initial JS is over budget; prints the figure. */
export function bundleBudget(budgetBytes: number = INITIAL_JS_BUDGET_BYTES): Plugin {
  return {
    name: 'passage-bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const initial = initialJs(bundle as unknown as Record<string, ChunkLike | AssetLike>);
      const problem = budgetMessage(initial, budgetBytes);
      if (problem !== null) this.error(problem);
      this.info(
        `initial JS ${(initial.gzipBytes / 1024).toFixed(1)} kB gzipped of a ${(budgetBytes / 1024).toFixed(0)} kB budget`,
      );
    },
  };
}
