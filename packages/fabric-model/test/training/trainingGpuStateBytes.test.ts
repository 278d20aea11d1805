import { describe, expect, it } from "vitest";
import { gpus } from "../../src/presets/gpus.ts";
import { trainingGpuStateBytes } from "../../src/training/trainingGpuStateBytes.ts";

const P = 8.17e9;

describe("trainingGpuStateBytes", () => {
  it("trainingGpuStateBytes: the study's 8B model sharded over 2 L40S needs 65 GB, more than 48 GB, so it ran offloaded", () => {
    const state = trainingGpuStateBytes({
      strategy: "hybrid-shard",
      modelParameters: P,
      nodes: 4,
      gpusPerNode: 2,
      cpuOffload: false,
    });
    expect(state).toBeCloseTo((16 * P) / 2, -3);
    expect(state).toBeGreaterThan(gpus.l40s.memory);
    expect(
      trainingGpuStateBytes({
        strategy: "hybrid-shard",
        modelParameters: P,
        nodes: 4,
        gpusPerNode: 2,
        cpuOffload: true,
      }),
    ).toBe(0);
  });

  it("trainingGpuStateBytes: sharded over 8 H100 it fits (16 GB of 80) without offload", () => {
    const state = trainingGpuStateBytes({
      strategy: "hybrid-shard",
      modelParameters: P,
      nodes: 2,
      gpusPerNode: 8,
      cpuOffload: false,
    });
    expect(state).toBeLessThan(gpus["h100-sxm"].memory);
  });

  it("trainingGpuStateBytes: full-shard divides by all GPUs, ddp keeps all of it on each", () => {
    const base = { modelParameters: P, nodes: 4, gpusPerNode: 8, cpuOffload: false } as const;
    expect(trainingGpuStateBytes({ ...base, strategy: "full-shard" })).toBeCloseTo((16 * P) / 32, -3);
    expect(trainingGpuStateBytes({ ...base, strategy: "ddp" })).toBeCloseTo(16 * P, -3);
  });
});
