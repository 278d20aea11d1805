import { describe, expect, it } from "vitest";
import { allToAllPairs } from "../../src/topology/allToAllPairs.ts";
import { incastPairs } from "../../src/topology/incastPairs.ts";
import { mulberry32 } from "../../src/topology/mulberry32.ts";
import { randomPairs } from "../../src/topology/randomPairs.ts";
import { ringPairs } from "../../src/topology/ringPairs.ts";

const hosts = [10, 11, 12, 13, 14];

describe("traffic patterns", () => {
  it("allToAllPairs(n hosts) makes n(n-1) ordered pairs, none to itself", () => {
    const pairs = allToAllPairs(hosts);
    expect(pairs).toHaveLength(20);
    expect(pairs.every((p) => p.src !== p.dst)).toBe(true);
    expect(new Set(pairs.map((p) => `${p.src}>${p.dst}`)).size).toBe(20);
  });
  it("ringPairs sends host i to host i+1 and the last to the first", () => {
    expect(ringPairs(hosts).map((p) => [p.src, p.dst])).toEqual([
      [10, 11],
      [11, 12],
      [12, 13],
      [13, 14],
      [14, 10],
    ]);
    expect(ringPairs([1])).toEqual([]);
  });
  it("incastPairs sends every other host to the target, and rejects a target that is not a host", () => {
    expect(incastPairs({ hosts, target: 12 }).map((p) => p.src)).toEqual([10, 11, 13, 14]);
    expect(incastPairs({ hosts, target: 12 }).every((p) => p.dst === 12)).toBe(true);
    expect(() => incastPairs({ hosts, target: 99 })).toThrow(RangeError);
  });
  it("randomPairs is reproducible for a seed, never pairs a host with itself, and covers every host", () => {
    const a = randomPairs({ hosts, count: 500 }, { seed: 42 });
    const b = randomPairs({ hosts, count: 500 }, { seed: 42 });
    const c = randomPairs({ hosts, count: 500 }, { seed: 43 });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a.every((p) => p.src !== p.dst && hosts.includes(p.src) && hosts.includes(p.dst))).toBe(true);
    const senders = new Map<number, number>();
    for (const p of a) senders.set(p.src, (senders.get(p.src) ?? 0) + 1);
    for (const h of hosts) expect(Math.abs((senders.get(h) ?? 0) - 100)).toBeLessThan(35);
  });
  it("randomPairs rejects fewer than 2 hosts and a negative count", () => {
    expect(() => randomPairs({ hosts: [1], count: 3 }, { seed: 1 })).toThrow(RangeError);
    expect(() => randomPairs({ hosts, count: -1 }, { seed: 1 })).toThrow(RangeError);
  });
  it("mulberry32 repeats its sequence for a seed and stays in [0, 1) with mean near 1/2", () => {
    const x = mulberry32(7);
    const y = mulberry32(7);
    const xs = Array.from({ length: 10_000 }, () => x());
    expect(Array.from({ length: 10_000 }, () => y())).toEqual(xs);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(xs.reduce((s, v) => s + v, 0) / xs.length).toBeCloseTo(0.5, 1);
    // Pinned so that seeded figures stay the same across releases.
    expect(mulberry32(42)()).toBeCloseTo(0.6011037519, 9);
  });
});
