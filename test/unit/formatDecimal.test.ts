import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDecimal } from "../../src/lib/formatDecimal.ts";
import { languages } from "../../src/lib/i18n.ts";

/** What the engine's own formatter writes, which formatDecimal stands in for. */
const intl = (lang: string, value: number, min: number, max: number) =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

describe("formatDecimal", () => {
  it("formatDecimal(1234.5, 0, 2) groups thousands and drops trailing zeros", () => {
    expect(formatDecimal(1234.5, 0, 2)).toBe("1,234.5");
    expect(formatDecimal(1234.5, 2, 2)).toBe("1,234.50");
    expect(formatDecimal(0, 1, 1)).toBe("0.0");
  });

  it("formatDecimal(1.005, 0, 2) rounds the shortest decimal form half away from zero", () => {
    expect(formatDecimal(1.005, 0, 2)).toBe("1.01");
    expect(formatDecimal(-2.5, 0, 0)).toBe("-3");
    expect(formatDecimal(999.996, 0, 2)).toBe("1,000");
    expect(formatDecimal(-0.001, 0, 2)).toBe("-0");
  });

  it("formatDecimal(1e21, 0, 2) and formatDecimal(1.5e-7, 0, 8) write exponent forms out", () => {
    expect(formatDecimal(1e21, 0, 2)).toBe("1,000,000,000,000,000,000,000");
    expect(formatDecimal(1.5e-7, 0, 8)).toBe("0.00000015");
    expect(formatDecimal(5e-324, 0, 20)).toBe("0");
  });

  it("formatDecimal(x, min, max) equals Intl.NumberFormat in every language of the notebook", () => {
    const digits = fc.integer({ min: 0, max: 8 });
    const values = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 200 + 0.005),
    );
    fc.assert(
      fc.property(values, digits, digits, (value, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        for (const lang of languages)
          expect(formatDecimal(value, min, max)).toBe(intl(lang, value, min, max));
      }),
      { seed: 2811, numRuns: 3000 },
    );
  });
});
