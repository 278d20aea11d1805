import { describe, expect, it } from "vitest";
import { redhat2025 } from "../../src/studies/redhat2025.ts";
import { calibrateTraining } from "../../src/training/calibrateTraining.ts";
import { redhat2025TrainingCalibration } from "../../src/training/redhat2025TrainingCalibration.ts";
import { trainingAssumptions } from "../../src/training/trainingAssumptions.ts";
import { inGbps } from "../../src/units.ts";

const full = calibrateTraining({ study: redhat2025 });
const mape = (r: ReturnType<typeof calibrateTraining>) =>
  r.residuals.reduce((a, x) => a + Math.abs(x.error), 0) / r.residuals.length;

describe("calibrateTraining", () => {
  it("calibrateTraining({ study: redhat2025 }) re-derives the values stored in redhat2025TrainingCalibration", () => {
    const stored = redhat2025TrainingCalibration;
    expect(Object.keys(full.calibration.values).sort()).toEqual(Object.keys(stored.values).sort());
    for (const [name, value] of Object.entries(stored.values)) {
      expect((full.calibration.values[name] as number) / value, name).toBeCloseTo(1, 6);
    }
    expect(full.calibration.rmsError).toBeCloseTo(stored.rmsError, 6);
    const { values: _a, rmsError: _b, ...settings } = full.calibration;
    const { values: _c, rmsError: _d, ...storedSettings } = stored;
    expect(settings).toEqual(storedSettings);
  });

  it("calibrateTraining fits every point of the study within 3% MAPE with at most 7 calibrated numbers, all identified", () => {
    expect(full.identified).toHaveLength(full.parameters.length);
    expect(full.parameters.length).toBeLessThanOrEqual(7);
    expect(full.residuals.map((r) => r.id)).toEqual(redhat2025.points.map((p) => p.id));
    expect(mape(full)).toBeLessThanOrEqual(0.03);
  });

  it("calibrateTraining gives every number a name, unit, meaning and a plausible range that contains it", () => {
    for (const spec of full.parameters) {
      const value = full.calibration.values[spec.name] as number;
      expect(spec.meaning.length, spec.name).toBeGreaterThan(40);
      expect(["1", "bit/s"]).toContain(spec.unit);
      expect(value, spec.name).toBeGreaterThanOrEqual(spec.range.low);
      expect(value, spec.name).toBeLessThanOrEqual(spec.range.high);
    }
  });

  it("calibrateTraining: pod-network and vNIC effective bandwidths come out far below line rate (the software path is the limit)", () => {
    const v = full.calibration.values;
    const lineRate = { l40s: 100, h100: 200 };
    for (const [cluster, rate] of Object.entries(lineRate)) {
      for (const path of ["pod-overlay", "vnic"]) {
        const gbit = inGbps((v[`bandwidth.${cluster}.${path}`] ?? Number.NaN) as never);
        expect(gbit, `${cluster} ${path}`).toBeLessThan(0.15 * rate);
      }
    }
    expect(v["bandwidth.l40s.pod-overlay"] as number).toBeLessThan(v["bandwidth.l40s.vnic"] as number);
  });

  it("calibrateTraining with gradients synced once per optimizer step needs sub-Gb/s pod bandwidths and fits far worse", () => {
    const perStep = calibrateTraining({ study: redhat2025 }, { sync: "optimizer-step" });
    expect(inGbps(perStep.calibration.values["bandwidth.l40s.pod-overlay"] as never)).toBeLessThan(1);
    expect(inGbps(perStep.calibration.values["bandwidth.h100.pod-overlay"] as never)).toBeLessThan(0.5);
    expect(perStep.objective).toBeGreaterThan(5 * full.objective);
  });

  it("calibrateTraining under the harness's max_batch_len 50000 for H100 moves only the H100 pod and vNIC rates, by 8/11, at the same error", () => {
    const topsail = calibrateTraining(
      { study: redhat2025 },
      { readings: { h100: { maxBatchLen: "topsail" } } },
    );
    expect(topsail.calibration.readings.h100?.maxBatchLen).toBe("topsail");
    expect(topsail.objective).toBeCloseTo(full.objective, 8);
    for (const [name, value] of Object.entries(full.calibration.values)) {
      const ratio = (topsail.calibration.values[name] as number) / value;
      if (name === "bandwidth.h100.pod-overlay" || name === "bandwidth.h100.vnic")
        expect(ratio, name).toBeCloseTo(8 / 11, 3);
      else expect(ratio, name).toBeCloseTo(1, 4);
    }
  });

  it("calibrateTraining barely notices the assumed CPU optimizer rate across its range (the study cannot identify it)", () => {
    const { low, high } = trainingAssumptions.cpuOptimizerRate;
    for (const rate of [low, high]) {
      const r = calibrateTraining({ study: redhat2025 }, { cpuOptimizerRate: rate });
      expect(Math.abs(mape(r) - mape(full)), String(rate)).toBeLessThan(0.003);
    }
  });

  it("calibrateTraining on a subset leaves the parameters no point identifies at their start and says so", () => {
    const r = calibrateTraining({ study: redhat2025, pointIds: ["l40s-1", "l40s-2-vnic", "l40s-4-vnic"] });
    expect(r.identified).toEqual(["mfu.l40s", "bandwidth.l40s.vnic"]);
    expect(r.unidentified).toContain("contention.pod-overlay");
    expect(r.residuals.map((x) => x.id)).toEqual(["l40s-1", "l40s-2-vnic", "l40s-4-vnic"]);
  });

  it("calibrateTraining throws RangeError on an unknown point, an empty set or an unknown reading", () => {
    expect(() => calibrateTraining({ study: redhat2025, pointIds: ["nope"] })).toThrow(RangeError);
    expect(() => calibrateTraining({ study: redhat2025, pointIds: [] })).toThrow(RangeError);
    expect(() =>
      calibrateTraining({ study: redhat2025 }, { readings: { h100: { maxBatchLen: "guess" } } }),
    ).toThrow(RangeError);
  });
});
