import { describe, expect, it } from "vitest";
import { datapathLinkFromPreset } from "../../src/datapath/datapathLinkFromPreset.ts";
import { bytes, inGbps } from "../../src/units.ts";

describe("datapathLinkFromPreset", () => {
  it("datapathLinkFromPreset(ethernet-100g) is RoCE with IP MTU 1500 and path MTU 1024, as on the CX5 testbed", () => {
    const l = datapathLinkFromPreset("ethernet-100g");
    expect(l.kind).toBe("roce");
    expect(l.ipMtu).toBe(1500);
    expect(l.rdmaMtu).toBe(1024);
    expect(inGbps(l.linkRateUnidirectional)).toBe(100);
  });

  it("datapathLinkFromPreset(ethernet-100g, ipMtu 9000) picks path MTU 4096", () => {
    expect(datapathLinkFromPreset("ethernet-100g", { ipMtu: bytes(9000) }).rdmaMtu).toBe(4096);
  });

  it("datapathLinkFromPreset(ib-ndr-4x) is InfiniBand at 400 Gb/s with path MTU 4096 and IPoIB MTU 2044", () => {
    const l = datapathLinkFromPreset("ib-ndr-4x");
    expect(l.kind).toBe("infiniband");
    expect(l.rdmaMtu).toBe(4096);
    expect(l.ipMtu).toBe(2044);
    expect(inGbps(l.linkRateUnidirectional)).toBeCloseTo(400, 0);
  });

  it("datapathLinkFromPreset(pcie-gen4-x16) throws RangeError: not a network link", () => {
    expect(() => datapathLinkFromPreset("pcie-gen4-x16")).toThrow(RangeError);
  });
});
