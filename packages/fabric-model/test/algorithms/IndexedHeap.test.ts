import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndexedHeap } from "../../src/algorithms/IndexedHeap.ts";

const IDS = 40;

/** Operations on ids 0..IDS-1: set a key, remove, or pop the top. Few distinct keys, so many ties. */
const operations = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant("set" as const),
      id: fc.nat({ max: IDS - 1 }),
      key: fc.integer({ min: 0, max: 12 }),
    }),
    fc.record({ op: fc.constant("remove" as const), id: fc.nat({ max: IDS - 1 }) }),
    fc.record({ op: fc.constant("pop" as const) }),
  ),
  { maxLength: 300 },
);

describe("IndexedHeap", () => {
  it("set / remove / pop pop the smallest key, ties in the order their keys were set, as a plain list would (fast-check, seed 42)", () => {
    fc.assert(
      fc.property(operations, fc.nat({ max: 3 }), (ops, capacity) => {
        // A small starting capacity makes the heap grow on the way.
        const heap = new IndexedHeap(capacity);
        let clock = 0;
        const reference = new Map<number, { key: number; stamp: number }>();
        const top = () =>
          [...reference.entries()].reduce((a, b) =>
            b[1].key < a[1].key || (b[1].key === a[1].key && b[1].stamp < a[1].stamp) ? b : a,
          );
        for (const o of ops) {
          if (o.op === "set") {
            heap.set(o.id, o.key);
            reference.set(o.id, { key: o.key, stamp: clock++ });
          } else if (o.op === "remove") {
            heap.remove(o.id);
            reference.delete(o.id);
          } else if (heap.size > 0) {
            const [id, entry] = top();
            expect([heap.topId(), heap.topKey()]).toEqual([id, entry.key]);
            reference.delete(id);
            heap.pop();
          }
          expect(heap.size).toBe(reference.size);
          for (let id = 0; id < IDS; id++) expect(heap.has(id)).toBe(reference.has(id));
        }
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it("new IndexedHeap(1).set(1000, k) grows to take an id past its capacity", () => {
    const heap = new IndexedHeap(1);
    heap.set(1000, 2);
    heap.set(5, 1);
    expect(heap.has(1000)).toBe(true);
    expect(heap.has(2000)).toBe(false);
    expect([heap.topId(), heap.topKey()]).toEqual([5, 1]);
    heap.pop();
    expect([heap.topId(), heap.size]).toEqual([1000, 1]);
  });
});
