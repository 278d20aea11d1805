import { describe, expect, it } from "vitest";
import { cableTypeIds, cableTypes } from "../../src/presets/cableTypes.ts";
import { sourceUrl } from "../../src/Source.ts";
import { numbersRead } from "../numbersRead.ts";

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

  it("every cable's longest length is one its source reads (in metres, or km x 1000), and every copper one is shorter than every single-mode optic", () => {
    for (const id of cableTypeIds) {
      const c = cableTypes[id];
      const read = numbersRead(c.source);
      const km = /\bkm\b/.test(c.source.read);
      expect(read, id).toContain(km ? c.maxLengthMeters / 1000 : c.maxLengthMeters);
    }
    const copper = cableTypeIds.filter((id) => cableTypes[id].medium.startsWith("copper"));
    const singleMode = cableTypeIds.filter((id) => cableTypes[id].fibre === "single-mode");
    for (const a of copper)
      for (const b of singleMode)
        expect(cableTypes[a].maxLengthMeters).toBeLessThan(cableTypes[b].maxLengthMeters);
  });
});
