import { protocolHeaderBytes } from "../datapath/protocolHeaderBytes.ts";
import type { Source } from "../Source.ts";
import { type Bytes, bytes } from "../units.ts";
import { infinibandSources } from "./infinibandSources.ts";

/** InfiniBand global route header (IB_GRH_BYTES in include/rdma/ib_pack.h); RoCE v1 carries it too. */
const GRH_BYTES = bytes(40);
/** IPv6 header, which a RoCE v2 packet to an IPv6 GID carries instead of IPv4's. */
const IPV6_BYTES = bytes(40);

/** How a packet reaches its destination port. */
export type AddressingMode =
  | "infiniband-local"
  | "infiniband-global"
  | "roce-v1"
  | "roce-v2-ipv4"
  | "roce-v2-ipv6";

/** The headers in front of an RDMA packet's payload, and what they address it by. */
export interface AddressHeaders {
  readonly mode: AddressingMode;
  /** Switches forward by the destination LID (InfiniBand) or by MAC / IP address (RoCE). */
  readonly forwardedBy: "lid" | "mac" | "ip";
  /** Whether a GRH (or its RoCE v2 stand-in, the IP header) carries GIDs. */
  readonly grh: boolean;
  /** Headers in wire order with their sizes, trailers (ICRC, VCRC, FCS) included. */
  readonly headers: readonly { readonly name: string; readonly bytes: Bytes }[];
  readonly total: Bytes;
  /** Where the header sizes and NCCL's GRH rule were read. */
  readonly sources: readonly Source[];
}

/**
 * The headers an RDMA packet carries, by how it is addressed, as NCCL sets up its QPs: on
 * InfiniBand the LRH's destination LID is enough inside a subnet, and a GRH with GIDs is added only
 * to cross a router or when the port requires it; on Ethernet the address vector always has a GRH:
 * RoCE v1 puts it after the Ethernet header (EtherType 0x8915), RoCE v2 replaces it with an IPv4 or
 * IPv6 header and UDP to port 4791, which IP routers and ECMP hashes understand.
 * @see infinibandSources.ncclGidIndex, infinibandSources.kernelIbPack
 * @example addressHeaders({ linkLayer: "infiniband" }).total // 26: LRH 8 + BTH 12 + ICRC 4 + VCRC 2
 */
export function addressHeaders(inputs: {
  readonly linkLayer: "infiniband" | "ethernet";
  /** InfiniBand: the destination is in another subnet (through a router). */
  readonly crossSubnet?: boolean;
  /** InfiniBand: the port requires a GRH (IBV_QPF_GRH_REQUIRED). */
  readonly grhRequired?: boolean;
  /** RoCE version of the GID used (default 2). */
  readonly roceVersion?: 1 | 2;
  /** RoCE v2: the GID is IPv4-mapped (default true). */
  readonly ipv4?: boolean;
}): AddressHeaders {
  const h = protocolHeaderBytes;
  const transport = [{ name: "BTH", bytes: h.bth }];
  let mode: AddressingMode;
  let headers: { name: string; bytes: Bytes }[];
  let forwardedBy: AddressHeaders["forwardedBy"];
  if (inputs.linkLayer === "infiniband") {
    const global = inputs.crossSubnet === true || inputs.grhRequired === true;
    mode = global ? "infiniband-global" : "infiniband-local";
    forwardedBy = "lid";
    headers = [
      { name: "LRH", bytes: h.lrh },
      ...(global ? [{ name: "GRH", bytes: GRH_BYTES }] : []),
      ...transport,
      { name: "ICRC", bytes: h.icrc },
      { name: "VCRC", bytes: h.vcrc },
    ];
  } else if (inputs.roceVersion === 1) {
    mode = "roce-v1";
    forwardedBy = "mac";
    headers = [
      { name: "Ethernet", bytes: h.ethernetHeader },
      { name: "GRH", bytes: GRH_BYTES },
      ...transport,
      { name: "ICRC", bytes: h.icrc },
      { name: "FCS", bytes: h.ethernetFcs },
    ];
  } else {
    const v4 = inputs.ipv4 !== false;
    mode = v4 ? "roce-v2-ipv4" : "roce-v2-ipv6";
    forwardedBy = "ip";
    headers = [
      { name: "Ethernet", bytes: h.ethernetHeader },
      v4 ? { name: "IPv4", bytes: h.ipv4 } : { name: "IPv6", bytes: IPV6_BYTES },
      { name: "UDP", bytes: h.udp },
      ...transport,
      { name: "ICRC", bytes: h.icrc },
      { name: "FCS", bytes: h.ethernetFcs },
    ];
  }
  const total = bytes(headers.reduce((s, x) => s + x.bytes, 0));
  return {
    mode,
    forwardedBy,
    grh: mode !== "infiniband-local",
    headers,
    total,
    sources: [infinibandSources.kernelIbPack, infinibandSources.ncclGidIndex],
  };
}
