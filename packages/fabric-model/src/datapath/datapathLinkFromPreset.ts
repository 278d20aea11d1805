import { type LinkPreset, type LinkPresetId, linkPreset } from "../presets/links.ts";
import { type Bytes, bytes, type Seconds } from "../units.ts";
import { cx5TestbedLink } from "./cx5TestbedEstimates.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import { protocolHeaderBytes as h } from "./protocolHeaderBytes.ts";

/** InfiniBand path MTUs (IBV_MTU_256..4096). */
const IB_MTUS = [256, 512, 1024, 2048, 4096] as const;
/**
 * Headers Linux subtracts from the netdev MTU to pick a RoCE path MTU (include/rdma/ib_addr.h
 * iboe_get_mtu: GRH 40 + UDP 8 + BTH 12 + XRC 4 + AtomicETH 28 + ICRC 4).
 */
const ROCE_MTU_HEADROOM = 40 + h.udp + h.bth + 4 + 28 + h.icrc;

/**
 * Options of `datapathLinkFromPreset`; defaults follow Linux and the CX5 testbed.
 * @example datapathLinkFromPreset("ib-hdr-4x", { switchHops: 3 })
 */
export interface DatapathLinkOptions {
  /** For an Ethernet preset: RoCE (default) or plain Ethernet; both frame the same way. */
  readonly kind?: "roce" | "ethernet";
  /** IP MTU; default 1500 on Ethernet, 2044 (IPoIB datagram mode) on InfiniBand. */
  readonly ipMtu?: Bytes;
  /** RDMA path MTU; default 4096 on InfiniBand, and on RoCE the largest IB MTU that fits the IP MTU. */
  readonly rdmaMtu?: Bytes;
  readonly vlanTagged?: boolean;
  /** Default: the CX5 testbed's estimate (25 ns). */
  readonly propagationDelay?: Seconds;
  /** Default: 1. */
  readonly switchHops?: number;
  /** Default: the CX5 testbed's Ethernet switch estimate (300 ns); pass your switch's figure. */
  readonly switchLatency?: Seconds;
}

/**
 * A `DatapathLink` from a link preset (an InfiniBand 4x port or an Ethernet MAC rate): the
 * preset's data rate with MTUs chosen as Linux does (a RoCE path MTU is the largest InfiniBand
 * MTU that fits the netdev MTU less Linux's headroom: 1024 on 1500, 4096 on 9000).
 * @throws RangeError for a PCIe or NVLink preset, or an unknown preset id.
 * @example datapathLinkFromPreset("ethernet-100g").rdmaMtu // 1024
 */
export function datapathLinkFromPreset(
  preset: LinkPresetId | LinkPreset,
  options: DatapathLinkOptions = {},
): DatapathLink {
  const p = typeof preset === "string" ? linkPreset(preset) : preset;
  if (p.family !== "infiniband" && p.family !== "ethernet") {
    throw new RangeError(`datapathLinkFromPreset: ${p.id} is not a network link`);
  }
  const ib = p.family === "infiniband";
  const ipMtu = options.ipMtu ?? bytes(ib ? 2044 : 1500);
  const fitting = IB_MTUS.filter((m) => m <= ipMtu - ROCE_MTU_HEADROOM);
  const rdmaMtu = options.rdmaMtu ?? bytes(ib ? 4096 : (fitting[fitting.length - 1] ?? 256));
  return {
    kind: ib ? "infiniband" : (options.kind ?? "roce"),
    linkRateUnidirectional: p.linkRateUnidirectional,
    ipMtu,
    rdmaMtu,
    vlanTagged: options.vlanTagged ?? false,
    propagationDelay: options.propagationDelay ?? cx5TestbedLink.propagationDelay,
    switchHops: options.switchHops ?? 1,
    switchLatency: options.switchLatency ?? cx5TestbedLink.switchLatency,
  };
}
