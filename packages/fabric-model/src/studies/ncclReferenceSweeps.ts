import type { CollectiveTransport } from "../collective/CollectiveTransport.ts";
import type { PredictCollectiveInput } from "../collective/predictCollective.ts";
import type { RepositorySource, Source } from "../Source.ts";
import { gbps } from "../units.ts";
import { type NcclSweepFixture, ncclSweepSources } from "./ncclSweepSources.ts";

/**
 * One published `all_reduce_perf` sweep, cut to a few sizes, with the hardware it ran on in the
 * model's terms. Times are as printed (microseconds, out-of-place then in-place); busbw follows
 * from them exactly as nccl-tests computes it.
 * @example ncclReferenceSweeps.find((s) => s.transport === "efa")?.input.nicRate // 5e10 bit/s
 */
export interface NcclReferenceSweep {
  readonly id: string;
  /** What ran: GPUs, nodes, fabric and transport, in a few words. */
  readonly title: string;
  readonly transport: CollectiveTransport;
  /** The hardware as `predictCollective` input (all-reduce; sizes come from the points). */
  readonly input: Omit<PredictCollectiveInput, "bytes" | "collective">;
  /** The hardware facts the source file does not print, and how each was found. */
  readonly facts: string;
  /** Where those facts were read, beyond the sweep's own file. */
  readonly factSources: readonly Source[];
  /** The file the rows were read from, the lines, and what they show. */
  readonly source: RepositorySource;
  /** Name of the shared fixture that holds the same lines (read only by tests). */
  readonly fixture: NcclSweepFixture;
  /** [size in bytes, out-of-place time in us, in-place time in us], as printed. */
  readonly points: readonly (readonly [number, number, number])[];
}

const ALPS_HARDWARE: Source = {
  url: "https://github.com/eth-cscs/cscs-docs/blob/HEAD/docs/alps/hardware.md",
  read: "Alps GH200 node: four GH200 120GB, four Slingshot 11 NICs (one 200 Gb/s NIC per GH200)",
};
const G4DN: readonly Source[] = [
  {
    repo: "aws-samples/aws-do-eks",
    path: "Container-Root/eks/deployment/karpenter/provisioner-efa.yaml",
    commit: "a4990b45518dcaadc82aad2c712f6ce0c7154fa6",
    read: "the EFA provisioner selects instance type g4dn.8xlarge",
  },
  {
    url: "https://aws.amazon.com/ec2/instance-types/g4/",
    read: "g4dn.8xlarge: 1 x T4, 50 Gbps of network bandwidth",
  },
];

/** A sweep's fixture and where its rows were published. */
const publishedAs = (fixture: NcclSweepFixture) => ({ fixture, source: ncclSweepSources[fixture] });

/**
 * Published nccl-tests all-reduce sweeps the NCCL chapter overlays on the model: H100 over GCP's
 * GPUDirect-TCPXO, GH200 over HPE Slingshot (libfabric, and with the CXI hook disabled, i.e. the
 * socket fallback), and AWS g4dn over EFA and over kernel TCP sockets. Hardware facts not printed
 * in the source are named in `facts` with where they were read.
 * @example ncclReferenceSweeps[0].points[0] // [8, 135.8, 123.5]
 * @see https://github.com/NVIDIA/nccl-tests (the tool that printed these rows)
 */
export const ncclReferenceSweeps: readonly NcclReferenceSweep[] = [
  {
    id: "h100-2x8-tcpxo",
    title: "2 × 8 H100 (GCP A3 Mega), GPUDirect-TCPXO",
    transport: "tcpxo",
    input: { gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, nicCount: 8, nicRate: gbps(200), transport: "tcpxo" },
    facts:
      "2 x GCP A3 Mega VMs, 8 H100 80GB HBM3 each, GPUDirect-TCPXO over 8 GPU NICs per VM (the repository's README); 200 Gb/s per NIC (Google's GPU machine types)",
    factSources: [
      { url: "https://cloud.google.com/compute/docs/gpus#a3-series", read: "A3 Mega: 8 x 200 Gbps GPU NICs" },
    ],
    ...publishedAs("nccl_allreduce_h100_2x8_gcp_a3mega_tcpxo.txt"),
    points: [
      [8, 135.8, 123.5],
      [32, 123.3, 122.7],
      [128, 123, 122.7],
      [512, 126.6, 123.4],
      [2048, 125.8, 124.6],
      [8192, 131.6, 130.6],
      [32768, 155.2, 153.1],
      [131072, 159.3, 169],
      [524288, 174.2, 171],
      [2097152, 254, 252.9],
      [8388608, 571.9, 563.5],
      [33554432, 1059.9, 1054],
      [134217728, 1652.2, 1636.7],
      [536870912, 3817.5, 3828],
      [2147483648, 12646, 12641],
      [8589934592, 47535, 47743],
    ],
  },
  {
    id: "gh200-2x4-slingshot",
    title: "2 × 4 GH200 (CSCS Alps), Slingshot via libfabric",
    transport: "slingshot",
    input: {
      gpu: "gh200",
      gpusPerNode: 4,
      nodes: 2,
      nicCount: 4,
      nicRate: gbps(200),
      transport: "slingshot",
    },
    facts:
      "2 CSCS Alps nodes, 4 GH200 120GB and 4 NICs per node, HPE Slingshot 11 through aws-ofi-nccl and libfabric's CXI provider; 200 Gb/s per NIC (one 200 Gb/s NIC per GH200)",
    factSources: [ALPS_HARDWARE],
    ...publishedAs("nccl_allreduce_gh200_2x4_slingshot_ofi.txt"),
    points: [
      [8, 17.93, 17.72],
      [32, 17.54, 17.43],
      [128, 18.86, 18.67],
      [512, 19.72, 19.4],
      [2048, 22.07, 21.72],
      [8192, 37.21, 35.84],
      [32768, 39.61, 37.09],
      [131072, 81.41, 72.94],
      [524288, 170.3, 349.6],
      [2097152, 182.1, 180.6],
      [8388608, 344.5, 345.7],
      [33554432, 686.5, 686.6],
      [134217728, 1916.4, 1907.8],
    ],
  },
  {
    id: "gh200-2x1-slingshot",
    title: "2 × 1 GH200 (CSCS Alps), Slingshot via libfabric",
    transport: "slingshot",
    input: {
      gpu: "gh200",
      gpusPerNode: 1,
      nodes: 2,
      nicCount: 1,
      nicRate: gbps(200),
      transport: "slingshot",
    },
    facts:
      "two Alps nodes, one GH200 120GB each driving the NIC next to it, Slingshot 11 via libfabric; 200 Gb/s per NIC (one 200 Gb/s NIC per GH200)",
    factSources: [ALPS_HARDWARE],
    ...publishedAs("nccl_allreduce_gh200_2x1_slingshot_sarus_v2.18.2.txt"),
    points: [
      [1048576, 339.61, 335.85],
      [2097152, 355.53, 361.77],
      [4194304, 476.28, 471.14],
      [8388608, 556.83, 559.35],
      [16777216, 840.36, 841.25],
      [33554432, 1537.62, 1538.74],
      [67108864, 2982.38, 2983.25],
      [134217728, 5871.07, 5867.43],
    ],
  },
  {
    id: "gh200-2x4-sockets",
    title: "2 × 4 GH200 (CSCS Alps), CXI hook disabled: TCP sockets",
    transport: "tcp",
    input: {
      gpu: "gh200",
      gpusPerNode: 4,
      nodes: 2,
      nicCount: 4,
      nicRate: gbps(200),
      transport: "tcp",
      underlay: "slingshot",
    },
    facts:
      "the same 2 x 4 GH200 nodes as the libfabric run, shown in the source as what happens with the CXI container hook disabled; the transport is not printed: modelled as NCCL's socket (TCP) fallback over the same Slingshot NICs",
    factSources: [ALPS_HARDWARE],
    ...publishedAs("nccl_allreduce_gh200_2x4_cxi_hook_disabled.txt"),
    points: [
      [8, 85.47, 53.44],
      [32, 50.45, 50.4],
      [128, 50.94, 50.77],
      [512, 163.2, 357.5],
      [2048, 53.22, 52.58],
      [8192, 58.52, 58.62],
      [32768, 184.1, 183.5],
      [131072, 592.7, 591.5],
      [524288, 1143.1, 1138],
      [2097152, 921.8, 899.8],
      [8388608, 2437.7, 2417],
      [33554432, 17388, 17275],
      [134217728, 43293, 43396],
    ],
  },
  {
    id: "t4-2x1-efa",
    title: "2 × 1 T4 (AWS g4dn), EFA",
    transport: "efa",
    input: { gpu: "t4", gpusPerNode: 1, nodes: 2, nicCount: 1, nicRate: gbps(50), transport: "efa" },
    facts:
      "two EKS worker pods with one GPU each; provisioner-efa.yaml in the same folder selects g4dn.8xlarge, which AWS lists with 1 x T4 and 50 Gb/s networking (an inference: the instance type is not printed); AWS EFA through aws-ofi-nccl",
    factSources: G4DN,
    ...publishedAs("nccl_allreduce_aws_2rank_efa.txt"),
    points: [
      [8, 70.54, 70.23],
      [32, 69.52, 69.84],
      [128, 70.93, 70.21],
      [512, 70.94, 70.24],
      [2048, 73.31, 73.65],
      [8192, 84.36, 85.09],
      [32768, 103.2, 101.8],
      [131072, 185.4, 184.6],
      [524288, 719.2, 714.4],
      [2097152, 1099.4, 1088.7],
      [8388608, 3500, 3481.5],
      [33554432, 12997, 12751],
      [134217728, 48033, 47884],
      [536870912, 189806, 189397],
      [1073741824, 378919, 381119],
    ],
  },
  {
    id: "t4-2x1-sockets",
    title: "2 × 1 T4 (AWS g4dn), TCP sockets",
    transport: "tcp",
    input: {
      gpu: "t4",
      gpusPerNode: 1,
      nodes: 2,
      nicCount: 1,
      nicRate: gbps(50),
      transport: "tcp",
      underlay: "efa",
    },
    facts:
      "the same two pods as the EFA run with EFA disabled (NCCL prints 'Using network Socket'): kernel TCP over the same instances' network",
    factSources: G4DN,
    ...publishedAs("nccl_allreduce_aws_2rank_socket_tcp.txt"),
    points: [
      [8, 101.4, 101.8],
      [32, 106.3, 106.7],
      [128, 109.5, 109.4],
      [512, 112.9, 115.3],
      [2048, 109.5, 113.1],
      [8192, 111.6, 111.6],
      [32768, 194.3, 191.1],
      [131072, 290.4, 291.7],
      [524288, 542.4, 537.7],
      [2097152, 1384.5, 1359.4],
      [8388608, 4656.9, 4722.8],
      [33554432, 17301, 17754],
      [134217728, 67134, 70910],
      [536870912, 263971, 267808],
      [1073741824, 536774, 541545],
    ],
  },
];
