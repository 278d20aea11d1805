import { describe, expect, it } from "vitest";
import { type CalibratedTransport, calibratedTransports } from "../../src/collective/calibratedTransports.ts";
import { calibrateTransport } from "../../src/collective/calibrateTransport.ts";
import { haveSharedFixtures, sharedFixtureNames } from "../sharedFixtures.ts";
import { ncclFixtureHardware, ncclFixturePoints } from "./ncclFixtureHardware.ts";

const REL = 1e-3;

function close(actual: number | null, stored: number | null): void {
  if (stored === null || actual === null) {
    expect(actual).toBe(stored);
    return;
  }
  expect(Math.abs(actual / stored - 1)).toBeLessThan(REL);
}

describe("calibratedTransports", () => {
  it("calibratedTransports lists every shared nccl_*.txt sweep under exactly one class", () => {
    const listed = Object.values(calibratedTransports).flatMap((c) => c.sweeps);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(ncclFixtureHardware.map((h) => h.file).sort());
    if (haveSharedFixtures) expect(sharedFixtureNames("nccl_")).toEqual([...listed].sort());
  });

  describe.skipIf(!haveSharedFixtures)("re-derived from the shared fixtures", () => {
    if (!haveSharedFixtures)
      console.warn("calibratedTransports: shared fixtures absent, re-derivation skipped");
    for (const transport of Object.keys(calibratedTransports) as CalibratedTransport[]) {
      it(`calibrateTransport("${transport}", its sweeps) reproduces the stored constants within 0.1 %`, () => {
        const stored = calibratedTransports[transport];
        const points = ncclFixtureHardware
          .filter((h) => stored.sweeps.includes(h.file))
          .flatMap((h) => ncclFixturePoints(h));
        const fitted = calibrateTransport({ transport, points });
        close(fitted.nicEfficiency, stored.nicEfficiency);
        close(fitted.bandwidthCapPerNode, stored.bandwidthCapPerNode);
        close(fitted.hopLatencyLL, stored.hopLatencyLL);
        close(fitted.hopLatencySimple, stored.hopLatencySimple);
        close(fitted.llBusBandwidthCap, stored.llBusBandwidthCap);
      });
    }
  });
});
