import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndexedLevelHeap } from "../../src/flow/IndexedLevelHeap.ts";

const IDS = 40;

/** Operations on ids 0..IDS-1: set a key, remove, or pop the top. */
const operations = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant("set" as const),
      id: fc.nat({ max: IDS - 1 }),
      key: fc.integer({ min: 0, max: 50 }),
    }),
    fc.record({ op: fc.constant("remove" as const), id: fc.nat({ max: IDS - 1 }) }),
    fc.record({ op: fc.constant("pop" as const) }),
  ),
  { maxLength: 300 },
);

describe("IndexedLevelHeap", () => {
  it("set / remove / pop keep the smallest key on top, one entry per id, as a plain map would (fast-check, seed 42)", () => {
    fc.assert(
      fc.property(operations, (ops) => {
        const heap = new IndexedLevelHeap(IDS);
        const reference = new Map<number, number>();
        for (const o of ops) {
          if (o.op === "set") {
            heap.set(o.id, o.key);
            reference.set(o.id, o.key);
          } else if (o.op === "remove") {
            heap.remove(o.id);
            reference.delete(o.id);
          } else if (heap.size > 0) {
            expect(reference.get(heap.topId())).toBe(heap.topKey());
            reference.delete(heap.topId());
            heap.pop();
          }
          expect(heap.size).toBe(reference.size);
          if (heap.size > 0) expect(heap.topKey()).toBe(Math.min(...reference.values()));
          for (let id = 0; id < IDS; id++) expect(heap.has(id)).toBe(reference.has(id));
        }
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
