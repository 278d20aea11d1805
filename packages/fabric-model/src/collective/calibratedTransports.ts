import type { Source } from "../Source.ts";
import { type NcclSweepFixture, ncclSweepSources } from "../studies/ncclSweepSources.ts";
import { type BytesPerSecond, bytesPerSecond, type Seconds, seconds } from "../units.ts";

/** Transport classes whose constants are fitted to real nccl-tests sweeps rather than read from NCCL. */
export type CalibratedTransport = "tcp" | "efa" | "slingshot" | "tcpxo";

/** Constants `calibrateTransport` derives for one transport class. */
export interface TransportCalibration {
  /** Fraction of the NICs' line rate reached by large transfers. */
  readonly nicEfficiency: number;
  /** Host-stack ceiling on a node's inter-node bandwidth (fitted for kernel TCP only), or null. */
  readonly bandwidthCapPerNode: BytesPerSecond | null;
  /**
   * Latency of one inter-node step with LL and LL128, or null for a kernel-stack class whose LL hop
   * is its underlay's plus `hostStackLatency`.
   */
  readonly hopLatencyLL: Seconds | null;
  /** What the kernel host stack adds to each LL / LL128 step over the underlay's hop (kernel TCP only), or null. */
  readonly hostStackLatency: Seconds | null;
  /** Latency of one inter-node step with Simple (includes its pipeline fill). */
  readonly hopLatencySimple: Seconds;
  /** Cap on LL bus bandwidth across nodes. */
  readonly llBusBandwidthCap: BytesPerSecond;
}

/** A stored calibration with what it was fitted to. */
interface StoredTransportCalibration extends TransportCalibration {
  /** nccl-tests outputs the constants were fitted to (names in the shared fixtures folder). */
  readonly sweeps: readonly NcclSweepFixture[];
  /** Where those sweeps were published (`ncclSweepSources`). */
  readonly sources: readonly Source[];
  /** How the constants were derived from the sweeps. */
  readonly method: string;
}

const METHOD =
  "derived by calibrateTransport (Cauchy loss of scale calibrationLossScale on log busbw error, equal weight per sweep, Nelder-Mead from a fixed grid of starts) over every size of the sweeps listed; the tcp class is fitted against the stored efa and slingshot LL hops (its sweeps' underlays); re-derived and checked by test/collective/calibratedTransports.test.ts";

/** What a calibration was fitted to: these sweeps (fixture names), where they were published, and how. */
function fittedTo(
  sweeps: readonly NcclSweepFixture[],
): Pick<StoredTransportCalibration, "sweeps" | "sources" | "method"> {
  return { sweeps, sources: sweeps.map((s) => ncclSweepSources[s]), method: METHOD };
}

/**
 * Calibrated transport constants, one set per transport class shared by every sweep of that class.
 * Kernel TCP has no LL hop of its own: each sweep's LL hop is its fabric's (the underlay: EFA on AWS,
 * Slingshot on Alps) plus the class's host-stack latency.
 * @see test/collective/ncclFixtureHardware.ts for the hardware each sweep ran on
 * @example calibratedTransports.tcpxo.nicEfficiency // ~0.91
 */
export const calibratedTransports: Readonly<Record<CalibratedTransport, StoredTransportCalibration>> = {
  tcp: {
    nicEfficiency: 0.30886,
    bandwidthCapPerNode: bytesPerSecond(3.67974e9),
    hopLatencyLL: null,
    hostStackLatency: seconds(16.3358e-6),
    hopLatencySimple: seconds(125.586e-6),
    llBusBandwidthCap: bytesPerSecond(0.497528e9),
    ...fittedTo([
      "nccl_allreduce_aws_2rank_socket_tcp.txt",
      "nccl_allreduce_gh200_2x4_cxi_hook_disabled.txt",
    ]),
  },
  // The one 2-rank EFA sweep bounds the LL cap only from below (any cap from about 1.5 GB/s up fits
  // it equally): the stored value is where the fit stopped inside that flat range, not a measurement.
  efa: {
    nicEfficiency: 0.453786,
    bandwidthCapPerNode: null,
    hopLatencyLL: seconds(31.8283e-6),
    hostStackLatency: null,
    hopLatencySimple: seconds(262.865e-6),
    llBusBandwidthCap: bytesPerSecond(11.9126e9),
    ...fittedTo(["nccl_allreduce_aws_2rank_efa.txt"]),
  },
  slingshot: {
    nicEfficiency: 1,
    bandwidthCapPerNode: null,
    hopLatencyLL: seconds(4.26813e-6),
    hostStackLatency: null,
    hopLatencySimple: seconds(140.885e-6),
    llBusBandwidthCap: bytesPerSecond(3.39811e9),
    ...fittedTo([
      "nccl_allreduce_gh200_2x4_slingshot_ofi.txt",
      "nccl_allreduce_gh200_2x1_slingshot_sarus_v2.18.2.txt",
    ]),
  },
  tcpxo: {
    nicEfficiency: 0.913015,
    bandwidthCapPerNode: null,
    hopLatencyLL: seconds(56.1948e-6),
    hostStackLatency: null,
    hopLatencySimple: seconds(245.535e-6),
    llBusBandwidthCap: bytesPerSecond(35.603e9),
    ...fittedTo(["nccl_allreduce_h100_2x8_gcp_a3mega_tcpxo.txt"]),
  },
};
