import { describe, expect, it } from "vitest";
import { pcieGoodput } from "../../src/datapath/pcieGoodput.ts";
import { linkPreset } from "../../src/presets/links.ts";
import { nics } from "../../src/presets/nics.ts";
import { bytes, inGbps } from "../../src/units.ts";

describe("nics", () => {
  it("nics lists ConnectX-5, ConnectX-6, ConnectX-7, BlueField-3 and AWS EFA, each with a note", () => {
    expect(Object.values(nics).map((n) => n.id)).toEqual([
      "connectx-5",
      "connectx-6",
      "connectx-7",
      "bluefield-3",
      "aws-efa",
    ]);
    for (const n of Object.values(nics)) {
      expect(n.note.length, n.id).toBeGreaterThan(5);
    }
  });

  it("nics port rates match the InfiniBand generations they speak: EDR 100, HDR 200, NDR 400 Gb/s", () => {
    expect(nics.connectX5.linkRateUnidirectional).toBe(linkPreset("ib-edr-4x").linkRateUnidirectional);
    expect(nics.connectX6.linkRateUnidirectional).toBe(linkPreset("ib-hdr-4x").linkRateUnidirectional);
    expect(nics.connectX7.linkRateUnidirectional).toBe(linkPreset("ib-ndr-4x").linkRateUnidirectional);
    expect(inGbps(nics.blueField3.linkRateUnidirectional)).toBe(400);
  });

  it("every published PCIe link carries its NIC's port rate after TLP overhead (MPS 256)", () => {
    for (const n of Object.values(nics)) {
      if (n.pcie === null) continue;
      const host = pcieGoodput({
        generation: n.pcie.generation,
        lanes: n.pcie.lanes,
        maxPayload: bytes(256),
      });
      expect(host * 8, n.id).toBeGreaterThan(n.linkRateUnidirectional);
    }
  });
});
