import { type Bytes, type Seconds, seconds } from "../units.ts";
import { cx5TestbedHost, cx5TestbedNic } from "./cx5Testbed.ts";
import { cx5TestbedLink } from "./cx5TestbedEstimates.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathNic } from "./DatapathNic.ts";
import type { DatapathPathKind } from "./DatapathPathKind.ts";
import type { DatapathStage } from "./DatapathStage.ts";
import {
  type DatapathResource,
  type DatapathStageSpec,
  datapathChunkBytes,
  datapathStageSpecs,
} from "./datapathStageSpecs.ts";
import type { VirtualisationLayer } from "./VirtualisationLayer.ts";
import { wireFrames } from "./wireFrames.ts";

/**
 * Inputs of `messagePath`: which path, how many payload bytes, and the link, host and NIC (CX5 testbed by default).
 * @example messagePath({ path: "kernel-tcp", bytes: kib(4) })
 */
export interface MessagePathInputs {
  readonly path: DatapathPathKind;
  readonly bytes: Bytes;
  readonly link?: DatapathLink;
  readonly host?: DatapathHost;
  readonly nic?: DatapathNic;
}

/**
 * Options of `messagePath`.
 * @example messagePath(inputs, { layers: virtualisationStack("vnic") })
 */
export interface MessagePathOptions {
  /** Virtualisation layers the message crosses, underlay first (see `virtualisationStack`). */
  readonly layers?: readonly VirtualisationLayer[];
  /** Both ends on one NIC (RDMA only): no port, cable or switch, as perftest run against its own host. */
  readonly loopback?: boolean;
  /** Clock used for cycles per byte, Hz; defaults to the host's. */
  readonly cpuClockHz?: number;
}

/**
 * One message's trip: its stages in order, and their totals.
 * @example messagePath(inputs).stages.map((s) => s.id)
 */
export interface MessagePathResult {
  readonly path: DatapathPathKind;
  readonly bytes: Bytes;
  readonly stages: readonly DatapathStage[];
  /** Sum of the stage times: one way for WRITE, SEND and TCP; the full round trip for a READ. */
  readonly latency: Seconds;
  readonly latencyKind: "one-way" | "round-trip";
  readonly senderCpu: Seconds;
  readonly receiverCpu: Seconds;
  /** CPU time on hypervisor worker cores (vhost), both sides. */
  readonly hypervisorCpu: Seconds;
  readonly senderCyclesPerByte: number;
  readonly receiverCyclesPerByte: number;
  readonly copies: number;
  readonly kernelCrossings: number;
  readonly wirePackets: number;
  readonly wireBytes: Bytes;
  /** The resource whose per-byte work is exposed in full (the others overlap with it). */
  readonly bottleneck: DatapathResource;
}

/**
 * The stage specs and resolved inputs of a message path (shared with `datapathThroughput`).
 * @example resolveDatapath({ path: "rdma-read", bytes: kib(4) }).specs
 */
interface ResolvedDatapath {
  readonly path: DatapathPathKind;
  readonly bytes: Bytes;
  readonly link: DatapathLink;
  readonly host: DatapathHost;
  readonly nic: DatapathNic;
  readonly layers: readonly VirtualisationLayer[];
  readonly loopback: boolean;
  readonly specs: readonly DatapathStageSpec[];
}

/**
 * Resolve defaults and build the stage specifications of a message path.
 * @throws RangeError on a negative or non-finite byte count, and as `datapathStageSpecs`.
 * @example resolveDatapath({ path: "rdma-write", bytes: bytes(2) }).specs.length
 */
export function resolveDatapath(
  inputs: MessagePathInputs,
  options: MessagePathOptions = {},
): ResolvedDatapath {
  if (!Number.isFinite(inputs.bytes) || inputs.bytes < 0) {
    throw new RangeError(`messagePath: bytes ${inputs.bytes} must be finite and >= 0`);
  }
  const link = inputs.link ?? cx5TestbedLink;
  const host = inputs.host ?? cx5TestbedHost;
  const nic = inputs.nic ?? cx5TestbedNic;
  const layers = options.layers ?? [];
  const loopback = options.loopback ?? false;
  const specs = datapathStageSpecs({
    path: inputs.path,
    bytes: inputs.bytes,
    link,
    host,
    nic,
    layers,
    loopback,
  });
  return { path: inputs.path, bytes: inputs.bytes, link, host, nic, layers, loopback, specs };
}

/**
 * One message through a data path, stage by stage: the kernel TCP path (syscall, copy into the
 * kernel, TCP/IP, NIC DMA, wire, interrupt, TCP receive, wake-up, copy out) or an RDMA verb (post
 * work request, doorbell, NIC DMA, wire, remote NIC DMA, completion). Each stage costs a fixed
 * time plus a part that grows with the payload (copies at memory bandwidth, per-packet work with
 * MTU segmentation, DMA over PCIe with TLP overhead, serialisation at the link rate). A message
 * longer than one chunk (a TSO segment for TCP, a path MTU for RDMA) pipelines across resources:
 * every stage shows its first chunk's work, and the slowest resource shows the rest of its work
 * too, so the stage times sum to the latency and the latency never falls as bytes grow.
 * @throws RangeError on a negative or non-finite byte count, kernel TCP over NIC loopback, or an
 *   RDMA path behind a layer without RDMA.
 * @example inMicroseconds(messagePath({ path: "rdma-write", bytes: bytes(2) }).latency) // ~1.26
 */
export function messagePath(inputs: MessagePathInputs, options: MessagePathOptions = {}): MessagePathResult {
  const resolved = resolveDatapath(inputs, options);
  const { specs, bytes: messageBytes, host, link, layers } = resolved;
  const chunk = Math.min(messageBytes, datapathChunkBytes(resolved));

  // The resource whose remaining (after the first chunk) work is largest is exposed in full.
  const remaining = new Map<DatapathResource, number>();
  for (const st of specs) {
    const extra = st.scaled(messageBytes) - st.scaled(chunk);
    remaining.set(st.resource, (remaining.get(st.resource) ?? 0) + extra);
  }
  let bottleneck: DatapathResource = specs[0]?.resource ?? "network";
  let worst = -1;
  for (const [resource, extra] of remaining) {
    if (extra > worst) {
      worst = extra;
      bottleneck = resource;
    }
  }

  const stages: DatapathStage[] = specs.map((st) => {
    const exposed = st.resource === bottleneck ? st.scaled(messageBytes) : st.scaled(chunk);
    return {
      id: st.id,
      labelKey: st.labelKey,
      side: st.side,
      time: seconds(st.fixed + exposed),
      cpu: seconds(st.cpuFixed + st.cpuScaled(messageBytes)),
      copies: st.copies,
      kernelCrossings: st.kernelCrossings,
    };
  });

  const hyper = (st: DatapathStageSpec) =>
    st.resource === "senderHypervisor" || st.resource === "receiverHypervisor";
  let latency = 0;
  let senderCpu = 0;
  let receiverCpu = 0;
  let hypervisorCpu = 0;
  let copies = 0;
  let kernelCrossings = 0;
  stages.forEach((stage, i) => {
    latency += stage.time;
    copies += stage.copies;
    kernelCrossings += stage.kernelCrossings;
    const st = specs[i] as DatapathStageSpec;
    if (hyper(st)) hypervisorCpu += stage.cpu;
    else if (stage.side === "sender") senderCpu += stage.cpu;
    else if (stage.side === "receiver") receiverCpu += stage.cpu;
  });

  const transport =
    resolved.path === "kernel-tcp"
      ? "tcp"
      : resolved.path === "rdma-read"
        ? "rdma-read-response"
        : resolved.path === "rdma-send"
          ? "rdma-send"
          : "rdma-write";
  const frames = resolved.loopback
    ? { packets: 0, wireBytes: 0 as Bytes }
    : wireFrames({ payloadBytes: messageBytes, link, transport }, { layers });
  const clock = options.cpuClockHz ?? host.cpuClockHz;
  const perByte = (cpu: number) => (messageBytes > 0 ? (cpu * clock) / messageBytes : 0);
  return {
    path: resolved.path,
    bytes: messageBytes,
    stages,
    latency: seconds(latency),
    latencyKind: resolved.path === "rdma-read" ? "round-trip" : "one-way",
    senderCpu: seconds(senderCpu),
    receiverCpu: seconds(receiverCpu),
    hypervisorCpu: seconds(hypervisorCpu),
    senderCyclesPerByte: perByte(senderCpu),
    receiverCyclesPerByte: perByte(receiverCpu),
    copies,
    kernelCrossings,
    wirePackets: frames.packets,
    wireBytes: frames.wireBytes,
    bottleneck,
  };
}
