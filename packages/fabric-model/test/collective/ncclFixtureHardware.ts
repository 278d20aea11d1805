import type { CalibratedTransport } from "../../src/collective/calibratedTransports.ts";
import type { CalibrationPoint } from "../../src/collective/calibrateTransport.ts";
import type { PredictCollectiveInput } from "../../src/collective/predictCollective.ts";
import { busBandwidthFactor } from "../../src/measurements/busBandwidthFactor.ts";
import { parseNcclTests } from "../../src/measurements/parseNcclTests.ts";
import { type BytesPerSecond, bytes, gbps } from "../../src/units.ts";
import { readSharedFixture } from "../sharedFixtures.ts";

/** The hardware of one shared nccl-tests sweep, as `predictCollective` input, with where each fact comes from. */
export interface NcclFixtureHardware {
  readonly file: string;
  readonly transport: CalibratedTransport;
  readonly input: Omit<PredictCollectiveInput, "bytes" | "collective">;
  /** Source of each hardware fact (the fixture's .json unless said otherwise). */
  readonly facts: string;
}

/**
 * Every nccl_*.txt fixture in the shared folder. Hardware facts are read from the fixture's .json
 * (hardware, fabric, key_figures.nranks); where the .json leaves a fact out, the vendor page is named.
 */
export const ncclFixtureHardware: readonly NcclFixtureHardware[] = [
  {
    file: "nccl_allreduce_h100_2x8_gcp_a3mega_tcpxo.txt",
    transport: "tcpxo",
    input: { gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, nicCount: 8, nicRate: gbps(200), transport: "tcpxo" },
    facts:
      ".json hardware '2 x GCP A3 Mega VMs (8x H100 80GB HBM3 each)', fabric 'GPUDirect-TCPXO over 8 GPU NICs per VM', nranks 16; NIC speed not in the .json: https://cloud.google.com/compute/docs/gpus#a3-series (A3 Mega: 8 x 200 Gbps GPU NICs)",
  },
  {
    file: "nccl_allreduce_gh200_2x4_slingshot_ofi.txt",
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
      ".json hardware '2 x CSCS Alps GH200 nodes, 4 GH200 120GB per node (4 NICs per node per docs/alps/hardware.md)', fabric 'HPE Slingshot 11 via aws-ofi-nccl/libfabric CXI provider', nranks 8; 200 Gb/s per NIC from the .json notes of the 2x1 run ('one 200 Gb/s NIC (25 GB/s)')",
  },
  {
    file: "nccl_allreduce_gh200_2x1_slingshot_sarus_v2.18.2.txt",
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
      ".json hardware '2 GH200 120GB, one per node, on two Alps nodes', fabric 'Slingshot 11 via libfabric', notes 'one 200 Gb/s NIC (25 GB/s)', nranks 2; 4 NICs per Alps node (2x4 .json), one per GH200: one GPU per node drives its own NIC, so 1",
  },
  {
    file: "nccl_allreduce_gh200_2x4_cxi_hook_disabled.txt",
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
      ".json hardware 'same 2 x 4 GH200 nodes as the libfabric run', fabric 'Slingshot 11 hardware but run with the CXI container hook disabled ... transport not stated (likely the socket/TCP fallback, unverified)': modelled as tcp over the same Slingshot NICs (underlay slingshot), nranks 8",
  },
  {
    file: "nccl_allreduce_aws_2rank_socket_tcp.txt",
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
      ".json hardware '2 EKS worker pods, 1 GPU each; ... g4dn.8xlarge (AWS spec: 1x T4, 50 Gb/s) - instance type is an inference', fabric 'NCCL Using network Socket (kernel TCP), EFA disabled', notes 'same-setup pair with nccl_allreduce_aws_2rank_efa.txt': kernel TCP over the same instances' network (underlay efa), nranks 2",
  },
  {
    file: "nccl_allreduce_aws_2rank_efa.txt",
    transport: "efa",
    input: { gpu: "t4", gpusPerNode: 1, nodes: 2, nicCount: 1, nicRate: gbps(50), transport: "efa" },
    facts:
      ".json hardware 'as the socket file (g4dn.8xlarge inferred)', fabric 'AWS EFA via aws-ofi-nccl', nranks 2",
  },
];

/**
 * One calibration point per message size of a sweep: the busbw nccl-tests would print, recomputed
 * from the times (so sizes whose printed busbw rounds to 0.00 still count), out-of-place and in-place
 * combined by geometric mean. Rows of size 0 are skipped.
 */
export function ncclFixturePoints(hw: NcclFixtureHardware): CalibrationPoint[] {
  const parsed = parseNcclTests(readSharedFixture(hw.file));
  const nranks = (hw.input.gpusPerNode as number) * (hw.input.nodes as number);
  if (parsed.nranks !== null && parsed.nranks !== nranks) {
    throw new Error(`${hw.file}: the table says ${nranks} ranks, the file ${parsed.nranks}`);
  }
  const factor = busBandwidthFactor("all_reduce", nranks);
  const points: CalibrationPoint[] = [];
  for (const row of parsed.rows) {
    if (row.bytes <= 0) continue;
    const times = [row.outOfPlace?.timeUs, row.inPlace?.timeUs].filter(
      (t): t is number => t !== undefined && t > 0,
    );
    if (times.length === 0) continue;
    const busbws = times.map((t) => (row.bytes / (t * 1e-6)) * factor);
    const geo = Math.exp(busbws.reduce((a, b) => a + Math.log(b), 0) / busbws.length);
    points.push({
      sweep: hw.file,
      input: { ...hw.input, collective: "all_reduce", bytes: bytes(row.bytes) },
      measuredBusBandwidth: geo as BytesPerSecond,
    });
  }
  return points;
}
