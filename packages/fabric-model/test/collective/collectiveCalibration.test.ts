import { describe, expect, it } from "vitest";
import { calibrateCollective, collectiveFitPoints } from "../../src/collective/calibrateCollective.ts";
import { collectiveCalibration } from "../../src/collective/collectiveCalibration.ts";
import {
  collectiveLossScales,
  deriveCollectiveLossScales,
} from "../../src/collective/collectiveLossScales.ts";
import {
  collectiveValidationSweeps,
  collectiveValidationTargets,
  deriveCollectiveCalibration,
} from "../../src/collective/crossValidateCollective.ts";
import { ncclReferenceSweeps } from "../../src/studies/ncclReferenceSweeps.ts";

const derived = deriveCollectiveCalibration(collectiveValidationSweeps(ncclReferenceSweeps));
const pct = (x: number | null) => (x === null ? "–" : `${(100 * x).toFixed(1)} %`);

/**
 * The issue's targets, on held-out systems: geomean busbw error at sizes >= 64 MiB <= 15 % for every
 * system and <= 10 % over all; time at sizes <= 64 KiB within 25 %. What the model reaches today is
 * pinned below so that a change that makes it worse fails, and one that makes it better shows.
 */
const OVERALL_TARGET = collectiveValidationTargets.overall;
const OVERALL_REACHED = 0.051;
const SYSTEM_TARGET = collectiveValidationTargets.system;
/** Systems whose held-out large-size error is above SYSTEM_TARGET today. */
const SYSTEMS_OVER_TARGET_REACHED = 0;
const SMALL_TARGET = collectiveValidationTargets.small;
/** Systems with small sizes measured whose held-out time error there is within SMALL_TARGET today. */
const SYSTEMS_WITHIN_SMALL_TARGET_REACHED = 12;

describe("collectiveCalibration", () => {
  it("deriveCollectiveLossScales(ncclReferenceSweeps) gives the stored scales: small sizes scatter several times more", () => {
    const derived = deriveCollectiveLossScales(ncclReferenceSweeps);
    expect(derived.bandwidth).toBeCloseTo(collectiveLossScales.bandwidth, 4);
    expect(derived.latency).toBeCloseTo(collectiveLossScales.latency, 3);
    expect(derived.latency / derived.bandwidth).toBeGreaterThan(3);
    expect(() => deriveCollectiveLossScales([])).toThrow(RangeError);
    const points = collectiveFitPoints(collectiveValidationSweeps(ncclReferenceSweeps).slice(0, 2));
    expect(() => calibrateCollective(points, { lossScales: { bandwidth: 0.02, latency: 0 } })).toThrow(
      /lossScales.latency/,
    );
  });

  it("deriveCollectiveCalibration(ncclReferenceSweeps) gives the stored efficiencies and bands", () => {
    const stored = collectiveCalibration.efficiencies;
    expect(Object.keys(derived.efficiencies).sort()).toEqual(Object.keys(stored).sort());
    for (const [key, value] of Object.entries(derived.efficiencies)) {
      expect(value, key).toBeCloseTo(stored[key as keyof typeof stored] as number, 3);
    }
    expect(derived.bands).toEqual(collectiveCalibration.bands);
    expect(derived.unvalidated).toEqual(collectiveCalibration.unvalidated);
    expect(derived.heldOut).toEqual(collectiveCalibration.heldOut);
    expect(Object.keys(collectiveCalibration.heldOut)).toHaveLength(ncclReferenceSweeps.length);
  });

  it("deriveCollectiveCalibration's bands of the sizes between are wider than the large sizes' and sit lower: on InfiniBand down to about half (the NCCL chapter)", () => {
    const ib = derived.bands["net:ib"];
    if (!ib) throw new Error("no InfiniBand band");
    expect(ib.between[0]).toBeLessThan(ib.bandwidth[0]);
    expect(ib.between[0]).toBeGreaterThan(0.45);
    expect(ib.between[0]).toBeLessThan(0.65);
    for (const band of Object.values(derived.bands)) {
      expect(band.between[0]).toBeLessThanOrEqual(1);
      expect(band.between[1]).toBeGreaterThanOrEqual(1);
    }
  });

  it("crossValidateCollective(leave one system out) prints its table and holds what the model reaches", () => {
    const rows = derived.validation.rows;
    const lines = [
      "| system | sweep | validated | left out | busbw error >= 64 MiB | time error <= 64 KiB | between | at the largest size: measured / predicted busbw (GB/s), pair NCCL picks |",
      "|---|---|---|---|---|---|---|---|",
      ...rows.map(
        (r) =>
          `| ${r.system} | ${r.sweep} | ${r.validated ? "yes" : "no"} | ${r.degraded ? "yes" : ""} | ${pct(r.largeError)} | ${pct(r.smallError)} | ${pct(r.midError)} | ${
            r.largest
              ? `${(r.largest.measuredBusBandwidth / 1e9).toFixed(1)} / ${(r.largest.predictedBusBandwidth / 1e9).toFixed(1)}, ${r.largest.algorithm} ${r.largest.protocol} (${r.largest.bottleneck})`
              : ""
          } |`,
      ),
      `| all validated healthy points | | | | ${pct(derived.validation.overallLargeError)} (target ${pct(OVERALL_TARGET)}) | | | |`,
    ];
    const systems = derived.validation.systems;
    const over = systems.filter((x) => (x.largeError ?? 0) > SYSTEM_TARGET);
    const timed = systems.filter((x) => x.smallError !== null);
    const withinSmall = timed.filter((x) => (x.smallError as number) <= SMALL_TARGET);
    lines.push(
      "",
      "| system (validated healthy sweeps pooled) | sweeps | busbw error >= 64 MiB (points) | time error <= 64 KiB (points) |",
      "|---|---|---|---|",
      ...systems.map(
        (x) =>
          `| ${x.system} | ${x.sweeps} | ${pct(x.largeError)} (${x.largePoints}) | ${pct(x.smallError)} (${x.smallPoints}) |`,
      ),
      `| systems above ${pct(SYSTEM_TARGET)} at large sizes | ${over.length} of ${systems.length} | | |`,
      `| systems within ${pct(SMALL_TARGET)} at small sizes | ${withinSmall.length} of ${timed.length} | | |`,
    );
    console.log(lines.join("\n"));
    expect(derived.validation.overallLargeError).toBeLessThanOrEqual(OVERALL_REACHED);
    expect(over.length).toBeLessThanOrEqual(SYSTEMS_OVER_TARGET_REACHED);
    expect(withinSmall.length).toBeGreaterThanOrEqual(SYSTEMS_WITHIN_SMALL_TARGET_REACHED);
    // A degraded run falls below its class's band: the model calls it slow rather than fitting it.
    for (const r of rows.filter((x) => x.degraded !== null && x.largest !== null)) {
      const ratio = (r.largest?.measuredBusBandwidth ?? 0) / (r.largest?.predictedBusBandwidth ?? 1);
      const band = collectiveCalibration.bands[r.basis] ?? collectiveCalibration.unvalidated;
      expect(ratio, r.sweep).toBeLessThan(band.bandwidth[0]);
    }
  });
});
