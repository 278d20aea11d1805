import { describe, expect, it } from "vitest";
import { gpuPreset, gpuPresetIds, gpus, ncclPcieBandwidth } from "../../src/presets/gpus.ts";
import { sourceUrl } from "../../src/Source.ts";
import { inGBps } from "../../src/units.ts";
import { numbersRead } from "../numbersRead.ts";

describe("gpus", () => {
  it("gpus holds a100-sxm, h100-sxm, h200-sxm, gh200, l40s and t4, each with its memory", () => {
    expect([...gpuPresetIds].sort()).toEqual(Object.keys(gpus).sort());
    for (const id of ["a100-sxm", "h100-sxm", "h200-sxm", "gh200", "l40s"]) expect(gpus).toHaveProperty(id);
    for (const g of Object.values(gpus)) {
      expect(g.memory).toBeGreaterThan(0);
    }
  });

  it("every GPU's dense bf16 peak (TFLOP/s) and memory (GB) are numbers its sources read", () => {
    for (const g of Object.values(gpus)) {
      const read = numbersRead(g.sources);
      if (g.denseBf16 !== null) expect(read, `${g.id} bf16`).toContain(Math.round(g.denseBf16 / 1e10) / 100);
      expect(read, `${g.id} memory`).toContain(g.memory / 1e9);
    }
  });

  it("every NVLink GPU's per-link NCCL bandwidth is topo.h's constant for its architecture, and its links carry its NVLink bandwidth", () => {
    for (const g of Object.values(gpus)) {
      if (g.nvlink === null) continue;
      const constant =
        g.computeCapability >= 100
          ? /SM100_NVLINK_BW ([\d.]+)/
          : g.computeCapability >= 90
            ? /SM90_NVLINK_BW ([\d.]+)/
            : /SM80_NVLINK_BW ([\d.]+)/;
      const topo = g.sources.find((s) => sourceUrl(s).endsWith("src/graph/topo.h"));
      expect(inGBps(g.nvlink.ncclLinkBandwidth), g.id).toBe(Number(constant.exec(topo?.read ?? "")?.[1]));
      // 25 GB/s per NVLink3 or NVLink4 link and direction, 50 per NVLink5 (NVIDIA's totals are both directions).
      expect(inGBps(g.nvlink.bandwidthUnidirectional), g.id).toBe(
        (g.nvlink.generation >= 5 ? 50 : 25) * g.nvlink.links,
      );
    }
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
