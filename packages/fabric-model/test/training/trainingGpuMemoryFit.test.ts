import { describe, expect, it } from "vitest";
import { gpus } from "../../src/presets/gpus.ts";
import { trainingAssumptions } from "../../src/training/trainingAssumptions.ts";
import { trainingGpuMemoryFit } from "../../src/training/trainingGpuMemoryFit.ts";
import { trainingGpuStateBytes } from "../../src/training/trainingGpuStateBytes.ts";

/** Granite 3.1 8B, the study's model. */
const P = 8.17e9;
const state = (strategy: "ddp" | "hybrid-shard" | "full-shard") =>
  trainingGpuStateBytes({ strategy, modelParameters: P, nodes: 2, gpusPerNode: 8, cpuOffload: false });

describe("trainingGpuMemoryFit", () => {
  it("trainingGpuMemoryFit(DDP of the 8B model, H100) exceeds its memory: 130.7 GB of state against 72 GB a job can fill of 80", () => {
    const fit = trainingGpuMemoryFit({ stateBytes: state("ddp"), gpu: "h100-sxm" });
    expect(fit.code).toBe("exceeds-gpu-memory");
    expect(fit.values.stateBytes / 1e9).toBeCloseTo(130.72, 2);
    expect(fit.values.gpuMemory).toBe(gpus["h100-sxm"].memory);
    expect(fit.values.usableBytes).toBeCloseTo(
      gpus["h100-sxm"].memory * trainingAssumptions.gpuMemoryUsableShare.value,
      0,
    );
  });

  it("trainingGpuMemoryFit(HYBRID_SHARD and FULL_SHARD over 8 and 16 H100) fits", () => {
    expect(trainingGpuMemoryFit({ stateBytes: state("hybrid-shard"), gpu: "h100-sxm" }).code).toBe("fits");
    expect(trainingGpuMemoryFit({ stateBytes: state("full-shard"), gpu: "h100-sxm" }).code).toBe("fits");
  });

  it("trainingGpuMemoryFit: the same state fits a larger GPU (H200, 141 GB) and not a smaller one (L40S, 48 GB)", () => {
    const hybridOver2 = trainingGpuStateBytes({
      strategy: "hybrid-shard",
      modelParameters: P,
      nodes: 4,
      gpusPerNode: 2,
      cpuOffload: false,
    });
    expect(trainingGpuMemoryFit({ stateBytes: hybridOver2, gpu: "h200-sxm" }).code).toBe("fits");
    expect(trainingGpuMemoryFit({ stateBytes: hybridOver2, gpu: "l40s" }).code).toBe("exceeds-gpu-memory");
  });

  it("trainingGpuMemoryFit throws a RangeError on a negative or non-finite state", () => {
    expect(() => trainingGpuMemoryFit({ stateBytes: -1 as never, gpu: "h100-sxm" })).toThrow(RangeError);
    expect(() => trainingGpuMemoryFit({ stateBytes: Number.NaN as never, gpu: "h100-sxm" })).toThrow(
      RangeError,
    );
  });
});
