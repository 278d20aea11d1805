import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advisorAssumptions } from "../../src/advisor/advisorAssumptions.ts";
import { advisorBandwidthThresholds } from "../../src/advisor/advisorBandwidthThresholds.ts";
import { evaluateTrainingScenario } from "../../src/training/evaluateTrainingScenario.ts";
import { resolveTrainingScenario } from "../../src/training/resolveTrainingScenario.ts";
import { trainingStepTime } from "../../src/training/trainingStepTime.ts";
import { bitsPerSecond, type FlopsPerSecond } from "../../src/units.ts";

function runAt(context: ReturnType<typeof resolveTrainingScenario>, nodes: number, bandwidth: number) {
  return trainingStepTime({
    gpuPeak: context.gpu.denseBf16 as FlopsPerSecond,
    mfu: context.mfu.value,
    gpusPerNode: context.gpusPerNode,
    nodes,
    modelParameters: context.modelParameters,
    batch: context.batch,
    strategy: context.strategy,
    sync: context.sync,
    cpuOffload: context.cpuOffload,
    networkBandwidth: bitsPerSecond(bandwidth),
    overlapShare: context.overlapShare.value,
    cpuOptimizerRate: context.cpuOptimizerRate.value,
  });
}

describe("advisorBandwidthThresholds", () => {
  it("advisorBandwidthThresholds(2 H100 nodes) needs about 20 Gb/s to hide the gradient all-reduce: bytes / backward window", () => {
    const context = resolveTrainingScenario({ gpu: "h100-sxm", network: "sriov-vf" });
    const t = advisorBandwidthThresholds({ context, nodes: 2, targetSamplesPerSecond: 1 });
    const step = runAt(context, 2, 1e12);
    // Hybrid-shard moves 2(n-1)/n x P x 2 bytes per node per micro-batch; the backward pass hides
    // it behind overlapShare of the micro-batch's compute.
    const bytes = ((2 * (2 - 1)) / 2) * 8.17e9 * 2;
    const window = context.overlapShare.value * step.microBatch.compute;
    const exact = (bytes * 8) / window;
    expect(t.hidden / exact).toBeGreaterThan(1 - 2 * advisorAssumptions.hiddenExposedShare.value);
    expect(t.hidden / exact).toBeLessThanOrEqual(1.000001);
    expect(t.hidden / 1e9).toBeGreaterThan(15);
    expect(t.hidden / 1e9).toBeLessThan(25);
  });

  it("advisorBandwidthThresholds: at the required bandwidth throughput reaches the target, just below it it does not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("l40s" as const, "h100-sxm" as const),
        fc.integer({ min: 2, max: 16 }),
        fc.double({ min: 0.3, max: 0.99, noNaN: true }),
        (gpu, nodes, share) => {
          const context = resolveTrainingScenario({ gpu, network: "vnic" });
          const saturated = runAt(context, nodes, 1e15).samplesPerSecond;
          const t = advisorBandwidthThresholds({ context, nodes, targetSamplesPerSecond: share * saturated });
          expect(t.required).not.toBeNull();
          const required = t.required as number;
          expect(runAt(context, nodes, required * 1.0001).samplesPerSecond).toBeGreaterThanOrEqual(
            share * saturated,
          );
          expect(runAt(context, nodes, required * 0.999).samplesPerSecond).toBeLessThan(share * saturated);
          expect(t.saturatedSamplesPerSecond).toBeCloseTo(saturated, 9);
        },
      ),
      { seed: 42, numRuns: 30 },
    );
  });

  it("advisorBandwidthThresholds returns no required bandwidth for a target above the compute-bound throughput", () => {
    const context = resolveTrainingScenario({ gpu: "l40s", network: "vnic" });
    const best = evaluateTrainingScenario(context, 4).samplesPerSecond.value;
    expect(
      advisorBandwidthThresholds({ context, nodes: 4, targetSamplesPerSecond: best * 2 }).required,
    ).toBeNull();
  });

  it("advisorBandwidthThresholds rejects one node: nothing crosses the network", () => {
    const context = resolveTrainingScenario({ gpu: "l40s", network: "vnic" });
    expect(() => advisorBandwidthThresholds({ context, nodes: 1, targetSamplesPerSecond: 1 })).toThrow(
      RangeError,
    );
  });
});
