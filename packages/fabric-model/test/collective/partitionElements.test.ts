import { describe, expect, it } from "vitest";
import { partitionElements } from "../../src/collective/partitionElements.ts";

describe("partitionElements", () => {
  it("partitionElements(10, 4) gives sizes 3, 3, 2, 2 covering 0..10", () => {
    expect(partitionElements(10, 4)).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 8 },
      { start: 8, end: 10 },
    ]);
  });

  it("partitionElements(2, 4) leaves the last ranges empty; bad arguments throw", () => {
    expect(partitionElements(2, 4).map((r) => r.end - r.start)).toEqual([1, 1, 0, 0]);
    expect(() => partitionElements(-1, 2)).toThrow(RangeError);
    expect(() => partitionElements(4, 0)).toThrow(RangeError);
  });
});
