import { describe, expect, it } from "vitest";
import { advisorAssumptions } from "../../src/advisor/advisorAssumptions.ts";
import { advisorMeasurement } from "../../src/advisor/advisorMeasurement.ts";
import { gpus } from "../../src/presets/gpus.ts";

describe("advisorMeasurement", () => {
  it("advisorMeasurement(8 H100 x 2 nodes, 8.17e9) runs 16 ranks at the bf16 gradient size in whole MiB", () => {
    const m = advisorMeasurement({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, modelParameters: 8.17e9 });
    expect(m.ranks).toBe(16);
    expect(m.gradientBytes).toBe(8.17e9 * 2);
    expect(m.sizeMiB).toBe(Math.floor(16.34e9 / 2 ** 20));
    expect(m.bytes).toBe(m.sizeMiB * 2 ** 20);
    expect(m.cappedByMemory).toBe(false);
    expect(m.busBandwidthFactor).toBeCloseTo(2 * (15 / 16), 12);
  });

  it("advisorMeasurement caps the size so the send and receive buffers fit the memory share (48 GB L40S, 8B)", () => {
    const m = advisorMeasurement({ gpu: "l40s", gpusPerNode: 2, nodes: 8, modelParameters: 8.17e9 });
    expect(m.cappedByMemory).toBe(true);
    expect(2 * m.bytes).toBeLessThanOrEqual(
      gpus.l40s.memory * advisorAssumptions.measurementMemoryShare.value,
    );
    expect(2 * (m.bytes + 2 ** 20)).toBeGreaterThan(
      gpus.l40s.memory * advisorAssumptions.measurementMemoryShare.value,
    );
  });

  it("advisorMeasurement rejects one GPU in all and an unknown GPU", () => {
    expect(() =>
      advisorMeasurement({ gpu: "h100-sxm", gpusPerNode: 1, nodes: 1, modelParameters: 1e9 }),
    ).toThrow(RangeError);
    expect(() => advisorMeasurement({ gpu: "x", gpusPerNode: 8, nodes: 2, modelParameters: 1e9 })).toThrow(
      RangeError,
    );
  });
});
