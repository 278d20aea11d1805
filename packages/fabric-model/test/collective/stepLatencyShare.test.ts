import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { achievedPair, stepLatencyShare } from "../../src/collective/achievedCollective.ts";
import { NET_STEP_BYTES } from "../../src/collective/CollectiveEfficiencies.ts";
import { collectiveCalibration } from "../../src/collective/collectiveCalibration.ts";
import { collectiveScenario, predictCollective } from "../../src/collective/predictCollective.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** The corpus's 2 x 8 A100 (p4d) run over EFA with NCCL_ALGO=RING (aws-samples/aws-efa-eks). */
const p4dRing = ncclReferenceSweeps.find((s) => s.id === "aws-p4d-2x8-efa-ring");

function pair(input: Parameters<typeof collectiveScenario>[0], algorithm: string, protocol: string) {
  const found = collectiveScenario(input).pairs.find(
    (p) => p.terms.algorithm === algorithm && p.terms.protocol === protocol,
  );
  if (found === undefined) throw new Error(`expected a ${algorithm} ${protocol} pair`);
  return found.terms;
}

describe("full network steps (latNetStep)", () => {
  it("stepLatencyShare(a 2 x 8 ring's Simple pair): a step is full once the buffer over channels x ranks reaches NET_STEP_BYTES, and holds a share below", () => {
    if (p4dRing === undefined) throw new Error("the p4d ring sweep is in the corpus");
    const ring = pair(p4dRing.input, "ring", "Simple");
    // 30 steps (2(n - 1) for 16 ranks), each at NCCL's Simple overhead: 3 x getNetOverhead.
    expect(ring.stepLatency).toBeCloseTo(30 * 3 * 2e-6, 12);
    expect(ring.stepLatencyKey).toBe("latNetStep:efa");
    const full = NET_STEP_BYTES / ring.stepBytesPerByte;
    expect(stepLatencyShare(ring, full)).toBe(1);
    expect(stepLatencyShare(ring, 4 * full)).toBe(1);
    expect(stepLatencyShare(ring, full / 4)).toBeCloseTo(0.25, 12);
    expect(stepLatencyShare(ring, 8)).toBeLessThan(1e-5);
  });

  it("collectivePairTerms: no full-step latency on one node, for LL, for a ring's LL128, or for NVLS", () => {
    // Two 8 x H100 nodes over 8 NDR NICs each (the corpus's Nebius run).
    const h100 = ncclReferenceSweeps.find((s) => s.id === "nebius-h100-2x8-ib")?.input;
    if (h100 === undefined) throw new Error("the Nebius sweep is in the corpus");
    expect(pair(h100, "ring", "LL").stepLatency).toBe(0);
    expect(pair(h100, "ring", "LL128").stepLatency).toBe(0);
    expect(pair(h100, "nvlstree", "Simple").stepLatency).toBe(0);
    expect(pair({ ...h100, nodes: 1 }, "ring", "Simple").stepLatency).toBe(0);
    // A tree's steps: its chain through the node and its levels across nodes, up and down.
    expect(pair(h100, "tree", "Simple").stepLatency).toBeCloseTo(2 * (7 + 1) * 3e-6, 12);
    // A tree's LL128 steps are full steps too: the same count at the same overhead.
    expect(pair(h100, "tree", "LL128").stepLatency).toBeCloseTo(2 * (7 + 1) * 3e-6, 12);
    expect(pair(h100, "tree", "LL").stepLatency).toBe(0);
  });

  it("achievedPair: the full-step term only ever adds time, more as the ratio grows (property)", () => {
    if (p4dRing === undefined) throw new Error("the p4d ring sweep is in the corpus");
    const ring = pair(p4dRing.input, "ring", "Simple");
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 33 }),
        fc.double({ min: 0.1, max: 50, noNaN: true }),
        (log2, r) => {
          const bytes = 2 ** log2;
          const base = { ...collectiveCalibration.efficiencies, "latNetStep:efa": r };
          const more = { ...base, "latNetStep:efa": r * 2 };
          const without = { ...ring, stepLatency: 0 };
          const a = achievedPair(ring, base, bytes).latency;
          expect(a).toBeGreaterThanOrEqual(achievedPair(without, base, bytes).latency);
          expect(achievedPair(ring, more, bytes).latency).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });

  it("predictCollective(2 x 8 p4d over EFA, NCCL_ALGO=RING): busbw climbs past 64 MiB as the measured run does (24 GB/s at 64 MiB, 38 at 256 MiB, 44 at 4 GiB)", () => {
    if (p4dRing === undefined) throw new Error("the p4d ring sweep is in the corpus");
    const busbw = (bytes: number) => predictCollective({ ...p4dRing.input, bytes }).busBandwidth / 1e9;
    expect(busbw(64 * MiB) / busbw(4 * GiB)).toBeLessThan(0.65);
    expect(busbw(256 * MiB) / busbw(4 * GiB)).toBeGreaterThan(0.8);
    for (const [bytes, measured] of [
      [64 * MiB, 23.71],
      [256 * MiB, 38.04],
      [4 * GiB, 43.81],
    ] as const) {
      expect(Math.abs(busbw(bytes) / measured - 1), `${bytes} B`).toBeLessThan(0.15);
    }
  });
});
