import { describe, expect, it } from "vitest";
import { predictPublishedTrainingRun } from "../../src/advisor/predictPublishedTrainingRun.ts";
import { gpuPreset } from "../../src/presets/gpus.ts";
import { meta2024 } from "../../src/studies/meta2024.ts";

describe("meta2024 (Llama 3 405B pre-training, arXiv 2407.21783 Table 4)", () => {
  it("meta2024.runs: data-parallel replicas x sequences each x 8,192 tokens make Table 4's 16M tokens per batch", () => {
    for (const r of meta2024.runs) {
      expect(r.tensorParallel * r.pipelineParallel * r.dataParallel).toBe(r.gpus);
      expect(r.dataParallel * r.sequencesPerReplica * r.sequenceLength).toBe(16 * 2 ** 20);
    }
  });
  it("meta2024.runs: the TFLOPs per GPU over the H100's 989 TFLOP/s dense bf16 peak give the printed MFU, within a point where the row says why", () => {
    const peak = gpuPreset(meta2024.gpu.value).denseBf16 ?? 0;
    for (const r of meta2024.runs) {
      const mfu = Math.round((100 * r.flopsPerGpu) / peak) / 100;
      if (r.note === undefined) expect(mfu).toBe(r.printedMfu);
      else expect(Math.abs(mfu - r.printedMfu)).toBeLessThanOrEqual(0.01 + 1e-12);
    }
  });
  it("meta2024.pipelineInterleave: 126 layers and the embedding and output chunks fill 16 pipeline ranks with 8 one-layer chunks each", () => {
    const ranks = meta2024.runs[0]?.pipelineParallel ?? 0;
    expect((meta2024.model.value.layers + 2) / ranks).toBe(meta2024.pipelineInterleave.value);
  });
});

describe("predictPublishedTrainingRun(meta2024): the large-scale check of the cluster advisor", () => {
  for (const r of meta2024.runs) {
    it(`predictPublishedTrainingRun(meta2024, "${r.id}") holds the reported ${r.flopsPerGpu / 1e12} TFLOPs per GPU within its MFU band`, () => {
      const p = predictPublishedTrainingRun(meta2024, r.id);
      expect(p.mfu.low).toBeLessThanOrEqual(p.reportedMfu);
      expect(p.mfu.high).toBeGreaterThanOrEqual(p.reportedMfu);
      expect(p.mfu.low).toBeLessThan(p.mfu.value);
      expect(p.mfu.value).toBeLessThan(p.mfu.high);
      // The GPUs a replica spans and the batch as Table 4 sets them.
      expect(p.step.dataParallel).toBe(r.dataParallel);
      expect(p.step.microBatches).toBe(r.sequencesPerReplica);
    });
  }

  it('predictPublishedTrainingRun(meta2024, "8192-gpus"): the parameters cross the network once per step, the fp32 gradients once', () => {
    const p = predictPublishedTrainingRun(meta2024, "8192-gpus");
    const data = p.step.collectives.filter((c) => c.traffic === "data");
    expect(data.map((c) => [c.collective, c.perStep])).toEqual([
      ["all_gather", 1],
      ["reduce_scatter", 1],
    ]);
    const [gather, reduce] = data;
    expect(reduce?.bytes).toBe(2 * (gather?.bytes ?? 0));
  });

  it("predictPublishedTrainingRun rejects a run the report does not have", () => {
    expect(() => predictPublishedTrainingRun(meta2024, "16384-gpus-long-context")).toThrow(RangeError);
  });
});
