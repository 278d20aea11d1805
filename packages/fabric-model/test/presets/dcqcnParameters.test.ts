import { describe, expect, it } from "vitest";
import { dcqcnParameters } from "../../src/presets/dcqcnParameters.ts";
import { sourceUrl } from "../../src/Source.ts";
import { inMicroseconds } from "../../src/units.ts";

describe("dcqcnParameters", () => {
  it("dcqcnParameters carries the paper's Kmin 5 KB, Kmax 200 KB, Pmax 1% and g = 1/256, with its DOI", () => {
    expect(dcqcnParameters.kMin).toBe(5000);
    expect(dcqcnParameters.kMax).toBe(200000);
    expect(dcqcnParameters.pMax).toBe(0.01);
    expect(dcqcnParameters.g).toBe(1 / 256);
    expect(sourceUrl(dcqcnParameters.source)).toBe("https://doi.org/10.1145/2785956.2787484");
  });

  it("dcqcnParameters' alpha timer outlasts the CNP interval, so a quiet timer means no CNP was due", () => {
    expect(inMicroseconds(dcqcnParameters.alphaTimer)).toBeGreaterThan(
      inMicroseconds(dcqcnParameters.cnpInterval),
    );
  });
});
