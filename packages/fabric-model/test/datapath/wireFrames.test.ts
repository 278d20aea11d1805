import { describe, expect, it } from "vitest";
import { cx5TestbedLink } from "../../src/datapath/cx5TestbedEstimates.ts";
import { datapathLinkFromPreset } from "../../src/datapath/datapathLinkFromPreset.ts";
import { virtualisationStack } from "../../src/datapath/virtualisationLayers.ts";
import { wireFrames } from "../../src/datapath/wireFrames.ts";
import { type Bytes, bytes, kib } from "../../src/units.ts";

describe("wireFrames", () => {
  it("wireFrames(64 KiB RoCEv2 WRITE, MTU 1024) is 64 packets of 1024 + 82 B plus one 16 B RETH: 70800 B", () => {
    // 82 = preamble 8 + MAC 14 + FCS 4 + gap 12 + IPv4 20 + UDP 8 + BTH 12 + ICRC 4.
    const f = wireFrames({ payloadBytes: kib(64), link: cx5TestbedLink, transport: "rdma-write" });
    expect(f.packets).toBe(64);
    expect(f.wireBytes).toBe(64 * (1024 + 82) + 16);
  });

  it("wireFrames(TCP, 1500 B MTU) carries 1448 B per 1538 B of line time", () => {
    const f = wireFrames({ payloadBytes: bytes(1448 * 10), link: cx5TestbedLink, transport: "tcp" });
    expect(f.payloadPerPacket).toBe(1448);
    expect(f.packets).toBe(10);
    expect(f.wireBytes).toBe(10 * 1538);
  });

  it("wireFrames(2 B RDMA WRITE) pads nothing (62 B L3 packet) and costs 100 B of line time", () => {
    const f = wireFrames({ payloadBytes: bytes(2), link: cx5TestbedLink, transport: "rdma-write" });
    // 8 + (14 + 20 + 8 + 12 + 16 + 2 + 4 + 4) + 12 = 100.
    expect(f.wireBytes).toBe(100);
  });

  it("wireFrames(0 B) sends one RDMA packet (padded to a 64 B frame) and no TCP packet", () => {
    const send = wireFrames({ payloadBytes: bytes(0), link: cx5TestbedLink, transport: "rdma-send" });
    expect(send.packets).toBe(1);
    expect(send.wireBytes).toBe(8 + 64 + 12);
    expect(wireFrames({ payloadBytes: bytes(0), link: cx5TestbedLink, transport: "tcp" }).packets).toBe(0);
  });

  it("wireFrames(InfiniBand, MTU 4096) costs LRH + BTH + ICRC + VCRC = 26 B per packet, no preamble or gap", () => {
    const ib = datapathLinkFromPreset("ib-edr-4x");
    const f = wireFrames({ payloadBytes: kib(64), link: ib, transport: "rdma-send" });
    expect(f.packets).toBe(16);
    expect(f.wireBytes).toBe(65536 + 16 * 26);
  });

  it("wireFrames(READ response) carries an AETH on its first and last packets", () => {
    const f = wireFrames({
      payloadBytes: bytes(4096),
      link: cx5TestbedLink,
      transport: "rdma-read-response",
    });
    const g = wireFrames({ payloadBytes: bytes(4096), link: cx5TestbedLink, transport: "rdma-send" });
    expect(f.wireBytes - g.wireBytes).toBe(8);
  });

  it("wireFrames(TCP behind the pod overlay) shrinks the MSS by 100 B and adds 58 B of Geneve per packet", () => {
    const layers = virtualisationStack("pod-overlay");
    const f = wireFrames({ payloadBytes: bytes(1348), link: cx5TestbedLink, transport: "tcp" }, { layers });
    expect(f.payloadPerPacket).toBe(1348);
    expect(f.wireBytes).toBe(1538 + 58 - 100);
  });

  it("wireFrames(...) throws RangeError on a negative payload or an MTU smaller than the headers", () => {
    expect(() => wireFrames({ payloadBytes: -1 as Bytes, link: cx5TestbedLink, transport: "tcp" })).toThrow(
      RangeError,
    );
    const tiny = { ...cx5TestbedLink, ipMtu: bytes(40) };
    expect(() => wireFrames({ payloadBytes: bytes(10), link: tiny, transport: "tcp" })).toThrow(RangeError);
  });
});
