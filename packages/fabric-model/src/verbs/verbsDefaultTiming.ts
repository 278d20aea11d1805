import { type BytesPerSecond, mibps, microseconds, type Seconds, seconds } from "../units.ts";
import type { VerbsTiming } from "./VerbsTiming.ts";

/**
 * The measured numbers behind {@link verbsDefaultTiming}: perftest on two ConnectX-5 hosts over
 * 100 Gb/s RoCE (MTU 1024). Used until datapath/ provides a stage-by-stage RDMA path.
 */
export const verbsDefaultTimingPreset: {
  readonly oneWayLatency: Seconds;
  readonly payloadBandwidth: BytesPerSecond;
  readonly source: string;
} = Object.freeze({
  /** ib_write_lat, 2 B, t_avg (perftest reports half the round trip). */
  oneWayLatency: microseconds(1.26),
  /** ib_write_bw, 65536 B, "BW average[MB/sec]" 11023.48 (perftest MB = MiB). */
  payloadBandwidth: mibps(11023.48),
  source:
    "starcloud-ai/kube-ansible roles/k8s-cni/benchmark.md @ a6c338cc8c36b1453f02d89d9a06b581a1f1a157: " +
    "ib_write_lat lines 929-953 (2 B, t_avg 1.26 us), ib_write_bw lines 869-893 (65536 B, BW average 11023.48 MB/sec)",
});

/** Share of the one-way latency given to each stage: no public measurement splits it, so evenly over the four request stages. */
const STAGE_SHARE = 1 / 4;

/**
 * Default stage prices: each of doorbell, dma-read, wire and dma-write takes a quarter of the measured
 * one-way latency, so a 2-byte RDMA WRITE lands in remote memory 1.26 us after it is posted; the CQE
 * write takes another quarter; only the wire grows with bytes, at the measured payload bandwidth.
 * `verbsDefaultTiming({ stage: "wire", bytes: kib(64) })` -> about 5.99e-6 s.
 * @see verbsDefaultTimingPreset for the source.
 */
export const verbsDefaultTiming: VerbsTiming = ({ stage, bytes }) => {
  const fixed = verbsDefaultTimingPreset.oneWayLatency * STAGE_SHARE;
  if (stage === "wire") return seconds(fixed + bytes / verbsDefaultTimingPreset.payloadBandwidth);
  return seconds(fixed);
};
