import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { losslessModes } from "../../src/lossless/CongestedSwitchInputs.ts";
import { congestedSwitchDefaults } from "../../src/lossless/congestedSwitchDefaults.ts";
import { pfcThresholds } from "../../src/lossless/pfcThresholds.ts";
import { runCongestedSwitch } from "../../src/lossless/runCongestedSwitch.ts";
import { gbps, kib, microseconds } from "../../src/units.ts";

const scenario = fc.record({
  mode: fc.constantFrom(...losslessModes),
  senders: fc.integer({ min: 1, max: 12 }),
  bufferKiB: fc.constantFrom(64, 128, 256, 512, 1024),
  innocentFlow: fc.boolean(),
  rateGbps: fc.constantFrom(25, 100, 400),
  recovery: fc.constantFrom("go-back-n" as const, "selective" as const),
});

/** Whether a port buffer leaves room for PFC's headroom at this rate. */
function fitsPfc(bufferKiB: number, rateGbps: number): boolean {
  try {
    pfcThresholds({ buffer: kib(bufferKiB), linkRate: gbps(rateGbps), ...congestedSwitchDefaults });
    return true;
  } catch {
    return false;
  }
}

describe("congested switch properties (fast-check, seed 42)", () => {
  it("runCongestedSwitch conserves bytes: sent = delivered + discarded + dropped + queued + on the wire", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        fc.pre(s.mode === "ib-credits" || s.mode === "lossy" || fitsPfc(s.bufferKiB, s.rateGbps));
        const r = runCongestedSwitch(
          {
            mode: s.mode,
            senders: s.senders,
            ingressBuffer: kib(s.bufferKiB),
            innocentFlow: s.innocentFlow,
            linkRate: gbps(s.rateGbps),
          },
          { duration: microseconds(600), lossRecovery: s.recovery, samples: 10 },
        );
        const f = r.final;
        const m = f.config.classMultiplicity;
        const k = f.config.delaySteps;
        const onWire = f.inFlight.reduce((a, b, i) => a + b * (m[Math.floor(i / k)] as number), 0);
        const queued =
          f.queueGood.reduce((a, b, c) => a + b * (m[c] as number), 0) +
          f.queueDoomed.reduce((a, b, c) => a + b * (m[c] as number), 0);
        const { sent, delivered, discarded, dropped } = r.totals;
        expect(Math.abs(sent - (delivered + discarded + dropped + queued + onWire))).toBeLessThan(
          1e-6 * sent + 1e-6,
        );
        for (const sample of r.trace) {
          for (const g of sample.goodput) expect(Number.isFinite(g) && g >= 0).toBe(true);
          for (const u of sample.linkUse) expect(u).toBeLessThanOrEqual(1 + 1e-9);
        }
      }),
      { seed: 42, numRuns: 40 },
    );
  });

  it("runCongestedSwitch never drops with InfiniBand credits or PFC (headroom sized from the link)", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const mode = s.mode === "lossy" ? "pfc" : s.mode;
        fc.pre(mode === "ib-credits" || fitsPfc(s.bufferKiB, s.rateGbps));
        const r = runCongestedSwitch(
          {
            mode,
            senders: s.senders,
            ingressBuffer: kib(s.bufferKiB),
            innocentFlow: s.innocentFlow,
            linkRate: gbps(s.rateGbps),
          },
          { duration: microseconds(600), samples: 5 },
        );
        expect(r.totals.dropped).toBe(0);
        for (const port of r.ports) expect(port.meanOccupancy).toBeLessThanOrEqual(s.bufferKiB * 1024);
      }),
      { seed: 42, numRuns: 40 },
    );
  });
});
