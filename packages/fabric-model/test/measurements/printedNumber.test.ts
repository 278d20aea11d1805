import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  printedHalfUlp,
  printedInteger,
  printedNumber,
  printedNumberInto,
  printedValue,
} from "../../src/measurements/printedNumber.ts";
import { readKeyValuePairs } from "../../src/measurements/readKeyValuePairs.ts";
import { stripOutputPrefix } from "../../src/measurements/stripOutputPrefix.ts";

describe("printedNumber", () => {
  it("printedNumber reads decimals, exponents and signs with the rounding their digits allow", () => {
    expect(printedNumber("12.50")).toEqual({ value: 12.5, halfUlp: 0.005 });
    expect(printedNumber("17533")).toEqual({ value: 17533, halfUlp: 0.5 });
    expect(printedNumber("0e+00")).toEqual({ value: 0, halfUlp: 0.5 });
    expect(printedNumber("1.2e+07")).toEqual({ value: 1.2e7, halfUlp: 5e5 });
    expect(printedNumber("-1")).toEqual({ value: -1, halfUlp: 0.5 });
    expect(printedNumber(".5")?.value).toBe(0.5);
  });

  it("printedNumber rejects N/A, nan, inf, words, bare signs and huge exponents", () => {
    for (const t of [
      "N/A",
      "nan",
      "-nan",
      "inf",
      "float",
      "+",
      "-",
      ".",
      "1e",
      "1e+1234",
      "1.2.3",
      "12a",
      "",
    ]) {
      expect(printedNumber(t)).toBeNull();
    }
  });

  it("printedValue(x.toFixed(d)) is Number(x.toFixed(d)) bit for bit (fast-check, seed 42)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (x, d) => {
          const s = x.toFixed(d);
          return Object.is(printedValue(s), Number(s)) && printedHalfUlp(s) === Number(`5e-${d + 1}`);
        },
      ),
      { seed: 42, numRuns: 2000 },
    );
  });

  it("printedNumberInto(token, 0, length, out) reads what printedValue and printedHalfUlp read (fast-check, seed 42)", () => {
    const out = new Float64Array(2);
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (x, d, exponential) => {
          const s = exponential ? x.toExponential(d) : x.toFixed(d);
          return (
            printedNumberInto(s, 0, s.length, out) &&
            Object.is(out[0], printedValue(s)) &&
            out[1] === printedHalfUlp(s)
          );
        },
      ),
      { seed: 42, numRuns: 2000 },
    );
    expect(printedNumberInto("N/A", 0, 3, out)).toBe(false);
  });

  it("printedInteger reads digits only", () => {
    expect(printedInteger("65536")).toBe(65536);
    expect([
      printedInteger("-1"),
      printedInteger("1.0"),
      printedInteger(""),
      printedInteger("1".repeat(21)),
    ]).toEqual([null, null, null, null]);
  });
});

describe("stripOutputPrefix", () => {
  it("stripOutputPrefix removes MPI tags, srun labels and block quotes, and leaves other lines alone", () => {
    expect(stripOutputPrefix("[1,0]<stdout>:# nThread 1")).toBe("# nThread 1");
    expect(stripOutputPrefix("[12,3]<stderr>:warn")).toBe("warn");
    expect(stripOutputPrefix("3: # Avg bus bandwidth : 1")).toBe("# Avg bus bandwidth : 1");
    expect(stripOutputPrefix("> mpirun -np 16")).toBe("mpirun -np 16");
    expect(stripOutputPrefix("[  4]   0.00-10.00  sec")).toBe("[  4]   0.00-10.00  sec");
    expect(stripOutputPrefix("     1048576        262144     float")).toBe(
      "     1048576        262144     float",
    );
  });
});

describe("readKeyValuePairs", () => {
  it("readKeyValuePairs splits two padded pairs on one line and keeps colons inside values", () => {
    expect(readKeyValuePairs(" Dual-port       : OFF\t\tDevice         : mlx5_0")).toEqual([
      ["Dual-port", "OFF"],
      ["Device", "mlx5_0"],
    ]);
    expect(readKeyValuePairs(" Connection type : RC             Using SRQ      : OFF")).toEqual([
      ["Connection type", "RC"],
      ["Using SRQ", "OFF"],
    ]);
    expect(readKeyValuePairs(" PCIe relax order: ON")).toEqual([["PCIe relax order", "ON"]]);
    expect(readKeyValuePairs(" Started at : 12:00:01")).toEqual([["Started at", "12:00:01"]]);
    expect(readKeyValuePairs("no pairs here")).toEqual([]);
  });
});
