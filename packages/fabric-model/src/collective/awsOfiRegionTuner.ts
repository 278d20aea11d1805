import type { NcclAlgorithm, NcclProtocol } from "./ncclTuner.ts";

/** A point of the tuner's plane: message size (bytes) and communicator size (ranks). */
type RegionPoint = readonly [bytes: number, ranks: number];

/** One region of aws-ofi-nccl's tuner: where in (size, ranks) it picks this pair. */
interface OfiRegion {
  readonly algorithm: Extract<NcclAlgorithm, "ring" | "tree" | "nvlstree">;
  readonly protocol: NcclProtocol;
  readonly vertices: readonly RegionPoint[];
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
  const p = log2Point(point);
  const v = vertices.map(log2Point);
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
): OfiRegion => ({ algorithm, protocol, vertices });

/** P5 / P5e all-reduce regions with 8 GPUs a node, in the order the tuner tests them. */
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

const P5_ALL_REDUCE: Readonly<Record<number, readonly OfiRegion[]>> = {
  8: p5AllReducePpn8(),
  2: p5AllReducePpn2(),
  1: p5AllReducePpn1(),
};

/**
 * The pair aws-ofi-nccl's region tuner makes NCCL run for an all-reduce on AWS P5 / P5e (8 x H100
 * or H200 with 32 EFA interfaces), or null where it leaves the choice to NCCL: two nodes or fewer,
 * a GPU count per node it has no regions for (only 8, 2 and 1), or a size no region covers. It
 * tests its regions in order and takes the first that holds the point (size, ranks) and whose pair
 * NCCL allows here (`allowed`: NCCL_ALGO / NCCL_PROTO and what the hardware can run). The plugin
 * ships the tuner inside its network library, which NCCL 2.21 and later load as their tuner by
 * default.
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/tuner/nccl_ofi_regions.cpp (region_init_internal_p5_p5e; is_inside_region; extend_region; region_get_coll_info_internal_v3: two nodes or fewer fall back)
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/Makefile.am (the tuner bundled in the net plugin: used by default on NCCL 2.21 or later)
 * @example awsOfiRegionPick(64 * 2 ** 20, 8, 8, () => true) // { algorithm: "tree", protocol: "LL128" }
 */
export function awsOfiRegionPick(
  bytes: number,
  gpusPerNode: number,
  nodes: number,
  allowed: (algorithm: NcclAlgorithm, protocol: NcclProtocol) => boolean,
): { readonly algorithm: NcclAlgorithm; readonly protocol: NcclProtocol } | null {
  const regions = P5_ALL_REDUCE[gpusPerNode];
  if (regions === undefined || nodes <= 2) return null;
  const point: RegionPoint = [bytes, gpusPerNode * nodes];
  for (const r of regions) {
    if (!allowed(r.algorithm, r.protocol)) continue;
    if (insideOfiRegion(point, r.vertices)) return { algorithm: r.algorithm, protocol: r.protocol };
  }
  return null;
}
