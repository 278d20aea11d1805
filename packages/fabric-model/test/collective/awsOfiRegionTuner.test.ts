import { describe, expect, it } from "vitest";
import { awsOfiPlatform, awsOfiRegionPick, insideOfiRegion } from "../../src/collective/awsOfiRegionTuner.ts";
import { pairingCollectiveHardware } from "../../src/collective/pairingCollectiveHardware.ts";
import { predictCollective } from "../../src/collective/predictCollective.ts";
import { gpuNetworkPairings } from "../../src/presets/gpuNetworkPairings.ts";
import { gbps, gib, mib } from "../../src/units.ts";

const any = () => true;
/** AWS p5.48xlarge: 8 x H100, 32 EFA interfaces of 100 Gb/s. */
const p5 = {
  collective: "all_reduce",
  ...pairingCollectiveHardware(gpuNetworkPairings["aws-p5"]),
  ncclVersion: "2.27.7",
} as const;

type Platform = Parameters<typeof awsOfiRegionPick>[0];
/**
 * Golden picks read by hand from aws-ofi-nccl at commit 2daf7d3 (src/tuner/nccl_ofi_regions.cpp:
 * region_init_internal_p5_p5e, _p5en and _p6): platform, collective, size, GPUs a node, nodes,
 * the pair (null: NCCL's own tuner decides), and where the point lies.
 */
const picks: readonly (readonly [Platform, string, number, number, number, string | null, string])[] = [
  ["p5", "all_reduce", mib(64), 8, 8, "tree LL128", "left of the vertex (117440512, 64)"],
  ["p5", "all_reduce", mib(256), 8, 8, "ring LL128", "between 117440512 and 2147483648 at 64 ranks"],
  ["p5", "all_reduce", gib(8), 8, 4, "ring Simple", "right of the vertex (1610612736, 32)"],
  ["p5", "all_reduce", gib(1), 8, 2, null, "the plugin leaves two nodes to NCCL"],
  ["p5", "all_reduce", mib(64), 4, 8, null, "no regions for 4 GPUs a node"],
  ["p5", "all_reduce", mib(1), 1, 16, "tree LL128", "one GPU a node: left of (2367488, 16)"],
  [
    "p5",
    "all_reduce",
    gib(1),
    1,
    16,
    "ring Simple",
    "one GPU a node: right of (4736000, 2)-(269484032, 128)",
  ],
  ["p5", "all_gather", mib(64), 8, 3, null, "no all-gather regions on P5"],
  ["p5en", "all_reduce", 65536, 8, 4, "tree LL", "below 196608 bytes"],
  ["p5en", "all_reduce", mib(8), 8, 4, "tree LL128", "left of (13107200, 16)-(129499136, 127)"],
  [
    "p5en",
    "all_reduce",
    gib(1),
    8,
    3,
    "nvlstree Simple",
    "below the edge from (100 GiB, 16) to (509607936, 32)",
  ],
  ["p5en", "all_reduce", gib(4), 8, 4, "ring Simple", "right of the vertex (509607936, 32)"],
  ["p5en", "all_gather", 65536, 8, 3, "ring LL", "left of (786432, 16)-(4718592, 128)"],
  ["p5en", "all_gather", mib(64), 8, 3, "ring LL128", "left of (236978176, 16)-(956301312, 64)"],
  ["p5en", "reduce_scatter", gib(8), 8, 3, "ring Simple", "right of (291504128, 16)-(589299712, 32)"],
  ["p6", "all_reduce", 65536, 8, 4, "tree LL", "below 393216 bytes"],
  ["p6", "all_reduce", mib(8), 8, 4, "tree LL128", "left of (4718592, 16)-(18350080, 32)"],
  ["p6", "all_reduce", mib(100), 8, 4, "ring LL128", "between 18350080 and 133693440 at 32 ranks"],
  ["p6", "all_reduce", gib(4), 8, 4, "ring Simple", "right of the vertex (435159040, 32)"],
  [
    "p6",
    "all_reduce",
    gib(1),
    8,
    3,
    "nvlstree Simple",
    "below the edge from (100 GiB, 16) to (435159040, 32)",
  ],
];

describe("awsOfiRegionPick", () => {
  it.each(picks)(
    "awsOfiRegionPick(%s, %s, %d B, %d GPUs a node, %d nodes) is %s: %s",
    (platform, collective, bytes, ppn, nodes, pair) => {
      const got = awsOfiRegionPick(platform, collective, bytes, ppn, nodes, any);
      expect(got === null ? null : `${got.algorithm} ${got.protocol}`).toBe(pair);
    },
  );

  it("awsOfiRegionPick skips the regions of pairs NCCL may not run (NCCL_ALGO=ring)", () => {
    const ringOnly = (a: string) => a === "ring";
    // 64 MiB at 64 ranks lies only in the tree LL128 region: with tree ruled out, NCCL decides.
    expect(awsOfiRegionPick("p5", "all_reduce", mib(64), 8, 8, ringOnly)).toBeNull();
    expect(awsOfiRegionPick("p5", "all_reduce", mib(256), 8, 8, ringOnly)).toEqual({
      algorithm: "ring",
      protocol: "LL128",
    });
  });
});

describe("awsOfiPlatform", () => {
  it("awsOfiPlatform(gpu, EFA rate) tells P5 / P5e from P5en and P6-B200, and knows no other", () => {
    expect(awsOfiPlatform("h100-sxm", 100e9)).toBe("p5");
    expect(awsOfiPlatform("h200-sxm", 100e9)).toBe("p5");
    expect(awsOfiPlatform("h200-sxm", 200e9)).toBe("p5en");
    expect(awsOfiPlatform("b200-sxm", 400e9)).toBe("p6");
    expect(awsOfiPlatform("h100-sxm", 200e9)).toBeNull();
    expect(awsOfiPlatform("a100-sxm", 100e9)).toBeNull();
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

  it("predictCollective(8 x p5, NCCL 2.20 told NCCL_TUNER_PLUGIN: ofiTuner true) runs the plugin's pick; on 2.18, which has no tuner interface, NCCL's", () => {
    const at = (ncclVersion: string) =>
      predictCollective({ ...p5, nodes: 8, bytes: mib(64), ncclVersion, ofiTuner: true }).pickedBy;
    expect([at("2.20.5"), at("2.19.3"), at("2.18.5")]).toEqual(["aws-ofi-nccl", "aws-ofi-nccl", "nccl"]);
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
