import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultLens,
  isDefaultLens,
  lensNote,
  lensRate,
  lensRateUnit,
  lensToString,
  parseLens,
  type UnitLens,
} from "../../src/lib/unitLens.ts";

const lenses: UnitLens[] = (["Gbps", "GBps"] as const).flatMap((rate) =>
  (["one-way", "bidirectional"] as const).flatMap((direction) =>
    (["algbw", "busbw"] as const).map((collective) => ({ rate, direction, collective })),
  ),
);

describe("unitLens", () => {
  it('lensRate(400, "capacity", GB/s both ways) is 100: ÷8 then ×2', () => {
    expect(lensRate(400, "capacity", { ...defaultLens, rate: "GBps", direction: "bidirectional" })).toBe(100);
  });
  it('lensRate(x, "throughput", both ways) never doubles a throughput', () => {
    expect(lensRate(100, "throughput", { ...defaultLens, direction: "bidirectional" })).toBe(100);
    expect(lensRateUnit("throughput", { ...defaultLens, direction: "bidirectional" })).toBe("unit.Gbps");
  });
  it("lensRate at the default lens is the identity, and the default lens needs no note", () => {
    expect(lensRate(123.4, "capacity", defaultLens)).toBe(123.4);
    expect(lensNote(defaultLens, new Set(["capacity", "throughput"]), true)).toEqual([]);
    expect(isDefaultLens(defaultLens)).toBe(true);
  });
  it("lensNote(lens, kinds, collective) names each conversion applied, and nothing for a figure without rates", () => {
    expect(lensNote({ ...defaultLens, rate: "GBps" }, new Set(["throughput"]))).toEqual(["lens.noteBytes"]);
    expect(lensNote({ ...defaultLens, direction: "bidirectional" }, new Set(["throughput"]))).toEqual([]);
    expect(lensNote({ ...defaultLens, rate: "GBps" }, new Set())).toEqual([]);
    const all = { rate: "GBps", direction: "bidirectional", collective: "algbw" } as const;
    expect(lensNote(all, new Set(["capacity", "throughput"]), true)).toEqual([
      "lens.noteBytes",
      "lens.noteBoth",
      "lens.noteAlgbw",
    ]);
    // algbw is named only where the figure shows collective bandwidths.
    expect(lensNote({ ...defaultLens, collective: "algbw" }, new Set(["throughput"]))).toEqual([]);
    expect(lensNote({ ...defaultLens, collective: "algbw" }, new Set(["throughput"]), true)).toEqual([
      "lens.noteAlgbw",
    ]);
  });
  it("parseLens(lensToString(lens)) round-trips all eight lenses", () => {
    for (const lens of lenses) expect(parseLens(lensToString(lens))).toEqual(lens);
  });
  it("parseLens rejects anything else without throwing (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const lens = parseLens(text);
        if (lens) expect(lenses.map(lensToString)).toContain(text);
      }),
      { seed: 42, numRuns: 500 },
    );
    expect(parseLens("GBps.both.busbw")).toBeNull();
    expect(parseLens(null)).toBeNull();
  });
});
