/** What the heap orders by: simulated time, then the order of scheduling. */
export interface VerbsHeapItem {
  time: number;
  seq: number;
}

/**
 * Binary min-heap of scheduled events ordered by (time, seq), so events at the same simulated time
 * run in the order they were scheduled. Internal to the verbs simulator.
 * `const h = new VerbsEventHeap<VerbsScheduled>(); h.push(ev); h.pop()`
 */
export class VerbsEventHeap<T extends VerbsHeapItem> {
  #items: T[] = [];

  /** Number of scheduled events. */
  get size(): number {
    return this.#items.length;
  }

  /** The earliest event without removing it, or undefined. */
  peek(): T | undefined {
    return this.#items[0];
  }

  /** Adds an event. */
  push(item: T): void {
    const items = this.#items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent] as T;
      if (p.time < item.time || (p.time === item.time && p.seq < item.seq)) break;
      items[i] = p;
      i = parent;
    }
    items[i] = item;
  }

  /** Removes and returns the earliest event, or undefined when empty. */
  pop(): T | undefined {
    const items = this.#items;
    const top = items[0];
    const last = items.pop();
    if (top === undefined || last === undefined || items.length === 0) return top;
    const n = items.length;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      const li = items[l] as T;
      if (r < n) {
        const ri = items[r] as T;
        if (ri.time < li.time || (ri.time === li.time && ri.seq < li.seq)) c = r;
      }
      const ci = items[c] as T;
      if (last.time < ci.time || (last.time === ci.time && last.seq < ci.seq)) break;
      items[i] = ci;
      i = c;
    }
    items[i] = last;
    return top;
  }
}
