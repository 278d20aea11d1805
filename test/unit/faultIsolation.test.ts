/**
 * The fault-isolation figure opens on its point: a failure and what it takes down. Its default
 * state loses flows and leaves some host receiving less, and no more than the failed element's
 * own hosts; old links keep working (every key and value they could carry still parses).
 */
import { describe, expect, it } from "vitest";
import { faultIsolation } from "../../src/figures/definitions/faultIsolation.ts";
import { defaultState, readState } from "../../src/lib/figureState.ts";

describe("fault-isolation", () => {
  it("faultIsolation.compute(default state) shows a failure with a blast radius: some flows lost, some hosts receive less, most untouched", () => {
    const data = faultIsolation.compute(defaultState(faultIsolation.spec));
    const hurt = data.hosts.filter((h) => h.afterGbps < h.beforeGbps);
    expect(data.lost).toBeGreaterThan(0);
    expect(hurt.length).toBeGreaterThan(0);
    expect(hurt.length).toBeLessThan(data.hosts.length / 2);
  });

  it("readState(fault-isolation) reads every value a link could carry before the default changed", () => {
    const old = { fabric: "tree", failure: "top-switch", pattern: "all-to-all" };
    const { state, errors } = readState(faultIsolation.spec, (key) => old[key as keyof typeof old]);
    expect(errors).toEqual([]);
    expect(state).toEqual(old);
  });
});
