import { describe, expect, it } from "vitest";
import type { CongestedSwitchInputs, LosslessMode } from "../../src/lossless/CongestedSwitchInputs.ts";
import { initCongestedSwitch } from "../../src/lossless/initCongestedSwitch.ts";
import { runCongestedSwitch } from "../../src/lossless/runCongestedSwitch.ts";
import { stepCongestedSwitch } from "../../src/lossless/stepCongestedSwitch.ts";
import { gbps, inGbps, kib, microseconds, milliseconds } from "../../src/units.ts";

const incast = (mode: LosslessMode, extra: Partial<CongestedSwitchInputs> = {}): CongestedSwitchInputs => ({
  mode,
  senders: 8,
  ingressBuffer: kib(256),
  innocentFlow: true,
  linkRate: gbps(100),
  ...extra,
});

const runs = new Map(
  (["ib-credits", "pfc", "pfc-ecn", "lossy"] as const).map((mode) => [
    mode,
    runCongestedSwitch(incast(mode)),
  ]),
);
const run = (mode: LosslessMode) => runs.get(mode) ?? runCongestedSwitch(incast(mode));
const steady = (mode: LosslessMode, kind: "incast" | "innocent", index = 0) =>
  inGbps(run(mode).flows.filter((f) => f.kind === kind)[index]?.steadyGoodput ?? Number.NaN);

describe("runCongestedSwitch: an 8-to-1 incast at 100 Gb/s with an innocent flow on sender 0's link", () => {
  it("runCongestedSwitch(ib-credits) and (pfc) drop nothing; (lossy) drops", () => {
    expect(run("ib-credits").totals.dropped).toBe(0);
    expect(run("pfc").totals.dropped).toBe(0);
    expect(run("pfc-ecn").totals.dropped).toBe(0);
    expect(run("lossy").totals.dropped).toBeGreaterThan(0);
  });

  it("runCongestedSwitch(ib-credits | pfc) gives each incast sender its 1/8 share of the egress port", () => {
    for (const mode of ["ib-credits", "pfc"] as const) {
      for (let i = 1; i < 8; i++)
        expect(steady(mode, "incast", i), `${mode} sender ${i}`).toBeCloseTo(12.5, 0);
    }
  });

  it("runCongestedSwitch(ib-credits | pfc) holds the innocent flow to about the incast share (head-of-line blocking)", () => {
    for (const mode of ["ib-credits", "pfc"] as const) {
      expect(steady(mode, "innocent"), mode).toBeLessThan(15);
      expect(steady(mode, "innocent"), mode).toBeGreaterThan(10);
    }
  });

  it("runCongestedSwitch(pfc-ecn) keeps the egress queue short after the start and frees the innocent flow", () => {
    const ecn = run("pfc-ecn");
    expect(ecn.totals.meanEgressQueue).toBeLessThan(run("pfc").totals.meanEgressQueue / 10);
    expect(steady("pfc-ecn", "innocent")).toBeGreaterThan(85);
    const late = ecn.trace.filter((s) => s.time > milliseconds(5));
    expect(Math.max(...late.map((s) => s.egressQueue))).toBeLessThan(200e3);
    // PFC fires only while DCQCN reacts to the synchronised start.
    expect(ecn.ports[1]?.pauseFrames).toBeLessThan(run("pfc").ports[1]?.pauseFrames ?? 0);
  });

  it("runCongestedSwitch(lossy) with go-back-N collapses the incast goodput; selective repeat keeps the port busy", () => {
    const gbn = run("lossy");
    const sr = runCongestedSwitch(incast("lossy"), { lossRecovery: "selective" });
    const incastGoodput = (r: typeof gbn) =>
      r.flows.filter((f) => f.kind === "incast").reduce((s, f) => s + inGbps(f.steadyGoodput), 0);
    expect(incastGoodput(gbn)).toBeLessThan(5);
    expect(gbn.totals.discarded).toBeGreaterThan(0);
    expect(incastGoodput(sr)).toBeCloseTo(100, 0);
    expect(sr.totals.discarded).toBe(0);
    // Nothing pauses the shared link, so the innocent flow keeps half of it.
    expect(steady("lossy", "innocent")).toBeCloseTo(50, 0);
  });

  it("runCongestedSwitch(ib-credits | pfc) keeps the egress port busy whatever the sender count (classes weighted)", () => {
    for (const senders of [2, 5, 16]) {
      for (const mode of ["ib-credits", "pfc"] as const) {
        const r = runCongestedSwitch(incast(mode, { senders }));
        const incastGoodput = r.flows
          .filter((f) => f.kind === "incast")
          .reduce((sum, f) => sum + inGbps(f.steadyGoodput), 0);
        expect(incastGoodput, `${mode}, ${senders} senders`).toBeCloseTo(100, 0);
      }
    }
  });

  it("runCongestedSwitch never delivers more than the egress port carries", () => {
    for (const mode of ["ib-credits", "pfc", "pfc-ecn", "lossy"] as const) {
      const r = run(mode);
      const incastDelivered = r.flows
        .filter((f) => f.kind === "incast")
        .reduce((s, f) => s + f.delivered + f.discarded, 0);
      expect(incastDelivered * 8, mode).toBeLessThanOrEqual(100e9 * r.duration * (1 + 1e-9));
    }
  });

  it("runCongestedSwitch equals stepping initCongestedSwitch one step at a time", () => {
    const inputs = incast("pfc-ecn", { senders: 3 });
    const options = { duration: microseconds(400) };
    let state = initCongestedSwitch(inputs, options);
    for (let i = 0; i < 400; i++) state = stepCongestedSwitch(state);
    const whole = runCongestedSwitch(inputs, options).final;
    expect(Array.from(state.delivered)).toEqual(Array.from(whole.delivered));
    expect(Array.from(state.queueGood)).toEqual(Array.from(whole.queueGood));
    expect(state.step).toBe(whole.step);
  });

  it("stepCongestedSwitch leaves the state it is given untouched", () => {
    const state = initCongestedSwitch(incast("pfc"));
    let s = state;
    for (let i = 0; i < 50; i++) s = stepCongestedSwitch(s);
    expect(state.step).toBe(0);
    expect(Array.from(state.sent).every((v) => v === 0)).toBe(true);
    expect(s.step).toBe(50);
  });

  it("runCongestedSwitch is deterministic and samples on a log scale on request", () => {
    const a = runCongestedSwitch(incast("pfc", { senders: 4 }), { sampling: "log", samples: 40 });
    const b = runCongestedSwitch(incast("pfc", { senders: 4 }), { sampling: "log", samples: 40 });
    expect(a.trace).toEqual(b.trace);
    const times = a.trace.map((s) => s.time);
    expect(times.at(-1)).toBeCloseTo(a.duration, 12);
    expect((times[1] as number) - (times[0] as number)).toBeLessThan(
      (times.at(-1) as number) - (times.at(-2) as number),
    );
  });

  it("initCongestedSwitch rejects unknown modes, bad sender counts and buffers too small for PFC", () => {
    expect(() => initCongestedSwitch(incast("pfc", { senders: 0 }))).toThrow(RangeError);
    expect(() => initCongestedSwitch(incast("pfc", { senders: 2.5 }))).toThrow(RangeError);
    expect(() => initCongestedSwitch(incast("nope" as LosslessMode))).toThrow(RangeError);
    expect(() => initCongestedSwitch(incast("pfc", { ingressBuffer: kib(16) }))).toThrow(RangeError);
  });
});
