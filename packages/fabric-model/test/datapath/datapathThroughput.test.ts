import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cx5TestbedLink } from "../../src/datapath/cx5TestbedEstimates.ts";
import { type DatapathPathKind, datapathPathKinds } from "../../src/datapath/DatapathPathKind.ts";
import { datapathLinkFromPreset } from "../../src/datapath/datapathLinkFromPreset.ts";
import { datapathThroughput } from "../../src/datapath/datapathThroughput.ts";
import { virtualisationStack } from "../../src/datapath/virtualisationLayers.ts";
import { type BitsPerSecond, bytes, gbps, inGbps, kib } from "../../src/units.ts";

const FC = { seed: 42, numRuns: 150 };
const links = [
  cx5TestbedLink,
  datapathLinkFromPreset("ethernet-400g"),
  datapathLinkFromPreset("ib-edr-4x"),
  datapathLinkFromPreset("ib-ndr-4x"),
  datapathLinkFromPreset("ethernet-100g", { ipMtu: bytes(9000) }),
];

describe("datapathThroughput", () => {
  it("datapathThroughput(...) never exceeds the link rate, whatever the path, size, streams or link", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DatapathPathKind>(...datapathPathKinds),
        fc.integer({ min: 1, max: 16 * 1024 * 1024 }),
        fc.integer({ min: 1, max: 64 }),
        fc.constantFrom(...links),
        (path, b, streams, link) => {
          const r = datapathThroughput({ path, messageBytes: bytes(b), link }, { streams });
          expect(Number.isFinite(r.goodputBits)).toBe(true);
          expect(r.goodputBits).toBeGreaterThan(0);
          expect(r.goodputBits).toBeLessThanOrEqual(link.linkRateUnidirectional);
        },
      ),
      FC,
    );
  });

  it("datapathThroughput(kernel-tcp, 1 stream) stays below rdma-write at every message size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 * 1024 * 1024 }), fc.constantFrom(...links), (b, link) => {
        const tcp = datapathThroughput({ path: "kernel-tcp", messageBytes: bytes(b), link });
        const rdma = datapathThroughput({ path: "rdma-write", messageBytes: bytes(b), link });
        expect(tcp.goodputBits).toBeLessThan(rdma.goodputBits);
      }),
      FC,
    );
  });

  it("datapathThroughput(rdma-write) grows with message size towards the wire limit", () => {
    let previous = 0;
    for (const b of [64, 256, 1024, 4096, 16384, 65536, 1 << 20]) {
      const r = datapathThroughput({ path: "rdma-write", messageBytes: bytes(b) });
      expect(r.goodputBits).toBeGreaterThanOrEqual(previous);
      previous = r.goodputBits;
    }
    expect(datapathThroughput({ path: "rdma-write", messageBytes: kib(1024) }).bottleneck).toBe("wire");
  });

  it("datapathThroughput(kernel-tcp, 128 KiB) is bound by the receiving core, one core per stream", () => {
    const one = datapathThroughput({ path: "kernel-tcp", messageBytes: kib(128) });
    expect(one.bottleneck).toBe("receiverCpu");
    const two = datapathThroughput({ path: "kernel-tcp", messageBytes: kib(128) }, { streams: 2 });
    expect(two.goodputBits / one.goodputBits).toBeCloseTo(2, 6);
    const shared = datapathThroughput(
      { path: "kernel-tcp", messageBytes: kib(128) },
      { streams: 4, cores: 1 },
    );
    expect(shared.goodputBits).toBeCloseTo(one.goodputBits, 0);
    const many = datapathThroughput({ path: "kernel-tcp", messageBytes: kib(128) }, { streams: 16 });
    expect(many.bottleneck).toBe("wire");
    // 1448 B of payload per 1538 B of line time on a 1500 B MTU.
    expect(inGbps(many.goodputBits)).toBeCloseTo((100 * 1448) / 1538, 1);
  });

  it("datapathThroughput(rdma-write, queueDepth 1) is window-bound: one message per round trip", () => {
    const r = datapathThroughput({ path: "rdma-write", messageBytes: kib(4) }, { queueDepth: 1 });
    expect(r.bottleneck).toBe("window");
    expect(inGbps(r.goodputBits)).toBeLessThan(20);
  });

  it("datapathThroughput(kernel-tcp, perStreamRateCap 5 Gb/s) applies the cap per stream", () => {
    const r = datapathThroughput(
      { path: "kernel-tcp", messageBytes: kib(128) },
      { streams: 3, perStreamRateCap: gbps(5) as BitsPerSecond },
    );
    expect(r.bottleneck).toBe("streamCap");
    expect(inGbps(r.goodputBits)).toBeCloseTo(15, 6);
  });

  it("datapathThroughput(kernel-tcp) behind the pod overlay is CPU-bound at single-digit Gb/s", () => {
    const r = datapathThroughput(
      { path: "kernel-tcp", messageBytes: kib(128) },
      { layers: virtualisationStack("pod-overlay") },
    );
    expect(r.bottleneck).toBe("receiverCpu");
    expect(inGbps(r.goodputBits)).toBeLessThan(10);
  });

  it("datapathThroughput(...) throws RangeError on non-positive streams or cores", () => {
    expect(() => datapathThroughput({ path: "kernel-tcp", messageBytes: kib(1) }, { streams: 0 })).toThrow(
      RangeError,
    );
    expect(() => datapathThroughput({ path: "kernel-tcp", messageBytes: kib(1) }, { cores: -1 })).toThrow(
      RangeError,
    );
  });
});
