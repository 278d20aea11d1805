import { describe, expect, it } from "vitest";
import { ibLinkWidths, ibPortDataRate } from "../../src/presets/ibLinkWidths.ts";
import { linkPresetIds, linkPresets } from "../../src/presets/links.ts";
import { sourceUrl } from "../../src/Source.ts";
import { inGbps } from "../../src/units.ts";

describe("ibLinkWidths", () => {
  it("ibLinkWidths lists, narrowest first, exactly the widths the kernel's enum ib_port_width names as read", () => {
    const named = [...ibLinkWidths.source.read.matchAll(/IB_WIDTH_(\d+)X/g)].map((m) => Number(m[1]));
    expect(ibLinkWidths.widths).toEqual([...new Set(named)].sort((a, b) => a - b));
    expect(sourceUrl(ibLinkWidths.source)).toContain("ib_verbs.h");
  });

  it("ibPortDataRate(preset, 4) equals every InfiniBand 4x preset's data rate", () => {
    for (const id of linkPresetIds) {
      const p = linkPresets[id];
      if (p.family !== "infiniband") continue;
      expect(Math.abs(ibPortDataRate(p, 4) - p.linkRateUnidirectional), id).toBeLessThanOrEqual(1);
    }
  });

  it.each([
    ["ib-sdr-4x", 1, 2],
    ["ib-qdr-4x", 12, 96],
    ["ib-edr-4x", 1, 25],
    ["ib-hdr-4x", 8, 400],
    ["ib-ndr-4x", 12, 1200],
    ["ib-xdr-4x", 1, 200],
  ] as const)("ibPortDataRate(%s, %dx) is %d Gb/s of data", (id, width, expected) => {
    expect(inGbps(ibPortDataRate(linkPresets[id], width))).toBeCloseTo(expected, 3);
  });

  it("ibPortDataRate rejects Ethernet presets and widths InfiniBand does not define", () => {
    expect(() => ibPortDataRate(linkPresets["ethernet-100g"], 4)).toThrow(RangeError);
    expect(() => ibPortDataRate(linkPresets["ib-hdr-4x"], 3)).toThrow(RangeError);
  });
});
