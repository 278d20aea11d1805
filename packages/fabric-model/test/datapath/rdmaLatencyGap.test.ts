import { describe, expect, it } from "vitest";
import { datapathLinkFromPreset } from "../../src/datapath/datapathLinkFromPreset.ts";
import { rdmaLatencyGap } from "../../src/datapath/rdmaLatencyGap.ts";
import { bytes, inMicroseconds, kib, mib } from "../../src/units.ts";

/** RoCEv2 on 100 GbE with a 1500-byte Ethernet MTU (path MTU 1024), and InfiniBand EDR (4096). */
const roce = datapathLinkFromPreset("ethernet-100g");
const ib = datapathLinkFromPreset("ib-edr-4x");

describe("rdmaLatencyGap", () => {
  it("rdmaLatencyGap(4 KiB WRITE, RoCE, InfiniBand) is the path MTU: one 4096-byte packet against four of 1024, 0.40 us slower, and the same at RoCE's MTU", () => {
    const g = rdmaLatencyGap({ path: "rdma-write", bytes: kib(4), a: roce, b: ib });
    expect(g.code).toBe("path-mtu");
    expect(g.values.slower).toBe("b");
    expect(inMicroseconds(g.values.difference)).toBeCloseTo(0.4, 2);
    expect([g.values.aMtu, g.values.bMtu, g.values.aPackets, g.values.bPackets]).toEqual([1024, 4096, 4, 1]);
    // At RoCE's MTU InfiniBand is within framing of RoCE (2.131 against 2.149 us).
    expect(Math.abs(inMicroseconds(g.values.bAtAMtu) - 2.149)).toBeLessThan(0.03);
  });

  it("rdmaLatencyGap(1 MiB WRITE, RoCE, InfiniBand) is framing: InfiniBand about 5.8 us faster, fewer header bytes on 1024 packets against 256", () => {
    const g = rdmaLatencyGap({ path: "rdma-write", bytes: mib(1), a: roce, b: ib });
    expect(g.code).toBe("framing");
    expect([g.values.aPackets, g.values.bPackets]).toEqual([1024, 256]);
    // RoCE's MTU alone leaves most of the gap; its framing too closes it.
    expect(inMicroseconds(g.values.bAtAMtu)).toBeCloseTo(87.81, 1);
    expect(inMicroseconds(g.values.bAtAFraming)).toBeCloseTo(92.4, 1);
    expect(g.values.slower).toBe("a");
    expect(inMicroseconds(g.values.difference)).toBeCloseTo(5.76, 1);
  });

  it("rdmaLatencyGap(64 B) is the same: one packet each, a few header bytes apart", () => {
    expect(rdmaLatencyGap({ path: "rdma-write", bytes: bytes(64), a: roce, b: ib }).code).toBe("same");
  });

  it("rdmaLatencyGap with the same MTU and a slower switch is another cause", () => {
    const slow = { ...roce, switchLatency: (roce.switchLatency * 4) as typeof roce.switchLatency };
    expect(rdmaLatencyGap({ path: "rdma-send", bytes: kib(4), a: roce, b: slow }).code).toBe("other");
  });
});
