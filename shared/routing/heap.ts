// A binary min-heap of (key, node) pairs in typed arrays, for the label-setting search. Stale
// entries (a node pushed again with a smaller key) are left in and skipped by the caller.

export class MinHeap {
  private keys = new Float64Array(1024);
  private items = new Int32Array(1024);
  size = 0;

  push(key: number, item: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.items = items;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.keys[i] = this.keys[parent]!;
      this.items[i] = this.items[parent]!;
      i = parent;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }

  /** Key of the smallest entry (Infinity when empty). */
  peekKey(): number {
    return this.size > 0 ? this.keys[0]! : Infinity;
  }

  /** Removes the smallest entry and returns its item (−1 when empty). */
  pop(): number {
    if (this.size === 0) return -1;
    const top = this.items[0]!;
    const n = --this.size;
    const key = this.keys[n]!;
    const item = this.items[n]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && this.keys[c + 1]! < this.keys[c]!) c++;
      if (this.keys[c]! >= key) break;
      this.keys[i] = this.keys[c]!;
      this.items[i] = this.items[c]!;
      i = c;
    }
    this.keys[i] = key;
    this.items[i] = item;
    return top;
  }
}
