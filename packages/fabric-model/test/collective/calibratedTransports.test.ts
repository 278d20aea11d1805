import { describe, expect, it } from "vitest";
import { type CalibratedTransport, calibratedTransports } from "../../src/collective/calibratedTransports.ts";
import { calibrateTransport } from "../../src/collective/calibrateTransport.ts";
import { messagePath } from "../../src/datapath/messagePath.ts";
import { bytes } from "../../src/units.ts";
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

  it("calibratedTransports.tcp.hostStackLatency is 1-2x what the datapath model's kernel TCP costs over verbs", () => {
    // The datapath model (ConnectX-5 testbed, calibrated on perftest / iperf3) prices one small
    // message through the kernel TCP path and through an RDMA SEND; the fitted per-hop host-stack
    // latency must cover that difference, and may add NCCL's socket proxy on top (at most as much again).
    const tcp = messagePath({ path: "kernel-tcp", bytes: bytes(8) }).latency;
    const verbs = messagePath({ path: "rdma-send", bytes: bytes(8) }).latency;
    const ratio = (calibratedTransports.tcp.hostStackLatency as number) / (tcp - verbs);
    expect(ratio).toBeGreaterThanOrEqual(1);
    expect(ratio).toBeLessThanOrEqual(2);
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
        close(fitted.hostStackLatency, stored.hostStackLatency);
        close(fitted.hopLatencySimple, stored.hopLatencySimple);
        close(fitted.llBusBandwidthCap, stored.llBusBandwidthCap);
      });
    }
  });
});
