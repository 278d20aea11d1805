import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advisorAssumptions } from "../../src/advisor/advisorAssumptions.ts";
import { type TrainingWorkload, trainingWorkloads } from "../../src/advisor/TrainingWorkload.ts";
import { type WorkloadStepInputs, workloadStepTime } from "../../src/advisor/workloadStepTime.ts";
import { gpuPreset } from "../../src/presets/gpus.ts";
import { gbps } from "../../src/units.ts";

const dense = trainingWorkloads["dense-pretraining"].workload;

function inputs(workload: TrainingWorkload, more: Partial<WorkloadStepInputs> = {}): WorkloadStepInputs {
  return {
    gpu: "h100-sxm",
    gpusPerNode: 8,
    nodes: 16,
    workload,
    fabric: { transport: "roce", nicCount: 8, nicRate: gbps(400), layerCap: null },
    computeEfficiency: 0.475,
    overlapShare: 0.75,
    cpuOptimizerRate: 1e9,
    side: "value",
    ...more,
  };
}

const gathers = (w: TrainingWorkload) =>
  workloadStepTime(inputs(w)).collectives.find((c) => c.collective === "all_gather")?.perStep;

describe("workloadStepTime: FSDP parameter gathers", () => {
  it("workloadStepTime(fsdp-full) gathers twice per micro-batch by default, once with parameterGather 'forward', once per step with 'step'", () => {
    const m = workloadStepTime(inputs(dense)).microBatches;
    expect(m).toBeGreaterThan(2);
    expect(gathers(dense)).toBe(2 * m);
    expect(gathers({ ...dense, parameterGather: "forward-and-backward" })).toBe(2 * m);
    expect(gathers({ ...dense, parameterGather: "forward" })).toBe(m);
    expect(gathers({ ...dense, parameterGather: "step" })).toBe(1);
  });

  it("workloadStepTime: fewer parameter gathers never expose more data-parallel time, nor change the compute (fast-check, seed 22)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4, 16, 64),
        fc.constantFrom(8192, 32768),
        fc.constantFrom<"micro-batch" | "step">("micro-batch", "step"),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (nodes, microBatchTokens, gradientSync, overlapShare) => {
          const at = (parameterGather: "forward-and-backward" | "forward" | "step") =>
            workloadStepTime(
              inputs({ ...dense, microBatchTokens, gradientSync, parameterGather }, { nodes, overlapShare }),
            ).step;
          const [both, forward, step] = [at("forward-and-backward"), at("forward"), at("step")];
          expect(forward.dataExposed).toBeLessThanOrEqual(both.dataExposed * (1 + 1e-12));
          expect(step.dataExposed).toBeLessThanOrEqual(forward.dataExposed * (1 + 1e-12));
          expect(step.compute).toBe(both.compute);
        },
      ),
      { seed: 22, numRuns: 40 },
    );
  });

  it("workloadStepTime leaves DDP and hybrid-shard alone whatever parameterGather says", () => {
    for (const dataParallel of ["ddp", "fsdp-hybrid"] as const) {
      const base = workloadStepTime(inputs({ ...dense, dataParallel })).step;
      expect(workloadStepTime(inputs({ ...dense, dataParallel, parameterGather: "step" })).step).toEqual(
        base,
      );
    }
  });

  it("workloadStepTime with gradientReduceBytes 4 reduce-scatters twice the bytes it gathers", () => {
    const c = workloadStepTime(inputs({ ...dense, gradientReduceBytes: 4 })).collectives;
    const gather = c.find((x) => x.collective === "all_gather");
    const reduce = c.find((x) => x.collective === "reduce_scatter");
    expect(reduce?.bytes).toBe(2 * (gather?.bytes ?? 0));
  });
});

describe("workloadStepTime: tensor parallelism inside the compute efficiency", () => {
  const a100 = advisorAssumptions.computeEfficiency.measuredOn;

  it("workloadStepTime on the GPU the efficiency was measured on adds no tensor-parallel time", () => {
    const s = workloadStepTime(inputs(dense, { gpu: a100, computeEfficiencyMeasuredOn: a100 })).step;
    const plain = workloadStepTime(inputs(dense, { gpu: a100 })).step;
    expect(plain.tensor).toBeGreaterThan(0);
    expect(s.tensor).toBeCloseTo(0, 12);
    expect(s.tensorInEfficiency).toBeCloseTo(plain.tensor, 12);
  });

  it("workloadStepTime(h100, measured on a100) adds the H100 all-reduces less the A100 ones scaled by 312/989 TFLOP/s", () => {
    const own = workloadStepTime(inputs(dense)).step;
    const there = workloadStepTime(inputs(dense, { gpu: a100 })).step;
    const s = workloadStepTime(inputs(dense, { computeEfficiencyMeasuredOn: a100 })).step;
    const ratio = (gpuPreset(a100).denseBf16 ?? 0) / (gpuPreset("h100-sxm").denseBf16 ?? 1);
    expect(ratio).toBeCloseTo(312 / 989, 12);
    expect(s.tensorInEfficiency).toBeCloseTo(there.tensor * ratio, 9);
    expect(s.tensor).toBeCloseTo(own.tensor - there.tensor * ratio, 9);
    expect(s.tensor).toBeGreaterThan(0);
    expect(s.total).toBeLessThan(own.total);
  });

  it("workloadStepTime: what the efficiency holds never exceeds the tensor-parallel time, on any GPU or side (fast-check, seed 22)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("a100-sxm", "h100-sxm", "h200-sxm", "b200-sxm", "l40s"),
        fc.constantFrom<"value" | "fast" | "slow">("value", "fast", "slow"),
        fc.constantFrom(2, 4, 8),
        (gpu, side, tensorParallel) => {
          const w = { ...dense, tensorParallel };
          const s = workloadStepTime(inputs(w, { gpu, side, computeEfficiencyMeasuredOn: a100 })).step;
          const plain = workloadStepTime(inputs(w, { gpu, side })).step;
          expect(s.tensor).toBeGreaterThanOrEqual(0);
          expect(s.tensor + s.tensorInEfficiency).toBeCloseTo(plain.tensor, 9);
        },
      ),
      { seed: 22, numRuns: 30 },
    );
  });
});

describe("workloadStepTime: the workload's own shape", () => {
  it("workloadStepTime with shape { layers: 126, hiddenSize: 16384 } all-reduces tokens x 16384 x 2 bytes, 4 per layer of a stage", () => {
    const w: TrainingWorkload = {
      ...dense,
      modelParameters: 405e9,
      shape: { layers: 126, hiddenSize: 16384 },
      pipelineParallel: 2,
    };
    const s = workloadStepTime(inputs(w));
    const tensor = s.collectives.find((c) => c.traffic === "tensor");
    expect(tensor?.bytes).toBe(s.microBatchTokens * 16384 * 2);
    expect(tensor?.perStep).toBe(s.microBatches * (126 / 2) * 4);
  });
});
