import { describe, expect, it } from "vitest";
import { advisorCostPerMillionTokens } from "../../src/advisor/advisorCostPerMillionTokens.ts";

describe("advisorCostPerMillionTokens", () => {
  it("advisorCostPerMillionTokens($36/h, 10,000 tokens/s) is $1 per million tokens", () => {
    const c = advisorCostPerMillionTokens({
      clusterPerHour: 36,
      tokensPerSecond: { value: 1e4, low: 1e4, high: 1e4 },
    });
    expect(c.value).toBeCloseTo(1, 12);
  });

  it("advisorCostPerMillionTokens takes the low cost from the fast end of a throughput band", () => {
    const c = advisorCostPerMillionTokens({
      clusterPerHour: 36,
      tokensPerSecond: { value: 1e4, low: 5e3, high: 2e4 },
    });
    expect(c).toEqual({ value: 1, low: 0.5, high: 2 });
  });

  it("advisorCostPerMillionTokens rejects a negative price and a zero throughput", () => {
    const t = { value: 1, low: 1, high: 1 };
    expect(() => advisorCostPerMillionTokens({ clusterPerHour: -1, tokensPerSecond: t })).toThrow(RangeError);
    expect(() =>
      advisorCostPerMillionTokens({ clusterPerHour: 1, tokensPerSecond: { value: 1, low: 0, high: 1 } }),
    ).toThrow(RangeError);
  });
});
