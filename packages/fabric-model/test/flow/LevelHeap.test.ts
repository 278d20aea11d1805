import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LevelHeap } from "../../src/flow/LevelHeap.ts";

describe("LevelHeap", () => {
  it("pops (key, id) pairs in ascending key order and grows past its initial room (fast-check, seed 42)", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e12, noNaN: true }), { maxLength: 200 }), (keys) => {
        const heap = new LevelHeap(4);
        for (const [i, k] of keys.entries()) heap.push(k, i);
        const popped: number[] = [];
        while (heap.size > 0) {
          expect(keys[heap.topId()]).toBe(heap.topKey());
          popped.push(heap.topKey());
          heap.pop();
        }
        expect(popped).toEqual([...keys].sort((a, b) => a - b));
      }),
      { seed: 42, numRuns: 100 },
    );
  });
});
