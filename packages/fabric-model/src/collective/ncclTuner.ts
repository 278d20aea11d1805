/**
 * NCCL's tuner, as `src/graph/tuning.cc` of NCCL 2.30.7 prices a collective: every (algorithm,
 * protocol) pair gets a bus bandwidth and a latency from the communicator's graphs (channels and
 * per-channel bandwidths, see `ncclGraphs`), and the pair with the lowest `latency + bytes / bw`
 * runs. This is what NCCL *expects*; what nccl-tests then measures is `predictCollective`'s business.
 * Internally in NCCL's own units: GB/s (1e9 B/s) and microseconds.
 */
import type { RepositorySource } from "../Source.ts";
import type { NcclGraph, NcclGraphs } from "./ncclGraphs.ts";

/** NCCL's algorithms (`NCCL_ALGO` names, lower-case). PAT serves one GPU per node all-gather / reduce-scatter. */
export type NcclAlgorithm = "tree" | "ring" | "collnetdirect" | "collnetchain" | "nvls" | "nvlstree" | "pat";
/** NCCL's protocols: LL (8-byte flag+data stores), LL128 (128-byte lines), Simple (bulk with fences). */
export type NcclProtocol = "LL" | "LL128" | "Simple";
/** The collectives NCCL's tuner prices (alltoall and sendrecv are point-to-point: not tuned). */
export type NcclTunedCollective = "broadcast" | "reduce" | "all_gather" | "reduce_scatter" | "all_reduce";

/**
 * Whether NCCL has an algorithm for a collective at all (whatever the hardware): broadcast and reduce
 * only ring; all-gather and reduce-scatter ring, PAT, NVLS and CollNet Direct; all-reduce every one
 * but PAT. Asked for one it lacks (NCCL_ALGO), NCCL stops with "no algorithm/protocol available".
 * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/tuning.cc
 * @example ncclImplements("all_gather", "tree") // false
 */
export function ncclImplements(collective: NcclTunedCollective, algorithm: NcclAlgorithm): boolean {
  if (collective === "broadcast" || collective === "reduce") return algorithm === "ring";
  if (collective === "all_gather" || collective === "reduce_scatter") {
    return (
      algorithm === "ring" || algorithm === "pat" || algorithm === "nvls" || algorithm === "collnetdirect"
    );
  }
  return algorithm !== "pat";
}

/**
 * Whether an algorithm runs a protocol: NVLS, NVLS Tree, PAT and CollNet only Simple.
 * @example ncclRunsProtocol("nvls", "LL") // false
 */
export function ncclRunsProtocol(algorithm: NcclAlgorithm, protocol: NcclProtocol): boolean {
  return protocol === "Simple" || algorithm === "ring" || algorithm === "tree";
}

/** Every algorithm, in NCCL's own order (`ncclAlgoStr`): `ncclAlgorithms[1]` -> "ring". */
export const ncclAlgorithms: readonly NcclAlgorithm[] = [
  "tree",
  "ring",
  "collnetdirect",
  "collnetchain",
  "nvls",
  "nvlstree",
  "pat",
];
/** Every protocol, in NCCL's order (`ncclProtoStr`): `ncclProtocols.indexOf("Simple")` -> 2. */
export const ncclProtocols: readonly NcclProtocol[] = ["LL", "LL128", "Simple"];

type PerProtocol = readonly [ll: number, ll128: number, simple: number];
type PerAlgorithm<T> = Readonly<Record<NcclAlgorithm, T>>;
/** Architecture rows of NCCL's tables: Volta, Ampere, Hopper, Blackwell. */
type PerArch = readonly [volta: number, ampere: number, hopper: number, blackwell: number];
/** Node-count columns: one node, two nodes, more. */
type PerNodes = readonly [n1: number, n2: number, n4: number];

/** Where NCCL's constants were read. */
const NCCL_TUNER_SOURCE: RepositorySource = {
  repo: "NVIDIA/nccl",
  path: "src/graph/tuning.cc",
  commit: "e7fcc7da24976ee57eeba70a23b2733b0df9d2da",
  lines: "139-655",
  read: "NCCL 2.30.7-1: nvlsEfficiency, ncclTunerConstantsDefaults (baseLatencies, hwLatencies, llMaxBws, perChMax*Bws), ncclTopoTuneModel (bandwidths, latencies, refinements, enables), treeCorrectionFactor and ncclTopoGetAlgoTime",
};

/**
 * NCCL 2.30.7's tuner constants (microseconds and GB/s), read from `src/graph/tuning.cc`.
 * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/tuning.cc
 * @example ncclTunerConstants.baseLatency.ring[2] // 8.4 (us, Simple)
 */
export const ncclTunerConstants: {
  readonly baseLatency: PerAlgorithm<PerProtocol>;
  readonly hwLatency: Readonly<Record<"nvlink" | "pci" | "net", PerAlgorithm<PerProtocol>>>;
  /** llMaxBws[row][nodes]: row = GPU arch on one node, CPU vendor (0 Intel/other, 1 AMD) across nodes. */
  readonly llMaxBw: readonly PerNodes[];
  readonly perChMaxRingLL128Bw: readonly PerNodes[];
  readonly perChMaxTreeLL128Bw: readonly PerNodes[];
  readonly perChMaxTreeBw: readonly PerNodes[];
  readonly perChMaxNvlsTreeBw: readonly PerNodes[];
  readonly nvlsEfficiency: PerArch;
  /** Tree correction by log2(bytes / 64), 64 B to 256 MiB, per protocol. */
  readonly treeCorrection: readonly (readonly number[])[];
  readonly source: RepositorySource;
} = {
  baseLatency: {
    tree: [6.8, 14.0, 8.4],
    ring: [6.6, 14.0, 8.4],
    collnetdirect: [0, 0, 0],
    collnetchain: [0, 0, 0],
    nvls: [0, 0, 0],
    nvlstree: [0, 0, 0],
    pat: [8.0, 8.0, 8.0],
  },
  hwLatency: {
    nvlink: {
      tree: [0.6, 1.25, 4.0],
      ring: [0.6, 1.9, 3.4],
      collnetdirect: [0, 0, 3.7],
      collnetchain: [0, 0, 2.8],
      nvls: [0, 0, 25],
      nvlstree: [0, 0, 25],
      pat: [0, 0, 4.0],
    },
    pci: {
      tree: [1.0, 1.9, 4.0],
      ring: [1.0, 2.5, 5.7],
      collnetdirect: [0, 0, 3.7],
      collnetchain: [0, 0, 2.8],
      nvls: [0, 0, 0],
      nvlstree: [0, 0, 0],
      pat: [0, 0, 4.0],
    },
    net: {
      tree: [5.0, 8.5, 14],
      ring: [2.7, 4.0, 14.0],
      collnetdirect: [0, 0, 31],
      collnetchain: [0, 0, 30],
      nvls: [0, 0, 18],
      nvlstree: [0, 0, 20.9],
      pat: [0, 0, 14],
    },
  },
  llMaxBw: [
    [39.0, 39.0, 20.4],
    [87.7, 22.5, 19.0],
    [141.0, 45.0, 35.0],
    [282.0, 90.0, 70.0],
  ],
  perChMaxRingLL128Bw: [
    [20.0, 20.0, 20.0],
    [20.0, 20.0, 20.0],
    [36.7, 36.7, 36.7],
    [40.0, 40.0, 40.0],
  ],
  perChMaxTreeLL128Bw: [
    [20.0, 20.0, 20.0],
    [20.0, 20.0, 20.0],
    [36.7, 36.7, 29.0],
    [55.6, 31.67, 20.0],
  ],
  perChMaxTreeBw: [
    [26.5, 18.5, 10.0],
    [24.0, 23.6, 17.8],
    [38.7, 41.4, 36.0],
    [70.0, 42.8, 24.0],
  ],
  perChMaxNvlsTreeBw: [
    [26.5, 18.5, 10.0],
    [24.0, 23.6, 17.8],
    [0.0, 57.7, 45.5],
    [0.0, 96.0, 80.0],
  ],
  nvlsEfficiency: [0, 0, 0.85, 0.74],
  treeCorrection: [
    [
      1.0, 1.0, 1.0, 1.0, 0.9, 0.8, 0.7, 0.7, 0.7, 0.7, 0.6, 0.5, 0.4, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.0,
      1.0, 1.0, 1.0,
    ],
    [
      1.0, 1.0, 1.0, 1.0, 1.0, 0.9, 0.8, 0.8, 0.8, 0.7, 0.6, 0.6, 0.6, 0.6, 0.6, 0.6, 0.8, 0.9, 0.9, 0.9, 0.9,
      1.0, 1.0, 1.0,
    ],
    [
      0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.8, 0.7, 0.6, 0.6, 0.5, 0.5, 0.5, 0.5, 0.6, 0.7, 0.8, 0.7, 0.7, 0.8,
      0.9, 0.9, 0.9,
    ],
  ],
  source: NCCL_TUNER_SOURCE,
};

/** The communicator facts the tuner reads besides its graphs. */
export interface NcclTunerComm {
  readonly nRanks: number;
  readonly nNodes: number;
  /** Lowest compute capability x 10 (80 = sm_80). */
  readonly computeCapability: number;
  /** Host CPU: NCCL's network overhead and multi-node LL cap depend on it. */
  readonly cpu: "intel" | "amd" | "arm";
  /** NCCL_ALGO / NCCL_PROTO as set (NCCL's list syntax, e.g. "Ring", "^LL128", "allreduce:tree"), if any. */
  readonly algoEnv?: string;
  readonly protoEnv?: string;
  /** CollNet (SHARP) is enabled and supported by the network (NCCL_COLLNET_ENABLE=1 with the plugin). */
  readonly collnet: boolean;
  /** The nodes have NVSwitches (CollNet Direct needs them). */
  readonly nvswitch: boolean;
  /**
   * LL128 is allowed on the graphs' paths: NVLink-or-better inside the node and, across nodes, a NIC
   * reached through PCIe switches (PXB; on Hopper and later also C2C/PXN).
   */
  readonly ll128Paths: boolean;
}

/** One priced (algorithm, protocol) pair, in NCCL's units. */
export interface NcclTunerEntry {
  readonly algorithm: NcclAlgorithm;
  readonly protocol: NcclProtocol;
  /** Algorithm bandwidth NCCL assumes (GB/s); 0 when disabled. */
  readonly bandwidthGBps: number;
  /** Latency NCCL assumes (us). */
  readonly latencyUs: number;
  /** The part of `latencyUs` spent on inter-node steps (us). */
  readonly interLatencyUs: number;
  /**
   * The part of `interLatencyUs` NCCL adds for Simple's flush of a receive the NIC wrote into GPU
   * memory: the network's latency counted a second time per inter-node step (us; 0 for LL, LL128
   * and networks whose plugin reports no latency). The proxy flushes only receives that use
   * GPUDirect RDMA (`recvProxyProgress`: `if (resources->useGdr) needFlush |= resources->needFlush`),
   * so a node that stages in host memory never pays it, though NCCL's estimate counts it.
   */
  readonly flushLatencyUs: number;
  /**
   * The part of `latencyUs` that is NCCL's network overhead charged to each step inside a node of a
   * ring across nodes (us; 0 elsewhere). Since 2.18 the tuner prices every such step at no less than
   * the proxy's post overhead (`getNetOverhead`: 1 us on Intel, 2 on AMD, three times that for
   * Simple), which steers the pick away from those rings at small sizes; the steps inside a node
   * still cross NVLink or PCIe, not the proxy. Two DGX A100 nodes with NCCL_ALGO=RING take 38.6 us at
   * 8 B (`ncclOutsideFigures`: NVIDIA/deepops), where the estimate with the overhead gives 68 us.
   * What full Simple steps do cost, at large sizes, the model prices apart (`latNetStep` in
   * CollectiveEfficiencies).
   */
  readonly netOverheadUs: number;
  /** Bus bandwidth before the conversion to algorithm bandwidth (GB/s). */
  readonly busBandwidthGBps: number;
  /**
   * `bandwidthGBps` without the cap NCCL's NVLS formula puts on it from the NVLS graph's inter-node
   * speed, where no link carries that speed: NVLS on one node (GB/s). Equal to `bandwidthGBps` for
   * every other pair. NCCL's tuner ranks with the capped figure; what the kernels move is not capped.
   */
  readonly uncappedBandwidthGBps: number;
  /** Whether NCCL may run this pair here (enabled and priced above zero). */
  readonly enabled: boolean;
}

const ALGO_INDEX: PerAlgorithm<number> = {
  tree: 0,
  ring: 1,
  collnetdirect: 2,
  collnetchain: 3,
  nvls: 4,
  nvlstree: 5,
  pat: 6,
};
const PROTO_INDEX: Readonly<Record<NcclProtocol, number>> = { LL: 0, LL128: 1, Simple: 2 };
const ENV_FUNCS: Readonly<Record<NcclTunedCollective, string>> = {
  broadcast: "broadcast",
  reduce: "reduce",
  all_gather: "allgather",
  reduce_scatter: "reducescatter",
  all_reduce: "allreduce",
};

function archIndex(cc: number): 0 | 1 | 2 | 3 {
  return cc >= 100 ? 3 : cc >= 90 ? 2 : cc >= 80 ? 1 : 0;
}

/**
 * Which entries of NCCL's `NCCL_ALGO` / `NCCL_PROTO` list syntax enable for one collective:
 * `"Ring,Tree"`, `"^LL128"`, `"allreduce:tree;broadcast:ring"` (first entry may lack a prefix).
 * Case-insensitive, as NCCL's `parseList`.
 * @throws RangeError on an unknown element or prefix, as NCCL refuses them (ncclInvalidUsage).
 * @example ncclEnvEnables("^LL128", "all_reduce", ["LL","LL128","Simple"]) // Set {"LL","Simple"}
 */
export function ncclEnvEnables<E extends string>(
  value: string,
  collective: NcclTunedCollective,
  elements: readonly E[],
): ReadonlySet<E> {
  let enabled = new Set<E>(elements);
  const func = ENV_FUNCS[collective];
  const funcs = Object.values(ENV_FUNCS);
  const entries = value.split(";").filter((s) => s.trim() !== "");
  entries.forEach((entry, index) => {
    const colon = entry.indexOf(":");
    const prefix = colon < 0 ? null : entry.slice(0, colon).trim().toLowerCase();
    if (prefix === null && index > 0) {
      throw new RangeError(`every entry but the first needs a prefix: "${value}"`);
    }
    if (prefix !== null && !funcs.includes(prefix)) {
      throw new RangeError(`unknown prefix "${prefix}" in "${value}"`);
    }
    let list = (colon < 0 ? entry : entry.slice(colon + 1)).trim();
    const negate = list.startsWith("^");
    if (negate) list = list.slice(1);
    const named = new Set<E>();
    for (const raw of list.split(",")) {
      const token = raw.trim().toLowerCase();
      if (token === "") continue;
      const match = elements.find((e) => e.toLowerCase() === token);
      if (match === undefined) throw new RangeError(`unknown element "${raw.trim()}" in "${value}"`);
      named.add(match);
    }
    if (prefix !== null && prefix !== func) return;
    enabled = new Set(elements.filter((e) => (negate ? !named.has(e) : named.has(e))));
  });
  return enabled;
}

function log2i(n: number): number {
  return n <= 0 ? -1 : Math.floor(Math.log2(n));
}

/** NCCL's network post overhead per step (us): 1 on Intel (and others), 2 on AMD. */
/**
 * NCCL's network overhead per step (us; `getNetOverhead`): what its tuner charges each step of a
 * ring across nodes for the proxy's post, three times this for Simple.
 * @example ncclNetOverheadUs("intel") // 1
 */
export function ncclNetOverheadUs(cpu: NcclTunerComm["cpu"]): number {
  return cpu === "amd" ? 2.0 : 1.0;
}

/**
 * NCCL's price list for one collective: every (algorithm, protocol) pair with the bandwidth and
 * latency `ncclTopoTuneModel` assigns, and whether the pair is enabled (NCCL_ALGO / NCCL_PROTO, LL128
 * and NVLS / CollNet rules). Pure; NCCL's units (GB/s, us).
 * @throws RangeError on a bad NCCL_ALGO / NCCL_PROTO value, or fewer than 2 ranks.
 * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/tuning.cc
 * @example ncclTunerTable("all_reduce", comm, graphs).find((e) => e.algorithm === "ring")
 */
export function ncclTunerTable(
  collective: NcclTunedCollective,
  comm: NcclTunerComm,
  graphs: NcclGraphs,
): readonly NcclTunerEntry[] {
  const { nRanks, nNodes } = comm;
  if (!(nRanks >= 2)) throw new RangeError(`the tuner needs at least 2 ranks, got ${nRanks}`);
  const K = ncclTunerConstants;
  const arch = archIndex(comm.computeCapability);
  const index2 = nNodes <= 2 ? nNodes - 1 : 2;
  const index1 = nNodes === 1 ? arch : comm.cpu === "amd" ? 1 : 0;
  const llMaxBw = K.llMaxBw[index1]?.[index2] ?? 0;
  const perChMaxTreeBw = K.perChMaxTreeBw[arch]?.[index2] ?? 0;
  const perChMaxRingLL128Bw = K.perChMaxRingLL128Bw[arch]?.[index2] ?? 0;
  const perChMaxTreeLL128Bw = K.perChMaxTreeLL128Bw[arch]?.[index2] ?? 0;
  const perChMaxNvlsTreeBw = K.perChMaxNvlsTreeBw[arch]?.[index2] ?? 0;
  const ppn = nRanks / nNodes;
  const nsteps =
    collective === "all_reduce"
      ? 2 * (nRanks - 1)
      : collective === "reduce_scatter" || collective === "all_gather"
        ? nRanks - 1
        : nRanks;

  const algoOn = comm.algoEnv
    ? ncclEnvEnables(comm.algoEnv, collective, ncclAlgorithms)
    : new Set(ncclAlgorithms);
  const protoOn = comm.protoEnv ? ncclEnvEnables(comm.protoEnv, collective, ncclProtocols) : null;
  const patEnabled = comm.computeCapability >= 60 && nNodes === nRanks;

  const entries: NcclTunerEntry[] = [];
  for (const a of ncclAlgorithms) {
    const graph: NcclGraph | null = graphs[a];
    for (const p of ncclProtocols) {
      let uncapped = 1;
      let overheadUs = 0;
      const push = (bus: number, bw: number, lat: number, inter: number, flush: number, enabled: boolean) =>
        entries.push({
          algorithm: a,
          protocol: p,
          busBandwidthGBps: bus,
          bandwidthGBps: enabled ? bw : 0,
          uncappedBandwidthGBps: enabled ? bw * uncapped : 0,
          latencyUs: lat,
          interLatencyUs: inter,
          flushLatencyUs: flush,
          netOverheadUs: overheadUs,
          enabled: enabled && bw > 0,
        });
      // Pairs NCCL never prices for this collective.
      let priced = graph !== null && graph.nChannels > 0;
      if (
        !ncclImplements(collective, a) ||
        ((a === "nvls" || a === "nvlstree" || a === "pat") && p !== "Simple")
      )
        priced = false;
      if (a === "pat" && !patEnabled) priced = false;
      if (!priced || graph === null) {
        push(0, 0, 0, 0, 0, false);
        continue;
      }
      const collnet = a === "collnetdirect" || a === "collnetchain";
      let bw = nNodes <= 2 || collnet ? graph.bwIntra : graph.bwInter;
      if (a === "nvls" || a === "nvlstree") {
        if (graph.nChannels < 2) {
          push(0, 0, 0, 0, 0, false);
          continue;
        }
        let intraBw = (graph.bwIntra * K.nvlsEfficiency[arch] * (graph.nChannels - 1)) / graph.nChannels;
        intraBw *= collective === "all_reduce" ? 2 : (ppn - 1) / ppn;
        const interBw = graph.bwInter * (nNodes <= 2 && a === "nvlstree" ? 2 : 1);
        bw = Math.min(intraBw, interBw, a === "nvlstree" ? perChMaxNvlsTreeBw : Number.POSITIVE_INFINITY);
        if (a === "nvls" && nNodes === 1 && bw > 0) uncapped = intraBw / bw;
      }
      let busBw = graph.nChannels * bw;
      if (a === "ring" && p === "LL") busBw = Math.min(llMaxBw, busBw * 0.5);
      if (a === "ring" && p === "LL128")
        busBw = Math.min(busBw * 0.92, graph.nChannels * perChMaxRingLL128Bw);
      if (a === "tree" && collective === "all_reduce")
        busBw = Math.min(busBw * 0.92, graph.nChannels * perChMaxTreeBw);
      if (a === "tree" && p === "LL") busBw = Math.min(busBw / 3.8, llMaxBw);
      if (a === "tree" && p === "LL128") {
        busBw = Math.min(busBw * (nNodes === 1 ? 7 / 9 : 120 / 128), graph.nChannels * perChMaxTreeLL128Bw);
      }
      if (a === "tree" && graph.pattern === "tree") busBw *= 0.85;
      if (a === "pat") busBw *= 0.75;
      if (collnet && p !== "Simple") busBw = 0;
      if (a === "collnetdirect" && p === "Simple") {
        if (collective === "all_gather" || collective === "reduce_scatter") {
          busBw = ppn * Math.min(graph.bwIntra, graph.bwInter * 0.9);
        } else {
          let factor = ppn / graph.nChannels;
          factor -= (factor - 1) / 2;
          busBw /= factor;
          if (comm.computeCapability >= 90) busBw *= 0.85;
        }
      }
      // CollNet / NVLS all-gather and reduce-scatter across nodes need the plugin's collectives.
      if (
        (a === "nvls" || a === "collnetdirect") &&
        (collective === "all_gather" || collective === "reduce_scatter") &&
        nNodes > 1
      ) {
        busBw = 0;
      }
      const bus = busBw;
      if (!(a !== "ring" && (collective === "all_gather" || collective === "reduce_scatter"))) {
        busBw *= a === "ring" || a === "nvls" || a === "nvlstree" ? nRanks / nsteps : 0.5;
      }

      // Latency, and the part of it spent crossing nodes.
      const intraHw = graph.typeIntra === "nvlink" ? "nvlink" : "pci";
      const k = PROTO_INDEX[p];
      let lat = K.baseLatency[a][k] as number;
      let inter = 0;
      let intraLat = K.hwLatency[intraHw][a][k] as number;
      let interLat = ppn === 1 ? (K.hwLatency.net.tree[k] as number) : (K.hwLatency.net[a][k] as number);
      interLat += graph.latencyInter;
      if (p === "Simple") interLat += graph.latencyInter;
      // The share of an inter-node step's latency that is Simple's flush (see `flushLatencyUs`).
      let flushShare = p === "Simple" && interLat > 0 ? graph.latencyInter / interLat : 0;
      if (a === "ring") {
        const hwLat = K.hwLatency[nNodes === 1 ? intraHw : "net"][a][k] as number;
        if (collective === "reduce" || collective === "broadcast") {
          const add = graph.sameChannels
            ? hwLat
            : nsteps *
              (p === "Simple" ? (K.hwLatency[nNodes === 1 ? intraHw : "net"].tree[k] as number) : hwLat);
          lat += add;
          if (nNodes > 1) inter = add;
          flushShare = 0;
        } else {
          const overhead = nNodes > 1 ? ncclNetOverheadUs(comm.cpu) * (p === "Simple" ? 3 : 1) : 0;
          const nInter = nNodes === 1 ? 0 : collective === "all_reduce" ? 2 * (nNodes - 1) : nNodes - 1;
          overheadUs = (nsteps - nInter) * Math.max(0, overhead - intraLat);
          intraLat = Math.max(intraLat, overhead);
          inter = nInter * interLat;
          lat += (nsteps - nInter) * intraLat + inter;
        }
      } else if (a === "tree") {
        if (collective === "all_reduce") {
          inter = 2 * log2i(nNodes) * interLat;
          lat += 2 * (nRanks / nNodes - 1) * intraLat + inter;
        }
      } else if (a === "collnetdirect") {
        inter = interLat;
        lat += 2 * (Math.min(1, nRanks / nNodes - 1) * intraLat + (nRanks / nNodes - 1) * 0.4) + inter;
      } else if (a === "collnetchain") {
        inter = interLat;
        lat += 2 * (nRanks / nNodes - 1) * intraLat + inter;
      } else if (a === "nvls") {
        inter = nNodes > 1 ? interLat : 0;
        lat = intraLat + inter;
      } else if (a === "nvlstree") {
        inter = 2 * log2i(nNodes) * interLat;
        lat += intraLat + inter;
      } else if (a === "pat") {
        if (collective === "all_gather" || collective === "reduce_scatter") {
          inter = log2i(nNodes) * (interLat / 3.5);
          lat += inter + nRanks * 2.8;
        }
      }

      // Enables: NCCL_PROTO (LL128 by default only where its paths allow), NCCL_ALGO, and the rules
      // that turn NVLS Tree off on one node, CollNet and multi-node NVLS off without CollNet, CollNet
      // Direct off without NVSwitch.
      let enabled =
        protoOn !== null
          ? protoOn.has(p)
          : p !== "LL128" || (comm.ll128Paths && comm.computeCapability >= 70);
      if (!algoOn.has(a)) enabled = false;
      if (nNodes === 1 && a === "nvlstree") enabled = false;
      if (!comm.collnet && (collnet || (a === "nvls" && nNodes > 1))) enabled = false;
      if (!comm.nvswitch && a === "collnetdirect") enabled = false;
      push(bus, busBw, lat, inter, inter * flushShare, enabled);
    }
  }
  return entries;
}

/**
 * NCCL's time estimate for one priced pair and size (us), as `ncclTopoGetAlgoTime`: tree (and on
 * Blackwell x86 NVLS Tree) bandwidth scaled by the size's correction factor, the ring Simple
 * all-reduce latency's plateau across nodes, then `latency + bytes / (1000 * bw)`. -1 when disabled.
 * @example ncclTunerTime(entry, 1 << 30, comm, 16) // us
 */
export function ncclTunerTime(
  entry: NcclTunerEntry,
  collective: NcclTunedCollective,
  bytes: number,
  comm: NcclTunerComm,
  commChannels: number,
): number {
  let bw = entry.bandwidthGBps;
  let lat = entry.latencyUs;
  if (!entry.enabled || bw === 0) return -1;
  const logSize = log2i(Math.floor(bytes / 64));
  const p = PROTO_INDEX[entry.protocol];
  const corr = ncclTunerConstants.treeCorrection[p];
  if (entry.algorithm === "tree" && collective === "all_reduce" && logSize >= 0 && logSize < 23) {
    bw *= corr?.[logSize] ?? 1;
  }
  if (
    entry.algorithm === "nvlstree" &&
    collective === "all_reduce" &&
    logSize >= 0 &&
    logSize < 24 &&
    comm.computeCapability >= 100 &&
    comm.cpu !== "arm"
  ) {
    bw *= corr?.[logSize] ?? 1;
  }
  if (
    entry.algorithm === "ring" &&
    entry.protocol === "Simple" &&
    comm.nNodes > 1 &&
    collective === "all_reduce" &&
    bytes / (commChannels * comm.nRanks) >= 64
  ) {
    lat *= comm.computeCapability < 80 ? 1.9 : 1.4;
  }
  return lat + bytes / (1000 * bw);
}

/** Index of an algorithm in NCCL's order (`NCCL_ALGO_*`). */
export function ncclAlgorithmIndex(a: NcclAlgorithm): number {
  return ALGO_INDEX[a];
}
