import { describe, expect, it } from "vitest";
import type { NcclGraph, NcclGraphs } from "../../src/collective/ncclGraphs.ts";
import { ncclEnvEnables, ncclTunerTable, ncclTunerTime } from "../../src/collective/ncclTuner.ts";

const graph = (nChannels: number, bw: number, bwIntra = bw): NcclGraph => ({
  nChannels,
  bwIntra,
  bwInter: bw,
  typeIntra: "nvlink",
  pattern: "ring",
  sameChannels: true,
  latencyInter: 0,
});
const oneNode: NcclGraphs = {
  ring: graph(12, 30),
  tree: { ...graph(12, 30), pattern: "balanced-tree" },
  nvls: { ...graph(8, 40, 40), bwInter: 60, pattern: "nvls" },
  nvlstree: null,
  collnetdirect: null,
  collnetchain: null,
  pat: null,
};
const comm = {
  nRanks: 8,
  nNodes: 1,
  computeCapability: 90,
  cpu: "intel",
  collnet: false,
  nvswitch: true,
  ll128Paths: true,
} as const;
const entry = (t: ReturnType<typeof ncclTunerTable>, a: string, p: string) =>
  t.find((e) => e.algorithm === a && e.protocol === p);

describe("ncclEnvEnables", () => {
  it("ncclEnvEnables reads NCCL's list syntax: plain, negated, per-collective, case-insensitive", () => {
    const protos = ["LL", "LL128", "Simple"] as const;
    expect([...ncclEnvEnables("^LL128", "all_reduce", protos)]).toEqual(["LL", "Simple"]);
    expect([...ncclEnvEnables("simple", "all_reduce", protos)]).toEqual(["Simple"]);
    const algos = ["tree", "ring", "nvls"] as const;
    expect([...ncclEnvEnables("ring;allreduce:tree", "all_reduce", algos)]).toEqual(["tree"]);
    expect([...ncclEnvEnables("ring;allreduce:tree", "broadcast", algos)]).toEqual(["ring"]);
    expect(() => ncclEnvEnables("rung", "all_reduce", algos)).toThrow(RangeError);
    expect(() => ncclEnvEnables("ring;tree", "all_reduce", algos)).toThrow(RangeError);
  });
});

describe("ncclTunerTable", () => {
  // Expected values worked by hand from NCCL 2.30.7's tuning.cc (ncclTopoTuneModel).
  it("ncclTunerTable(all_reduce, 8 Hopper GPUs, ring 12 x 30) prices ring Simple at 360 GB/s bus, LL at the 141 cap, LL128 at 0.92", () => {
    const t = ncclTunerTable("all_reduce", comm, oneNode);
    expect(entry(t, "ring", "Simple")?.busBandwidthGBps).toBeCloseTo(360, 6);
    expect(entry(t, "ring", "Simple")?.bandwidthGBps).toBeCloseTo((360 * 8) / 14, 6); // nRanks / nsteps
    expect(entry(t, "ring", "LL")?.busBandwidthGBps).toBeCloseTo(141, 6); // min(llMaxBw, 360 x 0.5)
    expect(entry(t, "ring", "LL128")?.busBandwidthGBps).toBeCloseTo(360 * 0.92, 6); // under 12 x 36.7
    expect(entry(t, "ring", "LL")?.latencyUs).toBeCloseTo(6.6 + 14 * 0.6, 6);
    expect(entry(t, "ring", "Simple")?.latencyUs).toBeCloseTo(8.4 + 14 * 3.4, 6);
    expect(entry(t, "tree", "Simple")?.latencyUs).toBeCloseTo(8.4 + 2 * 7 * 4.0, 6);
  });

  it("ncclTunerTable(all_reduce, 8 Hopper GPUs) prices NVLS at 8 x 40 x 0.85 x 7/8 x 2 = 476 GB/s bus", () => {
    const nvls = entry(ncclTunerTable("all_reduce", comm, oneNode), "nvls", "Simple");
    expect(nvls?.busBandwidthGBps).toBeCloseTo(476, 6);
    expect(nvls?.enabled).toBe(true);
  });

  it("ncclTunerTable(all_reduce, one node): NVLS capped by its graph's 60 GB/s inter speed keeps the uncapped 8 x 70 x 0.85 x 7/8 x 2 beside it; other pairs' are equal", () => {
    const fast: NcclGraphs = { ...oneNode, nvls: { ...graph(8, 70, 70), bwInter: 60, pattern: "nvls" } };
    const t = ncclTunerTable("all_reduce", comm, fast);
    const nvls = entry(t, "nvls", "Simple");
    expect(nvls?.busBandwidthGBps).toBeCloseTo(8 * 60, 6); // min(70 x 0.85 x 7/8 x 2 = 104.1, 60) per channel
    expect(nvls?.uncappedBandwidthGBps).toBeCloseTo((8 * 70 * 0.85 * (7 / 8) * 2 * 8) / 14, 6);
    for (const e of t) if (e.algorithm !== "nvls") expect(e.uncappedBandwidthGBps).toBe(e.bandwidthGBps);
    // Across nodes the inter speed is a network's: NVLS keeps its cap there.
    const across = ncclTunerTable("all_reduce", { ...comm, nNodes: 2, nRanks: 16, collnet: true }, fast);
    const tree = entry(across, "nvls", "Simple");
    expect(tree?.uncappedBandwidthGBps).toBe(tree?.bandwidthGBps);
  });

  it("ncclTunerTable: NVLS Tree is off on one node, CollNet off without SHARP, LL128 off where its paths do not allow", () => {
    const t = ncclTunerTable("all_reduce", { ...comm, ll128Paths: false }, oneNode);
    expect(entry(t, "nvlstree", "Simple")?.enabled).toBe(false);
    expect(entry(t, "collnetdirect", "Simple")?.enabled).toBe(false);
    expect(entry(t, "ring", "LL128")?.enabled).toBe(false);
    // Asked for by name (NCCL_PROTO=LL128), NCCL enables it whatever the paths.
    const asked = ncclTunerTable("all_reduce", { ...comm, ll128Paths: false, protoEnv: "LL128" }, oneNode);
    expect(entry(asked, "ring", "LL128")?.enabled).toBe(true);
    expect(entry(asked, "ring", "Simple")?.enabled).toBe(false);
  });

  it("ncclTunerTable(broadcast) prices only ring; reduce_scatter and all_gather no tree", () => {
    const enabled = (c: "broadcast" | "all_gather") =>
      new Set(
        ncclTunerTable(c, comm, oneNode)
          .filter((e) => e.enabled)
          .map((e) => e.algorithm),
      );
    expect([...enabled("broadcast")]).toEqual(["ring"]);
    expect(enabled("all_gather").has("tree")).toBe(false);
  });
});

describe("ncclTunerTime", () => {
  it("ncclTunerTime applies the tree correction factor (0.4 for LL at 256 KiB) and the ring Simple plateau across nodes", () => {
    const t = ncclTunerTable("all_reduce", comm, oneNode);
    const treeLL = entry(t, "tree", "LL");
    if (!treeLL) throw new Error("no tree LL");
    const bytes = 2 ** 18; // log2(bytes / 64) = 12: correction 0.4 for LL
    expect(ncclTunerTime(treeLL, "all_reduce", bytes, comm, 12)).toBeCloseTo(
      treeLL.latencyUs + bytes / (1000 * treeLL.bandwidthGBps * 0.4),
      6,
    );
    const multi = { ...comm, nNodes: 2, nRanks: 16 };
    const ring = entry(ncclTunerTable("all_reduce", multi, { ...oneNode, nvls: null }), "ring", "Simple");
    if (!ring) throw new Error("no ring");
    expect(ncclTunerTime(ring, "all_reduce", 2 ** 30, multi, 12)).toBeCloseTo(
      ring.latencyUs * 1.4 + 2 ** 30 / (1000 * ring.bandwidthGBps),
      3,
    );
  });
  it("ncclTunerTable(all_reduce, 2 x 8 on AMD): a cross-node ring's 28 steps inside a node are priced at the 2 us net overhead; netOverheadUs holds the 28 x (2 - 0.6) = 39.2 us added", () => {
    const amd = { ...comm, nNodes: 2, nRanks: 16, cpu: "amd" } as const;
    const t = ncclTunerTable("all_reduce", amd, { ...oneNode, nvls: null });
    const ll = entry(t, "ring", "LL");
    const simple = entry(t, "ring", "Simple");
    if (!ll || !simple) throw new Error("no ring");
    // NCCL 2.30.7: base 6.6 + 28 inside steps x max(0.6, 2) + 2 net steps x 2.7 = 68 us.
    expect(ll.latencyUs).toBeCloseTo(6.6 + 28 * 2 + 2 * 2.7, 6);
    expect(ll.netOverheadUs).toBeCloseTo(28 * (2 - 0.6), 6);
    // Simple: three times the overhead (6 us) against NVLink's 3.4 us per step.
    expect(simple.netOverheadUs).toBeCloseTo(28 * (6 - 3.4), 6);
    const intel = entry(
      ncclTunerTable("all_reduce", { ...amd, cpu: "intel" }, { ...oneNode, nvls: null }),
      "ring",
      "Simple",
    );
    expect(intel?.netOverheadUs).toBe(0);
    for (const e of ncclTunerTable("all_reduce", comm, oneNode))
      expect(e.netOverheadUs, `${e.algorithm} ${e.protocol}`).toBe(0);
  });
});
