/**
 * The hardware a collective runs on, in the two views the model needs: NCCL's (the per-GPU budgets
 * its topology search and tuner read, in GB/s) and the wire's (raw capacities per direction, which
 * bound what any algorithm achieves), plus the link classes whose efficiencies are calibrated.
 */
import { type GpuPreset, gpuPreset, ncclPcieBandwidth } from "../presets/gpus.ts";
import type { BitsPerSecond } from "../units.ts";
import type { NcclNodeBudget } from "./ncclGraphs.ts";

/**
 * How NCCL's inter-node traffic travels: InfiniBand or RoCE verbs, kernel TCP sockets, AWS EFA
 * (libfabric over SRD), HPE Slingshot (libfabric CXI), Google's GPUDirect-TCPX and -TCPXO.
 * @example const t: CollectiveTransport = "roce";
 */
export type CollectiveTransport = "ib" | "roce" | "tcp" | "efa" | "slingshot" | "tcpx" | "tcpxo";

/** Every transport, in a stable order: `collectiveTransports.includes("efa")` -> true. */
export const collectiveTransports: readonly CollectiveTransport[] = [
  "ib",
  "roce",
  "efa",
  "slingshot",
  "tcpxo",
  "tcpx",
  "tcp",
];

/** A link class inside the node: an NVLink generation, or a PCIe generation for PCIe-only GPUs. */
export type IntraLinkClass = "nvlink3" | "nvlink4" | "nvlink5" | "pcie3" | "pcie4" | "pcie5";

/** A GPU's host link: its PCIe generation. */
export type PcieLinkClass = Extract<IntraLinkClass, `pcie${number}`>;

/** Every intra-node link class, in a stable order. */
export const intraLinkClasses: readonly IntraLinkClass[] = [
  "nvlink3",
  "nvlink4",
  "nvlink5",
  "pcie3",
  "pcie4",
  "pcie5",
];

/**
 * The largest values NCCL takes for the settings the model mirrors: queue pairs per connection
 * (NCCL_IB_MAX_QPS in src/transport/net_ib.cc), channels (MAXCHANNELS) and TCP sockets per
 * connection (MAX_SOCKETS in src/transport/net_socket.cc), which bound `qpsPerConnection`,
 * `minChannels` and `socketsPerConnection` here, in the CLI and on "Your measurements".
 * @example ncclSettingLimits.qpsPerConnection // 128
 */
export const ncclSettingLimits = { qpsPerConnection: 128, channels: 64, socketsPerConnection: 64 } as const;

/** The hardware facts `collectiveHardware` needs (a subset of `predictCollective`'s input). */
export interface CollectiveHardwareInput {
  readonly gpu: string;
  /** GPUs of each node in the job. */
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** GPUs each node has (default: the GPU preset's usual node). NICs in use follow the share the job takes. */
  readonly gpusPerNodeInstalled?: number;
  /** NICs each node has (required when nodes > 1). */
  readonly nicCount?: number;
  /** Line rate of one NIC, one direction (required when nodes > 1). */
  readonly nicRate?: BitsPerSecond;
  readonly transport?: CollectiveTransport;
  /** Host CPU vendor (default: the GPU preset's platform). */
  readonly hostCpu?: "intel" | "amd" | "arm";
  /** NVLink SHARP (NCCL_NVLS_ENABLE; default on where the hardware has it). */
  readonly nvls?: boolean;
  /** CollNet / SHARP in the switches (NCCL_COLLNET_ENABLE with the SHARP plugin; default off). */
  readonly collnet?: boolean;
  /**
   * GPUs of a node reach each other directly, over NVLink or PCIe (NCCL's P2P transport; default
   * on). Off, they go through host memory (its SHM transport): NCCL_P2P_DISABLE=1, GPUs whose driver
   * refuses peer access, and, by NCCL's default NCCL_P2P_LEVEL, PCIe GPUs that do not share a PCIe
   * switch (path through the CPU or across sockets).
   * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/paths.cc#L355-L368 (p2pLevel = PATH_PXB unless AMD with two GPUs)
   */
  readonly p2p?: boolean;
  /**
   * The NICs read and write GPU memory directly (GPUDirect RDMA, or GPUDirect-TCPX/TCPXO). Default:
   * yes over an RDMA transport when the GPU reaches its NIC through a PCIe switch or C2C (NCCL's
   * default NCCL_NET_GDR_LEVEL), and for TCPX/TCPXO; never over kernel TCP sockets.
   */
  readonly gpuDirect?: boolean;
  /**
   * Queue pairs per connection over InfiniBand or RoCE (NCCL_IB_QPS_PER_CONNECTION: default 1, at most
   * NCCL_IB_MAX_QPS = 128). Each queue pair is a flow the fabric's switches route on a path of its own.
   * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/transport/net_ib.cc (NCCL_PARAM(IbQpsPerConn, "IB_QPS_PER_CONNECTION", 1))
   */
  readonly qpsPerConnection?: number;
  /**
   * GPUs one process drives (nccl-tests' -g, its header's "nGpus"; default 1: a process per GPU,
   * as training runs and `mpirun -np <GPUs>` launch). One process launches the collective on each of
   * its GPUs in turn, so a small operation takes at least that many launches (`latLaunch`).
   */
  readonly gpusPerProcess?: number;
  /**
   * TCP sockets each connection over kernel TCP opens, each a flow of its own
   * (NCCL_SOCKET_NTHREADS x NCCL_NSOCKS_PERTHREAD; NCCL prints "NET/Socket: Using N threads and M
   * sockets per thread"). NCCL's own choice reads the NIC's PCI vendor from sysfs: 2 x 8 on AWS's
   * ENA, 4 x 1 on Google's gVNIC, and otherwise no helper thread, its proxy sending on one socket;
   * a pod whose interface is a veth has no vendor to read. Default 1.
   * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/transport/net_socket.cc (ncclNetSocketGetNsockNthread: autoNt = 0, autoNs = 1; vendor 0x1d0f: 2, 8; 0x1ae0: 4, 1; MAX_SOCKETS 64)
   */
  readonly socketsPerConnection?: number;
  /**
   * The most one TCP flow carries across this network, one direction (default: no limit beyond the
   * NIC). Clouds limit flows: AWS to 10 Gb/s between instances of one cluster placement group and 5
   * Gb/s otherwise (`awsFlowRateLimits`). Over kernel TCP only.
   */
  readonly flowRateLimit?: BitsPerSecond;
}

/** The hardware, resolved. Raw capacities in B/s, one direction. */
export interface CollectiveHardware {
  readonly gpu: GpuPreset;
  readonly gpusPerNode: number;
  readonly nodes: number;
  readonly ranks: number;
  /** NICs per node the job's GPUs drive: the node's NICs times the share of its GPUs in the job, rounded up. */
  readonly nicsUsed: number;
  /** Queue pairs per connection (NCCL_IB_QPS_PER_CONNECTION; 1 unless asked). */
  readonly qpsPerConnection: number;
  /** GPUs one process drives (1 unless asked): kernel launches per operation on one CPU thread. */
  readonly gpusPerProcess: number;
  /** TCP flows each connection over kernel TCP opens (1 unless asked). */
  readonly socketsPerConnection: number;
  /** The most one TCP flow carries, one direction (B/s; Infinity: no limit). */
  readonly flowRateLimitBytes: number;
  readonly transport: CollectiveTransport | null;
  readonly hostCpu: "intel" | "amd" | "arm";
  readonly intraClass: IntraLinkClass;
  /** Raw GPU-to-GPU capacity per GPU: its NVLinks together, or its PCIe link (0 with one GPU per node). */
  readonly intraCapacity: number;
  /** Raw capacity of one GPU's PCIe link, one direction (B/s). */
  readonly gpuPcieCapacity: number;
  /** The GPU's PCIe generation, which traffic staged in host memory crosses twice. */
  readonly pcieClass: PcieLinkClass;
  /** Raw capacity of the NICs a node drives (0 on one node). */
  readonly nicCapacity: number;
  /** Raw capacity of one NIC (0 on one node). */
  readonly nicRateBytes: number;
  /** NCCL's view of the node, for its search and tuner. */
  readonly budget: NcclNodeBudget;
  /** LL128 may run on these paths (NVLink inside; across nodes a NIC through a PCIe switch or C2C). */
  readonly ll128Paths: boolean;
  /** Network traffic goes straight between GPU memory and the NIC; false: it is staged in host memory. */
  readonly gpuDirect: boolean;
  /** GPUs of a node reach each other directly (P2P); false: through host memory (SHM). */
  readonly p2p: boolean;
  /**
   * The protocol the network plugin sets NCCL_PROTO to when the job has not set it (null: none).
   * See `AWS_OFI_NCCL_SIMPLE_BEFORE`.
   */
  readonly pluginProtocol: "Simple" | null;
}

/**
 * The network latency (us) aws-ofi-nccl reports to NCCL on AWS (P5, and any AWS instance it has no
 * entry for), which NCCL's tuner adds to each step across nodes (twice for Simple). Off AWS the
 * plugin's default is 0.
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/platform-aws.cpp (p5/p5e latency 75.0; the fall-through default 75.0 on AWS)
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/include/nccl_ofi_param.h (OFI_NCCL_NET_LATENCY default 0.0)
 */
export const AWS_OFI_NCCL_NET_LATENCY_US = 75;

/**
 * On AWS EFA, aws-ofi-nccl sets NCCL_PROTO=simple (when the job has not set NCCL_PROTO) unless the
 * endpoint delivers 128-byte aligned writes in order, which LL and LL128 need. It asks only on the
 * platforms it drives with its RDMA-write protocol, P5 and later (H100 onwards); the SENDRECV
 * protocol of the others (p4d and p4de with A100, and g4dn, g5, g6 with PCIe GPUs) reports "Setting
 * FI_OPT_EFA_SENDRECV_IN_ORDER_ALIGNED_128_BYTES not supported" and "Setting NCCL_PROTO to
 * "simple"". So over EFA a GPU of compute capability below this runs Simple at every size.
 * @see https://github.com/aws/aws-ofi-nccl/blob/2daf7d303aa139a03140aa530957d10521e4478d/src/platform-aws.cpp (platform table: p4d.24xlarge and p4de.24xlarge default_protocol SENDRECV, p5/p5e RDMA; the ordering check that forces simple)
 * @see https://github.com/aws/aws-ofi-nccl/issues/715 (p4d.24xlarge, 4 NICs: "Setting FI_OPT_EFA_SENDRECV_IN_ORDER_ALIGNED_128_BYTES not supported." then "Setting NCCL_PROTO to "simple"")
 * @see https://github.com/aws/aws-ofi-nccl/issues/889 (p4d.24xlarge, 2025: the same two lines)
 * @example AWS_OFI_NCCL_SIMPLE_BEFORE // 90
 */
export const AWS_OFI_NCCL_SIMPLE_BEFORE = 90;

/**
 * The protocol a job's network plugin sets NCCL_PROTO to when the job has not (null: none), given
 * the inter-node transport and the GPU's compute capability (see `AWS_OFI_NCCL_SIMPLE_BEFORE`).
 * @example networkPluginProtocol("efa", 80) // "Simple"
 */
export function networkPluginProtocol(
  transport: CollectiveTransport | null,
  computeCapability: number,
): "Simple" | null {
  return transport === "efa" && computeCapability < AWS_OFI_NCCL_SIMPLE_BEFORE ? "Simple" : null;
}

/** Raw PCIe x16-equivalent rate per direction (B/s): 8, 16, 32 GT/s at 128b/130b, times lanes. */
function pcieRaw(pcie: GpuPreset["pcie"]): number {
  const gtPerLane = pcie.generation === 3 ? 8 : pcie.generation === 4 ? 16 : 32;
  return ((gtPerLane * 128) / 130 / 8) * 1e9 * pcie.lanes;
}

/** A whole-number NCCL setting the model mirrors, 1 unless given, within NCCL's largest value. */
function ncclCount(name: "qpsPerConnection" | "socketsPerConnection", value: number | undefined): number {
  const n = value ?? 1;
  const max = ncclSettingLimits[name];
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new RangeError(`${name} must be a whole number from 1 to ${max}, got ${n}`);
  }
  return n;
}

/**
 * Resolve the hardware a collective runs on.
 * @throws RangeError on an unknown GPU, a count that is not an integer >= 1, fewer than 2 GPUs in
 * all, queue pairs per connection outside 1-128, GPUs per process outside 1-gpusPerNode, sockets
 * per connection outside 1-64, a flow rate limit that is not a positive rate or is given for a
 * transport other than kernel TCP, or (across nodes) a missing or non-positive NIC count or rate.
 * @example collectiveHardware({ gpu: "h100-sxm", gpusPerNode: 2, nodes: 2, nicCount: 8, nicRate: gbps(400), transport: "ib" }).nicsUsed // 2
 */
export function collectiveHardware(input: CollectiveHardwareInput): CollectiveHardware {
  const gpu = gpuPreset(input.gpu);
  const g = input.gpusPerNode;
  const N = input.nodes;
  for (const [name, v] of [
    ["gpusPerNode", g],
    ["nodes", N],
  ] as const) {
    if (!Number.isInteger(v) || v < 1) throw new RangeError(`${name} must be a whole number >= 1, got ${v}`);
  }
  if (g * N < 2) throw new RangeError("a collective needs at least 2 GPUs in all");
  const installed = input.gpusPerNodeInstalled ?? Math.max(g, gpu.nodeGpus);
  if (!Number.isInteger(installed) || installed < g) {
    throw new RangeError(
      `gpusPerNodeInstalled must be a whole number >= gpusPerNode (${g}), got ${installed}`,
    );
  }
  const hostCpu = input.hostCpu ?? gpu.hostCpu;
  const qpsPerConnection = ncclCount("qpsPerConnection", input.qpsPerConnection);
  const socketsPerConnection = ncclCount("socketsPerConnection", input.socketsPerConnection);
  const gpusPerProcess = input.gpusPerProcess ?? 1;
  if (!Number.isInteger(gpusPerProcess) || gpusPerProcess < 1 || gpusPerProcess > g) {
    throw new RangeError(
      `gpusPerProcess must be a whole number from 1 to gpusPerNode (${g}), got ${gpusPerProcess}`,
    );
  }
  let nicsUsed = 0;
  let nicRateBytes = 0;
  const transport = N > 1 ? (input.transport ?? "ib") : null;
  const flowRate = input.flowRateLimit as number | undefined;
  if (flowRate !== undefined) {
    if (!Number.isFinite(flowRate) || flowRate <= 0) {
      throw new RangeError(`flowRateLimit must be a positive rate, got ${String(flowRate)}`);
    }
    if (transport !== null && transport !== "tcp") {
      throw new RangeError(`flowRateLimit applies to kernel TCP sockets, not ${transport}`);
    }
  }
  if (N > 1) {
    const count = input.nicCount;
    const rate = input.nicRate as number | undefined;
    if (count === undefined || !Number.isInteger(count) || count < 1) {
      throw new RangeError(`nicCount must be a whole number >= 1 across nodes, got ${String(count)}`);
    }
    if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
      throw new RangeError(`nicRate must be a positive rate across nodes, got ${String(rate)}`);
    }
    nicsUsed = Math.max(1, Math.ceil((count * g) / installed - 1e-9));
    nicRateBytes = rate / 8;
  }
  // The libfabric plugin (aws-ofi-nccl: EFA, and Slingshot's CXI provider) groups the NICs near a GPU
  // into one NCCL device; on AWS it also reports a network latency that NCCL's tuner adds to every
  // step across nodes (75 us on P5 and on AWS instances it has no entry for; 0 elsewhere).
  const ofi = transport === "efa" || transport === "slingshot";
  let ncclNics = nicsUsed;
  let ncclNicRate = nicRateBytes;
  if (N > 1 && ofi && nicsUsed > g) {
    ncclNics = g;
    ncclNicRate = (nicsUsed * nicRateBytes) / g;
  }
  const p2p = input.p2p ?? true;
  // Without P2P, NVLink carries nothing between GPUs: they meet in host memory over PCIe.
  const nv = p2p ? gpu.nvlink : null;
  const intraClass: IntraLinkClass =
    nv !== null
      ? nv.generation >= 5
        ? "nvlink5"
        : nv.generation === 4
          ? "nvlink4"
          : "nvlink3"
      : gpu.pcie.generation === 5
        ? "pcie5"
        : gpu.pcie.generation === 4
          ? "pcie4"
          : "pcie3";
  const intraCapacity =
    g > 1 ? (nv !== null ? (nv.bandwidthUnidirectional as number) : pcieRaw(gpu.pcie)) : 0;
  const GB = 1e9;
  const ncclNvlink = nv !== null ? (nv.links * (nv.ncclLinkBandwidth as number)) / GB : null;
  const ncclPci = (ncclPcieBandwidth(gpu.pcie) as number) / GB;
  // The GPU reaches its NIC through a PCIe switch (its own PCIe rate) or, on Grace Hopper, over C2C
  // to the CPU whose Gen5 root port holds the NIC.
  const gpuNicPathBw = gpu.nicPath === "c2c" ? 48 : ncclPci;
  if (input.gpuDirect === true && transport === "tcp") {
    throw new RangeError("gpuDirect cannot be on over kernel TCP sockets");
  }
  const budget: NcclNodeBudget = {
    computeCapability: gpu.computeCapability,
    gpus: g,
    nodes: N,
    intraBw: g > 1 ? (ncclNvlink ?? ncclPci) : null,
    gpuTotalBw: Math.max(ncclNvlink ?? 0, ncclPci),
    intraType: nv !== null ? "nvlink" : "pci",
    nvswitch: nv?.nvswitch ?? false,
    nics: ncclNics,
    nicBw: ncclNicRate / GB,
    gpuNicPathBw,
    nvls: input.nvls ?? true,
    collnet: (input.collnet ?? false) && N > 1,
    netLatency: transport === "efa" ? AWS_OFI_NCCL_NET_LATENCY_US : 0,
  };
  const rdma = transport === "ib" || transport === "roce" || transport === "efa" || transport === "slingshot";
  const gpuDirect =
    N === 1 ||
    (input.gpuDirect ?? ((rdma && gpu.nicPath !== "cpu") || transport === "tcpx" || transport === "tcpxo"));
  const ll128Paths =
    nv !== null &&
    (N === 1 || (rdma && gpuDirect && (gpu.nicPath === "pcie" || gpu.computeCapability >= 90)));
  return {
    gpu,
    gpusPerNode: g,
    nodes: N,
    ranks: g * N,
    nicsUsed,
    qpsPerConnection,
    gpusPerProcess,
    socketsPerConnection,
    flowRateLimitBytes: flowRate === undefined ? Number.POSITIVE_INFINITY : flowRate / 8,
    transport,
    hostCpu,
    intraClass,
    intraCapacity,
    gpuPcieCapacity: pcieRaw(gpu.pcie),
    pcieClass: `pcie${gpu.pcie.generation}`,
    nicCapacity: nicsUsed * nicRateBytes,
    nicRateBytes,
    budget,
    ll128Paths,
    gpuDirect,
    p2p: p2p || g === 1,
    pluginProtocol: networkPluginProtocol(transport, gpu.computeCapability),
  };
}
