// A small, bounded, mostly-recently-used cache: the world memoises model runs, system states
// and point states with it so a long route costs one computation per distinct input.
//
// Two generations instead of a strict LRU list: a hit in the older generation moves the entry
// to the newer one; when the newer is full it becomes the older and the older is dropped. No
// Map deletions, which V8 leaves as holes that later iterations must step over.

export class Lru<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  /** Holds between `capacity` and 2 × `capacity` entries. */
  constructor(private readonly capacity: number) {}

  /** The cached value for `key`, or `make()` stored as the newest entry. */
  get(key: K, make: () => V): V {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const older = this.old.get(key);
    const value = older !== undefined ? older : make();
    if (this.young.size >= this.capacity) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
    return value;
  }
}
