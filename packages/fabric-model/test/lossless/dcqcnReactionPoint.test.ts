import { describe, expect, it } from "vitest";
import { dcqcnInitial, dcqcnOnCnp, dcqcnTick } from "../../src/lossless/dcqcnReactionPoint.ts";
import { dcqcnParameters } from "../../src/presets/dcqcnParameters.ts";
import { bytesPerSecond, gBps } from "../../src/units.ts";

const lineRate = gBps(12.5);
const tick = (step: number) => ({
  parameters: dcqcnParameters,
  lineRate,
  additiveIncrease: bytesPerSecond(5e6),
  alphaTimerSteps: 55,
  increaseTimerSteps: 55,
  step,
});

describe("DCQCN reaction point", () => {
  it("dcqcnOnCnp at alpha 1 halves the rate, keeps the old rate as target and raises alpha toward 1", () => {
    const rp = dcqcnOnCnp(dcqcnInitial(lineRate), { g: 1 / 256, step: 10 });
    expect(rp.currentRate).toBeCloseTo(6.25e9, 3);
    expect(rp.targetRate).toBe(lineRate);
    expect(rp.alpha).toBe(1);
    expect(rp.alphaTimerStart).toBe(10);
    const second = dcqcnOnCnp({ ...rp, alpha: 0.5 }, { g: 1 / 256, step: 20 });
    expect(second.currentRate).toBeCloseTo(6.25e9 * 0.75, 3);
    expect(second.alpha).toBeCloseTo(0.5 * (255 / 256) + 1 / 256, 12);
  });

  it("dcqcnTick returns the same object until a timer expires", () => {
    const rp = dcqcnOnCnp(dcqcnInitial(lineRate), { g: 1 / 256, step: 0 });
    expect(dcqcnTick(rp, tick(54))).toBe(rp);
    expect(dcqcnTick(rp, tick(55))).not.toBe(rp);
  });

  it("dcqcnTick halves the gap to the target for F = 5 increases, then also raises the target additively", () => {
    let rp = dcqcnOnCnp(dcqcnInitial(lineRate), { g: 1 / 256, step: 0 });
    const gaps: number[] = [];
    for (let event = 1; event <= 5; event++) {
      rp = dcqcnTick(rp, tick(55 * event));
      gaps.push(rp.targetRate - rp.currentRate);
      expect(rp.targetRate).toBe(lineRate);
    }
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeCloseTo((gaps[i - 1] as number) / 2, 3);
    // With the target below line rate, the sixth increase also raises the target additively.
    rp = dcqcnTick({ ...rp, targetRate: gBps(5) }, tick(55 * 6));
    expect(rp.targetRate).toBe(5e9 + 5e6);
    expect(rp.alpha).toBeLessThan(1);
  });
});
