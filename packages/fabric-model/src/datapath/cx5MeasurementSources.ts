import type { RepositorySource } from "../Source.ts";

const REPO = "starcloud-ai/kube-ansible";
const PATH = "roles/k8s-cni/benchmark.md";
/** The version with the bare-metal section (the one the shared fixtures were cut from). */
const COMMIT_BARE = "a6c338cc8c36b1453f02d89d9a06b581a1f1a157";
/** The version whose SR-IOV container section was read for the SR-IOV VF numbers. */
const COMMIT_SRIOV = "43238d0eefed56c2dc5750d4f86a32255f80fcc3";
/**
 * The ConnectX-5 testbed's benchmark page as a `Source`: the version with the bare-metal section,
 * or the one whose SR-IOV container section was read (internal: the testbed's records and provenance tables use it).
 * @example cx5BenchmarkSource("bare-metal", 'ibstat "Rate: 100"').commit // "a6c338cc…"
 */
/* @__NO_SIDE_EFFECTS__ */
export function cx5BenchmarkSource(
  version: "bare-metal" | "sr-iov",
  read: string,
  lines?: string,
): RepositorySource {
  const commit = version === "bare-metal" ? COMMIT_BARE : COMMIT_SRIOV;
  return { repo: REPO, path: PATH, commit, ...(lines === undefined ? {} : { lines }), read };
}

/**
 * Where each of `cx5Measurements` was read: the benchmark page at its commit, the lines (where
 * recorded) and the tool invocation. A module of its own, so the provenance tables of the numbers
 * calibrated from a measurement cite its source without loading the measurements.
 * @example cx5MeasurementSources.writeLatencyCrossNode.lines // "929-953"
 */
export const cx5MeasurementSources = {
  writeLatencyCrossNode: cx5BenchmarkSource(
    "bare-metal",
    "ib_write_lat -d mlx5_0 -zR (cpu3 -> cpu1)",
    "929-953",
  ),
  writeLatencyLoopback: cx5BenchmarkSource(
    "bare-metal",
    "bare-metal section, same-node ib_write_lat -d mlx5_0 -zR on cpu1 to its own address",
  ),
  sendLatencyCrossNode: cx5BenchmarkSource(
    "bare-metal",
    "ib_send_lat -d mlx5_0 -zR (cpu3 -> cpu1)",
    "1171-1195",
  ),
  readLatencyLoopback: cx5BenchmarkSource(
    "bare-metal",
    "bare-metal section, same-node ib_read_lat -d mlx5_0 -zR on cpu1",
  ),
  writeBandwidthCrossNode: cx5BenchmarkSource(
    "bare-metal",
    "ib_write_bw -d mlx5_0 -zR (cpu3 -> cpu1)",
    "869-893",
  ),
  readBandwidthCrossNode: cx5BenchmarkSource(
    "bare-metal",
    "ib_read_bw -d mlx5_0 -zR -D 300 (gpu2 -> 10.0.13.2)",
    "777-801",
  ),
  tcpSingleStreamCrossNode: cx5BenchmarkSource(
    "bare-metal",
    "iperf3 -c 10.0.32.34 (cpu3 -> cpu1)",
    "144-164",
  ),
  tcpFourStreamsCrossNode: cx5BenchmarkSource("bare-metal", "iperf3 -c 10.0.32.34 -P 4", "144-164"),
  tcpSingleStreamSameNode: cx5BenchmarkSource(
    "bare-metal",
    "bare-metal section, same-node iperf3 -c 10.0.32.34 on cpu1 (summary table: TCP same node, single thread)",
  ),
  sriovVfTcpSingleStream: cx5BenchmarkSource(
    "sr-iov",
    "section 'sriov container network test', pods on different nodes, iperf3 -c 10.0.33.3",
  ),
  sriovVfWriteLatency: cx5BenchmarkSource(
    "sr-iov",
    "section 'sriov container network test', pods on different nodes, ib_write_lat -d mlx5_0 -zR",
  ),
  sriovVfWriteBandwidth: cx5BenchmarkSource(
    "sr-iov",
    "section 'sriov container network test', pods on different nodes, ib_write_bw -d mlx5_0 -zR",
  ),
} as const satisfies Readonly<Record<string, RepositorySource>>;
