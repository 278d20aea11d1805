import { describe, expect, it } from "vitest";
import { gpus } from "../../src/presets/gpus.ts";
import { networkCostExamples, networkCostGpuIds } from "../../src/presets/networkCosts.ts";

describe("networkCostExamples", () => {
  it("networkCostExamples are all marked as examples, not quotes, and cover every GPU with bf16", () => {
    for (const id of networkCostGpuIds) {
      const e = networkCostExamples[id];
      expect(e.example).toBe(true);
      expect(e.why).toMatch(/^example, not a quote/);
      expect(gpus[id].denseBf16).not.toBeNull();
    }
    expect(new Set(networkCostGpuIds).size).toBe(Object.keys(networkCostExamples).length);
  });

  it("networkCostExamples order each GPU's paths: pod network <= vNIC <= SR-IOV <= SR-IOV + RDMA", () => {
    for (const id of networkCostGpuIds) {
      const p = networkCostExamples[id].usdPerNodeHourByPath;
      expect(p["pod-overlay"]).toBeLessThanOrEqual(p.vnic);
      expect(p.vnic).toBeLessThanOrEqual(p["sriov-vf"]);
      expect(p["sriov-vf"]).toBeLessThanOrEqual(p["sriov-rdma"]);
    }
  });
});
