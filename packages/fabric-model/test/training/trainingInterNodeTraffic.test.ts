import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trainingShardingStrategies } from "../../src/training/TrainingScenario.ts";
import { trainingInterNodeTraffic } from "../../src/training/trainingInterNodeTraffic.ts";

const P = 8.17e9;

describe("trainingInterNodeTraffic", () => {
  it("trainingInterNodeTraffic(hybrid-shard) sends 2(n-1)/n * P * 2 bytes per node per sync, whatever the GPUs per node", () => {
    for (const gpusPerNode of [2, 8]) {
      for (const nodes of [2, 4, 8]) {
        const t = trainingInterNodeTraffic({
          strategy: "hybrid-shard",
          modelParameters: P,
          nodes,
          gpusPerNode,
        });
        expect(t.gradientSync).toBeCloseTo(((2 * (nodes - 1)) / nodes) * P * 2, -3);
        expect(t.forwardPerMicroBatch + t.backwardPerMicroBatch).toBe(0);
      }
    }
  });

  it("trainingInterNodeTraffic(full-shard) moves about 3 * P * 2 bytes per node per micro-batch (two all-gathers, one reduce-scatter)", () => {
    const t = trainingInterNodeTraffic({
      strategy: "full-shard",
      modelParameters: P,
      nodes: 8,
      gpusPerNode: 8,
    });
    const total = t.forwardPerMicroBatch + t.backwardPerMicroBatch + t.gradientSync;
    expect(total).toBeCloseTo(3 * (63 / 64) * P * 2, -3);
    expect(t.forwardPerMicroBatch).toBeGreaterThan(0);
  });

  it("trainingInterNodeTraffic(ddp) all-reduces the full gradients over every GPU: 2(G-1)/G * P * 2", () => {
    const t = trainingInterNodeTraffic({ strategy: "ddp", modelParameters: P, nodes: 2, gpusPerNode: 8 });
    expect(t.gradientSync).toBeCloseTo(((2 * 15) / 16) * P * 2, -3);
  });

  it("trainingInterNodeTraffic on one node sends nothing across the network, for every strategy", () => {
    for (const strategy of trainingShardingStrategies) {
      const t = trainingInterNodeTraffic({ strategy, modelParameters: P, nodes: 1, gpusPerNode: 8 });
      expect([t.forwardPerMicroBatch, t.backwardPerMicroBatch, t.gradientSync]).toEqual([0, 0, 0]);
    }
  });

  it("trainingInterNodeTraffic grows with node count and in proportion to model size", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...trainingShardingStrategies),
        fc.integer({ min: 1, max: 63 }),
        fc.integer({ min: 1, max: 8 }),
        fc.double({ min: 1e9, max: 7e10, noNaN: true }),
        (strategy, nodes, gpusPerNode, params) => {
          const at = (n: number, p: number) => {
            const t = trainingInterNodeTraffic({ strategy, modelParameters: p, nodes: n, gpusPerNode });
            return t.forwardPerMicroBatch + t.backwardPerMicroBatch + t.gradientSync;
          };
          expect(at(nodes + 1, params)).toBeGreaterThanOrEqual(at(nodes, params));
          expect(at(nodes + 1, 2 * params)).toBeCloseTo(2 * at(nodes + 1, params), -3);
        },
      ),
      { seed: 42 },
    );
  });

  it("trainingInterNodeTraffic throws RangeError on zero nodes or a non-positive model size", () => {
    expect(() =>
      trainingInterNodeTraffic({ strategy: "ddp", modelParameters: P, nodes: 0, gpusPerNode: 8 }),
    ).toThrow(RangeError);
    expect(() =>
      trainingInterNodeTraffic({ strategy: "ddp", modelParameters: 0, nodes: 2, gpusPerNode: 8 }),
    ).toThrow(RangeError);
  });
});
