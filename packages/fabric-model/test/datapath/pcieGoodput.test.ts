import { describe, expect, it } from "vitest";
import { pcieGoodput } from "../../src/datapath/pcieGoodput.ts";
import { bytes, inGBps } from "../../src/units.ts";

describe("pcieGoodput", () => {
  it("pcieGoodput(Gen4 x16) before TLP overhead is the 31.5 GB/s per direction of MODELLING.md section 4", () => {
    const huge = pcieGoodput({ generation: 4, lanes: 16, maxPayload: bytes(1e9) });
    expect(inGBps(huge)).toBeCloseTo(31.5, 1);
    const gen5 = pcieGoodput({ generation: 5, lanes: 16, maxPayload: bytes(1e9) });
    expect(inGBps(gen5)).toBeCloseTo(63.0, 1);
  });

  it("pcieGoodput(Gen3 x16, MPS 256) is 256/280 of 15.75 GB/s, ~14.4 GB/s: enough for one 100G port", () => {
    const g = pcieGoodput({ generation: 3, lanes: 16, maxPayload: bytes(256) });
    expect(inGBps(g)).toBeCloseTo((15.754 * 256) / 280, 2);
    expect(g * 8).toBeGreaterThan(100e9);
  });

  it("pcieGoodput(...) throws RangeError on zero lanes", () => {
    expect(() => pcieGoodput({ generation: 3, lanes: 0, maxPayload: bytes(256) })).toThrow(RangeError);
  });
});
