import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cx5TestbedLink } from "../../src/datapath/cx5TestbedEstimates.ts";
import { type DatapathPathKind, datapathPathKinds } from "../../src/datapath/DatapathPathKind.ts";
import { messagePath } from "../../src/datapath/messagePath.ts";
import { virtualisationStack } from "../../src/datapath/virtualisationLayers.ts";
import { type Bytes, bytes, inMicroseconds, kib, mib } from "../../src/units.ts";

const FC = { seed: 42, numRuns: 200 };
const pathArb = fc.constantFrom<DatapathPathKind>(...datapathPathKinds);
const bytesArb = fc.integer({ min: 0, max: 64 * 1024 * 1024 }).map((b) => bytes(b));

describe("messagePath", () => {
  it("messagePath(...) stage times sum to the latency and stage CPU to the per-side CPU totals", () => {
    fc.assert(
      fc.property(pathArb, bytesArb, (path, b) => {
        const r = messagePath({ path, bytes: b });
        const time = r.stages.reduce((s, st) => s + st.time, 0);
        const cpu = r.stages.reduce((s, st) => s + st.cpu, 0);
        expect(time).toBeCloseTo(r.latency, 15);
        expect(cpu).toBeCloseTo(r.senderCpu + r.receiverCpu + r.hypervisorCpu, 15);
        expect(r.stages.reduce((s, st) => s + st.copies, 0)).toBe(r.copies);
        expect(r.stages.reduce((s, st) => s + st.kernelCrossings, 0)).toBe(r.kernelCrossings);
      }),
      FC,
    );
  });

  it("messagePath(path, bytes) latency never falls as bytes grow, for every path and layer stack", () => {
    const stacks = [[], virtualisationStack("pod-overlay"), virtualisationStack("sriov-vf")];
    fc.assert(
      fc.property(pathArb, bytesArb, bytesArb, fc.constantFrom(...stacks), (path, a, b, layers) => {
        const usable = path === "kernel-tcp" || layers.every((l) => l.rdmaCapable);
        fc.pre(usable);
        const [small, large] = a <= b ? [a, b] : [b, a];
        const tSmall = messagePath({ path, bytes: small }, { layers }).latency;
        const tLarge = messagePath({ path, bytes: large }, { layers }).latency;
        expect(tLarge).toBeGreaterThanOrEqual(tSmall * (1 - 1e-12));
      }),
      FC,
    );
  });

  it("messagePath(...) returns finite, non-negative numbers everywhere (no NaN)", () => {
    fc.assert(
      fc.property(pathArb, bytesArb, (path, b) => {
        const r = messagePath({ path, bytes: b });
        const numbers = [
          r.latency,
          r.senderCpu,
          r.receiverCpu,
          r.hypervisorCpu,
          r.senderCyclesPerByte,
          r.receiverCyclesPerByte,
          r.wireBytes,
          r.wirePackets,
          ...r.stages.flatMap((s) => [s.time, s.cpu, s.copies, s.kernelCrossings]),
        ];
        for (const n of numbers) {
          expect(Number.isFinite(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
      FC,
    );
  });

  it("messagePath(kernel-tcp) walks syscall, copy in, TCP, NIC DMA, wire, interrupt, TCP receive, wake-up, copy out", () => {
    const r = messagePath({ path: "kernel-tcp", bytes: kib(4) });
    expect(r.stages.map((s) => s.id)).toEqual([
      "syscall",
      "copyUserToKernel",
      "tcpTransmit",
      "nicDmaRead",
      "nicTransmit",
      "wire",
      "nicReceive",
      "nicDmaWrite",
      "interrupt",
      "tcpReceive",
      "wakeup",
      "copyKernelToUser",
      "syscallReturn",
    ]);
    expect(r.copies).toBe(2);
    expect(r.kernelCrossings).toBe(3);
    for (const s of r.stages) expect(s.labelKey).toMatch(/^datapath\.stage\.[a-zA-Z]+$/);
  });

  it("messagePath(rdma-write) walks post, doorbell, NIC DMA, wire, remote NIC DMA, completion with no kernel crossing", () => {
    const r = messagePath({ path: "rdma-write", bytes: kib(64) });
    expect(r.stages.map((s) => s.id)).toEqual([
      "postWorkRequest",
      "doorbell",
      "nicDmaRead",
      "nicTransmit",
      "wire",
      "nicReceive",
      "nicDmaWrite",
      "completion",
    ]);
    expect(r.copies).toBe(0);
    expect(r.kernelCrossings).toBe(0);
    expect(r.stages.find((s) => s.id === "wire")?.side).toBe("wire");
  });

  it("messagePath(rdma-write, 2 B) is inline (one CPU copy into the WQE, no payload DMA read)", () => {
    const r = messagePath({ path: "rdma-write", bytes: bytes(2) });
    expect(r.copies).toBe(1);
    expect(r.stages.find((s) => s.id === "nicDmaRead")?.time).toBe(0);
    const past = messagePath({ path: "rdma-write", bytes: bytes(221) });
    expect(past.copies).toBe(0);
    expect(past.stages.find((s) => s.id === "nicDmaRead")?.time).toBeGreaterThan(0);
  });

  it("messagePath(kernel-tcp) costs an order of magnitude more latency and CPU than rdma-write for small messages", () => {
    const tcp = messagePath({ path: "kernel-tcp", bytes: bytes(64) });
    const rdma = messagePath({ path: "rdma-write", bytes: bytes(64) });
    expect(tcp.latency / rdma.latency).toBeGreaterThan(5);
    expect(tcp.receiverCpu / rdma.receiverCpu).toBeGreaterThan(50);
    // Kernel TCP one way: ~10 us here (tens of us round trip, MODELLING.md section 4).
    expect(inMicroseconds(tcp.latency)).toBeGreaterThan(5);
    expect(inMicroseconds(tcp.latency)).toBeLessThan(50);
  });

  it("messagePath(kernel-tcp, 1 MiB) spends about 1 cycle per byte on the receiving core (Cai et al.: copy-bound)", () => {
    const r = messagePath({ path: "kernel-tcp", bytes: mib(1) });
    expect(r.receiverCyclesPerByte).toBeGreaterThan(0.5);
    expect(r.receiverCyclesPerByte).toBeLessThan(3);
    expect(r.bottleneck).toBe("receiverCpu");
  });

  it("messagePath(rdma-write, 1 MiB) exposes the wire: latency ~ bytes / goodput plus a few us", () => {
    const r = messagePath({ path: "rdma-write", bytes: mib(1) });
    expect(r.bottleneck).toBe("wire");
    const serialise = (r.wireBytes * 8) / cx5TestbedLink.linkRateUnidirectional;
    expect(r.latency).toBeGreaterThan(serialise);
    expect(r.latency - serialise).toBeLessThan(3e-6);
  });

  it("messagePath(rdma-read) reports a round trip, longer than a write of the same size", () => {
    const read = messagePath({ path: "rdma-read", bytes: bytes(2) });
    const write = messagePath({ path: "rdma-write", bytes: bytes(2) });
    expect(read.latencyKind).toBe("round-trip");
    expect(read.latency).toBeGreaterThan(1.5 * write.latency);
  });

  it("messagePath(...) adds each layer's latency and its copies on the vNIC", () => {
    const base = messagePath({ path: "kernel-tcp", bytes: kib(4) });
    const vnic = messagePath({ path: "kernel-tcp", bytes: kib(4) }, { layers: virtualisationStack("vnic") });
    expect(vnic.latency - base.latency).toBeGreaterThanOrEqual(6e-6);
    expect(vnic.copies).toBe(base.copies + 2);
    expect(vnic.hypervisorCpu).toBeGreaterThan(0);
  });

  it("messagePath(...) throws RangeError on bad input instead of returning NaN", () => {
    expect(() => messagePath({ path: "kernel-tcp", bytes: -1 as Bytes })).toThrow(RangeError);
    expect(() => messagePath({ path: "rdma-write", bytes: Number.NaN as Bytes })).toThrow(RangeError);
    expect(() => messagePath({ path: "kernel-tcp", bytes: kib(1) }, { loopback: true })).toThrow(RangeError);
    expect(() =>
      messagePath({ path: "rdma-write", bytes: kib(1) }, { layers: virtualisationStack("pod-overlay") }),
    ).toThrow(RangeError);
  });
});
