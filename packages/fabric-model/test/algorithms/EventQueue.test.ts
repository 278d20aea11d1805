import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EventQueue } from "../../src/algorithms/EventQueue.ts";

describe("EventQueue", () => {
  it("pops items by time, equal times in push order, with pushes and pops interleaved (fast-check, seed 42)", () => {
    const step = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant("pop" as const));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 300 }), (steps) => {
        const queue = new EventQueue<{ time: number; seq: number }>();
        const reference: { time: number; seq: number }[] = [];
        for (const [seq, s] of steps.entries()) {
          if (s === "pop") {
            reference.sort((a, b) => a.time - b.time || a.seq - b.seq);
            expect(queue.peek()).toEqual(reference[0]);
            expect(queue.pop()).toEqual(reference.shift());
          } else {
            queue.push({ time: s, seq });
            reference.push({ time: s, seq });
          }
          expect(queue.size).toBe(reference.length);
        }
      }),
      { seed: 42, numRuns: 200 },
    );
  });

  it("new EventQueue().pop() and .peek() on an empty queue give undefined", () => {
    const queue = new EventQueue<{ time: number }>();
    expect(queue.pop()).toBeUndefined();
    expect(queue.peek()).toBeUndefined();
  });
});
