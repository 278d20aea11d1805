import { describe, expect, it } from "vitest";
import { awsOfiRegionPick, insideOfiRegion } from "../../src/collective/awsOfiRegionTuner.ts";
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
  it("awsOfiRegionPick(64 MiB, 8, 8 nodes) is tree LL128: left of the vertex (117440512, 64) of its edge", () => {
    expect(awsOfiRegionPick(mib(64), 8, 8, any)).toEqual({ algorithm: "tree", protocol: "LL128" });
  });

  it("awsOfiRegionPick(256 MiB, 8, 8 nodes) is ring LL128: between 117440512 and 2147483648 at 64 ranks", () => {
    expect(awsOfiRegionPick(mib(256), 8, 8, any)).toEqual({ algorithm: "ring", protocol: "LL128" });
  });

  it("awsOfiRegionPick(8 GiB, 8, 4 nodes) is ring Simple: right of the vertex (1610612736, 32)", () => {
    expect(awsOfiRegionPick(gib(8), 8, 4, any)).toEqual({ algorithm: "ring", protocol: "Simple" });
  });

  it("awsOfiRegionPick(any size, 8, 2 nodes) is null: the plugin leaves two nodes to NCCL", () => {
    expect(awsOfiRegionPick(gib(1), 8, 2, any)).toBeNull();
    expect(awsOfiRegionPick(8, 8, 1, any)).toBeNull();
  });

  it("awsOfiRegionPick(size, 4 GPUs a node) is null: no regions for that shape", () => {
    expect(awsOfiRegionPick(mib(64), 4, 8, any)).toBeNull();
  });

  it("awsOfiRegionPick skips the regions of pairs NCCL may not run (NCCL_ALGO=ring)", () => {
    const ringOnly = (a: string) => a === "ring";
    // 64 MiB at 64 ranks lies only in the tree LL128 region: with tree ruled out, NCCL decides.
    expect(awsOfiRegionPick(mib(64), 8, 8, ringOnly)).toBeNull();
    expect(awsOfiRegionPick(mib(256), 8, 8, ringOnly)).toEqual({ algorithm: "ring", protocol: "LL128" });
  });

  it("awsOfiRegionPick(size, 1 GPU a node, 16 nodes) follows the one-GPU regions: tree LL128 small, ring Simple large", () => {
    expect(awsOfiRegionPick(mib(1), 1, 16, any)).toEqual({ algorithm: "tree", protocol: "LL128" });
    expect(awsOfiRegionPick(gib(1), 1, 16, any)).toEqual({ algorithm: "ring", protocol: "Simple" });
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

  it("predictCollective(p5 with NCCL 2.20, 2 nodes, or 16 x 200 Gb/s P5en NICs) leaves the pick to NCCL", () => {
    expect(predictCollective({ ...p5, nodes: 8, bytes: mib(64), ncclVersion: "2.20.5" }).pickedBy).toBe(
      "nccl",
    );
    expect(predictCollective({ ...p5, nodes: 2, bytes: mib(64) }).pickedBy).toBe("nccl");
    expect(
      predictCollective({
        ...p5,
        gpu: "h200-sxm",
        nicCount: 16,
        nicRate: gbps(200),
        nodes: 8,
        bytes: mib(64),
      }).pickedBy,
    ).toBe("nccl");
  });

  it("predictCollective(8 x p5, NCCL_PROTO=Simple) takes the plugin's pick among the pairs NCCL allows", () => {
    const p = predictCollective({ ...p5, nodes: 8, bytes: gib(8), protocol: "Simple" });
    expect([p.algorithm, p.protocol, p.pickedBy]).toEqual(["ring", "Simple", "aws-ofi-nccl"]);
  });
});
