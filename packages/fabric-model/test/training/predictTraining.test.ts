import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { VirtualisationLayerId } from "../../src/datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../../src/presets/gpus.ts";
import { redhat2025 } from "../../src/studies/redhat2025.ts";
import { predictTraining } from "../../src/training/predictTraining.ts";
import { predictTrainingStudyPoint } from "../../src/training/predictTrainingStudyPoint.ts";
import { redhat2025TrainingCalibration as calibration } from "../../src/training/redhat2025TrainingCalibration.ts";
import { trainingShardingStrategies } from "../../src/training/TrainingScenario.ts";

const GPUS: readonly GpuPresetId[] = ["l40s", "h100-sxm", "a100-sxm", "h200-sxm", "gh200"];
const NETWORKS: readonly VirtualisationLayerId[] = ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"];

describe("predictTraining", () => {
  it("predictTraining reproduces every multi-node study point as a calibrated point carrying the fit's error", () => {
    for (const point of redhat2025.points) {
      const cluster = redhat2025.clusters.find((c) => c.id === point.cluster);
      const p = predictTraining({
        gpu: cluster?.gpu ?? "l40s",
        network: point.network ?? "vnic",
        nodes: point.nodes,
      });
      expect(p.kind, point.id).toBe("calibrated");
      expect(p.reasons).toEqual([]);
      const expected = predictTrainingStudyPoint(
        { study: redhat2025, point },
        { calibration },
      ).samplesPerSecond;
      expect(p.samplesPerSecond.value / expected, point.id).toBeCloseTo(1, 9);
      expect(p.samplesPerSecond.high / p.samplesPerSecond.value).toBeCloseTo(1 + calibration.rmsError, 9);
      expect(p.fitError).toBe(calibration.rmsError);
    }
  });

  it("predictTraining for a GPU the study did not measure returns a band with gpu-not-calibrated, never a bare point", () => {
    for (const gpu of ["a100-sxm", "h200-sxm", "gh200"] as const) {
      for (const nodes of [1, 4]) {
        const p = predictTraining({ gpu, network: "sriov-rdma", nodes });
        expect(p.kind).toBe("band");
        expect(p.reasons).toContain("gpu-not-calibrated");
        expect(p.samplesPerSecond.high / p.samplesPerSecond.low).toBeGreaterThan(1.5);
      }
    }
  });

  it("predictTraining over a path the GPU's cluster never ran (L40S on SR-IOV) is a band with network-not-calibrated, from 2 nodes on", () => {
    expect(predictTraining({ gpu: "l40s", network: "sriov-vf", nodes: 1 }).kind).toBe("calibrated");
    const p = predictTraining({ gpu: "l40s", network: "sriov-vf", nodes: 2 });
    expect(p.reasons).toEqual(["network-not-calibrated"]);
    expect(predictTraining({ gpu: "l40s", network: "sriov-vf", nodes: 4 }).reasons).toEqual([
      "network-not-calibrated",
      "nodes-beyond-measured",
    ]);
    expect(p.networkBandwidth.low).toBeLessThan(p.networkBandwidth.high);
  });

  it("predictTraining for an uncalibrated network-bound combination spans at least 2x: spec-based rates cannot pin it", () => {
    const p = predictTraining({ gpu: "gh200", network: "vnic", nodes: 4 });
    expect(p.reasons).toEqual(["gpu-not-calibrated", "network-not-calibrated"]);
    expect(p.samplesPerSecond.high / p.samplesPerSecond.low).toBeGreaterThan(2);
  });

  it("predictTraining beyond the measured node counts adds nodes-beyond-measured and widens with nodes", () => {
    expect(predictTraining({ gpu: "l40s", network: "pod-overlay", nodes: 8 }).kind).toBe("calibrated");
    const at = (nodes: number) => predictTraining({ gpu: "l40s", network: "pod-overlay", nodes });
    expect(at(16).reasons).toEqual(["nodes-beyond-measured"]);
    const width = (n: number) => at(n).samplesPerSecond.high / at(n).samplesPerSecond.low;
    expect(width(64)).toBeGreaterThan(width(16));
    expect(predictTraining({ gpu: "h100-sxm", network: "vnic", nodes: 4 }).reasons).toEqual([
      "nodes-beyond-measured",
    ]);
  });

  it("predictTraining flags model size, strategy, sync and offload changes with their reason codes", () => {
    const base = { gpu: "h100-sxm" as const, network: "vnic" as const, nodes: 2 };
    expect(predictTraining({ ...base, modelParameters: 7e10 }).reasons).toEqual([
      "model-size-not-calibrated",
    ]);
    expect(predictTraining({ ...base, strategy: "full-shard" }).reasons).toEqual(["strategy-not-calibrated"]);
    expect(predictTraining({ ...base, sync: "optimizer-step" }).reasons).toEqual(["sync-not-calibrated"]);
    expect(predictTraining({ ...base, cpuOffload: true }).reasons).toEqual(["offload-not-calibrated"]);
    expect(predictTraining({ ...base, modelParameters: 8.17e9 }).kind).toBe("calibrated");
  });

  it("predictTraining warns when model state exceeds GPU memory: L40S without offload, 70B on 8 H100 per node", () => {
    expect(predictTraining({ gpu: "l40s", network: "vnic", nodes: 2 }).warnings).toEqual([]);
    expect(predictTraining({ gpu: "l40s", network: "vnic", nodes: 2, cpuOffload: false }).warnings).toEqual([
      "exceeds-gpu-memory",
    ]);
    expect(
      predictTraining({ gpu: "h100-sxm", network: "vnic", nodes: 2, modelParameters: 7e10 }).warnings,
    ).toEqual(["exceeds-gpu-memory"]);
  });

  it("predictTraining: sync once per step hides the pod network on H100 that per-micro-batch sync exposes", () => {
    const base = { gpu: "h100-sxm" as const, network: "pod-overlay" as const, nodes: 2 };
    const perMicroBatch = predictTraining(base);
    const perStep = predictTraining({ ...base, sync: "optimizer-step" });
    expect(perStep.samplesPerSecond.value).toBeGreaterThan(3 * perMicroBatch.samplesPerSecond.value);
    expect(perStep.step.exposedCommunication).toBeLessThan(perMicroBatch.step.exposedCommunication / 5);
  });

  it("predictTraining: tokens/s is samples/s x 1483, and one node scales at efficiency 1", () => {
    const p = predictTraining({ gpu: "l40s", network: "vnic", nodes: 4 });
    expect(p.tokensPerSecond.value).toBeCloseTo(p.samplesPerSecond.value * 1483, 6);
    expect(predictTraining({ gpu: "l40s", network: "vnic", nodes: 1 }).scalingEfficiency.value).toBeCloseTo(
      1,
      12,
    );
    expect(p.scalingEfficiency.value).toBeCloseTo(
      p.samplesPerSecond.value /
        (4 * predictTraining({ gpu: "l40s", network: "vnic", nodes: 1 }).samplesPerSecond.value),
      9,
    );
  });

  it("predictTraining on any scenario: low <= value <= high, a band exactly when there are reasons, parts that sum, no NaN", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GPUS),
        fc.constantFrom(...NETWORKS),
        fc.integer({ min: 1, max: 64 }),
        fc.double({ min: 1e9, max: 7e10, noNaN: true }),
        fc.constantFrom(...trainingShardingStrategies),
        fc.constantFrom("micro-batch" as const, "optimizer-step" as const),
        fc.option(fc.boolean(), { nil: undefined }),
        fc.integer({ min: 1, max: 8 }),
        (gpu, network, nodes, modelParameters, strategy, sync, cpuOffload, nicsPerNode) => {
          const p = predictTraining({
            gpu,
            network,
            nodes,
            modelParameters,
            strategy,
            sync,
            nicsPerNode,
            ...(cpuOffload === undefined ? {} : { cpuOffload }),
          });
          for (const r of [
            p.samplesPerSecond,
            p.tokensPerSecond,
            p.scalingEfficiency,
            p.networkBandwidth,
            p.mfu,
          ]) {
            expect(Number.isFinite(r.value) && Number.isFinite(r.low) && Number.isFinite(r.high)).toBe(true);
            expect(r.low).toBeLessThanOrEqual(r.value * (1 + 1e-12));
            expect(r.value).toBeLessThanOrEqual(r.high * (1 + 1e-12));
          }
          expect(p.kind === "band").toBe(p.reasons.length > 0);
          expect(p.samplesPerSecond.low).toBeGreaterThan(0);
          expect(p.step.total).toBeCloseTo(
            p.step.compute + p.step.exposedCommunication + p.step.optimizer,
            6,
          );
          expect(p.scalingEfficiency.value).toBeLessThanOrEqual(1 + 1e-9);
        },
      ),
      { seed: 42, numRuns: 200 },
    );
  });

  it("predictTraining throws RangeError on a GPU without bf16, an unknown GPU, zero nodes or a non-positive model size", () => {
    expect(() => predictTraining({ gpu: "t4", network: "vnic", nodes: 2 })).toThrow(RangeError);
    expect(() => predictTraining({ gpu: "v100" as GpuPresetId, network: "vnic", nodes: 2 })).toThrow(
      RangeError,
    );
    expect(() => predictTraining({ gpu: "l40s", network: "vnic", nodes: 0 })).toThrow(RangeError);
    expect(() => predictTraining({ gpu: "l40s", network: "vnic", nodes: 2, modelParameters: 0 })).toThrow(
      RangeError,
    );
  });
});
