import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { switchFabricSize } from "../../src/topology/switchFabricSize.ts";

describe("switchFabricSize", () => {
  it("switchFabricSize({ endpoints: 64, radix: 64 }) is one switch", () => {
    expect(switchFabricSize({ endpoints: 64, radix: 64 })).toMatchObject({
      tiers: 1,
      switches: 1,
      fabricLinks: 0,
    });
  });
  it("switchFabricSize({ endpoints: 1024, radix: 64 }) is a non-blocking leaf-spine of 32 leaves and 16 spines", () => {
    expect(switchFabricSize({ endpoints: 1024, radix: 64 })).toMatchObject({
      tiers: 2,
      leaves: 32,
      spines: 16,
      fabricLinks: 1024,
      oversubscription: 1,
    });
  });
  it("switchFabricSize with oversubscription 3 gives 48 ports of a 64-port leaf to endpoints", () => {
    const s = switchFabricSize({ endpoints: 480, radix: 64, oversubscription: 3 });
    expect(s.leaves).toBe(10);
    expect(s.oversubscription).toBe(3);
  });
  it("switchFabricSize({ endpoints: 8192, radix: 64 }) needs a three-tier fat-tree (more than 64 leaves)", () => {
    const s = switchFabricSize({ endpoints: 8192, radix: 64 });
    expect(s.tiers).toBe(3);
    expect(s.leaves).toBe(256);
    expect(s.cores).toBe(128);
  });
  it("switchFabricSize rejects odd radices, zero endpoints and more endpoints than k³/4", () => {
    expect(() => switchFabricSize({ endpoints: 10, radix: 63 })).toThrow(RangeError);
    expect(() => switchFabricSize({ endpoints: 0, radix: 64 })).toThrow(RangeError);
    expect(() => switchFabricSize({ endpoints: 65537, radix: 64 })).toThrow(RangeError);
  });
  it("switchFabricSize: switches and links never fall as endpoints grow (fast-check, seed 22)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60000 }), fc.constantFrom(16, 32, 64), (n, radix) => {
        if (n + 1 > (radix * radix * radix) / 4) return;
        const a = switchFabricSize({ endpoints: n, radix });
        const b = switchFabricSize({ endpoints: n + 1, radix });
        expect(b.switches).toBeGreaterThanOrEqual(a.switches);
        expect(b.endpointLinks + b.fabricLinks).toBeGreaterThanOrEqual(a.endpointLinks + a.fabricLinks);
      }),
      { seed: 22, numRuns: 300 },
    );
  });
});
