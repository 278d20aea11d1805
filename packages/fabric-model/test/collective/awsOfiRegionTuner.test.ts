import { describe, expect, it } from "vitest";
import { awsOfiPlatform, awsOfiRegionPick, insideOfiRegion } from "../../src/collective/awsOfiRegionTuner.ts";
import { predictCollective } from "../../src/collective/predictCollective.ts";
import { gbps, gib, mib } from "../../src/units.ts";

const any = () => true;
/** AWS p5.48xlarge: 8 x H100, 32 EFA interfaces of 100 Gb/s. */
const p5 = {
  collective: "all_reduce",
  gpu: "h100-sxm",
  gpusPerNode: 8,
  nicCount: 32,
  nicRate: gbps(100),
  transport: "efa",
  ncclVersion: "2.27.7",
} as const;

// Golden picks read by hand from region_init_internal_p5_p5e of aws-ofi-nccl at commit 2daf7d3
// (src/tuner/nccl_ofi_regions.cpp), 8 GPUs a node.
describe("awsOfiRegionPick", () => {
  it("awsOfiRegionPick(p5, all_reduce, 64 MiB, 8, 8 nodes) is tree LL128: left of the vertex (117440512, 64) of its edge", () => {
    expect(awsOfiRegionPick("p5", "all_reduce", mib(64), 8, 8, any)).toEqual({
      algorithm: "tree",
      protocol: "LL128",
    });
  });

  it("awsOfiRegionPick(p5, all_reduce, 256 MiB, 8, 8 nodes) is ring LL128: between 117440512 and 2147483648 at 64 ranks", () => {
    expect(awsOfiRegionPick("p5", "all_reduce", mib(256), 8, 8, any)).toEqual({
      algorithm: "ring",
      protocol: "LL128",
    });
  });

  it("awsOfiRegionPick(p5, all_reduce, 8 GiB, 8, 4 nodes) is ring Simple: right of the vertex (1610612736, 32)", () => {
    expect(awsOfiRegionPick("p5", "all_reduce", gib(8), 8, 4, any)).toEqual({
      algorithm: "ring",
      protocol: "Simple",
    });
  });

  it("awsOfiRegionPick(p5, all_reduce, any size, 8, 2 nodes) is null: the plugin leaves two nodes to NCCL", () => {
    expect(awsOfiRegionPick("p5", "all_reduce", gib(1), 8, 2, any)).toBeNull();
    expect(awsOfiRegionPick("p5", "all_reduce", 8, 8, 1, any)).toBeNull();
  });

  it("awsOfiRegionPick(p5, all_reduce, size, 4 GPUs a node) is null: no regions for that shape", () => {
    expect(awsOfiRegionPick("p5", "all_reduce", mib(64), 4, 8, any)).toBeNull();
  });

  it("awsOfiRegionPick skips the regions of pairs NCCL may not run (NCCL_ALGO=ring)", () => {
    const ringOnly = (a: string) => a === "ring";
    // 64 MiB at 64 ranks lies only in the tree LL128 region: with tree ruled out, NCCL decides.
    expect(awsOfiRegionPick("p5", "all_reduce", mib(64), 8, 8, ringOnly)).toBeNull();
    expect(awsOfiRegionPick("p5", "all_reduce", mib(256), 8, 8, ringOnly)).toEqual({
      algorithm: "ring",
      protocol: "LL128",
    });
  });

  it("awsOfiRegionPick(p5, all_reduce, size, 1 GPU a node, 16 nodes) follows the one-GPU regions: tree LL128 small, ring Simple large", () => {
    expect(awsOfiRegionPick("p5", "all_reduce", mib(1), 1, 16, any)).toEqual({
      algorithm: "tree",
      protocol: "LL128",
    });
    expect(awsOfiRegionPick("p5", "all_reduce", gib(1), 1, 16, any)).toEqual({
      algorithm: "ring",
      protocol: "Simple",
    });
  });
});

describe("awsOfiPlatform", () => {
  it("awsOfiPlatform(gpu, EFA rate) tells P5 / P5e from P5en, and knows no other", () => {
    expect(awsOfiPlatform("h100-sxm", 100e9)).toBe("p5");
    expect(awsOfiPlatform("h200-sxm", 100e9)).toBe("p5");
    expect(awsOfiPlatform("h200-sxm", 200e9)).toBe("p5en");
    expect(awsOfiPlatform("h100-sxm", 200e9)).toBeNull();
    expect(awsOfiPlatform("a100-sxm", 100e9)).toBeNull();
  });

  // Read by hand from region_init_internal_p5en, 8 GPUs a node.
  it("awsOfiRegionPick(p5en, all_reduce) runs tree LL up to 192 KiB, then tree LL128, then NVLS Tree; ring Simple beyond 486 MiB on 32 ranks", () => {
    expect(awsOfiRegionPick("p5en", "all_reduce", 65536, 8, 4, any)).toEqual({
      algorithm: "tree",
      protocol: "LL",
    });
    expect(awsOfiRegionPick("p5en", "all_reduce", mib(8), 8, 4, any)).toEqual({
      algorithm: "tree",
      protocol: "LL128",
    });
    expect(awsOfiRegionPick("p5en", "all_reduce", gib(1), 8, 3, any)).toEqual({
      algorithm: "nvlstree",
      protocol: "Simple",
    });
    // 32 ranks: right of the vertex (509607936, 32), above the edge down to (100 GiB, 16).
    expect(awsOfiRegionPick("p5en", "all_reduce", mib(480), 8, 4, any)?.algorithm).not.toBe("ring");
    expect(awsOfiRegionPick("p5en", "all_reduce", gib(4), 8, 4, any)).toEqual({
      algorithm: "ring",
      protocol: "Simple",
    });
  });

  it("awsOfiRegionPick(p5en, all_gather) runs the ring with LL to 768 KiB on 16 ranks, then LL128, then Simple", () => {
    expect(awsOfiRegionPick("p5en", "all_gather", 65536, 8, 3, any)).toEqual({
      algorithm: "ring",
      protocol: "LL",
    });
    expect(awsOfiRegionPick("p5en", "all_gather", mib(64), 8, 3, any)).toEqual({
      algorithm: "ring",
      protocol: "LL128",
    });
    expect(awsOfiRegionPick("p5en", "reduce_scatter", gib(8), 8, 3, any)).toEqual({
      algorithm: "ring",
      protocol: "Simple",
    });
    expect(awsOfiRegionPick("p5", "all_gather", mib(64), 8, 3, any)).toBeNull();
  });
});

describe("awsOfiRegionPick on P6-B200", () => {
  // Read by hand from region_init_internal_p6, 8 GPUs a node.
  it("awsOfiRegionPick(p6, all_reduce) runs tree LL below 384 KiB, tree LL128 to 17.5 MiB on 32 ranks, then ring LL128, then ring Simple", () => {
    expect(awsOfiRegionPick("p6", "all_reduce", 65536, 8, 4, any)).toEqual({
      algorithm: "tree",
      protocol: "LL",
    });
    expect(awsOfiRegionPick("p6", "all_reduce", mib(8), 8, 4, any)).toEqual({
      algorithm: "tree",
      protocol: "LL128",
    });
    expect(awsOfiRegionPick("p6", "all_reduce", mib(100), 8, 4, any)).toEqual({
      algorithm: "ring",
      protocol: "LL128",
    });
    expect(awsOfiRegionPick("p6", "all_reduce", gib(4), 8, 4, any)).toEqual({
      algorithm: "ring",
      protocol: "Simple",
    });
    // 24 ranks: below the edge from (100 GiB, 16) to (435159040, 32).
    expect(awsOfiRegionPick("p6", "all_reduce", gib(1), 8, 3, any)).toEqual({
      algorithm: "nvlstree",
      protocol: "Simple",
    });
    expect(awsOfiPlatform("b200-sxm", 400e9)).toBe("p6");
  });
});

describe("insideOfiRegion", () => {
  const square: readonly (readonly [number, number])[] = [
    [2, 2],
    [8, 2],
    [8, 8],
    [2, 8],
  ];
  it("insideOfiRegion(point, square) holds inside and on the edge, not outside", () => {
    expect(insideOfiRegion([4, 4], square)).toBe(true);
    expect(insideOfiRegion([8, 4], square)).toBe(true);
    expect(insideOfiRegion([16, 4], square)).toBe(false);
    expect(insideOfiRegion([4, 1], square)).toBe(false);
  });

  it("insideOfiRegion(point, line) holds only on the line", () => {
    const line = [
      [4, 4],
      [64, 4],
      [4, 4],
    ] as const;
    expect(insideOfiRegion([16, 4], line)).toBe(true);
    expect(insideOfiRegion([16, 5], line)).toBe(false);
  });
});

describe("predictCollective on AWS P5 beyond two nodes", () => {
  it("predictCollective(8 x p5, 64 MiB) runs the plugin's pick and says so", () => {
    const p = predictCollective({ ...p5, nodes: 8, bytes: mib(64) });
    expect([p.algorithm, p.protocol, p.pickedBy]).toEqual(["tree", "LL128", "aws-ofi-nccl"]);
  });

  it("predictCollective(8 x p5, ofiTuner false) leaves the pick to NCCL's tuner", () => {
    expect(predictCollective({ ...p5, nodes: 8, bytes: mib(64), ofiTuner: false }).pickedBy).toBe("nccl");
  });

  it("predictCollective(p5 with NCCL 2.20, 2 nodes, or A100s) leaves the pick to NCCL", () => {
    expect(predictCollective({ ...p5, nodes: 8, bytes: mib(64), ncclVersion: "2.20.5" }).pickedBy).toBe(
      "nccl",
    );
    expect(predictCollective({ ...p5, nodes: 2, bytes: mib(64) }).pickedBy).toBe("nccl");
    expect(
      predictCollective({ ...p5, gpu: "a100-sxm", nicCount: 4, nodes: 8, bytes: mib(64) }).pickedBy,
    ).toBe("nccl");
  });

  it("predictCollective(4 x p5en, 8 MiB) runs the P5en regions' tree LL128", () => {
    const p = predictCollective({
      ...p5,
      gpu: "h200-sxm",
      nicCount: 16,
      nicRate: gbps(200),
      nodes: 4,
      bytes: mib(8),
    });
    expect([p.algorithm, p.protocol, p.pickedBy]).toEqual(["tree", "LL128", "aws-ofi-nccl"]);
  });

  it("predictCollective(8 x p5, NCCL_PROTO=Simple) takes the plugin's pick among the pairs NCCL allows", () => {
    const p = predictCollective({ ...p5, nodes: 8, bytes: gib(8), protocol: "Simple" });
    expect([p.algorithm, p.protocol, p.pickedBy]).toEqual(["ring", "Simple", "aws-ofi-nccl"]);
  });
});
