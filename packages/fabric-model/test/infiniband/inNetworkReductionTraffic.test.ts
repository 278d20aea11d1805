import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  inNetworkReductionTraffic,
  type ReductionCollective,
} from "../../src/infiniband/inNetworkReductionTraffic.ts";
import { busBandwidthFactor } from "../../src/measurements/busBandwidthFactor.ts";
import { gib } from "../../src/units.ts";

const S = gib(1);
const shape = fc.record({
  nodes: fc.integer({ min: 1, max: 64 }),
  gpusPerNode: fc.integer({ min: 1, max: 8 }),
  collective: fc.constantFrom<ReductionCollective>("all_reduce", "reduce_scatter", "all_gather"),
});

describe("inNetworkReductionTraffic", () => {
  it("ring between N single-GPU nodes: each NIC's traffic factor is nccl-tests' busbw factor for N ranks", () => {
    fc.assert(
      fc.property(shape, ({ nodes, collective }) => {
        fc.pre(nodes >= 2);
        const r = inNetworkReductionTraffic({
          collective,
          bytes: S,
          nodes,
          gpusPerNode: 1,
          nvls: false,
          sharp: false,
        });
        expect(r.scheme).toBe("ring");
        expect(r.trafficFactor.nicPerNode).toBeCloseTo(busBandwidthFactor(collective, nodes), 12);
        expect(r.nvlinkPerGpu.sent).toBe(0);
      }),
      { seed: 23, numRuns: 100 },
    );
  });

  it("ring inside one node of g GPUs: each GPU's NVLink factor is nccl-tests' busbw factor for g ranks", () => {
    fc.assert(
      fc.property(shape, ({ gpusPerNode, collective }) => {
        fc.pre(gpusPerNode >= 2);
        const r = inNetworkReductionTraffic({
          collective,
          bytes: S,
          nodes: 1,
          gpusPerNode,
          nvls: false,
          sharp: false,
        });
        expect(r.trafficFactor.nvlinkPerGpu).toBeCloseTo(busBandwidthFactor(collective, gpusPerNode), 12);
        expect(r.nicPerNode.sent).toBe(0);
      }),
      { seed: 23, numRuns: 100 },
    );
  });

  it("ring over N nodes x g GPUs: each node's NICs carry 2(n-1)/n S for an all-reduce, n = N g", () => {
    const r = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 4,
      gpusPerNode: 8,
      nvls: false,
      sharp: false,
    });
    expect(r.ranks).toBe(32);
    expect(r.trafficFactor.nicPerNode).toBeCloseTo(busBandwidthFactor("all_reduce", 32), 12);
    // 28 of the ring's 32 hops stay inside a node: each GPU's NVLink carries 28/32 of a rank's share.
    expect(r.trafficFactor.nvlinkPerGpu).toBeCloseTo((28 / 32) * busBandwidthFactor("all_reduce", 32), 12);
  });

  it("SHARP all-reduce: each node sends and receives S once, factor 1 instead of 2(N-1)/N", () => {
    fc.assert(
      fc.property(shape, ({ nodes, gpusPerNode }) => {
        fc.pre(nodes >= 2);
        const r = inNetworkReductionTraffic({
          collective: "all_reduce",
          bytes: S,
          nodes,
          gpusPerNode,
          nvls: false,
          sharp: true,
        });
        expect(r.scheme).toBe("sharp");
        expect(r.nicPerNode).toEqual({ sent: S, received: S });
        expect(r.trafficFactor.nicPerNode).toBe(1);
        // Inside the node a ring reduce-scatter and all-gather: 2(g-1)/g S per GPU.
        expect(r.trafficFactor.nvlinkPerGpu).toBeCloseTo((2 * (gpusPerNode - 1)) / gpusPerNode, 12);
      }),
      { seed: 23, numRuns: 100 },
    );
  });

  it("NVLS all-reduce inside a node: each GPU sends and receives S(1 + 1/g), about S, instead of 2(g-1)/g S", () => {
    for (const g of [2, 4, 8]) {
      const r = inNetworkReductionTraffic({
        collective: "all_reduce",
        bytes: S,
        nodes: 1,
        gpusPerNode: g,
        nvls: true,
        sharp: false,
      });
      expect(r.scheme).toBe("nvls");
      expect(r.trafficFactor.nvlinkPerGpu).toBeCloseTo(1 + 1 / g, 12);
    }
    const ring8 = busBandwidthFactor("all_reduce", 8);
    const nvls8 = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 1,
      gpusPerNode: 8,
      nvls: true,
      sharp: false,
    });
    expect(ring8 / nvls8.trafficFactor.nvlinkPerGpu).toBeCloseTo(1.75 / 1.125, 12);
  });

  it("NVLS + SHARP: NVLink as NVLS, NICs as SHARP; each leaf's uplinks carry S once when nodes span leaves", () => {
    const r = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 16,
      gpusPerNode: 8,
      nvls: true,
      sharp: true,
      leaves: 4,
    });
    expect(r.scheme).toBe("nvls-sharp");
    expect(r.trafficFactor).toEqual({ nvlinkPerGpu: 1.125, nicPerNode: 1, uplinksPerLeaf: 1 });
    const ring = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 16,
      gpusPerNode: 8,
      nvls: false,
      sharp: false,
      leaves: 4,
    });
    expect(ring.trafficFactor.uplinksPerLeaf).toBeCloseTo(busBandwidthFactor("all_reduce", 128), 12);
    const oneLeaf = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 16,
      gpusPerNode: 8,
      nvls: true,
      sharp: true,
    });
    expect(oneLeaf.uplinksPerLeaf.sent).toBe(0);
  });

  it("for an all-reduce, in-network reduction never moves more bytes over the NICs than the ring (fast-check, seed 23)", () => {
    fc.assert(
      fc.property(shape, fc.boolean(), fc.boolean(), ({ nodes, gpusPerNode }, nvls, sharp) => {
        const ring = inNetworkReductionTraffic({
          collective: "all_reduce",
          bytes: S,
          nodes,
          gpusPerNode,
          nvls: false,
          sharp: false,
        });
        const r = inNetworkReductionTraffic({
          collective: "all_reduce",
          bytes: S,
          nodes,
          gpusPerNode,
          nvls,
          sharp,
        });
        expect(r.nicPerNode.sent).toBeLessThanOrEqual(ring.nicPerNode.sent + 1e-6);
        for (const v of Object.values(r.trafficFactor)) expect(Number.isFinite(v) && v >= 0).toBe(true);
      }),
      { seed: 23, numRuns: 200 },
    );
  });

  it("SHARP reduce-scatter sends each node's whole S up (more than the ring's (N-1)/N S) and receives only S/N", () => {
    const ring = inNetworkReductionTraffic({
      collective: "reduce_scatter",
      bytes: S,
      nodes: 4,
      gpusPerNode: 1,
      nvls: false,
      sharp: false,
    });
    const sharp = inNetworkReductionTraffic({
      collective: "reduce_scatter",
      bytes: S,
      nodes: 4,
      gpusPerNode: 1,
      nvls: false,
      sharp: true,
    });
    expect(ring.nicPerNode.sent).toBe((3 / 4) * S);
    expect(sharp.nicPerNode).toEqual({ sent: S, received: S / 4 });
  });

  it("SHARP on one node and NVLS on one GPU fall back, saying why", () => {
    const one = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 1,
      gpusPerNode: 8,
      nvls: false,
      sharp: true,
    });
    expect([one.scheme, one.fallback]).toEqual(["ring", "sharp-needs-two-nodes"]);
    const single = inNetworkReductionTraffic({
      collective: "all_reduce",
      bytes: S,
      nodes: 4,
      gpusPerNode: 1,
      nvls: true,
      sharp: false,
    });
    expect([single.scheme, single.fallback]).toEqual(["ring", "nvls-needs-two-gpus"]);
    expect(() =>
      inNetworkReductionTraffic({
        collective: "all_reduce",
        bytes: S,
        nodes: 0,
        gpusPerNode: 8,
        nvls: false,
        sharp: false,
      }),
    ).toThrow(RangeError);
    expect(() =>
      inNetworkReductionTraffic({
        collective: "all_reduce",
        bytes: S,
        nodes: 2,
        gpusPerNode: 8,
        nvls: false,
        sharp: false,
        leaves: 3,
      }),
    ).toThrow(RangeError);
  });
});
