import { describe, expect, it } from "vitest";
import { redhat2025 } from "../../src/studies/redhat2025.ts";
import { predictTrainingStudyPoint } from "../../src/training/predictTrainingStudyPoint.ts";
import { redhat2025TrainingCalibration as calibration } from "../../src/training/redhat2025TrainingCalibration.ts";

const v = calibration.values;
const measured = (id: string) => redhat2025.points.find((p) => p.id === id)?.samplesPerSecond ?? Number.NaN;

describe("redhat2025 open questions, as the calibrated model shows them", () => {
  it("h100-software-paths-slower: the H100 pod network calibrates about 4x below the L40S one, the vNIC about 2x, on a faster NIC", () => {
    const pod = (v["bandwidth.l40s.pod-overlay"] as number) / (v["bandwidth.h100.pod-overlay"] as number);
    const vnic = (v["bandwidth.l40s.vnic"] as number) / (v["bandwidth.h100.vnic"] as number);
    expect(pod).toBeGreaterThan(3);
    expect(pod).toBeLessThan(5);
    expect(vnic).toBeGreaterThan(1.5);
    expect(vnic).toBeLessThan(3);
    const nic = (id: string) => redhat2025.clusters.find((c) => c.id === id)?.vnicRate ?? 0;
    expect(nic("h100")).toBeGreaterThan(nic("l40s"));
  });

  it("h100-two-node-loss: measured 2-node SR-IOV and RDMA runs lose about 5% against 2x one node, while the model hides all communication", () => {
    const efficiency = (id: string) => measured(id) / (2 * measured("h100-1"));
    for (const id of ["h100-2-sriov-vf", "h100-2-sriov-rdma"]) {
      expect(efficiency(id), id).toBeGreaterThan(0.93);
      expect(efficiency(id), id).toBeLessThan(0.96);
      const r = predictTrainingStudyPoint({ study: redhat2025, point: id }, { calibration });
      expect(r.step.exposedCommunication, id).toBe(0);
      const one = predictTrainingStudyPoint({ study: redhat2025, point: "h100-1" }, { calibration });
      expect(r.samplesPerSecond / (2 * one.samplesPerSecond), id).toBeCloseTo(1, 6);
    }
  });
});
