import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";

/** A NIC NCCL listed (`NET/IB : Using [0]mlx5_0:1/IB ...`): its index, device, port and link layer. */
export interface NcclLogNic {
  /** Host of the line that listed it, or `null` when the line has no host prefix. */
  readonly host: string | null;
  /** NCCL's index for it (`[0]`). */
  readonly index: number;
  /** Verbs device name, e.g. "mlx5_0". */
  readonly name: string;
  readonly port: number | null;
  /** "IB" (InfiniBand) or "RoCE" (Ethernet). */
  readonly linkLayer: "IB" | "RoCE" | null;
  readonly line: number;
}

/** A network interface NCCL's socket transport uses (`NET/Socket : Using [0]eno1:10.0.0.1<0>`). */
export interface NcclLogSocketInterface {
  readonly host: string | null;
  readonly name: string;
  readonly address: string;
  readonly line: number;
}

/** A plugin NCCL looked for: network, tuner, profiler…, found or not. */
export interface NcclLogPlugin {
  readonly kind: "net" | "tuner" | "profiler" | "other";
  /** Its name when one loaded ("aws-ofi-nccl 1.13.2-aws", "IB"), `null` when NCCL used its own. */
  readonly name: string | null;
  /** False when the line says it was not found and NCCL's internal one is used. */
  readonly found: boolean;
  readonly line: number;
}

/** One ring as rank 0 prints it (`Channel 00/04 : 0 3 6 5 4 7 2 1`): the ranks in ring order. */
export interface NcclLogRing {
  readonly channel: number;
  readonly ranks: readonly number[];
  readonly line: number;
}

/** One rank's place in one channel's tree (`Trees [0] 1/-1/-1->0->-1`): its parent and children. */
export interface NcclLogTreeNode {
  readonly channel: number;
  readonly rank: number;
  /** Parent rank, -1 at the root. */
  readonly up: number;
  /** Child ranks (at most three; -1 entries left out). */
  readonly down: readonly number[];
  readonly line: number;
}

/**
 * How a rank's connection to a peer in one channel was built, from a line such as
 * `Channel 00/0 : 3[3] -> 4[0] [send] via NET/IB/1(2)/GDRDMA/Shared`.
 */
export interface NcclLogConnection {
  readonly channel: number;
  readonly from: number;
  readonly to: number;
  /** "send" or "receive" for network connections, `null` for P2P and SHM. */
  readonly direction: "send" | "receive" | null;
  /** The transport as printed after "via", e.g. "P2P/CUMEM/read", "NET/IB/0/GDRDMA". */
  readonly transport: string;
  /** NVLink or PCIe peer-to-peer, host shared memory, the network, NVLink SHARP or CollNet. */
  readonly kind: "p2p" | "shm" | "net" | "nvls" | "collnet" | "other";
  /** True when the data moves by GPUDirect RDMA (`/GDRDMA` in the transport). */
  readonly gdr: boolean;
  /** NCCL's network device index (`NET/IB/1` -> 1), `null` for other kinds. */
  readonly netDevice: number | null;
  /** The rank whose NIC carries it (`NET/IB/1(2)`: rank 2, PXN), `null` when its own. */
  readonly proxyRank: number | null;
  readonly host: string | null;
  readonly line: number;
}

/** A transport as printed, how many connection lines used it and where it first appears. */
export interface NcclLogTransport {
  readonly transport: string;
  readonly kind: NcclLogConnection["kind"];
  readonly count: number;
  readonly line: number;
}

/** An algorithm and protocol the tuner chose for one collective and size (`NCCL_DEBUG_SUBSYS=TUNING`). */
export interface NcclLogTunerChoice {
  readonly collective: string;
  readonly bytes: number;
  /** "Tree", "Ring", "CollNetDirect", "CollNetChain", "NVLS", "NVLSTree", "PAT". */
  readonly algorithm: string;
  /** "LL", "LL128", "Simple". */
  readonly protocol: string;
  readonly line: number;
}

/** How far a GPU's NIC is, as NCCL 2.4-2.7 print it (`CUDA Dev 0[0], IB NIC distance :  SYS`). */
export interface NcclLogNicDistance {
  readonly host: string | null;
  readonly gpu: number;
  /** "IB" or "Socket". */
  readonly transport: string;
  /** PCIe path kind: PIX, PXB, PHB, NODE, SYS (SYS: across CPU sockets). */
  readonly distance: string;
  readonly line: number;
}

/**
 * What NCCL's own log (`NCCL_DEBUG=INFO`) says it built, decoded from its INFO, WARN and TRACE
 * lines: version and plugins, the NICs and socket interfaces it found and the network it chose,
 * GPUDirect RDMA, channels, rings, trees and the transport of each connection, NVLS and PXN, the
 * tuner's choices where logged, and the classic mistakes it shows (`findings`, codes with the line
 * that shows each). Lists are bounded: at most a few thousand entries, the first ones kept.
 * Sources, NVIDIA/nccl: `src/init.cc` (version, "comm %p rank %d nRanks %d nNodes %d localRanks
 * %d", "Channel %02d/%02d :", "Trees"), `src/transport/p2p.cc`, `shm.cc`, `net.cc` ("Channel
 * %02d/%d : %d[%d] -> %d[%d] [send] via NET/%s/%d(%d)%s%s"), `net_ib.cc` ("NET/IB : Using"),
 * `src/graph/tuning.cc`, `src/enqueue.cc` ("%s: %ld Bytes -> Algo %d proto %d").
 */
export interface NcclLog {
  /** NCCL versions printed, each with the hosts that printed it; several when hosts differ. */
  readonly versions: ReadonlyArray<{
    readonly version: string;
    readonly hosts: readonly string[];
    readonly line: number;
  }>;
  /** Hosts of the log lines' `host:pid:tid [dev]` prefixes, in order of appearance. */
  readonly hosts: readonly string[];
  /** Ranks in the communicator (`nranks` / `nRanks` / `[nranks=N]`), the largest seen. */
  readonly nranks: number | null;
  /** Nodes NCCL counted (`nNodes`), or `null`. */
  readonly nNodes: number | null;
  /** GPUs per node NCCL counted (`localRanks`), or `null`. */
  readonly localRanks: number | null;
  /** Ranks NCCL initialised, with their host and CUDA device, from its init lines. */
  readonly ranks: ReadonlyArray<{
    readonly rank: number;
    readonly host: string | null;
    readonly cudaDevice: number | null;
    readonly line: number;
  }>;
  readonly plugins: readonly NcclLogPlugin[];
  /** "Using network X": "IB", "Socket", "AWS Libfabric"…, with its line. */
  readonly network: { readonly name: string; readonly line: number } | null;
  /** The libfabric provider the OFI plugin selected ("efa", "cxi"), or `null`. */
  readonly ofiProvider: string | null;
  /** The NICs the OFI plugin found on a node ("Selected Provider is efa (found 4 nics)"), or `null`. */
  readonly ofiNics: number | null;
  /**
   * TCP sockets each connection of NCCL's socket transport opens, threads times sockets per thread
   * ("NET/Socket: Using 2 threads and 8 sockets per thread"), or `null`: NCCL prints the line only
   * when it uses helper threads; without it the proxy sends on one socket.
   */
  readonly socketsPerConnection: number | null;
  readonly nics: readonly NcclLogNic[];
  readonly socketInterfaces: readonly NcclLogSocketInterface[];
  /** RoCE GID index NCCL used, from NCCL_IB_GID_INDEX or its connection lines, or `null`. */
  readonly gidIndex: number | null;
  /**
   * GPUDirect RDMA between GPU and NIC: "on" when the network connections say GDRDMA, "off" when
   * NCCL says it is disabled (for an HCA, or "GDR 0"), "mixed" when both, `null` when not logged.
   */
  readonly gdr: "on" | "off" | "mixed" | null;
  /** Channels NCCL built (the total in `Channel 00/04`), or `null`. */
  readonly channels: number | null;
  readonly rings: readonly NcclLogRing[];
  readonly trees: readonly NcclLogTreeNode[];
  /** True when NCCL says trees are disabled (NCCL 2.4 on one node per rank, or NCCL_ALGO). */
  readonly treesDisabled: boolean;
  readonly connections: readonly NcclLogConnection[];
  readonly transports: readonly NcclLogTransport[];
  /** NVLink SHARP: true when NCCL set up NVLS, false when it says it is unavailable or built 0 NVLS channels. */
  readonly nvls: boolean | null;
  /** PXN (a GPU sending through another GPU's NIC): true when a connection goes through a proxy rank or NCCL says PXN 1. */
  readonly pxn: boolean | null;
  readonly tunerChoices: readonly NcclLogTunerChoice[];
  readonly nicDistances: readonly NcclLogNicDistance[];
  /** `NCCL WARN` lines, as printed after "NCCL WARN". */
  readonly warnings: ReadonlyArray<{ readonly text: string; readonly line: number }>;
  /** NCCL lines decoded (INFO, WARN, TRACE and the rest). */
  readonly linesRead: number;
  /** The classic mistakes the log shows, each with the line that shows it (codes `nccl-log-*`). */
  readonly findings: readonly MeasurementDiagnostic[];
}
