import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trainingMicroBatchGeometry } from "../../src/training/trainingMicroBatchGeometry.ts";
import { studyBatch } from "./studyBatch.ts";

describe("trainingMicroBatchGeometry", () => {
  // ga = ceil(1483 * 3840 / (G * 35000)): 81.4 -> 82, 40.7 -> 41, 20.3 -> 21, 10.2 -> 11 (study's rule, worked by hand).
  it.each([
    [2, 82],
    [4, 41],
    [8, 21],
    [16, 11],
  ])("trainingMicroBatchGeometry(study batch, %i GPUs) accumulates %i micro-batches per step", (gpus, ga) => {
    expect(trainingMicroBatchGeometry({ batch: studyBatch, gpus }).gradientAccumulation).toBe(ga);
  });

  it("trainingMicroBatchGeometry with max_batch_len 50000 (the harness's H100 reading) gives 15 on 8 GPUs and 8 on 16", () => {
    const batch = { ...studyBatch, maxBatchLen: 50000 };
    expect(trainingMicroBatchGeometry({ batch, gpus: 8 }).gradientAccumulation).toBe(15);
    expect(trainingMicroBatchGeometry({ batch, gpus: 16 }).gradientAccumulation).toBe(8);
  });

  it("trainingMicroBatchGeometry(study batch, 2 GPUs) runs 9872 * 82 / 3840 micro-batches and 2 optimizer steps per epoch", () => {
    const g = trainingMicroBatchGeometry({ batch: studyBatch, gpus: 2 });
    expect(g.microBatchesPerEpoch).toBeCloseTo((9872 * 82) / 3840, 9);
    expect(g.optimizerStepsPerEpoch).toBe(2);
    expect(g.samplesPerMicroBatch).toBeCloseTo(3840 / 82, 9);
  });

  it("trainingMicroBatchGeometry picks the smallest accumulation whose micro-batch fits max_batch_len", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1024 }),
        fc.integer({ min: 100, max: 8000 }),
        fc.integer({ min: 1, max: 8192 }),
        fc.integer({ min: 4096, max: 131072 }),
        (gpus, tokens, batchSize, maxBatchLen) => {
          const batch = {
            samples: 10000,
            meanTokensPerSample: tokens,
            effectiveBatchSize: batchSize,
            maxBatchLen,
          };
          const g = trainingMicroBatchGeometry({ batch, gpus });
          expect(g.tokensPerGpuPerMicroBatch).toBeLessThanOrEqual(maxBatchLen * (1 + 1e-9));
          if (g.gradientAccumulation > 1) {
            expect((tokens * batchSize) / ((g.gradientAccumulation - 1) * gpus)).toBeGreaterThan(maxBatchLen);
          }
          expect(g.tokensPerGpuPerMicroBatch * gpus * g.microBatchesPerEpoch).toBeCloseTo(10000 * tokens, 0);
        },
      ),
      { seed: 42 },
    );
  });

  it("trainingMicroBatchGeometry throws RangeError on zero GPUs, fractional GPUs or a non-positive setting", () => {
    expect(() => trainingMicroBatchGeometry({ batch: studyBatch, gpus: 0 })).toThrow(RangeError);
    expect(() => trainingMicroBatchGeometry({ batch: studyBatch, gpus: 1.5 })).toThrow(RangeError);
    expect(() => trainingMicroBatchGeometry({ batch: { ...studyBatch, maxBatchLen: 0 }, gpus: 2 })).toThrow(
      RangeError,
    );
    expect(() =>
      trainingMicroBatchGeometry({ batch: { ...studyBatch, samples: Number.POSITIVE_INFINITY }, gpus: 2 }),
    ).toThrow(RangeError);
  });
});
