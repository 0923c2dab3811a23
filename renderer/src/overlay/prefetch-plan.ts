// Which overlay layers to fetch ahead of the slider, and when to stop: the layers nearest the
// slider time first (ahead before behind, since time mostly moves forward), never more bytes
// in one round than its budget. An image's size is known only once fetched, so a round plans
// the next image only while the largest one seen so far still fits, and asks for it with what
// is left (maps.image maxBytes): a larger one is refused, never received.

/** The size assumed before any image of a round was seen (the demo's are 5 to 30 kB). */
export const PREFETCH_GUESS_BYTES = 32 * 1024;

/** Layer indices to prefetch around `centre`, nearest first, ahead before behind, at most `radius` each way. */
export function prefetchOrder(count: number, centre: number, radius: number): number[] {
  const order: number[] = [];
  if (count <= 0 || centre < 0 || centre >= count) return order;
  for (let d = 1; d <= radius; d++) {
    if (centre + d < count) order.push(centre + d);
    if (centre - d >= 0) order.push(centre - d);
  }
  return order;
}

/** One round of prefetching: its budget, what it spent, and whether one more image fits. */
export class PrefetchRound {
  private spent = 0;
  private largest: number;

  /** `guessBytes`: the size assumed before any image of the round was seen. */
  constructor(
    readonly budgetBytes: number,
    guessBytes: number,
  ) {
    this.largest = guessBytes;
  }

  get spentBytes(): number {
    return this.spent;
  }

  /** What the round may still fetch: the cap of its next request. */
  get remainingBytes(): number {
    return Math.max(0, this.budgetBytes - this.spent);
  }

  /** True while an image as large as the largest seen still fits in what is left. */
  canAfford(): boolean {
    return this.remainingBytes > 0 && this.spent + this.largest <= this.budgetBytes;
  }

  /** Counts an image fetched in this round. */
  record(bytes: number): void {
    this.spent += bytes;
    this.largest = Math.max(this.largest, bytes);
  }
}

/**
 * The next layer to fetch in a round: the first of `order` not yet cached (or in flight), or
 * null when none is left or the round cannot afford another image.
 */
export function nextToPrefetch<T>(order: readonly T[], has: (item: T) => boolean, round: PrefetchRound): T | null {
  if (!round.canAfford()) return null;
  return order.find((item) => !has(item)) ?? null;
}
