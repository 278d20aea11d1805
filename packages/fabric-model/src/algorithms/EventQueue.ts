import { IndexedHeap } from "./IndexedHeap.ts";

/**
 * A queue of timed items that pops the earliest first, and items of equal time in the order they
 * were pushed: a discrete-event simulator's schedule (internal; the verbs simulator's). Each item
 * sits in a slot of an `IndexedHeap` keyed by its time; freed slots are reused.
 * @example const q = new EventQueue<{ time: number }>(); q.push({ time: 2 }); q.push({ time: 1 }); q.pop()?.time // 1
 */
export class EventQueue<T extends { readonly time: number }> {
  readonly #heap = new IndexedHeap();
  readonly #slots: (T | undefined)[] = [];
  readonly #free: number[] = [];

  /** Number of queued items. */
  get size(): number {
    return this.#heap.size;
  }

  /** The earliest item without removing it, or undefined when empty. */
  peek(): T | undefined {
    return this.#heap.size === 0 ? undefined : this.#slots[this.#heap.topId()];
  }

  /** Queue an item at its `time`. */
  push(item: T): void {
    const slot = this.#free.pop() ?? this.#slots.length;
    this.#slots[slot] = item;
    this.#heap.set(slot, item.time);
  }

  /** Remove and return the earliest item, or undefined when empty. */
  pop(): T | undefined {
    if (this.#heap.size === 0) return undefined;
    const slot = this.#heap.topId();
    this.#heap.pop();
    const item = this.#slots[slot];
    this.#slots[slot] = undefined;
    this.#free.push(slot);
    return item;
  }
}
