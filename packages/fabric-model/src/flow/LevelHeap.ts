/**
 * A 4-ary min-heap of (level, id) pairs on typed arrays (internal): shallower than a binary heap,
 * which matters because popping dominates the rate kernels' cost. Starts with room for `capacity`
 * entries and doubles when full.
 * Ties pop in an order fixed by the sequence of pushes and pops, so runs are deterministic.
 * @example const heap = new LevelHeap(8); heap.push(2.5, 3); heap.topId() // 3
 */
export class LevelHeap {
  size = 0;
  private keys: Float64Array;
  private ids: Int32Array;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(1, capacity));
    this.ids = new Int32Array(Math.max(1, capacity));
  }

  topId(): number {
    return this.ids[0] as number;
  }

  topKey(): number {
    return this.keys[0] as number;
  }

  push(key: number, id: number): void {
    if (this.size === this.keys.length) this.grow();
    const { keys, ids } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 2;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      ids[i] = ids[parent] as number;
      i = parent;
    }
    keys[i] = key;
    ids[i] = id;
  }

  pop(): void {
    const { keys, ids } = this;
    const last = --this.size;
    if (last <= 0) return;
    const key = keys[last] as number;
    const id = ids[last] as number;
    let i = 0;
    for (;;) {
      const first = 4 * i + 1;
      if (first >= last) break;
      let child = first;
      let best = keys[first] as number;
      const end = Math.min(first + 4, last);
      for (let c = first + 1; c < end; c++) {
        const k = keys[c] as number;
        if (k < best) {
          best = k;
          child = c;
        }
      }
      if (best >= key) break;
      keys[i] = best;
      ids[i] = ids[child] as number;
      i = child;
    }
    keys[i] = key;
    ids[i] = id;
  }

  private grow(): void {
    const keys = new Float64Array(2 * this.keys.length);
    const ids = new Int32Array(2 * this.ids.length);
    keys.set(this.keys);
    ids.set(this.ids);
    this.keys = keys;
    this.ids = ids;
  }
}
