import { describe, expect, it } from "vitest";
import { trainingOverlapShare } from "../../src/training/trainingOverlapShare.ts";

describe("trainingOverlapShare", () => {
  it("trainingOverlapShare({ activationCheckpointing: true }) is 3/4: backward 4 + recompute 2 of 8 FLOPs per parameter-token", () => {
    expect(trainingOverlapShare({ activationCheckpointing: true })).toBe(0.75);
  });

  it("trainingOverlapShare({ activationCheckpointing: false }) is 2/3: backward 4 of 6", () => {
    expect(trainingOverlapShare({ activationCheckpointing: false })).toBeCloseTo(2 / 3, 12);
  });
});
