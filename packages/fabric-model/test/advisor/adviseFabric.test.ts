import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  adviseFabric,
  type FabricAdvisorCandidate,
  type FabricAdvisorInputs,
} from "../../src/advisor/adviseFabric.ts";
import type { VirtualisationLayerId } from "../../src/datapath/VirtualisationLayer.ts";
import { type NetworkCostGpuId, networkCostExamples } from "../../src/presets/networkCosts.ts";
import { predictTraining } from "../../src/training/predictTraining.ts";

const PATHS: readonly VirtualisationLayerId[] = ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"];

/** The example prices of a GPU type for the given paths. */
function inputs(
  gpu: NetworkCostGpuId,
  gpusPerNode: number,
  nodes: number,
  extra: Partial<FabricAdvisorInputs> = {},
  paths: readonly VirtualisationLayerId[] = PATHS,
): FabricAdvisorInputs {
  const prices = networkCostExamples[gpu];
  return {
    gpu,
    gpusPerNode,
    nodes,
    gpuNodePerHour: prices.usdPerGpuHour * gpusPerNode,
    candidates: paths.map((network) => ({ network, extraPerNodeHour: prices.usdPerNodeHourByPath[network] })),
    ...extra,
  };
}

describe("adviseFabric: the study's clusters", () => {
  it("adviseFabric(8 L40S nodes of 2 GPUs, 8B, pod network or vNIC as the study's nodes offered) recommends the vNIC, decided", () => {
    const advice = adviseFabric(inputs("l40s", 2, 8, {}, ["pod-overlay", "vnic"]));
    expect(advice.recommendation.network).toBe("vnic");
    expect(advice.recommendation.status).toBe("decided");
    expect(advice.recommendation.reasons).toContain("cheaper-candidates-too-slow");
    const [pod, vnic] = advice.candidates;
    // The study measured 2.32x at 8 nodes; the calibrated model reproduces it.
    expect((vnic?.samplesPerSecond.value ?? 0) / (pod?.samplesPerSecond.value ?? 1)).toBeGreaterThan(2.1);
    expect(vnic?.calibrated).toBe(true);
  });

  it("adviseFabric(8 L40S nodes, SR-IOV and RDMA on offer too) starts with the vNIC and asks to measure before buying SR-IOV", () => {
    const advice = adviseFabric(inputs("l40s", 2, 8));
    const r = advice.recommendation;
    // The model's central SR-IOV estimate hides all communication (+27%), but the L40S nodes never
    // ran SR-IOV: its band reaches below the vNIC's calibrated point, so the model cannot rank them.
    expect(r.network).toBe("vnic");
    expect(r.status).toBe("measure-first");
    expect(r.compareWith).toBe("sriov-vf");
    expect(r.reasons).toEqual(expect.arrayContaining(["band-overlaps", "needs-measurement", "uncalibrated"]));
    expect(advice.measurement?.network).toBe("vnic");
    // The vNIC's calibrated effective rate lies below what it would need to reach the line.
    const vnic = advice.candidates.find((c) => c.network === "vnic");
    expect(vnic?.effectiveBandwidth.value ?? 0).toBeLessThan(advice.measurement?.requiredBusBandwidth ?? 0);
  });

  it("adviseFabric(2 L40S nodes) recommends the vNIC over SR-IOV and RDMA: its communication already hides", () => {
    const advice = adviseFabric(inputs("l40s", 2, 2));
    expect(advice.recommendation).toMatchObject({ network: "vnic", status: "decided" });
    expect(advice.recommendation.reasons).toContain("communication-hidden");
    expect(advice.recommendation.reasons).toContain("fastest");
  });

  it("adviseFabric(2 H100 nodes of 8 GPUs, 8B) recommends SR-IOV, not the pod network, the vNIC or RDMA", () => {
    const advice = adviseFabric(inputs("h100-sxm", 8, 2));
    expect(advice.recommendation).toMatchObject({ network: "sriov-vf", status: "decided" });
    expect(advice.recommendation.reasons).toEqual(
      expect.arrayContaining(["fastest", "cheaper-candidates-too-slow", "communication-hidden"]),
    );
    const by = (n: VirtualisationLayerId) => advice.candidates.find((c) => c.network === n);
    // SR-IOV about 3x the vNIC (the study's claim), RDMA no faster than SR-IOV at 8B.
    const ratio = (by("sriov-vf")?.samplesPerSecond.value ?? 0) / (by("vnic")?.samplesPerSecond.value ?? 1);
    expect(ratio).toBeGreaterThan(2.8);
    expect(ratio).toBeLessThan(3.6);
    expect(by("sriov-rdma")?.samplesPerSecond.value).toBeCloseTo(
      by("sriov-vf")?.samplesPerSecond.value ?? 0,
      6,
    );
  });

  it("adviseFabric(4 H100 nodes, 70B full-shard) does not find RDMA worth it over SR-IOV: both hide the traffic", () => {
    // Reported as the model's answer, not forced: sharded over 32 GPUs the state leaves room for
    // about 22,000 tokens per micro-batch, enough compute to hide SR-IOV's estimated 170 Gb/s.
    const advice = adviseFabric(inputs("h100-sxm", 8, 4, { modelParameters: 70e9, strategy: "full-shard" }));
    expect(advice.recommendation.network).toBe("sriov-vf");
    const rdma = advice.candidates.find((c) => c.network === "sriov-rdma");
    const sriov = advice.candidates.find((c) => c.network === "sriov-vf");
    expect(rdma?.samplesPerSecond.value).toBeCloseTo(sriov?.samplesPerSecond.value ?? 0, 6);
    expect(sriov?.communicationHidden).toBe(true);
  });

  it("adviseFabric(8 H100 nodes, 34B as the study ran 8B: hybrid-shard, no offload) recommends RDMA: the state leaves room for few tokens per micro-batch and kernel TCP no longer hides the gradients", () => {
    const advice = adviseFabric(inputs("h100-sxm", 8, 8, { modelParameters: 34e9 }));
    expect(advice.recommendation.network).toBe("sriov-rdma");
    const rdma = advice.candidates.find((c) => c.network === "sriov-rdma");
    const sriov = advice.candidates.find((c) => c.network === "sriov-vf");
    expect(sriov?.communicationHidden).toBe(false);
    expect(rdma?.communicationHidden).toBe(true);
    expect((rdma?.samplesPerSecond.value ?? 0) / (sriov?.samplesPerSecond.value ?? 1)).toBeGreaterThan(1.3);
  });
});

describe("adviseFabric: outputs", () => {
  it("adviseFabric prices a million tokens as the cluster's price per hour over the tokens it trains in an hour", () => {
    const advice = adviseFabric(inputs("h100-sxm", 8, 2));
    for (const c of advice.candidates) {
      expect(c.clusterPerHour).toBeCloseTo(2 * c.nodePerHour, 12);
      expect(c.costPerMillionTokens.value).toBeCloseTo(
        (c.clusterPerHour / (c.tokensPerSecond.value * 3600)) * 1e6,
        9,
      );
      expect(c.costPerMillionTokens.low).toBeLessThanOrEqual(c.costPerMillionTokens.value);
      expect(c.costPerMillionTokens.high).toBeGreaterThanOrEqual(c.costPerMillionTokens.value);
    }
  });

  it("adviseFabric carries predictTraining's throughput and efficiency for each candidate", () => {
    const advice = adviseFabric(inputs("h100-sxm", 8, 2));
    for (const c of advice.candidates) {
      const p = predictTraining({ gpu: "h100-sxm", nodes: 2, network: c.network });
      expect(c.samplesPerSecond).toEqual(p.samplesPerSecond);
      expect(c.scalingEfficiency).toEqual(p.scalingEfficiency);
    }
  });

  it("adviseFabric plans an all-reduce over every GPU at the gradient size, within the bus bandwidth bands", () => {
    const advice = adviseFabric(inputs("h100-sxm", 8, 2));
    const m = advice.measurement;
    expect(m?.ranks).toBe(16);
    expect(m?.sizeMiB).toBe(Math.floor((8.17e9 * 2) / 2 ** 20));
    expect(m?.cappedByMemory).toBe(false);
    expect(m?.busBandwidthFactor).toBeCloseTo(30 / 16, 12);
    expect(m?.rdma).toBe(false);
    expect(m?.expected.map((e) => e.network)).toEqual([...PATHS]);
    // SR-IOV's expected rate clears the threshold with room; the vNIC's does not.
    const need = m?.requiredBusBandwidth ?? Number.POSITIVE_INFINITY;
    expect(m?.expected[2]?.busBandwidth.low).toBeGreaterThan(need);
    expect(m?.expected[1]?.busBandwidth.high).toBeLessThan(need);
    expect(m?.hiddenBusBandwidth).toBeGreaterThanOrEqual(need);
  });

  it("adviseFabric on one node has nothing to measure and takes the cheapest path", () => {
    const advice = adviseFabric(inputs("h100-sxm", 8, 1));
    expect(advice.measurement).toBeNull();
    expect(advice.recommendation).toMatchObject({ network: "pod-overlay", status: "decided" });
    expect(advice.recommendation.reasons).toEqual(["single-node"]);
  });

  it("adviseFabric with other GPUs per node than the study's node says so and bands the prediction", () => {
    const advice = adviseFabric(inputs("h100-sxm", 4, 2));
    expect(advice.gpusPerNode).toBe(4);
    expect(advice.recommendation.reasons).toContain("gpus-per-node-not-calibrated");
    for (const c of advice.candidates) expect(c.calibrated).toBe(false);
  });

  it("adviseFabric rejects negative prices, no candidates and a tolerance outside [0, 1)", () => {
    const base = inputs("l40s", 2, 2);
    expect(() => adviseFabric({ ...base, gpuNodePerHour: -1 })).toThrow(RangeError);
    expect(() => adviseFabric({ ...base, candidates: [] })).toThrow(RangeError);
    expect(() =>
      adviseFabric({ ...base, candidates: [{ network: "vnic", extraPerNodeHour: Number.NaN }] }),
    ).toThrow(RangeError);
    expect(() => adviseFabric(base, { tolerance: 1 })).toThrow(RangeError);
  });
});

describe("adviseFabric: properties", () => {
  const gpus: readonly NetworkCostGpuId[] = ["l40s", "h100-sxm", "a100-sxm", "h200-sxm", "gh200"];
  const scenario = fc.record({
    gpu: fc.constantFrom(...gpus),
    nodes: fc.integer({ min: 2, max: 32 }),
    modelB: fc.double({ min: 1, max: 70, noNaN: true }),
    strategy: fc.constantFrom("hybrid-shard" as const, "full-shard" as const, "ddp" as const),
    network: fc.constantFrom(...PATHS),
    gpuPrice: fc.double({ min: 0.5, max: 100, noNaN: true }),
    extra: fc.double({ min: 0, max: 5, noNaN: true }),
    premium: fc.double({ min: 0.01, max: 5, noNaN: true }),
  });

  it("adviseFabric: a cheaper candidate with equal throughput always wins", () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), (s, cheaperFirst) => {
        const cheap: FabricAdvisorCandidate = { network: s.network, extraPerNodeHour: s.extra };
        const dear: FabricAdvisorCandidate = { network: s.network, extraPerNodeHour: s.extra + s.premium };
        const advice = adviseFabric({
          gpu: s.gpu,
          nodes: s.nodes,
          modelParameters: s.modelB * 1e9,
          strategy: s.strategy,
          gpuNodePerHour: s.gpuPrice,
          candidates: cheaperFirst ? [cheap, dear] : [dear, cheap],
        });
        expect(advice.recommendation.index).toBe(cheaperFirst ? 0 : 1);
        expect(advice.recommendation.status).toBe("decided");
      }),
      { seed: 42, numRuns: 60 },
    );
  });

  it("adviseFabric: costs scale linearly with prices and the recommendation does not move", () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: 0.01, max: 100, noNaN: true }), (s, factor) => {
        const base: FabricAdvisorInputs = {
          gpu: s.gpu,
          nodes: s.nodes,
          modelParameters: s.modelB * 1e9,
          strategy: s.strategy,
          gpuNodePerHour: s.gpuPrice,
          candidates: PATHS.map((network, i) => ({ network, extraPerNodeHour: s.extra * i })),
        };
        const scaled: FabricAdvisorInputs = {
          ...base,
          gpuNodePerHour: s.gpuPrice * factor,
          candidates: base.candidates.map((c) => ({ ...c, extraPerNodeHour: c.extraPerNodeHour * factor })),
        };
        const a = adviseFabric(base);
        const b = adviseFabric(scaled);
        a.candidates.forEach((c, i) => {
          const d = b.candidates[i];
          expect((d?.costPerMillionTokens.value ?? 0) / c.costPerMillionTokens.value).toBeCloseTo(factor, 9);
        });
        expect(b.recommendation.index).toBe(a.recommendation.index);
        expect(b.recommendation.status).toBe(a.recommendation.status);
      }),
      { seed: 42, numRuns: 40 },
    );
  });

  it("adviseFabric: a wider tolerance never picks a pricier candidate, and nothing is NaN", () => {
    fc.assert(
      fc.property(scenario, fc.double({ min: 0, max: 0.5, noNaN: true }), (s, extraTolerance) => {
        const request: FabricAdvisorInputs = {
          gpu: s.gpu,
          nodes: s.nodes,
          modelParameters: s.modelB * 1e9,
          strategy: s.strategy,
          gpuNodePerHour: s.gpuPrice,
          candidates: PATHS.map((network, i) => ({ network, extraPerNodeHour: s.extra * i })),
        };
        const narrow = adviseFabric(request, { tolerance: 0.02 });
        const wide = adviseFabric(request, { tolerance: 0.02 + extraTolerance });
        const price = (a: typeof narrow) =>
          a.candidates[a.recommendation.centralPick]?.nodePerHour ?? Number.NaN;
        expect(price(wide)).toBeLessThanOrEqual(price(narrow));
        for (const c of wide.candidates) {
          expect(Number.isFinite(c.costPerMillionTokens.value)).toBe(true);
          expect(c.exposedShareOfTime).toBeGreaterThanOrEqual(0);
          expect(c.exposedShareOfTime).toBeLessThanOrEqual(1);
        }
        expect(wide.toleranceLine).toBeLessThanOrEqual(
          wide.candidates[wide.fastest]?.samplesPerSecond.value ?? 0,
        );
      }),
      { seed: 42, numRuns: 40 },
    );
  });
});
