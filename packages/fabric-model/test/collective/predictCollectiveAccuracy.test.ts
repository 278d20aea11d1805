import { describe, expect, it } from "vitest";
import { collectiveSweepError } from "../../src/collective/collectiveSweepError.ts";
import { predictCollective } from "../../src/collective/predictCollective.ts";
import { haveSharedFixtures } from "../sharedFixtures.ts";
import { ncclFixtureHardware, ncclFixturePoints } from "./ncclFixtureHardware.ts";

/**
 * Targets of the issue: geomean absolute busbw error <= 15 % per sweep and <= 10 % over all sweeps,
 * every row of every file counted as measured (the calibration's robust loss only decides how much
 * each row pulls on the constants). One set of constants per transport class: the two kernel-TCP
 * sweeps share theirs, each on its own fabric (underlay) as its .json states.
 */
const PER_SWEEP = 0.15;
const OVERALL = 0.1;

describe.skipIf(!haveSharedFixtures)("predictCollective against the shared nccl-tests sweeps", () => {
  it("predictCollective busbw is within the geomean error targets at every size of every sweep", () => {
    const rows: string[] = [
      "| file | transport | points | geomean abs error | mean log error | worst |",
      "|---|---|---|---|---|---|",
    ];
    const allPredicted: number[] = [];
    const allMeasured: number[] = [];
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    for (const hw of ncclFixtureHardware) {
      const points = ncclFixturePoints(hw);
      const predicted = points.map((p) => predictCollective(p.input).busBandwidth as number);
      const measured = points.map((p) => p.measuredBusBandwidth as number);
      const e = collectiveSweepError(predicted, measured);
      rows.push(
        `| ${hw.file} | ${hw.transport} | ${e.points} | ${pct(e.geomeanAbsoluteError)} | ${pct(e.meanLogError)} | ${pct(e.worst)} |`,
      );
      allPredicted.push(...predicted);
      allMeasured.push(...measured);
      expect(e.geomeanAbsoluteError, hw.file).toBeLessThanOrEqual(PER_SWEEP);
    }
    const all = collectiveSweepError(allPredicted, allMeasured);
    rows.push(
      `| all | | ${all.points} | ${pct(all.geomeanAbsoluteError)} | ${pct(all.meanLogError)} | ${pct(all.worst)} |`,
    );
    console.log(rows.join("\n"));
    expect(all.geomeanAbsoluteError).toBeLessThanOrEqual(OVERALL);
  });
});

if (!haveSharedFixtures) {
  describe("predictCollective against the shared nccl-tests sweeps", () => {
    it.skip("skipped: ../shared/fixtures/measurements is absent beside the repository, accuracy not checked", () => {});
  });
}
