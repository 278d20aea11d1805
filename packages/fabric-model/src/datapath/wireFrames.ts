import { type Bytes, bytes } from "../units.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import { protocolHeaderBytes as h } from "./protocolHeaderBytes.ts";
import type { VirtualisationLayer } from "./VirtualisationLayer.ts";

/** What a message is carried as on the wire. @example const t: WireTransport = "rdma-write"; */
export type WireTransport = "tcp" | "rdma-write" | "rdma-send" | "rdma-read-request" | "rdma-read-response";

/**
 * Packets and bytes on the wire for one message.
 * @example wireFrames({ payloadBytes: kib(64), link, transport: "tcp" }).packets // 46
 */
interface WireFrames {
  /** Packets on the wire. */
  readonly packets: number;
  /** Payload bytes per full packet (MSS for TCP, path MTU for RDMA). */
  readonly payloadPerPacket: Bytes;
  /** Total line time in bytes: payload + every header, trailer, preamble and gap. */
  readonly wireBytes: Bytes;
}

/** Per-packet line-time bytes of Ethernet framing around an L3 packet of `l3` bytes. */
function ethernetLineBytes(l3: number, link: DatapathLink): number {
  const header = h.ethernetHeader + (link.vlanTagged ? h.vlanTag : 0);
  const frame = Math.max(header + l3 + h.ethernetFcs, h.ethernetMinimumFrame);
  return h.ethernetPreamble + frame + h.ethernetInterPacketGap;
}

/**
 * Packets and line-time bytes of one message of `payloadBytes` on `link`: RoCEv2 packets carry
 * Ethernet + IPv4 + UDP + BTH (+ RETH on a WRITE's first packet, AETH on a READ response's
 * first and last) + ICRC around at most one path MTU of payload; InfiniBand packets LRH + BTH
 * (+ extensions) + ICRC + VCRC; TCP segments Ethernet (or IPoIB) + IPv4 + TCP around one MSS.
 * Virtualisation layers add their encapsulation to every packet and shrink the TCP MSS.
 * A zero-byte RDMA message still sends one packet; a zero-byte TCP message sends none.
 * @throws RangeError on a negative or non-finite payload, or an MTU too small for the headers.
 * @example wireFrames({ payloadBytes: kib(64), link: cx5TestbedLink, transport: "rdma-write" }).wireBytes // 70800
 */
export function wireFrames(
  inputs: {
    readonly payloadBytes: Bytes;
    readonly link: DatapathLink;
    readonly transport: WireTransport;
  },
  options: { readonly layers?: readonly VirtualisationLayer[] } = {},
): WireFrames {
  const { payloadBytes, link, transport } = inputs;
  if (!Number.isFinite(payloadBytes) || payloadBytes < 0) {
    throw new RangeError(`wireFrames: payloadBytes ${payloadBytes} must be finite and >= 0`);
  }
  const layers = options.layers ?? [];
  const encapsulation = layers.reduce((s, l) => s + l.encapsulationBytes, 0);
  const mtuReduction = layers.reduce((s, l) => s + l.mtuReduction, 0);
  const payload = Math.ceil(payloadBytes);

  if (transport === "tcp") {
    const l3Overhead = h.ipv4 + h.tcpWithTimestamps;
    const mss = link.ipMtu - mtuReduction - l3Overhead;
    if (!(mss > 0)) throw new RangeError(`wireFrames: IP MTU ${link.ipMtu} too small for TCP/IP headers`);
    const packets = Math.ceil(payload / mss);
    const full = Math.floor(payload / mss);
    const rest = payload - full * mss;
    const line = (seg: number) =>
      link.kind === "infiniband"
        ? h.lrh + h.bth + h.deth + h.ipoib + l3Overhead + seg + h.icrc + h.vcrc + encapsulation
        : ethernetLineBytes(l3Overhead + seg + encapsulation, link);
    const wire = full * line(mss) + (rest > 0 ? line(rest) : 0);
    return { packets, payloadPerPacket: bytes(mss), wireBytes: bytes(wire) };
  }

  const mtu = link.rdmaMtu;
  if (!(mtu > 0)) throw new RangeError(`wireFrames: RDMA MTU ${mtu} must be positive`);
  const carried = transport === "rdma-read-request" ? 0 : payload;
  const packets = Math.max(1, Math.ceil(carried / mtu));
  const lastPayload = carried - (packets - 1) * mtu;
  const firstExtension =
    transport === "rdma-write" || transport === "rdma-read-request"
      ? h.reth
      : transport === "rdma-read-response"
        ? h.aeth
        : 0;
  const lastExtension = transport === "rdma-read-response" && packets > 1 ? h.aeth : 0;
  const line = (segment: number, extension: number) => {
    const l4 = h.bth + extension + segment + h.icrc;
    return link.kind === "infiniband"
      ? h.lrh + l4 + h.vcrc + encapsulation
      : ethernetLineBytes(h.ipv4 + h.udp + l4 + encapsulation, link);
  };
  let wire: number;
  if (packets === 1) {
    wire = line(lastPayload, firstExtension + lastExtension);
  } else {
    wire = line(mtu, firstExtension) + (packets - 2) * line(mtu, 0) + line(lastPayload, lastExtension);
  }
  return { packets, payloadPerPacket: bytes(mtu), wireBytes: bytes(wire) };
}
