/**
 * A 4-ary min-heap of integer ids (0, 1, 2, ...), each present at most once, keyed by a number, on
 * typed arrays that grow as ids need them. `set` inserts an id or moves its key either way, `remove`
 * takes it out, so no stale entry is ever popped. Equal keys pop first in, first out (by when their
 * key was last set), so a run's order is fixed by its operations alone. Internal: the flow
 * simulator's rate kernels and the verbs simulator's event queue (`EventQueue`) run on it.
 * @example const heap = new IndexedHeap(8); heap.set(3, 2.5); heap.set(3, 1.5); heap.topKey() // 1.5
 */
export class IndexedHeap {
  size = 0;
  #keys: Float64Array;
  /** When each slot's key was set (the tie-break: smaller first). */
  #stamps: Float64Array;
  #items: Int32Array;
  /** Where each id sits in `items`, or -1. */
  #position: Int32Array;
  #clock = 0;

  /** `capacity`: the ids expected (0 .. capacity - 1); larger ids grow the heap. */
  constructor(capacity = 16) {
    const n = Math.max(1, capacity);
    this.#keys = new Float64Array(n);
    this.#stamps = new Float64Array(n);
    this.#items = new Int32Array(n);
    this.#position = new Int32Array(n).fill(-1);
  }

  /** The id with the smallest key (undefined behaviour when empty: check `size`). */
  topId(): number {
    return this.#items[0] as number;
  }

  /** The smallest key. */
  topKey(): number {
    return this.#keys[0] as number;
  }

  has(id: number): boolean {
    return id < this.#position.length && (this.#position[id] as number) >= 0;
  }

  /** Insert `id` with `key`, or give it that key if it is in already. */
  set(id: number, key: number): void {
    if (id >= this.#position.length) this.#grow(id + 1);
    const stamp = this.#clock++;
    const at = this.#position[id] as number;
    if (at < 0) {
      this.#up(this.size++, id, key, stamp);
      return;
    }
    if (key < (this.#keys[at] as number)) this.#up(at, id, key, stamp);
    else this.#down(at, id, key, stamp);
  }

  /** Take `id` out (nothing when it is not in). */
  remove(id: number): void {
    if (!this.has(id)) return;
    const at = this.#position[id] as number;
    this.#position[id] = -1;
    const last = --this.size;
    if (at === last) return;
    const movedId = this.#items[last] as number;
    const movedKey = this.#keys[last] as number;
    const movedStamp = this.#stamps[last] as number;
    if (this.#before(movedKey, movedStamp, this.#keys[at] as number, this.#stamps[at] as number)) {
      this.#up(at, movedId, movedKey, movedStamp);
    } else this.#down(at, movedId, movedKey, movedStamp);
  }

  /** Take the top out. */
  pop(): void {
    this.#position[this.#items[0] as number] = -1;
    const last = --this.size;
    if (last > 0) {
      this.#down(0, this.#items[last] as number, this.#keys[last] as number, this.#stamps[last] as number);
    }
  }

  #before(key: number, stamp: number, otherKey: number, otherStamp: number): boolean {
    return key < otherKey || (key === otherKey && stamp < otherStamp);
  }

  /** Place (id, key, stamp) at slot i or above it. */
  #up(i: number, id: number, key: number, stamp: number): void {
    const keys = this.#keys;
    const stamps = this.#stamps;
    const items = this.#items;
    const position = this.#position;
    while (i > 0) {
      const parent = (i - 1) >> 2;
      const k = keys[parent] as number;
      if (k < key || (k === key && (stamps[parent] as number) < stamp)) break;
      keys[i] = k;
      stamps[i] = stamps[parent] as number;
      const moved = items[parent] as number;
      items[i] = moved;
      position[moved] = i;
      i = parent;
    }
    keys[i] = key;
    stamps[i] = stamp;
    items[i] = id;
    position[id] = i;
  }

  /** Place (id, key, stamp) at slot i or below it. */
  #down(i: number, id: number, key: number, stamp: number): void {
    const keys = this.#keys;
    const stamps = this.#stamps;
    const items = this.#items;
    const position = this.#position;
    const size = this.size;
    for (;;) {
      const first = 4 * i + 1;
      if (first >= size) break;
      let child = first;
      let best = keys[first] as number;
      let bestStamp = stamps[first] as number;
      const end = Math.min(first + 4, size);
      for (let c = first + 1; c < end; c++) {
        const k = keys[c] as number;
        if (k < best || (k === best && (stamps[c] as number) < bestStamp)) {
          best = k;
          bestStamp = stamps[c] as number;
          child = c;
        }
      }
      if (best > key || (best === key && bestStamp > stamp)) break;
      keys[i] = best;
      stamps[i] = bestStamp;
      const moved = items[child] as number;
      items[i] = moved;
      position[moved] = i;
      i = child;
    }
    keys[i] = key;
    stamps[i] = stamp;
    items[i] = id;
    position[id] = i;
  }

  /** Make room for ids below `needed` (at least doubling); entries never outnumber ids. */
  #grow(needed: number): void {
    const n = Math.max(needed, 2 * this.#position.length);
    const keys = new Float64Array(n);
    const stamps = new Float64Array(n);
    const items = new Int32Array(n);
    const position = new Int32Array(n).fill(-1);
    keys.set(this.#keys);
    stamps.set(this.#stamps);
    items.set(this.#items);
    position.set(this.#position);
    this.#keys = keys;
    this.#stamps = stamps;
    this.#items = items;
    this.#position = position;
  }
}
