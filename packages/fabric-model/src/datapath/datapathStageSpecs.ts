import { type Bytes, bytes, type Seconds } from "../units.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathNic } from "./DatapathNic.ts";
import type { DatapathPathKind } from "./DatapathPathKind.ts";
import type { DatapathSide } from "./DatapathStage.ts";
import { pcieGoodput } from "./pcieGoodput.ts";
import type { VirtualisationLayer } from "./VirtualisationLayer.ts";
import { type WireTransport, wireFrames } from "./wireFrames.ts";

/**
 * A resource a stage occupies. Stages on different resources overlap (pipeline) for a message
 * larger than one chunk; stages on one resource run one after another. "network" holds pure
 * delays (cable, switches) that occupy nothing.
 * @example messagePath({ path: "kernel-tcp", bytes: mib(1) }).bottleneck // "receiverCpu"
 */
export type DatapathResource =
  | "senderCpu"
  | "senderHypervisor"
  | "senderPcie"
  | "senderNic"
  | "wire"
  | "wireReverse"
  | "network"
  | "receiverNic"
  | "receiverPcie"
  | "receiverHypervisor"
  | "receiverCpu";

/**
 * How one stage's time, CPU and resource occupancy depend on the payload bytes `b` it handles.
 * `scaled`, `cpuScaled` and `occupancyScaled` must be non-decreasing in `b`; they are in seconds.
 * @example datapathStageSpecs(ctx)[0].fixed
 */
export interface DatapathStageSpec {
  readonly id: string;
  readonly labelKey: string;
  readonly side: DatapathSide;
  readonly resource: DatapathResource;
  /** Latency independent of the payload size. */
  readonly fixed: Seconds;
  /** Latency that grows with the payload (serialisation, copies, per-packet work), seconds. */
  readonly scaled: (b: number) => number;
  readonly cpuFixed: Seconds;
  readonly cpuScaled: (b: number) => number;
  /** Time the stage holds its resource per message in steady state (throughput), fixed part. */
  readonly occupancyFixed: Seconds;
  readonly occupancyScaled: (b: number) => number;
  readonly copies: number;
  readonly kernelCrossings: number;
}

/**
 * Everything the stage builders need.
 * @example datapathStageSpecs({ path: "rdma-write", bytes: bytes(2), link, host, nic, layers: [], loopback: false })
 */
interface DatapathStageContext {
  readonly path: DatapathPathKind;
  readonly bytes: Bytes;
  readonly link: DatapathLink;
  readonly host: DatapathHost;
  readonly nic: DatapathNic;
  readonly layers: readonly VirtualisationLayer[];
  /** NIC loopback: both ends on one NIC, no port, cable or switch (RDMA only). */
  readonly loopback: boolean;
}

const zero = (_b: number) => 0;

/** Cache a function of the byte count for the lifetime of one stage list (local, no globals). */
function memo<T>(f: (b: number) => T): (b: number) => T {
  const cache = new Map<number, T>();
  return (b) => {
    let v = cache.get(b);
    if (v === undefined) {
      v = f(b);
      cache.set(b, v);
    }
    return v;
  };
}
const s = (v: number) => v as Seconds;

function spec(
  partial: Pick<DatapathStageSpec, "id" | "labelKey" | "side" | "resource"> & Partial<DatapathStageSpec>,
): DatapathStageSpec {
  return {
    fixed: s(0),
    scaled: zero,
    cpuFixed: s(0),
    cpuScaled: zero,
    occupancyFixed: s(0),
    occupancyScaled: zero,
    copies: 0,
    kernelCrossings: 0,
    ...partial,
  };
}

/** A stage whose CPU time is its latency and its occupancy (work on one core). */
function cpuStage(
  partial: Pick<DatapathStageSpec, "id" | "labelKey" | "side" | "resource"> & {
    readonly fixed?: Seconds;
    readonly scaled?: (b: number) => number;
    readonly copies?: number;
    readonly kernelCrossings?: number;
  },
): DatapathStageSpec {
  const fixed = partial.fixed ?? s(0);
  const scaled = partial.scaled ?? zero;
  return spec({
    ...partial,
    fixed,
    scaled,
    cpuFixed: fixed,
    cpuScaled: scaled,
    occupancyFixed: fixed,
    occupancyScaled: scaled,
  });
}

function wireStage(
  ctx: DatapathStageContext,
  id: string,
  labelKey: string,
  resource: "wire" | "wireReverse",
  transport: WireTransport,
  payloadScales: boolean,
): DatapathStageSpec {
  const { link, layers } = ctx;
  const rate = link.linkRateUnidirectional / 8;
  const lineTime = memo(
    (b: number) => wireFrames({ payloadBytes: bytes(b), link, transport }, { layers }).wireBytes / rate,
  );
  const delay = link.propagationDelay + link.switchHops * link.switchLatency;
  if (!payloadScales) {
    const t = lineTime(0);
    return spec({ id, labelKey, side: "wire", resource, fixed: s(delay + t), occupancyFixed: s(t) });
  }
  return spec({
    id,
    labelKey,
    side: "wire",
    resource,
    fixed: s(delay),
    scaled: lineTime,
    occupancyScaled: lineTime,
  });
}

function nicStage(
  ctx: DatapathStageContext,
  id: string,
  labelKey: string,
  side: DatapathSide,
  resource: "senderNic" | "receiverNic",
  extra = 0,
): DatapathStageSpec {
  const port = ctx.loopback ? 0 : ctx.nic.portLatency;
  return spec({
    id,
    labelKey,
    side,
    resource,
    fixed: s(ctx.nic.pipelineLatency + port + extra),
    occupancyFixed: s(1 / ctx.nic.messageRate),
  });
}

function layerStages(ctx: DatapathStageContext, side: "sender" | "receiver"): DatapathStageSpec[] {
  const { layers, host, link } = ctx;
  const tcp = ctx.path === "kernel-tcp";
  const packets = memo((b: number) =>
    tcp ? wireFrames({ payloadBytes: bytes(b), link, transport: "tcp" }, { layers }).packets : 0,
  );
  const out: DatapathStageSpec[] = [];
  for (const layer of layers) {
    const perPacket = side === "sender" ? layer.senderCpuPerPacket : layer.receiverCpuPerPacket;
    const hyperPerPacket = layer.hypervisorCpuPerPacket;
    const copies = tcp ? layer.extraCopiesPerSide : 0;
    const resource = side === "sender" ? "senderHypervisor" : "receiverHypervisor";
    const hyperScaled = (b: number) => packets(b) * hyperPerPacket + (copies * b) / host.copyBandwidth;
    out.push(
      spec({
        id: `layer.${layer.id}.${side}`,
        labelKey: `${layer.labelKey}.${side}`,
        side,
        resource,
        fixed: s(layer.addedLatency / 2),
        scaled: hyperScaled,
        cpuScaled: hyperScaled,
        occupancyScaled: hyperScaled,
        copies,
        kernelCrossings: layer.extraKernelCrossingsPerSide,
      }),
    );
    if (tcp && perPacket > 0) {
      out.push(
        cpuStage({
          id: `layer.${layer.id}.${side}Cpu`,
          labelKey: `${layer.labelKey}.${side}Cpu`,
          side,
          resource: side === "sender" ? "senderCpu" : "receiverCpu",
          scaled: (b: number) => packets(b) * perPacket,
        }),
      );
    }
  }
  return out;
}

function kernelTcpStages(ctx: DatapathStageContext): DatapathStageSpec[] {
  const { host, nic, link, layers } = ctx;
  const pcie = pcieGoodput({
    generation: nic.pcieGeneration,
    lanes: nic.pcieLanes,
    maxPayload: nic.pcieMaxPayload,
  });
  const frames = memo((b: number) =>
    wireFrames({ payloadBytes: bytes(b), link, transport: "tcp" }, { layers }),
  );
  const segments = (b: number) => Math.ceil(b / host.tsoSegmentBytes);
  const rxSegments = layers.some((l) => l.defeatsReceiveOffload)
    ? (b: number) => frames(b).packets
    : segments;
  const copy = (b: number) => b / host.copyBandwidth;
  // Bytes crossing PCIe: payload plus TCP/IP headers of every packet (TSO headers are replicated on the NIC).
  const pcieBytes = (b: number) => b + frames(b).packets * 52;
  return [
    cpuStage({
      id: "syscall",
      labelKey: "datapath.stage.syscall",
      side: "sender",
      resource: "senderCpu",
      fixed: host.syscallCpu,
      kernelCrossings: 1,
    }),
    cpuStage({
      id: "copyUserToKernel",
      labelKey: "datapath.stage.copyUserToKernel",
      side: "sender",
      resource: "senderCpu",
      scaled: copy,
      copies: 1,
    }),
    cpuStage({
      id: "tcpTransmit",
      labelKey: "datapath.stage.tcpTransmit",
      side: "sender",
      resource: "senderCpu",
      scaled: (b) => segments(b) * host.tcpTxSegmentCpu,
    }),
    ...layerStages(ctx, "sender"),
    spec({
      id: "nicDmaRead",
      labelKey: "datapath.stage.nicDmaRead",
      side: "sender",
      resource: "senderPcie",
      fixed: s(3 * nic.pcieLatency),
      scaled: (b) => pcieBytes(b) / pcie,
      occupancyScaled: (b) => pcieBytes(b) / pcie,
    }),
    nicStage(ctx, "nicTransmit", "datapath.stage.nicTransmit", "sender", "senderNic"),
    wireStage(ctx, "wire", "datapath.stage.wire", "wire", "tcp", true),
    nicStage(ctx, "nicReceive", "datapath.stage.nicReceive", "receiver", "receiverNic"),
    spec({
      id: "nicDmaWrite",
      labelKey: "datapath.stage.nicDmaWrite",
      side: "receiver",
      resource: "receiverPcie",
      fixed: nic.pcieLatency,
      scaled: (b) => pcieBytes(b) / pcie,
      occupancyScaled: (b) => pcieBytes(b) / pcie,
    }),
    ...layerStages(ctx, "receiver"),
    spec({
      id: "interrupt",
      labelKey: "datapath.stage.interrupt",
      side: "receiver",
      resource: "receiverCpu",
      fixed: s(host.interruptModeration + host.interruptCpu),
      cpuFixed: host.interruptCpu,
      occupancyFixed: host.interruptCpu,
      kernelCrossings: 1,
    }),
    cpuStage({
      id: "tcpReceive",
      labelKey: "datapath.stage.tcpReceive",
      side: "receiver",
      resource: "receiverCpu",
      scaled: (b) =>
        frames(b).packets * host.tcpRxPacketCpu +
        rxSegments(b) * host.tcpRxSegmentCpu +
        b / host.kernelRxByteRate,
    }),
    spec({
      id: "wakeup",
      labelKey: "datapath.stage.wakeup",
      side: "receiver",
      resource: "receiverCpu",
      fixed: host.wakeupLatency,
      cpuFixed: host.wakeupCpu,
      occupancyFixed: host.wakeupCpu,
    }),
    cpuStage({
      id: "copyKernelToUser",
      labelKey: "datapath.stage.copyKernelToUser",
      side: "receiver",
      resource: "receiverCpu",
      scaled: copy,
      copies: 1,
    }),
    cpuStage({
      id: "syscallReturn",
      labelKey: "datapath.stage.syscallReturn",
      side: "receiver",
      resource: "receiverCpu",
      fixed: host.syscallCpu,
      kernelCrossings: 1,
    }),
  ];
}

function rdmaOneWayStages(ctx: DatapathStageContext): DatapathStageSpec[] {
  const { host, nic, bytes: messageBytes } = ctx;
  const send = ctx.path === "rdma-send";
  const pcie = pcieGoodput({
    generation: nic.pcieGeneration,
    lanes: nic.pcieLanes,
    maxPayload: nic.pcieMaxPayload,
  });
  const inline = messageBytes <= nic.maxInline;
  const toPcie = (b: number) => b / pcie;
  const stages: DatapathStageSpec[] = [
    cpuStage({
      id: "postWorkRequest",
      labelKey: "datapath.stage.postWorkRequest",
      side: "sender",
      resource: "senderCpu",
      fixed: host.postWorkRequestCpu,
      scaled: inline ? (b) => b / host.copyBandwidth : zero,
      copies: inline ? 1 : 0,
    }),
    spec({
      id: "doorbell",
      labelKey: "datapath.stage.doorbell",
      side: "sender",
      resource: "senderPcie",
      fixed: nic.pcieLatency,
    }),
    spec({
      id: "nicDmaRead",
      labelKey: "datapath.stage.nicDmaRead",
      side: "sender",
      resource: "senderPcie",
      fixed: s(inline ? 0 : 2 * nic.pcieLatency),
      scaled: inline ? zero : toPcie,
      occupancyScaled: inline ? zero : toPcie,
    }),
    ...layerStages(ctx, "sender"),
    nicStage(ctx, "nicTransmit", "datapath.stage.nicTransmit", "sender", "senderNic"),
  ];
  if (!ctx.loopback) {
    stages.push(
      wireStage(ctx, "wire", "datapath.stage.wire", "wire", send ? "rdma-send" : "rdma-write", true),
    );
  }
  stages.push(
    nicStage(ctx, "nicReceive", "datapath.stage.nicReceive", "receiver", "receiverNic"),
    ...layerStages(ctx, "receiver"),
    spec({
      id: "nicDmaWrite",
      labelKey: "datapath.stage.nicDmaWrite",
      side: "receiver",
      resource: "receiverPcie",
      fixed: nic.pcieLatency,
      scaled: toPcie,
      occupancyScaled: toPcie,
    }),
    spec({
      id: "completion",
      labelKey: send ? "datapath.stage.completionQueue" : "datapath.stage.pollMemory",
      side: "receiver",
      resource: "receiverCpu",
      fixed: s(host.pollDetect + (send ? nic.receiveQueueLatency : 0)),
      // A SEND consumes a posted receive: the receiver polls its CQ and reposts the buffer.
      cpuFixed: s(host.pollDetect + (send ? host.postWorkRequestCpu : 0)),
      occupancyFixed: s(send ? host.pollDetect + host.postWorkRequestCpu : 0),
    }),
  );
  return stages;
}

function rdmaReadStages(ctx: DatapathStageContext): DatapathStageSpec[] {
  const { host, nic } = ctx;
  const pcie = pcieGoodput({
    generation: nic.pcieGeneration,
    lanes: nic.pcieLanes,
    maxPayload: nic.pcieMaxPayload,
  });
  const toPcie = (b: number) => b / pcie;
  const stages: DatapathStageSpec[] = [
    cpuStage({
      id: "postWorkRequest",
      labelKey: "datapath.stage.postWorkRequest",
      side: "sender",
      resource: "senderCpu",
      fixed: host.postWorkRequestCpu,
    }),
    spec({
      id: "doorbell",
      labelKey: "datapath.stage.doorbell",
      side: "sender",
      resource: "senderPcie",
      fixed: nic.pcieLatency,
    }),
    ...layerStages(ctx, "sender"),
    nicStage(ctx, "nicTransmitRequest", "datapath.stage.nicTransmitRequest", "sender", "senderNic"),
  ];
  if (!ctx.loopback) {
    stages.push(
      wireStage(ctx, "wireRequest", "datapath.stage.wireRequest", "wireReverse", "rdma-read-request", false),
    );
  }
  stages.push(
    nicStage(ctx, "nicReceiveRequest", "datapath.stage.nicReceiveRequest", "receiver", "receiverNic"),
    spec({
      id: "responderDmaRead",
      labelKey: "datapath.stage.responderDmaRead",
      side: "receiver",
      resource: "receiverPcie",
      fixed: s(2 * nic.pcieLatency),
      scaled: toPcie,
      occupancyScaled: toPcie,
    }),
    nicStage(ctx, "nicTransmitResponse", "datapath.stage.nicTransmitResponse", "receiver", "receiverNic"),
  );
  if (!ctx.loopback) {
    stages.push(
      wireStage(ctx, "wireResponse", "datapath.stage.wireResponse", "wire", "rdma-read-response", true),
    );
  }
  stages.push(
    nicStage(ctx, "nicReceiveResponse", "datapath.stage.nicReceiveResponse", "sender", "senderNic"),
    ...layerStages(ctx, "receiver"),
    spec({
      id: "nicDmaWrite",
      labelKey: "datapath.stage.nicDmaWrite",
      side: "sender",
      resource: "senderPcie",
      fixed: nic.pcieLatency,
      scaled: toPcie,
      occupancyScaled: toPcie,
    }),
    spec({
      id: "completion",
      labelKey: "datapath.stage.completionQueue",
      side: "sender",
      resource: "senderCpu",
      fixed: host.pollDetect,
      cpuFixed: host.pollDetect,
      occupancyFixed: host.pollDetect,
    }),
  );
  return stages;
}

/**
 * The stage specifications of one path, in the order a message meets them.
 * @throws RangeError for kernel TCP over NIC loopback, or an RDMA path behind a layer without RDMA.
 * @example datapathStageSpecs(ctx).map((s) => s.id)
 */
export function datapathStageSpecs(ctx: DatapathStageContext): DatapathStageSpec[] {
  if (ctx.path === "kernel-tcp") {
    if (ctx.loopback) throw new RangeError("datapathStageSpecs: NIC loopback applies to RDMA paths only");
    return kernelTcpStages(ctx);
  }
  const blocked = ctx.layers.find((l) => !l.rdmaCapable);
  if (blocked) throw new RangeError(`datapathStageSpecs: ${ctx.path} cannot run behind layer ${blocked.id}`);
  return ctx.path === "rdma-read" ? rdmaReadStages(ctx) : rdmaOneWayStages(ctx);
}

/**
 * Bytes one pipelining chunk carries for a path: a TSO segment for TCP, one path MTU for RDMA.
 * @example datapathChunkBytes({ path: "rdma-write", host, link: cx5TestbedLink }) // 1024
 */
export function datapathChunkBytes(ctx: Pick<DatapathStageContext, "path" | "host" | "link">): number {
  return ctx.path === "kernel-tcp" ? ctx.host.tsoSegmentBytes : ctx.link.rdmaMtu;
}
