// Deterministic randomness for the synthetic world: every value is a pure function of the
// seed and of what it describes (a storm number, a vessel index, a grid cell), so the same
// seed always gives the same bytes and no area's draws disturb another's.

/** 32-bit FNV-1a over the parts' text, mixed with the seed. */
export function hashParts(seed: number, ...parts: readonly (string | number)[]): number {
  let h = (2166136261 ^ (seed >>> 0)) >>> 0;
  for (const part of parts) {
    const text = typeof part === 'number' ? part.toString(36) : part;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 16777619) >>> 0;
    }
    h ^= 0x9e3779b9;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** A generator of uniform numbers in [0, 1) (mulberry32): small, fast and good enough for synthetic data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator seeded from the world seed and a description of what it draws for. */
export function rngFor(seed: number, ...parts: readonly (string | number)[]): () => number {
  return rng(hashParts(seed, ...parts));
}

/** A standard normal draw (Box–Muller) from a uniform generator. */
export function normal(next: () => number): number {
  const u = 1 - next();
  const v = next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Uniform in [lo, hi). */
export function between(next: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * next();
}

/** One element of a non-empty list. */
export function pick<T>(next: () => number, items: readonly T[]): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
