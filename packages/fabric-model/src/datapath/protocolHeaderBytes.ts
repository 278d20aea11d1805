import type { Source } from "../Source.ts";
import { type Bytes, bytes } from "../units.ts";
import type { DatapathProvenance } from "./DatapathProvenance.ts";

const LINUX = "https://github.com/torvalds/linux/blob/master";
const IB_PACK: Source = {
  url: `${LINUX}/include/rdma/ib_pack.h`,
  read: "enum IB_*_BYTES: LRH 8, ETH 14, VLAN 4, IP4 20, UDP 8, BTH 12, DETH 8, ICRC 4",
};
/** The layouts follow the InfiniBand Architecture Specification Vol. 1, ch. 9 (IBTA). */
const RXE_HDR: Source = {
  url: `${LINUX}/drivers/infiniband/sw/rxe/rxe_hdr.h`,
  read: "struct rxe_reth {va 8, rkey 4, len 4} = 16 B, struct rxe_aeth = 4 B",
};
/** IEEE Std 802.3 clauses 3 and 4.4.2, as tabulated there. */
const ETHERNET: Source = {
  url: "https://en.wikipedia.org/wiki/Ethernet_frame",
  read: "14 B MAC header, 4 B FCS, 7 B preamble + 1 B SFD, 96-bit-time (12 B) minimum inter-packet gap, 64 B minimum frame",
};
/** What was read in an RFC. */
const rfc = /* @__NO_SIDE_EFFECTS__ */ (n: number, read: string): Source => ({
  url: `https://www.rfc-editor.org/rfc/rfc${n}`,
  read,
});

/**
 * Header and framing sizes, in bytes, that decide how much of a link's rate is payload:
 * Ethernet framing on the wire, IPv4 / UDP / TCP, the InfiniBand transport headers RoCEv2 carries
 * over UDP, and the InfiniBand link headers. Each value has its provenance in
 * `protocolHeaderProvenance`.
 * @example protocolHeaderBytes.bth // 12
 */
export const protocolHeaderBytes = {
  /** Ethernet preamble (7) + start-of-frame delimiter (1). */
  ethernetPreamble: bytes(8),
  /** Ethernet MAC header: destination, source, EtherType. */
  ethernetHeader: bytes(14),
  /** 802.1Q VLAN tag. */
  vlanTag: bytes(4),
  /** Ethernet frame check sequence. */
  ethernetFcs: bytes(4),
  /** Minimum inter-packet gap (96 bit times). */
  ethernetInterPacketGap: bytes(12),
  /** Minimum Ethernet frame (header + payload + FCS); shorter payloads are padded. */
  ethernetMinimumFrame: bytes(64),
  /** IPv4 header without options. */
  ipv4: bytes(20),
  /** UDP header. */
  udp: bytes(8),
  /** TCP header (20) + timestamps option (12), which Linux enables by default. */
  tcpWithTimestamps: bytes(32),
  /** InfiniBand base transport header. */
  bth: bytes(12),
  /** RDMA extended transport header (virtual address, rkey, length): first packet of a WRITE, READ request. */
  reth: bytes(16),
  /** ACK extended transport header: ACKs and the first / last / only packet of a READ response. */
  aeth: bytes(4),
  /** Datagram extended transport header (UD, as IPoIB uses). */
  deth: bytes(8),
  /** Invariant CRC over the transport packet. */
  icrc: bytes(4),
  /** InfiniBand local route header. */
  lrh: bytes(8),
  /** InfiniBand variant CRC. */
  vcrc: bytes(2),
  /** IPoIB encapsulation header. */
  ipoib: bytes(4),
} as const satisfies Record<string, Bytes>;

/**
 * Provenance of each entry of `protocolHeaderBytes`.
 * @example protocolHeaderProvenance.bth.kind // "standard"
 */
export const protocolHeaderProvenance: Readonly<
  Record<keyof typeof protocolHeaderBytes, DatapathProvenance>
> = {
  ethernetPreamble: { kind: "standard", sources: [ETHERNET], note: "7 B preamble + 1 B SFD." },
  ethernetHeader: { kind: "standard", sources: [IB_PACK], note: "IB_ETH_BYTES = 14." },
  vlanTag: { kind: "standard", sources: [IB_PACK], note: "IB_VLAN_BYTES = 4." },
  ethernetFcs: { kind: "standard", sources: [ETHERNET], note: "32-bit CRC." },
  ethernetInterPacketGap: {
    kind: "standard",
    sources: [ETHERNET],
    note: "96 bit times = 12 B of line time.",
  },
  ethernetMinimumFrame: { kind: "standard", sources: [ETHERNET], note: "Header + payload + FCS >= 64 B." },
  ipv4: { kind: "standard", sources: [IB_PACK], note: "IB_IP4_BYTES = 20 (RFC 791, no options)." },
  udp: {
    kind: "standard",
    sources: [IB_PACK],
    note: "IB_UDP_BYTES = 8 (RFC 768); RoCEv2 uses UDP port 4791.",
  },
  tcpWithTimestamps: {
    kind: "standard",
    sources: [
      rfc(9293, "20 B TCP header"),
      rfc(7323, "10 B timestamps option, padded to 12"),
      {
        url: `${LINUX}/Documentation/networking/ip-sysctl.rst`,
        read: "net.ipv4.tcp_timestamps defaults to 1",
      },
    ],
    note: "Gives the usual MSS of 1448 B on a 1500 B MTU.",
  },
  bth: { kind: "standard", sources: [IB_PACK], note: "IB_BTH_BYTES = 12." },
  reth: {
    kind: "standard",
    sources: [RXE_HDR],
    note: "struct rxe_reth: 64-bit VA, 32-bit rkey, 32-bit length.",
  },
  aeth: { kind: "standard", sources: [RXE_HDR], note: "struct rxe_aeth: syndrome + MSN, 32 bits." },
  deth: { kind: "standard", sources: [IB_PACK], note: "IB_DETH_BYTES = 8." },
  icrc: { kind: "standard", sources: [IB_PACK], note: "IB_ICRC_BYTES = 4." },
  lrh: { kind: "standard", sources: [IB_PACK], note: "IB_LRH_BYTES = 8." },
  vcrc: {
    kind: "standard",
    sources: [
      {
        url: "https://github.com/wireshark/wireshark/blob/master/epan/dissectors/packet-infiniband.c",
        read: "the 2-byte VCRC that ends every InfiniBand packet",
      },
    ],
    note: "Link-level CRC, recomputed per hop.",
  },
  ipoib: {
    kind: "standard",
    sources: [rfc(4391, "Transmission of IP over InfiniBand, section 6: 4-byte encapsulation header")],
    note: "EtherType + reserved.",
  },
};
