import { ncclReferenceSweeps } from "fabric-model";
import { describe, expect, it } from "vitest";
import { measuredSweep } from "../../src/figures/definitions/measuredSweeps.ts";

describe("measuredSweep", () => {
  it("measuredSweep(id) gives busbw = size / time x 2(n-1)/n in Gb/s, as nccl-tests computes it", () => {
    // AWS g4dn over EFA, 2 ranks (factor 1): 1 GiB in 378919 us out-of-place (the record's last row).
    const last = measuredSweep("t4-2x1-efa").rows.at(-1);
    expect(last?.bytes).toBe(1073741824);
    expect(last?.outOfPlace.busbwGbps).toBeCloseTo((1073741824 / 378919e-6) * 8e-9, 9);
    // 16 ranks: factor 2 x 15 / 16.
    const h100 = measuredSweep("h100-2x8-tcpxo").rows[0];
    expect(h100?.outOfPlace.busbwGbps).toBeCloseTo((8 / 135.8e-6) * 8e-9 * (30 / 16), 12);
  });

  it("measuredSweep(every recorded id) stays within 40% geomean of the measured busbw, a model point per measured size", () => {
    for (const sweep of ncclReferenceSweeps) {
      const data = measuredSweep(sweep.id);
      expect(data.rows.length).toBe(sweep.points.length);
      expect(data.geomeanError, sweep.id).toBeLessThan(0.4);
      expect(data.curve.length).toBeGreaterThan(data.rows.length);
    }
  });

  it("measuredSweep('nope') throws a RangeError naming the id", () => {
    expect(() => measuredSweep("nope")).toThrow(/nope/);
  });
});
