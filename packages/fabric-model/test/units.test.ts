import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bytes,
  gBps,
  gb,
  gbps,
  gib,
  inGBps,
  inGbps,
  inMicroseconds,
  kib,
  mib,
  mibps,
  microseconds,
  rateOf,
  seconds,
  toBitsPerSecond,
  toBytesPerSecond,
  transferTime,
} from "../src/units.ts";

describe("units", () => {
  it("gbps(400) is 4e11 bit/s and toBytesPerSecond gives 50 GB/s (the 8x trap)", () => {
    expect(gbps(400)).toBe(4e11);
    expect(inGBps(toBytesPerSecond(gbps(400)))).toBe(50);
    expect(inGbps(toBitsPerSecond(gBps(50)))).toBe(400);
  });
  it("gib(1) / gb(1) is 1.0737 (the 7% GiB vs GB trap)", () => {
    expect(gib(1) / gb(1)).toBeCloseTo(1.073741824, 9);
    expect(kib(64)).toBe(65536);
    expect(mib(1)).toBe(1048576);
  });
  it("mibps(11023) is 92.47 Gb/s, as the perftest fixture's 64 KiB write reads", () => {
    expect(inGbps(toBitsPerSecond(mibps(11023)))).toBeCloseTo(92.47, 2);
  });
  it("microseconds(2) round-trips through inMicroseconds", () => {
    expect(inMicroseconds(microseconds(2))).toBeCloseTo(2, 12);
  });
  it("transferTime(gb(1), gBps(10)) is 0.1 s and rateOf inverts it", () => {
    expect(transferTime(gb(1), gBps(10))).toBeCloseTo(0.1, 12);
    expect(rateOf(gb(1), seconds(0.1))).toBeCloseTo(1e10, 0);
    expect(transferTime(bytes(0), gBps(0))).toBe(0);
    expect(transferTime(bytes(1), gBps(0))).toBe(Number.POSITIVE_INFINITY);
  });
  it("bytes(-1), seconds(NaN) and gbps(Infinity) throw RangeError", () => {
    expect(() => bytes(-1)).toThrow(RangeError);
    expect(() => seconds(Number.NaN)).toThrow(RangeError);
    expect(() => gbps(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it("toBitsPerSecond(toBytesPerSecond(r)) == r for any rate (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (r) => {
        const back = toBitsPerSecond(toBytesPerSecond(gbps(r / 1e9)));
        expect(back).toBeCloseTo(r, 0);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
