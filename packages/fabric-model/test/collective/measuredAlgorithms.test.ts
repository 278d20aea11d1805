import { describe, expect, it } from "vitest";
import { collectiveFitPoints } from "../../src/collective/calibrateCollective.ts";
import { collectiveCalibration } from "../../src/collective/collectiveCalibration.ts";
import { collectiveValidationSweeps } from "../../src/collective/crossValidateCollective.ts";
import { measuredAlgorithms } from "../../src/collective/measuredAlgorithms.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";

const terms = (algorithm: "ring" | "tree" | "collnetchain") => ({ algorithm });

describe("measuredAlgorithms", () => {
  it("measuredAlgorithms(points) lists, sorted and once each, the algorithms run at 64 MiB and above", () => {
    const points = [
      { bytes: 2 ** 30, terms: terms("tree") },
      { bytes: 2 ** 26, terms: terms("ring") },
      { bytes: 2 ** 30, terms: terms("ring") },
      { bytes: 2 ** 20, terms: terms("collnetchain") },
    ];
    expect(measuredAlgorithms(points)).toEqual(["ring", "tree"]);
    expect(measuredAlgorithms([])).toEqual([]);
  });

  it("measuredAlgorithms(the corpus's healthy sweeps) is what the stored calibration holds; the CollNet Chain run is the only one of its kind", () => {
    const healthy = collectiveValidationSweeps(ncclReferenceSweeps).filter((s) => s.degraded === null);
    expect(measuredAlgorithms(collectiveFitPoints(healthy))).toEqual(collectiveCalibration.algorithms);
    const others = healthy.filter((s) => s.system !== "coreweave-h100");
    expect(measuredAlgorithms(collectiveFitPoints(others))).not.toContain("collnetchain");
    expect(collectiveCalibration.heldOut["coreweave-h100-12x8-sharp"]?.validated).toBe(false);
  });
});
