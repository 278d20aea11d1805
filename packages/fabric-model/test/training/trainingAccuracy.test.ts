import { describe, expect, it } from "vitest";
import { redhat2025 } from "../../src/studies/redhat2025.ts";
import { redhat2025TrainingCalibration } from "../../src/training/redhat2025TrainingCalibration.ts";
import { redhat2025TrainingHeldOut } from "../../src/training/redhat2025TrainingHeldOut.ts";
import {
  trainingAccuracy,
  trainingAccuracySteps,
  trainingHeldOut,
} from "../../src/training/trainingAccuracy.ts";

const accuracy = trainingAccuracy({ study: redhat2025 }, { calibration: redhat2025TrainingCalibration });

describe("trainingAccuracy", () => {
  it("trainingAccuracySteps(redhat2025) pauses once after each refit and returns what trainingAccuracy does", () => {
    const steps = trainingAccuracySteps(
      { study: redhat2025 },
      { calibration: redhat2025TrainingCalibration },
    );
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    const refits = accuracy.leaveOneOut.points.length + accuracy.extrapolations.length;
    expect(pauses).toBe(refits);
    expect(step.value).toEqual(accuracy);
    // Without a calibration, the full fit is one more piece.
    const fresh = trainingAccuracySteps({ study: redhat2025 });
    let freshPauses = 0;
    for (let s = fresh.next(); !s.done; s = fresh.next()) freshPauses += 1;
    expect(freshPauses).toBe(refits + 1);
  });

  it("trainingAccuracy(redhat2025): every point of the study within 3% mean absolute error, none worse than 4%", () => {
    expect(accuracy.points.map((p) => p.id)).toEqual(redhat2025.points.map((p) => p.id));
    expect(accuracy.mape).toBeLessThanOrEqual(0.03);
    for (const p of accuracy.points) expect(Math.abs(p.error), p.id).toBeLessThan(0.04);
  });

  it("trainingAccuracy(redhat2025): leave-one-out refits without each multi-node point it does not skip, within 6%", () => {
    const { points, skipped } = accuracy.leaveOneOut;
    const multiNode = redhat2025.points.filter((p) => p.nodes > 1).map((p) => p.id);
    expect([...points, ...skipped].map((p) => p.id).sort()).toEqual([...multiNode].sort());
    expect(accuracy.leaveOneOut.mape).toBeLessThanOrEqual(0.06);
    for (const p of accuracy.leaveOneOut.points) expect(Math.abs(p.error), p.id).toBeLessThan(0.1);
  });

  it("trainingAccuracy(redhat2025) skips exactly the H100 pod and vNIC points: each alone determines its bandwidth", () => {
    expect(accuracy.leaveOneOut.skipped.map((s) => s.id).sort()).toEqual([
      "h100-2-pod-overlay",
      "h100-2-vnic",
    ]);
    for (const s of accuracy.leaveOneOut.skipped) expect(s.reason).toMatch(/bandwidth\.h100\./);
  });

  it("trainingAccuracy(redhat2025): a fit on L40S 1, 2 and 4 nodes predicts both 8-node points within 10%", () => {
    expect(accuracy.extrapolations).toHaveLength(1);
    const e = accuracy.extrapolations[0];
    expect(e?.cluster).toBe("L40S");
    expect(e?.heldOutNodes).toBe(8);
    expect(e?.points.map((p) => p.id).sort()).toEqual(["l40s-8-pod-overlay", "l40s-8-vnic"]);
    expect(e?.fittedOn).not.toContain("l40s-8-vnic");
    expect(e?.maxAbsError).toBeLessThanOrEqual(0.1);
  });

  it("trainingAccuracy(redhat2025) reports every parameter with display value, unit, meaning and a range around it", () => {
    expect(accuracy.parameters.length).toBeLessThanOrEqual(7);
    for (const p of accuracy.parameters) {
      expect(p.value, p.name).toBeGreaterThanOrEqual(p.range.low);
      expect(p.value, p.name).toBeLessThanOrEqual(p.range.high);
      expect(p.meaning.length).toBeGreaterThan(40);
    }
    const vnic = accuracy.parameters.find((p) => p.name === "bandwidth.l40s.vnic");
    expect(vnic?.unit).toBe("Gb/s");
    expect(vnic?.value).toBeCloseTo((vnic?.baseValue ?? 0) / 1e9, 9);
  });

  it("trainingAccuracy(redhat2025): calibrated pod and vNIC rates lie 1.5-40x below the datapath layer model's ceiling", () => {
    for (const p of accuracy.parameters.filter((q) => q.name.startsWith("bandwidth."))) {
      const ratio = p.range.high / p.value;
      expect(ratio, p.name).toBeGreaterThan(1.5);
      expect(ratio, p.name).toBeLessThan(40);
    }
  });

  it("trainingHeldOut(trainingAccuracy(redhat2025, stored calibration)) gives the stored held-out predictions", () => {
    const derived = trainingHeldOut(accuracy);
    const stored = redhat2025TrainingHeldOut;
    expect(Object.keys(derived.leaveOneOut)).toEqual(Object.keys(stored.leaveOneOut));
    expect(Object.keys(derived.extrapolations)).toEqual(Object.keys(stored.extrapolations));
    for (const [id, v] of Object.entries(derived.leaveOneOut)) {
      expect(v / (stored.leaveOneOut[id] as number) - 1, id).toBeCloseTo(0, 9);
    }
    for (const [id, v] of Object.entries(derived.extrapolations)) {
      expect(v / (stored.extrapolations[id] as number) - 1, id).toBeCloseTo(0, 9);
    }
  });

  it("trainingAccuracySteps(redhat2025, stored calibration and held-out) runs no refit and returns what the refits do", () => {
    const steps = trainingAccuracySteps(
      { study: redhat2025 },
      { calibration: redhat2025TrainingCalibration, heldOut: redhat2025TrainingHeldOut },
    );
    let step = steps.next();
    let pauses = 0;
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBe(0);
    expect(step.value.leaveOneOut.mape).toBeCloseTo(accuracy.leaveOneOut.mape, 9);
    expect(step.value.leaveOneOut.skipped).toEqual(accuracy.leaveOneOut.skipped);
    expect(step.value.extrapolations.map((e) => e.maxAbsError)).toEqual(
      accuracy.extrapolations.map((e) => expect.closeTo(e.maxAbsError, 9)),
    );
    // A point the stored predictions lack is refitted.
    const { "l40s-2-vnic": _dropped, ...rest } = redhat2025TrainingHeldOut.leaveOneOut;
    const partial = trainingAccuracySteps(
      { study: redhat2025 },
      {
        calibration: redhat2025TrainingCalibration,
        heldOut: { ...redhat2025TrainingHeldOut, leaveOneOut: rest },
      },
    );
    let partialPauses = 0;
    for (let s = partial.next(); !s.done; s = partial.next()) partialPauses += 1;
    expect(partialPauses).toBe(1);
  });

  it("trainingAccuracy without a calibration calibrates afresh and agrees with the stored one", () => {
    const fresh = trainingAccuracy({ study: redhat2025 });
    expect(fresh.mape).toBeCloseTo(accuracy.mape, 6);
    expect(fresh.leaveOneOut.mape).toBeCloseTo(accuracy.leaveOneOut.mape, 4);
  });
});
