import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pairLatencyShare } from "../../src/collective/achievedCollective.ts";
import {
  NVLS_REFERENCE_CHUNK,
  type NvlsJob,
  ncclNvlsChunking,
  ncclNvlsChunkSize,
} from "../../src/collective/ncclNvlsChunkSize.ts";
import { collectivePairOrder, collectiveScenario } from "../../src/collective/predictCollective.ts";
import { gbps } from "../../src/units.ts";

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

/** One 8 x H100 node: 16 NVLS channels x 8 heads. */
const h100Node: NvlsJob = {
  computeCapability: 90,
  nodes: 1,
  gpusPerNode: 8,
  heads: 8,
  nicGBps: 0,
  nicBehindPcieSwitch: true,
};

describe("ncclNvlsChunking / ncclNvlsChunkSize (NCCL 2.30.7 enqueue.cc and nvls.cc, worked by hand)", () => {
  it("ncclNvlsChunkSize(NVLS on one 8 x H100 node): 128 KiB from 1 GiB, 64 KiB from 64 MiB, 32 KiB from 8 MiB, 16 KiB below", () => {
    const c = ncclNvlsChunking("nvls", h100Node);
    // concurrentOps = 16 channels x 8 heads; thresholds 64 x 128 x 128 KiB = 1 GiB, 8 x 128 x 64 KiB
    // = 64 MiB, 2 x 128 x 32 KiB = 8 MiB.
    expect(c).toEqual({ algorithm: "nvls", concurrentOps: 128, maxChunk: 128 * KiB });
    expect(ncclNvlsChunkSize(c, 8 * GiB)).toBe(128 * KiB);
    expect(ncclNvlsChunkSize(c, GiB)).toBe(128 * KiB);
    expect(ncclNvlsChunkSize(c, GiB - 1)).toBe(64 * KiB);
    expect(ncclNvlsChunkSize(c, 64 * MiB)).toBe(64 * KiB);
    expect(ncclNvlsChunkSize(c, 16 * MiB)).toBe(32 * KiB);
    expect(ncclNvlsChunkSize(c, 8 * MiB)).toBe(32 * KiB);
    expect(ncclNvlsChunkSize(c, 4 * MiB)).toBe(16 * KiB);
  });

  it("ncclNvlsChunkSize(NVLS Tree on 2 and 4 H100 nodes): 128 KiB down to 32 KiB on two, at most 64 KiB from four", () => {
    const two = ncclNvlsChunking("nvlstree", { ...h100Node, nodes: 2, nicGBps: 50 });
    // 4 x 128 x 128 KiB = 64 MiB; 1 x 128 x 64 KiB = 8 MiB.
    expect(two.maxChunk).toBe(128 * KiB);
    expect(ncclNvlsChunkSize(two, GiB)).toBe(128 * KiB);
    expect(ncclNvlsChunkSize(two, 32 * MiB)).toBe(64 * KiB);
    expect(ncclNvlsChunkSize(two, 4 * MiB)).toBe(32 * KiB);
    const four = ncclNvlsChunking("nvlstree", { ...h100Node, nodes: 4, nicGBps: 50 });
    expect(four.maxChunk).toBe(64 * KiB);
    expect(ncclNvlsChunkSize(four, 8 * GiB)).toBe(64 * KiB);
  });

  it("ncclNvlsChunking(Blackwell across nodes): NCCL's SM100 tuning by nodes, GPUs per node, NIC rate and path", () => {
    const b200 = { ...h100Node, computeCapability: 100, nodes: 2, nicGBps: 50 };
    // Two nodes, NICs of 48+ GB/s, 8 GPUs behind PCIe switches: 32 channels, tree chunks of 64 KiB.
    expect(ncclNvlsChunking("nvlstree", b200)).toEqual({
      algorithm: "nvlstree",
      concurrentOps: 256,
      maxChunk: 64 * KiB,
    });
    // Up to four GPUs a node: 256 KiB chunks.
    expect(ncclNvlsChunking("nvlstree", { ...b200, gpusPerNode: 4, heads: 4 }).maxChunk).toBe(256 * KiB);
    // Eight nodes with 800 Gb/s NICs: 24 channels, 256 KiB.
    expect(ncclNvlsChunking("nvlstree", { ...b200, nodes: 8, nicGBps: 100 })).toEqual({
      algorithm: "nvlstree",
      concurrentOps: 192,
      maxChunk: 256 * KiB,
    });
    // One NVLink domain: 24 channels.
    expect(ncclNvlsChunking("nvls", { ...b200, nodes: 1 }).concurrentOps).toBe(192);
  });

  it("ncclNvlsChunkSize never grows as the buffer shrinks, and stays within 16 KiB .. the largest chunk (property, seed 7)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("nvls" as const, "nvlstree" as const),
        fc.constantFrom(90, 100),
        fc.integer({ min: 1, max: 16 }),
        fc.constantFrom(4, 8),
        fc.constantFrom(25, 50, 100),
        fc.boolean(),
        fc.double({ min: 1, max: 2 ** 36, noNaN: true }),
        (algorithm, cc, nodes, g, nic, pxb, bytes) => {
          const c = ncclNvlsChunking(algorithm, {
            computeCapability: cc,
            nodes,
            gpusPerNode: g,
            heads: g,
            nicGBps: nodes > 1 ? nic : 0,
            nicBehindPcieSwitch: pxb,
          });
          const here = ncclNvlsChunkSize(c, bytes);
          expect(here).toBeGreaterThanOrEqual(16 * KiB);
          expect(here).toBeLessThanOrEqual(c.maxChunk);
          expect(ncclNvlsChunkSize(c, bytes / 2)).toBeLessThanOrEqual(here);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it("pairLatencyShare: an NVLS pair on one 8 x H100 node pays its chunk's share of the reference fill; a ring pays all", () => {
    const scenario = collectiveScenario({
      collective: "all_reduce",
      gpu: "h100-sxm",
      gpusPerNode: 8,
      nodes: 1,
    });
    const nvls = scenario.pairs.find((p) => p.terms.algorithm === "nvls" && p.terms.protocol === "Simple");
    const ring = scenario.pairs.find((p) => p.terms.algorithm === "ring");
    if (nvls === undefined || ring === undefined) throw new Error("expected NVLS and ring pairs");
    expect(pairLatencyShare(nvls.terms, 2 * GiB)).toBe(1);
    expect(pairLatencyShare(nvls.terms, 16 * MiB)).toBe((32 * KiB) / NVLS_REFERENCE_CHUNK);
    expect(pairLatencyShare(ring.terms, 16 * MiB)).toBe(1);
    // The tuner still picks NVLS at 1 GiB: NCCL's own estimate, not the fill, steers it.
    const picked = collectivePairOrder(scenario, GiB)[0];
    expect(scenario.pairs[picked?.index ?? -1]?.terms.algorithm).toBe("nvls");
  });

  it("ncclNvlsChunking: a 2-node H100 job over 8 NDR NICs uses 8 heads (one per NIC)", () => {
    const scenario = collectiveScenario({
      collective: "all_reduce",
      gpu: "h100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(400),
      transport: "ib",
    });
    const tree = scenario.pairs.find((p) => p.terms.algorithm === "nvlstree");
    expect(tree?.terms.nvlsChunking).toEqual({
      algorithm: "nvlstree",
      concurrentOps: 128,
      maxChunk: 128 * KiB,
    });
  });
});
