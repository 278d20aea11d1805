import { describe, expect, it } from "vitest";
import { gpuPreset, gpuPresetIds, gpus, ncclPcieBandwidth } from "../../src/presets/gpus.ts";
import { inGBps } from "../../src/units.ts";

describe("gpus", () => {
  it("gpus holds a100-sxm, h100-sxm, h200-sxm, gh200, l40s and t4, each with its memory", () => {
    expect([...gpuPresetIds].sort()).toEqual(Object.keys(gpus).sort());
    for (const id of ["a100-sxm", "h100-sxm", "h200-sxm", "gh200", "l40s"]) expect(gpus).toHaveProperty(id);
    for (const g of Object.values(gpus)) {
      expect(g.memory).toBeGreaterThan(0);
    }
  });

  it("gpus['h100-sxm'] has 18 NVLink links of 20.6 GB/s in NCCL (370.8 GB/s) and 989 dense bf16 TFLOP/s", () => {
    // Provenance: NVIDIA/nccl src/graph/topo.h SM90_NVLINK_BW; H100 datasheet (1,979 sparse / 2).
    const h = gpus["h100-sxm"];
    expect(h.nvlink?.links).toBe(18);
    expect(inGBps(h.nvlink?.ncclLinkBandwidth ?? (0 as never))).toBeCloseTo(20.6, 10);
    expect(h.denseBf16).toBe(989e12);
    expect(inGBps(h.nvlink?.bandwidthUnidirectional ?? (0 as never))).toBe(450);
  });

  it("gpus['a100-sxm'] has 12 links of 20 GB/s; l40s and t4 have no NVLink", () => {
    expect(gpus["a100-sxm"].nvlink?.links).toBe(12);
    expect(inGBps(gpus["a100-sxm"].nvlink?.ncclLinkBandwidth ?? (0 as never))).toBe(20);
    expect(gpus.l40s.nvlink).toBeNull();
    expect(gpus.l40s.pcie.generation).toBe(4);
    expect(gpus.t4.denseBf16).toBeNull();
  });

  it("ncclPcieBandwidth gives NCCL's 12 / 24 / 48 GB/s for Gen3 / Gen4 / Gen5 x16", () => {
    expect(inGBps(ncclPcieBandwidth({ generation: 3, lanes: 16 }))).toBe(12);
    expect(inGBps(ncclPcieBandwidth({ generation: 4, lanes: 16 }))).toBe(24);
    expect(inGBps(ncclPcieBandwidth({ generation: 5, lanes: 16 }))).toBe(48);
  });

  it("gpuPreset('b200') throws a RangeError naming the known ids", () => {
    expect(() => gpuPreset("b200")).toThrow(/unknown GPU preset "b200"; expected one of a100-sxm/);
    expect(() => gpuPreset("toString")).toThrow(RangeError);
    expect(gpuPreset("gh200").nicPath).toBe("c2c");
  });
});
