import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redhat2025 } from "../../src/studies/redhat2025.ts";
import { predictTraining } from "../../src/training/predictTraining.ts";
import { resolveTrainingScenario } from "../../src/training/resolveTrainingScenario.ts";
import { trainingActivationBytesPerToken } from "../../src/training/trainingActivationBytesPerToken.ts";
import { trainingMicroBatchTokenLimit } from "../../src/training/trainingMicroBatchTokenLimit.ts";
import { trainingScenarioBatch } from "../../src/training/trainingScenarioBatch.ts";
import { bytes } from "../../src/units.ts";

const granite = { parameters: 8.17e9, layers: 40, hiddenSize: 4096 };

describe("trainingActivationBytesPerToken", () => {
  it("trainingActivationBytesPerToken(Granite 3.1 8B itself) -> (2·40 + 34)·4096 = 466,944 B", () => {
    expect(trainingActivationBytesPerToken({ modelParameters: 8.17e9, reference: granite })).toBe(466944);
  });

  it("trainingActivationBytesPerToken(8x the parameters) -> twice the layers and twice the width", () => {
    // Cube root of 8 is 2: (2·80 + 34)·8192.
    const big = trainingActivationBytesPerToken({ modelParameters: 8 * 8.17e9, reference: granite });
    expect(big).toBeCloseTo((2 * 80 + 34) * 8192, 3);
  });

  it("trainingActivationBytesPerToken grows with the parameter count", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e8, max: 1e12, noNaN: true }),
        fc.double({ min: 1.01, max: 10, noNaN: true }),
        (p, k) => {
          const a = trainingActivationBytesPerToken({ modelParameters: p, reference: granite });
          const b = trainingActivationBytesPerToken({ modelParameters: p * k, reference: granite });
          expect(b).toBeGreaterThan(a);
        },
      ),
    );
  });

  it("trainingActivationBytesPerToken(0 parameters) throws a RangeError", () => {
    expect(() => trainingActivationBytesPerToken({ modelParameters: 0, reference: granite })).toThrow(
      RangeError,
    );
  });
});

describe("trainingMicroBatchTokenLimit", () => {
  it("trainingMicroBatchTokenLimit(80 GB, 16.3 GB state, 466,944 B per token, 0.9) -> (72 - 16.3) GB / 466,944 B", () => {
    const limit = trainingMicroBatchTokenLimit({
      gpuMemory: bytes(80e9),
      stateBytes: bytes(16.3e9),
      activationBytesPerToken: bytes(466944),
      usableShare: 0.9,
    });
    expect(limit).toBeCloseTo((72e9 - 16.3e9) / 466944, 6);
  });

  it("trainingMicroBatchTokenLimit(state larger than the usable memory) -> 0", () => {
    expect(
      trainingMicroBatchTokenLimit({
        gpuMemory: bytes(48e9),
        stateBytes: bytes(65e9),
        activationBytesPerToken: bytes(466944),
        usableShare: 0.9,
      }),
    ).toBe(0);
  });

  it("trainingMicroBatchTokenLimit(usable share 0) throws a RangeError", () => {
    expect(() =>
      trainingMicroBatchTokenLimit({
        gpuMemory: bytes(80e9),
        stateBytes: bytes(0),
        activationBytesPerToken: bytes(1),
        usableShare: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe("trainingScenarioBatch", () => {
  it("trainingScenarioBatch(the study's own model on either cluster, any node count) keeps the study's max_batch_len", () => {
    // The calibrated points are unchanged by the memory bound: the 8B job leaves room for far more tokens.
    for (const gpu of ["l40s", "h100-sxm"] as const) {
      const ctx = resolveTrainingScenario({ gpu, network: "vnic" });
      for (const nodes of [1, 2, 4, 8, 64]) {
        const run = trainingScenarioBatch(ctx, nodes);
        expect(run.batch).toBe(ctx.batch);
        expect(run.tokenLimit).toBeGreaterThan(2 * ctx.batch.maxBatchLen);
        expect(run.exceedsMemory).toBe(false);
      }
    }
  });

  it("trainingScenarioBatch(H100, 34B, hybrid-shard without offload) lowers max_batch_len to the few thousand tokens that fit", () => {
    const ctx = resolveTrainingScenario({ gpu: "h100-sxm", network: "sriov-vf", modelParameters: 34e9 });
    const run = trainingScenarioBatch(ctx, 2);
    // 34e9 · 16 B / 8 GPUs = 68 GB of state, 4 GB left of 72 usable.
    expect(run.stateBytes).toBeCloseTo(68e9, -6);
    expect(run.batch.maxBatchLen).toBeGreaterThan(ctx.batch.meanTokensPerSample);
    expect(run.batch.maxBatchLen).toBeLessThan(ctx.batch.maxBatchLen / 5);
    expect(run.exceedsMemory).toBe(false);
  });

  it("trainingScenarioBatch(H100, 70B, full-shard over 2 nodes) flags the job as exceeding memory and keeps one sample per micro-batch", () => {
    const ctx = resolveTrainingScenario({
      gpu: "h100-sxm",
      network: "sriov-vf",
      modelParameters: 70e9,
      strategy: "full-shard",
    });
    const run = trainingScenarioBatch(ctx, 2);
    expect(run.exceedsMemory).toBe(true);
    expect(run.batch.maxBatchLen).toBe(ctx.batch.meanTokensPerSample);
    expect(
      predictTraining({
        gpu: "h100-sxm",
        network: "sriov-vf",
        nodes: 2,
        modelParameters: 70e9,
        strategy: "full-shard",
      }).warnings,
    ).toEqual(["exceeds-gpu-memory"]);
  });

  it("trainingScenarioBatch: the token budget never grows with the model size", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e9, max: 7e10, noNaN: true }),
        fc.double({ min: 1.01, max: 5, noNaN: true }),
        fc.constantFrom("l40s", "h100-sxm"),
        fc.constantFrom(false, true),
        fc.integer({ min: 1, max: 16 }),
        (p, k, gpu, cpuOffload, nodes) => {
          const at = (modelParameters: number) =>
            trainingScenarioBatch(
              resolveTrainingScenario({ gpu, network: "vnic", modelParameters, cpuOffload }),
              nodes,
            ).batch.maxBatchLen;
          expect(at(p * k)).toBeLessThanOrEqual(at(p));
        },
      ),
    );
  });

  it("the study's model shape is Granite 3.1 8B's and matches its parameter count within 2% (P ≈ 12·L·h²)", () => {
    const { parameters, shape } = redhat2025.config.model;
    expect(Math.abs((12 * shape.layers * shape.hiddenSize ** 2) / parameters - 1)).toBeLessThan(0.02);
  });
});
