import { describe, expect, it } from 'vitest';
import { budgetMessage, initialJs, type AssetLike, type ChunkLike } from '../../scripts/bundle-budget';

function chunk(fileName: string, code: string, imports: string[] = [], isEntry = false): ChunkLike {
  return { type: 'chunk', fileName, code, imports, isEntry };
}

/** Text that gzip cannot shrink much: a deterministic pseudo-random sequence. */
function noise(length: number, seed: number): string {
  let state = seed;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += String.fromCharCode(33 + (state % 90));
  }
  return text;
}

describe('initial JS budget', () => {
  const bundle: Record<string, ChunkLike | AssetLike> = {
    'index.js': chunk('index.js', noise(4000, 1), ['vendor.js'], true),
    'vendor.js': chunk('vendor.js', noise(3000, 2), ['shared.js']),
    'shared.js': chunk('shared.js', noise(1000, 3)),
    'charts.js': chunk('charts.js', noise(50_000, 4), ['shared.js']),
    'index.css': { type: 'asset', fileName: 'index.css' },
  };

  it('counts the entry and its static imports, transitively, but not lazy chunks', () => {
    const initial = initialJs(bundle);
    expect([...initial.files].sort()).toEqual(['index.js', 'shared.js', 'vendor.js']);
    expect(initial.rawBytes).toBe(8000);
    // Noise compresses little: the gzipped figure stays near the raw one (the lazy chunk alone is 50 kB).
    expect(initial.gzipBytes).toBeGreaterThan(0.6 * initial.rawBytes);
    expect(initial.gzipBytes).toBeLessThan(9000);
  });

  it('passes within budget and names the overrun and the chunks beyond it', () => {
    const initial = initialJs(bundle);
    expect(budgetMessage(initial, initial.gzipBytes)).toBeNull();
    const message = budgetMessage(initial, initial.gzipBytes - 2048);
    expect(message).toMatch(
      /^Initial renderer JS is \d+\.\d kB gzipped, over the \d+\.\d kB budget by 2\.0 kB \(index\.js, vendor\.js, shared\.js\)/,
    );
  });
});
