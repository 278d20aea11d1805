import type { NcclAlgorithm, NcclProtocol } from "./ncclTuner.ts";

/** A point of the tuner's plane: message size (bytes) and communicator size (ranks). */
type RegionPoint = readonly [bytes: number, ranks: number];

/** One region of aws-ofi-nccl's tuner: where in (size, ranks) it picks this pair. */
interface OfiRegion {
  readonly algorithm: Extract<NcclAlgorithm, "ring" | "tree" | "nvlstree">;
  readonly protocol: NcclProtocol;
  /** Its vertices in log2 coordinates, where the tuner tests points. */
  readonly log2Vertices: readonly (readonly [number, number])[];
}

/** The corner the tuner extends its outer edges towards: 100 GiB and 2^20 ranks. */
const MAX_BYTES = 100 * 2 ** 30;
const MAX_RANKS = 2 ** 20;

/** A point in the plane the tuner tests in: log2 of both coordinates (0 taken as 1e-6). */
function log2Point([bytes, ranks]: RegionPoint): readonly [number, number] {
  return [Math.log2(bytes === 0 ? 1e-6 : bytes), Math.log2(ranks === 0 ? 1e-6 : ranks)];
}

/**
 * Continue the edge from `a` through `b` (a straight line in log2-log2) until it meets the largest
 * size or the largest communicator, whichever it reaches first: how the tuner closes a region
 * that holds everything beyond its last measured edge.
 */
function extendEdge(a: RegionPoint, b: RegionPoint): RegionPoint {
  const [ax, ay] = log2Point(a);
  const [bx, by] = log2Point(b);
  const [zx, zy] = log2Point([MAX_BYTES, MAX_RANKS]);
  if (ax === bx) return [2 ** ax, 2 ** zy];
  if (ay === by) return [2 ** zx, 2 ** ay];
  const slope = (ay - by) / (ax - bx);
  const intercept = by - slope * bx;
  const yAtMaxBytes = slope * zx + intercept;
  return yAtMaxBytes < zy ? [2 ** zx, 2 ** yAtMaxBytes] : [2 ** ((zy - intercept) / slope), 2 ** zy];
}

/** Whether a point lies on the segment from p to q (all in log2 coordinates), within a tolerance. */
function onSegment(
  [x, y]: readonly [number, number],
  [px, py]: readonly [number, number],
  [qx, qy]: readonly [number, number],
): boolean {
  const dx = qx - px;
  const dy = qy - py;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : ((x - px) * dx + (y - py) * dy) / length2;
  if (t < 0 || t > 1) return false;
  return Math.hypot(px + t * dx - x, py + t * dy - y) < 1e-9;
}

/**
 * Whether a (size, ranks) point lies inside a region or on its edge, tested in log2 coordinates
 * as the tuner does (even-odd rule). A region of three vertices whose first and last coincide is a
 * line: only points on it belong to it.
 */
export function insideOfiRegion(point: RegionPoint, vertices: readonly RegionPoint[]): boolean {
  return insideLog2(log2Point(point), vertices.map(log2Point));
}

/** `insideOfiRegion` with the point and the vertices already in log2 coordinates. */
function insideLog2(p: readonly [number, number], v: readonly (readonly [number, number])[]): boolean {
  for (let i = 0; i < v.length; i++) {
    if (onSegment(p, v[i] as readonly [number, number], v[(i + 1) % v.length] as readonly [number, number])) {
      return true;
    }
  }
  let inside = false;
  for (let i = 0, j = v.length - 1; i < v.length; j = i++) {
    const [xi, yi] = v[i] as readonly [number, number];
    const [xj, yj] = v[j] as readonly [number, number];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const region = (
  algorithm: OfiRegion["algorithm"],
  protocol: NcclProtocol,
  vertices: readonly RegionPoint[],
): OfiRegion => ({ algorithm, protocol, log2Vertices: vertices.map(log2Point) });

/** P5 / P5e all-reduce regions with 8 GPUs a node, in the order the tuner tests them (so below). */
function p5AllReducePpn8(): readonly OfiRegion[] {
  const treeLl128 = extendEdge([402653184, 2048], [402653184, 4096]);
  const nvlsTree1 = extendEdge([8053063680, 160], [9663676416, 192]);
  const nvlsTree2 = extendEdge([402653184, 2048], [402653184, 4096]);
  const ringSimple = extendEdge([8053063680, 160], [9663676416, 192]);
  return [
    region("tree", "LL128", [
      [0, 16],
      [31457280, 16],
      [37748736, 32],
      [117440512, 64],
      [301989888, 128],
      [301989888, 256],
      [335544320, 512],
      [536870912, 1024],
      [402653184, 2048],
      [402653184, 4096],
      treeLl128,
      [0, treeLl128[1]],
    ]),
    region("nvlstree", "Simple", [
      [31457281, 16],
      [MAX_BYTES, 16],
      [31457281, 16],
    ]),
    region("ring", "LL128", [
      [31457280, 17],
      [1073741824, 17],
      [2147483648, 64],
      [2147483648, 128],
      [1342177280, 160],
      [2147483648, 256],
      [1074790400, 256],
      [444596224, 160],
      [301989888, 128],
      [117440512, 64],
      [37748736, 32],
    ]),
    region("nvlstree", "Simple", [
      [2147483648, 128],
      [6442450944, 128],
      [8053063680, 160],
      [9663676416, 192],
      nvlsTree1,
      nvlsTree2,
      [402653184, 4096],
      [402653184, 2048],
      [536870912, 1024],
      [335544320, 512],
      [301989888, 256],
      [310378496, 160],
      [444596224, 160],
      [1074790400, 256],
      [2684354560, 256],
      [2147483648, 224],
      [1342177280, 160],
    ]),
    region("ring", "Simple", [
      [1073741824, 17],
      [ringSimple[0], 17],
      ringSimple,
      [9663676416, 192],
      [8053063680, 160],
      [2684354560, 64],
      [1610612736, 32],
    ]),
  ];
}

/** P5 / P5e all-reduce regions with 2 GPUs a node. */
function p5AllReducePpn2(): readonly OfiRegion[] {
  const treeLl128 = extendEdge([88160256, 128], [178163712, 256]);
  const treeSimple1 = extendEdge([787480576, 128], [1073741824, 256]);
  const treeSimple2 = extendEdge([257114112, 128], [269484032, 256]);
  const nvlsTree = extendEdge([787480576, 128], [1073741824, 256]);
  return [
    region("tree", "LL128", [
      [0, 4],
      [1314816, 4],
      [1051648, 8],
      [1051648, 12],
      [2367488, 16],
      [5525504, 32],
      [9473024, 64],
      [88160256, 128],
      [178163712, 256],
      treeLl128,
      [0, treeLl128[1]],
    ]),
    region("ring", "LL128", [
      [1314816, 4],
      [19736576, 4],
      [41842688, 8],
      [296747008, 64],
      [257114112, 128],
      [269484032, 256],
      [178163712, 256],
      [88160256, 128],
      [9473024, 64],
      [5525504, 32],
      [2367488, 16],
      [1051648, 12],
      [1051648, 8],
      [1314816, 4],
    ]),
    region("nvlstree", "Simple", [
      [19736576, 4],
      [81844224, 4],
      [275775488, 8],
      [275775488, 48],
      [296747008, 64],
      [41842688, 8],
    ]),
    region("tree", "LL128", [
      [81844224, 4],
      [269484032, 4],
      [81844224, 4],
    ]),
    region("tree", "Simple", [
      [269484032, 4],
      [MAX_BYTES, 4],
      [269484032, 4],
    ]),
    region("ring", "Simple", [
      [81844224, 5],
      [MAX_BYTES, 5],
      [MAX_BYTES, 32],
      [1073741824, 40],
      [1073741824, 128],
      [787480576, 128],
      [296747008, 64],
      [275775488, 48],
      [275775488, 8],
      [81844224, 5],
    ]),
    region("tree", "Simple", [
      [296747008, 64],
      [787480576, 128],
      [1073741824, 256],
      treeSimple1,
      treeSimple2,
      [269484032, 256],
      [257114112, 128],
    ]),
    region("nvlstree", "Simple", [
      nvlsTree,
      [1073741824, 256],
      [787480576, 128],
      [1073741824, 128],
      [1073741824, 40],
      [MAX_BYTES, 32],
    ]),
  ];
}

/** P5 / P5e all-reduce regions with one GPU a node. */
function p5AllReducePpn1(): readonly OfiRegion[] {
  const treeLl128 = extendEdge([9999360, 64], [119477248, 128]);
  const ringLl128 = extendEdge([4736000, 2], [269484032, 128]);
  return [
    region("tree", "LL128", [
      [0, 16],
      [2367488, 16],
      [9999360, 64],
      [119477248, 128],
      treeLl128,
      [0, MAX_RANKS],
    ]),
    region("ring", "LL128", [
      [0, 2],
      [4736000, 2],
      [269484032, 128],
      ringLl128,
      treeLl128,
      [119477248, 128],
      [9999360, 64],
      [2367488, 16],
      [0, 16],
    ]),
    region("ring", "Simple", [[4736000, 2], [MAX_BYTES, 2], ringLl128, [269484032, 128]]),
  ];
}

/** P5en all-reduce regions with 8 GPUs a node. */
function p5enAllReducePpn8(): readonly OfiRegion[] {
  const treeLl = extendEdge([196608, 192], [196608, 1024]);
  const treeLl128 = extendEdge([129499136, 127], [218103808, 1024]);
  const nvlsTree = extendEdge([7516192768, 256], [17179869184, 448]);
  return [
    region("tree", "LL", [[0, 16], [196608, 16], [196608, 1024], treeLl, [0, MAX_RANKS]]),
    region("tree", "LL128", [
      treeLl,
      [196608, 1024],
      [196608, 16],
      [13107200, 16],
      [129499136, 127],
      [218103808, 1024],
      treeLl128,
    ]),
    region("ring", "LL128", [
      [129499136, 127],
      [13107200, 16],
      [29884416, 16],
      [293601280, 32],
      [589299712, 64],
      [549453824, 128],
    ]),
    region("nvlstree", "Simple", [
      treeLl128,
      [218103808, 1024],
      [129499136, 127],
      [549453824, 128],
      [589299712, 64],
      [293601280, 32],
      [29884416, 16],
      [MAX_BYTES, 16],
      [509607936, 32],
      [7516192768, 256],
      [17179869184, 448],
      nvlsTree,
    ]),
    region("ring", "Simple", [
      nvlsTree,
      [17179869184, 448],
      [7516192768, 256],
      [509607936, 32],
      [MAX_BYTES, 16],
    ]),
  ];
}

/** P5en all-gather regions with 8 GPUs a node: the ring, by protocol. */
function p5enAllGatherPpn8(): readonly OfiRegion[] {
  const ringLl = extendEdge([28305408, 768], [33554432, 1024]);
  const ringLl128 = extendEdge([7247754240, 384], [17179865088, 896]);
  return [
    region("ring", "LL", [
      [0, 16],
      [786432, 16],
      [4718592, 128],
      [13630464, 384],
      [19922944, 512],
      [28305408, 768],
      [33554432, 1024],
      ringLl,
      [0, MAX_RANKS],
    ]),
    region("ring", "LL128", [
      ringLl,
      [33554432, 1024],
      [28305408, 768],
      [19922944, 512],
      [13630464, 384],
      [4718592, 128],
      [786432, 16],
      [236978176, 16],
      [956301312, 64],
      [7247754240, 384],
      [17179865088, 896],
      ringLl128,
    ]),
    region("ring", "Simple", [
      ringLl128,
      [17179865088, 896],
      [7247754240, 384],
      [956301312, 64],
      [494927872, 32],
      [236978176, 16],
      [MAX_BYTES, 16],
    ]),
  ];
}

/** P5en reduce-scatter regions with 8 GPUs a node: the ring, by protocol. */
function p5enReduceScatterPpn8(): readonly OfiRegion[] {
  const ringLl = extendEdge([7340032, 256], [18874368, 512]);
  const ringLl128 = extendEdge([7247757312, 256], [17179869184, 640]);
  return [
    region("ring", "LL", [
      [0, 16],
      [786432, 16],
      [4718592, 128],
      [7340032, 256],
      [18874368, 512],
      ringLl,
      [0, MAX_RANKS],
    ]),
    region("ring", "LL128", [
      ringLl,
      [18874368, 512],
      [7340032, 256],
      [4718592, 128],
      [786432, 16],
      [291504128, 16],
      [589299712, 32],
      [2415919104, 128],
      [7247757312, 256],
      [17179869184, 640],
      ringLl128,
    ]),
    region("ring", "Simple", [
      ringLl128,
      [17179869184, 640],
      [7247757312, 256],
      [2415919104, 128],
      [589299712, 32],
      [291504128, 16],
      [MAX_BYTES, 16],
    ]),
  ];
}

/** P6-B200 all-reduce regions with 8 GPUs a node. */
function p6AllReducePpn8(): readonly OfiRegion[] {
  const treeLl = extendEdge([393216, 16], [393216, 1024]);
  const treeLl128 = extendEdge([96993280, 1024], [106430464, 2048]);
  const nvlsTree = extendEdge([10737418240, 512], [34359738368, 1500]);
  return [
    region("tree", "LL", [[0, 16], [393216, 16], treeLl, [0, MAX_RANKS]]),
    region("tree", "LL128", [
      treeLl,
      [393216, 16],
      [4718592, 16],
      [18350080, 32],
      [40370176, 64],
      [57147392, 128],
      [72876032, 256],
      [96993280, 1024],
      [106430464, 2048],
      treeLl128,
    ]),
    region("ring", "LL128", [
      [90701824, 128],
      [50855936, 64],
      [18350080, 32],
      [133693440, 32],
      [120061952, 64],
    ]),
    region("nvlstree", "Simple", [
      treeLl128,
      [106430464, 2048],
      [96993280, 1024],
      [72876032, 256],
      [57147392, 128],
      [40370176, 64],
      [18350080, 32],
      [50855936, 64],
      [90701824, 128],
      [120061952, 64],
      [133693440, 32],
      [18350080, 32],
      [4718592, 16],
      [MAX_BYTES, 16],
      [435159040, 32],
      [1072693248, 64],
      [10737418240, 512],
      [34359738368, 1500],
      nvlsTree,
    ]),
    region("ring", "Simple", [
      nvlsTree,
      [10737418240, 512],
      [1072693248, 64],
      [435159040, 32],
      [MAX_BYTES, 16],
    ]),
  ];
}

/** The AWS instances whose regions the model holds. */
export type AwsOfiPlatform = "p5" | "p5en" | "p6";

/** The collectives the regions cover. */
type RegionCollective = "all_reduce" | "all_gather" | "reduce_scatter";

/** Regions by platform, collective and GPUs a node, each built once. */
const REGIONS: Readonly<
  Record<AwsOfiPlatform, Partial<Record<RegionCollective, Readonly<Record<number, readonly OfiRegion[]>>>>>
> = {
  p5: { all_reduce: { 8: p5AllReducePpn8(), 2: p5AllReducePpn2(), 1: p5AllReducePpn1() } },
  p5en: {
    all_reduce: { 8: p5enAllReducePpn8() },
    all_gather: { 8: p5enAllGatherPpn8() },
    reduce_scatter: { 8: p5enReduceScatterPpn8() },
  },
  p6: { all_reduce: { 8: p6AllReducePpn8() } },
};

/**
 * The AWS platform whose tuner regions apply to a GPU and EFA interface rate, or null: P5 and P5e
 * (8 x H100 or H200, 32 EFA interfaces of 100 Gb/s) share one set, P5en (8 x H200, 16 of 200 Gb/s)
 * and P6-B200 (8 x B200, 8 of 400 Gb/s) have their own.
 * @example awsOfiPlatform("h200-sxm", 200e9) // "p5en"
 */
export function awsOfiPlatform(gpu: string, efaRateBitsPerSecond: number): AwsOfiPlatform | null {
  if (gpu === "b200-sxm") return efaRateBitsPerSecond <= 400e9 ? "p6" : null;
  if (gpu !== "h100-sxm" && gpu !== "h200-sxm") return null;
  if (efaRateBitsPerSecond <= 100e9) return "p5";
  return gpu === "h200-sxm" && efaRateBitsPerSecond <= 200e9 ? "p5en" : null;
}

/**
 * The pair aws-ofi-nccl's region tuner makes NCCL run on an AWS platform, or null where it leaves
 * the choice to NCCL: two nodes or fewer, a collective or GPU count per node it has no regions for
 * (P5 / P5e: all-reduce with 8, 2 or 1 GPUs a node; P5en: all-reduce, all-gather and
 * reduce-scatter with 8; P6-B200: all-reduce with 8), or a size no region covers. It tests its regions in order and takes the
 * first that holds the point (size, ranks) and whose pair NCCL allows here (`allowed`:
 * NCCL_ALGO / NCCL_PROTO and what the hardware can run). The plugin ships the tuner inside its
 * network library from 1.16 (June 2025; before, as a separate library NCCL_TUNER_PLUGIN names),
 * which NCCL 2.21 and later load as their tuner by default. The P5 regions are the same from 1.14.
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/tuner/nccl_ofi_regions.cpp (region_init_internal_p5_p5e, region_init_internal_p5en and region_init_internal_p6; is_inside_region; extend_region; region_get_coll_info_internal_v3: two nodes or fewer fall back)
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/Makefile.am (the tuner bundled in the net plugin: used by default on NCCL 2.21 or later)
 * @example awsOfiRegionPick("p5", "all_reduce", 64 * 2 ** 20, 8, 8, () => true) // { algorithm: "tree", protocol: "LL128" }
 */
export function awsOfiRegionPick(
  platform: AwsOfiPlatform,
  collective: string,
  bytes: number,
  gpusPerNode: number,
  nodes: number,
  allowed: (algorithm: NcclAlgorithm, protocol: NcclProtocol) => boolean,
): { readonly algorithm: NcclAlgorithm; readonly protocol: NcclProtocol } | null {
  const regions = REGIONS[platform][collective as RegionCollective]?.[gpusPerNode];
  if (regions === undefined || nodes <= 2) return null;
  const point = log2Point([bytes, gpusPerNode * nodes]);
  for (const r of regions) {
    if (!allowed(r.algorithm, r.protocol)) continue;
    if (insideLog2(point, r.log2Vertices)) return { algorithm: r.algorithm, protocol: r.protocol };
  }
  return null;
}
