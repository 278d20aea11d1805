import { describe, expect, it } from "vitest";
import { dcqcnParameters } from "../../src/presets/dcqcnParameters.ts";
import { sourceUrl } from "../../src/Source.ts";
import { inMicroseconds } from "../../src/units.ts";
import { numbersRead } from "../numbersRead.ts";

describe("dcqcnParameters", () => {
  it("every dcqcnParameters value is a number its source (the DCQCN paper) reads, in that number's unit", () => {
    const p = dcqcnParameters;
    const read = numbersRead(p.source);
    expect(sourceUrl(p.source)).toBe("https://doi.org/10.1145/2785956.2787484");
    for (const [name, value] of [
      ["kMin KB", p.kMin / 1e3],
      ["kMax KB", p.kMax / 1e3],
      ["pMax %", p.pMax * 100],
      ["g", p.g],
      ["cnpInterval us", inMicroseconds(p.cnpInterval)],
      ["alphaTimer us", inMicroseconds(p.alphaTimer)],
      ["rateIncreaseTimer us", inMicroseconds(p.rateIncreaseTimer)],
      ["fastRecoverySteps", p.fastRecoverySteps],
      ["rateAdditiveIncrease Mb/s", p.rateAdditiveIncrease / 1e6],
    ] as const) {
      expect(
        read.some((r) => Math.abs(r - value) < 1e-9),
        name,
      ).toBe(true);
    }
  });

  it("dcqcnParameters' alpha timer outlasts the CNP interval, so a quiet timer means no CNP was due", () => {
    expect(inMicroseconds(dcqcnParameters.alphaTimer)).toBeGreaterThan(
      inMicroseconds(dcqcnParameters.cnpInterval),
    );
  });
});
