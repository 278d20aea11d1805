import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trainingShardingStrategies } from "../../src/training/TrainingScenario.ts";
import { type TrainingStepInputs, trainingStepTime } from "../../src/training/trainingStepTime.ts";
import { gbps, tflopsPerSecond } from "../../src/units.ts";
import { studyBatch } from "./studyBatch.ts";

const h100: TrainingStepInputs = {
  gpuPeak: tflopsPerSecond(989),
  mfu: 0.19,
  gpusPerNode: 8,
  nodes: 2,
  modelParameters: 8.17e9,
  batch: studyBatch,
  strategy: "hybrid-shard",
  sync: "micro-batch",
  cpuOffload: false,
  networkBandwidth: gbps(5),
  overlapShare: 0.75,
  cpuOptimizerRate: 1e9,
};

const arbitraryInputs = fc.record({
  mfu: fc.double({ min: 0.05, max: 0.6, noNaN: true }),
  gpusPerNode: fc.constantFrom(1, 2, 4, 8),
  nodes: fc.integer({ min: 1, max: 64 }),
  modelParameters: fc.double({ min: 1e9, max: 7e10, noNaN: true }),
  strategy: fc.constantFrom(...trainingShardingStrategies),
  sync: fc.constantFrom("micro-batch" as const, "optimizer-step" as const),
  cpuOffload: fc.boolean(),
  bandwidthGbps: fc.double({ min: 0.1, max: 800, noNaN: true }),
  overlapShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

function inputsOf(a: {
  mfu: number;
  gpusPerNode: number;
  nodes: number;
  modelParameters: number;
  strategy: TrainingStepInputs["strategy"];
  sync: TrainingStepInputs["sync"];
  cpuOffload: boolean;
  bandwidthGbps: number;
  overlapShare: number;
}): TrainingStepInputs {
  const { bandwidthGbps, ...rest } = a;
  return { ...h100, ...rest, networkBandwidth: gbps(bandwidthGbps) };
}

describe("trainingStepTime", () => {
  it("trainingStepTime on one node is compute (6 P tokens / (peak * mfu)) plus the optimizer, whatever the bandwidth", () => {
    const one = trainingStepTime({ ...h100, nodes: 1, networkBandwidth: gbps(0) });
    const tokens = one.geometry.tokensPerGpuPerMicroBatch;
    expect(one.microBatch.compute).toBeCloseTo((6 * 8.17e9 * tokens) / (989e12 * 0.19), 9);
    expect(one.epoch.exposedCommunication + one.epoch.hiddenCommunication).toBe(0);
    expect(one.samplesPerSecond).toBeCloseTo(9872 / one.epoch.total, 9);
  });

  it("trainingStepTime: every micro-batch's network time is split into exposed and hidden, and the parts sum to the total", () => {
    fc.assert(
      fc.property(arbitraryInputs, (a) => {
        const r = trainingStepTime(inputsOf(a));
        for (const b of [r.step, r.epoch]) {
          expect(b.total).toBeCloseTo(b.compute + b.exposedCommunication + b.optimizer, 6);
          expect(Number.isFinite(b.total)).toBe(true);
        }
        const ga = r.geometry.gradientAccumulation;
        const syncs = a.sync === "micro-batch" ? ga : 1;
        const network = syncs * r.microBatch.networkWithSync + (ga - syncs) * r.microBatch.networkWithoutSync;
        expect(r.step.exposedCommunication + r.step.hiddenCommunication).toBeCloseTo(network, 6);
      }),
      { seed: 42 },
    );
  });

  it("trainingStepTime: max(compute, network) <= step without optimizer <= compute + network", () => {
    fc.assert(
      fc.property(arbitraryInputs, (a) => {
        const r = trainingStepTime(inputsOf(a));
        const ga = r.geometry.gradientAccumulation;
        const syncs = a.sync === "micro-batch" ? ga : 1;
        const network = syncs * r.microBatch.networkWithSync + (ga - syncs) * r.microBatch.networkWithoutSync;
        const busy = r.step.total - r.step.optimizer;
        const slack = 1e-9 * (r.step.compute + network);
        expect(busy).toBeGreaterThanOrEqual(Math.max(r.step.compute, network) - slack);
        expect(busy).toBeLessThanOrEqual(r.step.compute + network + slack);
      }),
      { seed: 42 },
    );
  });

  it("trainingStepTime: throughput never falls with more bandwidth, more MFU or more overlap, and never rises with model size", () => {
    fc.assert(
      fc.property(arbitraryInputs, fc.double({ min: 1.01, max: 4, noNaN: true }), (a, k) => {
        const base = trainingStepTime(inputsOf(a)).samplesPerSecond;
        const tol = base * 1e-9;
        expect(
          trainingStepTime(inputsOf({ ...a, bandwidthGbps: a.bandwidthGbps * k })).samplesPerSecond,
        ).toBeGreaterThanOrEqual(base - tol);
        expect(trainingStepTime(inputsOf({ ...a, mfu: a.mfu * k })).samplesPerSecond).toBeGreaterThanOrEqual(
          base - tol,
        );
        const more = Math.min(1, a.overlapShare * k);
        expect(
          trainingStepTime(inputsOf({ ...a, overlapShare: more })).samplesPerSecond,
        ).toBeGreaterThanOrEqual(base - tol);
        expect(
          trainingStepTime(inputsOf({ ...a, modelParameters: a.modelParameters * k })).samplesPerSecond,
        ).toBeLessThan(base);
      }),
      { seed: 42 },
    );
  });

  it("trainingStepTime: syncing once per optimizer step is never slower than on every micro-batch", () => {
    fc.assert(
      fc.property(arbitraryInputs, (a) => {
        const perMicroBatch = trainingStepTime(inputsOf({ ...a, sync: "micro-batch" })).samplesPerSecond;
        const perStep = trainingStepTime(inputsOf({ ...a, sync: "optimizer-step" })).samplesPerSecond;
        expect(perStep).toBeGreaterThanOrEqual(perMicroBatch * (1 - 1e-12));
      }),
      { seed: 42 },
    );
  });

  it("trainingStepTime with CPU offload adds P / rate per optimizer step, serially, and nothing without it", () => {
    const off = trainingStepTime(h100);
    const on = trainingStepTime({ ...h100, cpuOffload: true, cpuOptimizerRate: 2e9 });
    expect(off.step.optimizer).toBe(0);
    expect(on.step.optimizer).toBeCloseTo(8.17e9 / 2e9, 9);
    expect(on.epoch.total - off.epoch.total).toBeCloseTo(
      off.geometry.optimizerStepsPerEpoch * (8.17e9 / 2e9),
      6,
    );
  });

  it("trainingStepTime hides the study's H100 gradient exchange (16 GB per node) entirely at 400 Gb/s, not at 5 Gb/s", () => {
    const fast = trainingStepTime({ ...h100, networkBandwidth: gbps(400) });
    expect(fast.traffic.gradientSync).toBeCloseTo(2 * 8.17e9, -3);
    expect(fast.step.exposedCommunication).toBe(0);
    const slow = trainingStepTime(h100);
    expect(slow.microBatch.networkWithSync).toBeCloseTo((2 * 8.17e9 * 8) / 5e9, 6);
    expect(slow.step.exposedCommunication).toBeGreaterThan(slow.step.compute);
  });

  it("trainingStepTime throws RangeError on a zero MFU, an overlap share above 1, or no bandwidth across nodes", () => {
    expect(() => trainingStepTime({ ...h100, mfu: 0 })).toThrow(RangeError);
    expect(() => trainingStepTime({ ...h100, overlapShare: 1.5 })).toThrow(RangeError);
    expect(() => trainingStepTime({ ...h100, networkBandwidth: gbps(0) })).toThrow(RangeError);
    expect(() => trainingStepTime({ ...h100, cpuOffload: true, cpuOptimizerRate: 0 })).toThrow(RangeError);
  });
});
