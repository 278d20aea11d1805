/**
 * A 4-ary min-heap of levels keyed by integer ids 0 .. ids-1, each present at most once, on typed
 * arrays (internal): `set` inserts an id or moves its key either way, `remove` takes it out, so no
 * stale entry is ever popped. Ties pop in an order fixed by the sequence of operations, so runs are
 * deterministic.
 * @example const heap = new IndexedLevelHeap(8); heap.set(3, 2.5); heap.set(3, 1.5); heap.topKey() // 1.5
 */
export class IndexedLevelHeap {
  size = 0;
  private readonly keys: Float64Array;
  private readonly items: Int32Array;
  /** Where each id sits in `items`, or -1. */
  private readonly position: Int32Array;

  constructor(ids: number) {
    const n = Math.max(1, ids);
    this.keys = new Float64Array(n);
    this.items = new Int32Array(n);
    this.position = new Int32Array(n).fill(-1);
  }

  topId(): number {
    return this.items[0] as number;
  }

  topKey(): number {
    return this.keys[0] as number;
  }

  has(id: number): boolean {
    return (this.position[id] as number) >= 0;
  }

  /** Insert `id` with `key`, or give it that key if it is in already. */
  set(id: number, key: number): void {
    const at = this.position[id] as number;
    if (at < 0) {
      this.up(this.size++, id, key);
      return;
    }
    if (key < (this.keys[at] as number)) this.up(at, id, key);
    else this.down(at, id, key);
  }

  /** Take `id` out (nothing when it is not in). */
  remove(id: number): void {
    const at = this.position[id] as number;
    if (at < 0) return;
    this.position[id] = -1;
    const last = --this.size;
    if (at === last) return;
    const movedId = this.items[last] as number;
    const movedKey = this.keys[last] as number;
    if (movedKey < (this.keys[at] as number)) this.up(at, movedId, movedKey);
    else this.down(at, movedId, movedKey);
  }

  /** Take the top out. */
  pop(): void {
    this.position[this.items[0] as number] = -1;
    const last = --this.size;
    if (last > 0) this.down(0, this.items[last] as number, this.keys[last] as number);
  }

  /** Place (id, key) at slot i or above it. */
  private up(i: number, id: number, key: number): void {
    const { keys, items, position } = this;
    while (i > 0) {
      const parent = (i - 1) >> 2;
      const k = keys[parent] as number;
      if (k <= key) break;
      keys[i] = k;
      const moved = items[parent] as number;
      items[i] = moved;
      position[moved] = i;
      i = parent;
    }
    keys[i] = key;
    items[i] = id;
    position[id] = i;
  }

  /** Place (id, key) at slot i or below it. */
  private down(i: number, id: number, key: number): void {
    const { keys, items, position } = this;
    const size = this.size;
    for (;;) {
      const first = 4 * i + 1;
      if (first >= size) break;
      let child = first;
      let best = keys[first] as number;
      const end = Math.min(first + 4, size);
      for (let c = first + 1; c < end; c++) {
        const k = keys[c] as number;
        if (k < best) {
          best = k;
          child = c;
        }
      }
      if (best >= key) break;
      keys[i] = best;
      const moved = items[child] as number;
      items[i] = moved;
      position[moved] = i;
      i = child;
    }
    keys[i] = key;
    items[i] = id;
    position[id] = i;
  }
}
