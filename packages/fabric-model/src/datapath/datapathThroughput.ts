import {
  type BitsPerSecond,
  type Bytes,
  type BytesPerSecond,
  bytesPerSecond,
  toBitsPerSecond,
  toBytesPerSecond,
} from "../units.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathNic } from "./DatapathNic.ts";
import type { DatapathPathKind } from "./DatapathPathKind.ts";
import type { DatapathResource } from "./datapathStageSpecs.ts";
import { messagePath, resolveDatapath } from "./messagePath.ts";
import type { VirtualisationLayer } from "./VirtualisationLayer.ts";

/**
 * Inputs of `datapathThroughput`.
 * @example datapathThroughput({ path: "kernel-tcp", messageBytes: kib(128) })
 */
export interface DatapathThroughputInputs {
  readonly path: DatapathPathKind;
  /** Payload bytes per message (per write() call for TCP, per work request for RDMA). */
  readonly messageBytes: Bytes;
  readonly link?: DatapathLink;
  readonly host?: DatapathHost;
  readonly nic?: DatapathNic;
}

/**
 * Options of `datapathThroughput`.
 * @example datapathThroughput(inputs, { streams: 4, cores: 1 })
 */
export interface DatapathThroughputOptions {
  readonly layers?: readonly VirtualisationLayer[];
  /** Parallel streams (TCP connections or queue pairs); default 1. */
  readonly streams?: number;
  /** Cores doing the streams' work on each host; default one per stream (iperf3 < 3.16 -P n: 1). */
  readonly cores?: number;
  /** Work requests in flight per queue pair (perftest TX depth); default 128. */
  readonly queueDepth?: number;
  /** RDMA READs in flight per queue pair (perftest "Outstand reads"); default 16. */
  readonly outstandingReads?: number;
  /** A rate limit per stream, e.g. a cloud provider's per-flow shaping; none by default. */
  readonly perStreamRateCap?: BitsPerSecond;
}

/**
 * What limits throughput: a resource, the RDMA window, or a per-stream cap.
 * @example datapathThroughput({ path: "rdma-write", messageBytes: kib(64) }).bottleneck // "wire"
 */
export type DatapathLimitId = DatapathResource | "window" | "streamCap";

/**
 * One limit on steady-state throughput, as the payload rate it alone would allow.
 * @example datapathThroughput(inputs).limits[0].goodput
 */
interface DatapathLimit {
  readonly id: DatapathLimitId;
  readonly goodput: BytesPerSecond;
}

/**
 * Steady-state throughput of a data path and what bounds it.
 * @example inGbps(datapathThroughput(inputs).goodputBits)
 */
export interface DatapathThroughputResult {
  /** Payload bytes per second, all streams together. */
  readonly goodput: BytesPerSecond;
  /** The same in bits per second (iperf3 and perftest --report_gbits units). */
  readonly goodputBits: BitsPerSecond;
  readonly messagesPerSecond: number;
  readonly bottleneck: DatapathLimitId;
  /** Every limit, tightest first. */
  readonly limits: readonly DatapathLimit[];
}

const CPU_RESOURCES: ReadonlySet<DatapathResource> = new Set([
  "senderCpu",
  "receiverCpu",
  "senderHypervisor",
  "receiverHypervisor",
]);

/**
 * Steady-state throughput of many back-to-back messages: each resource a message occupies (a
 * core for its CPU work, PCIe for its TLPs, the wire for its frames with every header, the NIC
 * for its message processing) allows at most 1 / occupancy messages per second; CPU resources
 * come once per core (one core per stream by default), shared ones once. RDMA is further bounded
 * by its window (queue depth, or outstanding READs, per round trip); TCP by an optional
 * per-stream cap. The goodput never exceeds the link rate because every header is counted.
 * @throws RangeError on non-positive streams, cores, queue depth or outstanding reads, and as `messagePath`.
 * @example inGbps(datapathThroughput({ path: "rdma-write", messageBytes: kib(64) }).goodputBits) // ~92.6
 */
export function datapathThroughput(
  inputs: DatapathThroughputInputs,
  options: DatapathThroughputOptions = {},
): DatapathThroughputResult {
  const streams = options.streams ?? 1;
  const cores = options.cores ?? streams;
  const queueDepth = options.queueDepth ?? 128;
  const outstandingReads = options.outstandingReads ?? 16;
  for (const [name, v] of [
    ["streams", streams],
    ["cores", cores],
    ["queueDepth", queueDepth],
    ["outstandingReads", outstandingReads],
  ] as const) {
    if (!(v > 0) || !Number.isFinite(v)) throw new RangeError(`datapathThroughput: ${name} must be positive`);
  }
  const layers = options.layers ?? [];
  const pathInputs = {
    path: inputs.path,
    bytes: inputs.messageBytes,
    ...(inputs.link ? { link: inputs.link } : {}),
    ...(inputs.host ? { host: inputs.host } : {}),
    ...(inputs.nic ? { nic: inputs.nic } : {}),
  };
  const resolved = resolveDatapath(pathInputs, { layers });
  const m = inputs.messageBytes;
  const payload = Math.max(m, Number.MIN_VALUE);

  const occupancy = new Map<DatapathResource, number>();
  for (const st of resolved.specs) {
    const busy = st.occupancyFixed + st.occupancyScaled(m);
    if (busy > 0) occupancy.set(st.resource, (occupancy.get(st.resource) ?? 0) + busy);
  }
  const limits: DatapathLimit[] = [];
  const parallel = Math.min(streams, cores);
  for (const [resource, busy] of occupancy) {
    const messagesPerSecond = (CPU_RESOURCES.has(resource) ? parallel : 1) / busy;
    limits.push({ id: resource, goodput: bytesPerSecond(messagesPerSecond * payload) });
  }
  if (inputs.path !== "kernel-tcp") {
    const window = inputs.path === "rdma-read" ? Math.min(queueDepth, outstandingReads) : queueDepth;
    const trip = messagePath(pathInputs, { layers });
    // A WRITE / SEND slot frees when its ACK returns: one more small-message trip back.
    const roundTrip =
      inputs.path === "rdma-read"
        ? trip.latency
        : trip.latency +
          messagePath({ ...pathInputs, path: "rdma-write", bytes: 0 as Bytes }, { layers }).latency;
    limits.push({ id: "window", goodput: bytesPerSecond((streams * window * payload) / roundTrip) });
  }
  if (options.perStreamRateCap !== undefined) {
    limits.push({
      id: "streamCap",
      goodput: bytesPerSecond(streams * toBytesPerSecond(options.perStreamRateCap)),
    });
  }
  limits.sort((a, b) => a.goodput - b.goodput);
  const tightest = limits[0];
  if (tightest === undefined) throw new RangeError("datapathThroughput: no resource is used");
  const goodput = m > 0 ? tightest.goodput : bytesPerSecond(0);
  return {
    goodput,
    goodputBits: toBitsPerSecond(goodput),
    messagesPerSecond: tightest.goodput / payload,
    bottleneck: tightest.id,
    limits,
  };
}
