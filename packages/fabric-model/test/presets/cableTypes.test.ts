import { describe, expect, it } from "vitest";
import { cableTypeIds, cableTypes } from "../../src/presets/cableTypes.ts";
import { sourceUrl } from "../../src/Source.ts";

describe("cableTypes", () => {
  it("cableTypes are listed shortest reach first, copper before optics, each with an NVIDIA document", () => {
    const reach = cableTypeIds.map((id) => cableTypes[id].maxLengthMeters);
    expect(reach).toEqual([...reach].sort((a, b) => a - b));
    expect(cableTypes["dac-400g"].medium).toBe("copper-passive");
    for (const id of cableTypeIds) {
      const c = cableTypes[id];
      expect(sourceUrl(c.source), id).toMatch(/^https:\/\/docs\.nvidia\.com\//);
      expect(c.minLengthMeters, id).toBeLessThanOrEqual(c.maxLengthMeters);
      expect(c.medium === "optical-transceiver", id).toBe(c.fibre !== undefined);
    }
  });

  it("cableTypes: passive copper reaches metres, multimode tens of metres, single-mode kilometres", () => {
    expect(cableTypes["dac-400g"].maxLengthMeters).toBe(2);
    expect(cableTypes["sr4-multimode-400g"].maxLengthMeters).toBe(50);
    expect(cableTypes["fr4-singlemode-400g"].maxLengthMeters).toBe(2000);
  });
});
