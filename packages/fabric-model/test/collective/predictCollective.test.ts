import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectiveTransports } from "../../src/collective/collectiveTransports.ts";
import { ncclTuning } from "../../src/collective/ncclTuning.ts";
import { type PredictCollectiveInput, predictCollective } from "../../src/collective/predictCollective.ts";
import { simaiEfficiencyReference } from "../../src/collective/simaiEfficiencyReference.ts";
import { busBandwidthFactor } from "../../src/measurements/busBandwidthFactor.ts";
import { bytes, gbps, gib, inGBps, kib, mib } from "../../src/units.ts";

const h100Node: PredictCollectiveInput = {
  collective: "all_reduce",
  bytes: gib(8),
  gpu: "h100-sxm",
  gpusPerNode: 8,
  nodes: 1,
};

describe("predictCollective", () => {
  it("predictCollective(8x H100, 1 node, 8 GiB) reaches NCCL's ring busbw of ~370 GB/s (18 x 20.6)", () => {
    // Provenance: nccl-tests issue 212 (NCCL ring ~370 GB/s on H100 NVLink4); tolerance 3 %.
    const p = predictCollective(h100Node);
    expect(p.algorithm).toBe("ring");
    expect(p.protocol).toBe("Simple");
    expect(p.bottleneck).toBe("nvlink");
    expect(inGBps(p.busBandwidth)).toBeGreaterThan(370.8 * 0.97);
    expect(inGBps(p.busBandwidth)).toBeLessThanOrEqual(370.8);
  });

  it("predictCollective(8x A100, 1 node, 8 GiB) is within 5 % of the measured 231.6 GB/s busbw", () => {
    // Provenance: MODELLING.md reference figures, Azure AI-benchmarking-guide (8x A100 all-reduce busbw).
    const p = predictCollective({ ...h100Node, gpu: "a100-sxm" });
    expect(Math.abs(inGBps(p.busBandwidth) / 231.6 - 1)).toBeLessThan(0.05);
  });

  it("predictCollective(2 nodes, tree) reports busbw above the per-node NIC rate; ring stays below it", () => {
    const input = { ...h100Node, nodes: 2, nicCount: 8, nicRate: gbps(400), transport: "ib" as const };
    const p = predictCollective(input);
    const nicNodeGBps = (8 * 400) / 8;
    expect(p.algorithm).toBe("tree");
    expect(inGBps(p.busBandwidth)).toBeGreaterThan(nicNodeGBps);
    const ring = p.candidates.find((c) => c.algorithm === "ring" && c.protocol === "Simple");
    const ringBus = inGBps(ring?.algorithmBandwidth ?? (0 as never)) * busBandwidthFactor("all_reduce", 16);
    expect(ringBus).toBeLessThanOrEqual(nicNodeGBps);
    // from 4 nodes on, the double binary tree sends two buffers per node: no more than the NIC rate
    const four = predictCollective({ ...input, nodes: 4, bytes: gib(64) });
    expect(inGBps(four.busBandwidth)).toBeLessThan(nicNodeGBps);
  });

  it("predictCollective switches from LL at 8 KiB to Simple at 8 GiB across nodes", () => {
    const input = { ...h100Node, nodes: 2, nicCount: 8, nicRate: gbps(400), transport: "roce" as const };
    expect(predictCollective({ ...input, bytes: kib(8) }).protocol).toBe("LL");
    expect(predictCollective({ ...input, bytes: kib(8) }).bottleneck).toBe("latency");
    expect(predictCollective(input).protocol).toBe("Simple");
  });

  it("predictCollective offers LL128 on H100 NVLink but not on L40S, nor across nodes from GH200", () => {
    const has128 = (i: PredictCollectiveInput) =>
      predictCollective(i).candidates.some((c) => c.protocol === "LL128");
    expect(has128(h100Node)).toBe(true);
    expect(has128({ ...h100Node, gpu: "l40s", gpusPerNode: 2 })).toBe(false);
    expect(
      has128({
        ...h100Node,
        gpu: "gh200",
        gpusPerNode: 4,
        nodes: 2,
        nicCount: 4,
        nicRate: gbps(200),
        transport: "slingshot",
      }),
    ).toBe(false);
  });

  it("predictCollective(tcp) prices an LL hop as its underlay's hop plus the host stack's latency", () => {
    // 2 ranks, one per node: ring LL crosses the network twice (reduce-scatter, all-gather step).
    const input = {
      collective: "all_reduce" as const,
      bytes: bytes(8),
      gpu: "t4",
      gpusPerNode: 1,
      nodes: 2,
      nicCount: 1,
      nicRate: gbps(50),
      transport: "tcp" as const,
    };
    const ringLL = (i: PredictCollectiveInput) =>
      predictCollective(i).candidates.find((c) => c.algorithm === "ring" && c.protocol === "LL")
        ?.latency as number;
    const stack = collectiveTransports.tcp.hostStackLatency as number;
    const hop = (t: "efa" | "slingshot") => collectiveTransports[t].hopLatency?.LL as number;
    const base = ncclTuning.baseLatency.ring.LL;
    expect(ringLL({ ...input, underlay: "efa" })).toBeCloseTo(base + 2 * (hop("efa") + stack), 12);
    expect(ringLL({ ...input, underlay: "slingshot" })).toBeCloseTo(
      base + 2 * (hop("slingshot") + stack),
      12,
    );
    // default underlay: an Ethernet NIC at NCCL's own NET hop latency
    expect(ringLL(input)).toBeCloseTo(base + 2 * (ncclTuning.hopLatency.net.ring.LL + stack), 12);
    expect(() => predictCollective({ ...input, underlay: "tcp" as never })).toThrow(RangeError);
  });

  it("predictCollective(all_gather / reduce_scatter / broadcast) prices ring only, busbw = algbw x factor", () => {
    for (const collective of ["all_gather", "reduce_scatter", "broadcast"] as const) {
      const p = predictCollective({ ...h100Node, collective, bytes: mib(512) });
      expect(p.candidates.every((c) => c.algorithm === "ring")).toBe(true);
      expect(p.busBandwidth).toBeCloseTo(p.algorithmBandwidth * busBandwidthFactor(collective, 8), 0);
    }
  });

  it("predictCollective: time grows with bytes, no NaN, candidates fastest first (property, seed 42)", () => {
    const gpusArb = fc.constantFrom("a100-sxm", "h100-sxm", "h200-sxm", "gh200", "l40s", "t4");
    const transportArb = fc.constantFrom("ib", "roce", "tcp", "efa", "slingshot", "tcpxo") as fc.Arbitrary<
      "ib" | "roce" | "tcp" | "efa" | "slingshot" | "tcpxo"
    >;
    const collectiveArb = fc.constantFrom(
      "all_reduce",
      "all_gather",
      "reduce_scatter",
      "broadcast",
    ) as fc.Arbitrary<"all_reduce" | "all_gather" | "reduce_scatter" | "broadcast">;
    fc.assert(
      fc.property(
        collectiveArb,
        gpusArb,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 10, max: 800 }),
        transportArb,
        fc.double({ min: 0, max: 3e10, noNaN: true }),
        fc.double({ min: 1.0001, max: 4, noNaN: true }),
        (collective, gpu, g, N, nics, rate, transport, size, grow) => {
          if (g * N < 2) return;
          const input = {
            collective,
            gpu,
            gpusPerNode: g,
            nodes: N,
            nicCount: nics,
            nicRate: gbps(rate),
            transport,
          };
          const a = predictCollective({ ...input, bytes: size as never });
          const b = predictCollective({ ...input, bytes: (size * grow) as never });
          expect(Number.isNaN(a.time) || Number.isNaN(a.busBandwidth)).toBe(false);
          expect(b.time).toBeGreaterThanOrEqual(a.time);
          for (let i = 1; i < a.candidates.length; i++) {
            expect(a.candidates[i]?.time).toBeGreaterThanOrEqual(a.candidates[i - 1]?.time as number);
          }
          expect(a.efficiency).toBeGreaterThanOrEqual(0);
          expect(a.efficiency).toBeLessThanOrEqual(1);
        },
      ),
      { seed: 42, numRuns: 300 },
    );
  });

  it("predictCollective throws RangeError on nonsense input", () => {
    const bad: Partial<PredictCollectiveInput>[] = [
      { gpu: "b300" },
      { nodes: 0 },
      { gpusPerNode: 1.5 },
      { gpusPerNode: 1, nodes: 1 },
      { bytes: -1 as never },
      { bytes: Number.NaN as never },
      { nodes: 2 },
      { nodes: 2, nicCount: 8 },
      { nodes: 2, nicCount: 0, nicRate: gbps(100) },
      { transport: "smoke-signals" as never },
      { collective: "alltoall" as never },
      { hostCpu: "mips" as never },
    ];
    for (const b of bad) expect(() => predictCollective({ ...h100Node, ...b })).toThrow(RangeError);
  });
});

describe("predictCollective efficiency", () => {
  it("predictCollective(...).efficiency rises with size like SimAI's 2-node curve, and reaches >= 0.9 by 1 GiB", () => {
    const input = { ...h100Node, nodes: 2, nicCount: 8, nicRate: gbps(400), transport: "ib" as const };
    const ours = simaiEfficiencyReference.points.map(
      (p) => predictCollective({ ...input, bytes: p.bytes }).efficiency,
    );
    for (let i = 1; i < ours.length; i++) expect(ours[i]).toBeGreaterThan(ours[i - 1] as number);
    expect(ours[2]).toBeGreaterThanOrEqual(0.9);
    expect(simaiEfficiencyReference.points.map((p) => p.efficiency)).toEqual([0.32, 0.67, 0.92, 0.96]);
  });
});
