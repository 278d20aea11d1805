import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  algorithmBandwidth,
  busBandwidth,
  busBandwidthFactor,
  ncclCollectives,
  ncclTestsBandwidthGBps,
  ncclTypeSize,
} from "../../src/index.ts";
import { ncclCollectiveFromName } from "../../src/measurements/ncclCollectiveFromName.ts";
import { gBps, gb, inGBps, microseconds, seconds } from "../../src/units.ts";

// Factors from NVIDIA/nccl-tests doc/PERFORMANCE.md and each src/<collective>.cu GetBw.

describe("busBandwidthFactor", () => {
  it("busBandwidthFactor('all_reduce', n) is 2(n-1)/n", () => {
    expect(busBandwidthFactor("all_reduce", 2)).toBe(1);
    expect(busBandwidthFactor("all_reduce", 8)).toBe(1.75);
    expect(busBandwidthFactor("all_reduce", 16)).toBe(1.875);
  });

  it("busBandwidthFactor is (n-1)/n for all-gather, reduce-scatter, all-to-all, gather, scatter", () => {
    for (const c of ["all_gather", "reduce_scatter", "alltoall", "gather", "scatter"] as const) {
      expect(busBandwidthFactor(c, 4)).toBe(0.75);
    }
  });

  it("busBandwidthFactor is 1 for broadcast, reduce, sendrecv and hypercube whatever n", () => {
    for (const c of ["broadcast", "reduce", "sendrecv", "hypercube"] as const) {
      expect(busBandwidthFactor(c, 7)).toBe(1);
    }
  });

  it("busBandwidthFactor(c, 0 | 2.5 | NaN) throws RangeError", () => {
    expect(() => busBandwidthFactor("all_reduce", 0)).toThrow(RangeError);
    expect(() => busBandwidthFactor("all_reduce", 2.5)).toThrow(RangeError);
    expect(() => busBandwidthFactor("all_reduce", Number.NaN)).toThrow(RangeError);
  });

  it("busBandwidthFactor stays in [0, 2) and grows with n (fast-check, seed 42)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ncclCollectives), fc.integer({ min: 1, max: 4096 }), (c, n) => {
        const f = busBandwidthFactor(c, n);
        return f >= 0 && f < 2 && busBandwidthFactor(c, n + 1) >= f;
      }),
      { seed: 42 },
    );
  });
});

describe("algorithmBandwidth and busBandwidth", () => {
  it("algorithmBandwidth(1 GB, 0.1 s) is 10 GB/s", () => {
    expect(inGBps(algorithmBandwidth(gb(1), seconds(0.1)))).toBeCloseTo(10, 12);
  });

  it("busBandwidth(10 GB/s, all_reduce on 8 ranks) is 17.5 GB/s", () => {
    expect(inGBps(busBandwidth(gBps(10), { collective: "all_reduce", nranks: 8 }))).toBeCloseTo(17.5, 12);
  });

  it("ncclTestsBandwidthGBps(128 MiB, 1916.4 us, all_reduce, 8) is 70.04 / 122.56 GB/s, and 122.57 within the time's rounding", () => {
    // A GH200 row prints 1916.4 us, 70.04 and 122.57 GB/s: the busbw comes from the unrounded time.
    const bw = ncclTestsBandwidthGBps({
      bytes: 134217728,
      timeUs: 1916.4,
      collective: "all_reduce",
      nranks: 8,
    });
    expect(bw.algbwGBps.toFixed(2)).toBe("70.04");
    expect(bw.busbwGBps.toFixed(2)).toBe("122.56");
    const faster = ncclTestsBandwidthGBps({
      bytes: 134217728,
      timeUs: 1916.36,
      collective: "all_reduce",
      nranks: 8,
    });
    expect(faster.busbwGBps.toFixed(2)).toBe("122.57");
  });

  it("ncclTestsBandwidthGBps agrees with algorithmBandwidth x busBandwidthFactor in base units (fast-check, seed 42)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ncclCollectives.filter((c) => c !== "hypercube")),
        fc.integer({ min: 1, max: 1024 }),
        fc.integer({ min: 0, max: 2 ** 34 }),
        fc.double({ min: 0.5, max: 1e7, noNaN: true }),
        (collective, nranks, size, timeUs) => {
          const plain = ncclTestsBandwidthGBps({ bytes: size, timeUs, collective, nranks });
          const algbw = algorithmBandwidth(size as never, microseconds(timeUs));
          const busbw = busBandwidth(algbw, { collective, nranks });
          return (
            Math.abs(inGBps(algbw) - plain.algbwGBps) <= 1e-9 * (1 + plain.algbwGBps) &&
            Math.abs(inGBps(busbw) - plain.busbwGBps) <= 1e-9 * (1 + plain.busbwGBps)
          );
        },
      ),
      { seed: 42 },
    );
  });
});

describe("ncclCollectiveFromName and ncclTypeSize", () => {
  it("ncclCollectiveFromName reads binary names and spellings", () => {
    expect(ncclCollectiveFromName("all_reduce_perf")).toBe("all_reduce");
    expect(ncclCollectiveFromName("all_gather_perf_mpi")).toBe("all_gather");
    expect(ncclCollectiveFromName("AllReduce")).toBe("all_reduce");
    expect(ncclCollectiveFromName("reduce-scatter")).toBe("reduce_scatter");
    expect(ncclCollectiveFromName("alltoallv")).toBeNull();
  });

  it("ncclTypeSize gives bytes per element and null for unknown or prototype names", () => {
    expect([
      ncclTypeSize("float"),
      ncclTypeSize("bfloat16"),
      ncclTypeSize("int8"),
      ncclTypeSize("double"),
    ]).toEqual([4, 2, 1, 8]);
    expect(ncclTypeSize("toString")).toBeNull();
    expect(ncclTypeSize("quad")).toBeNull();
  });
});
