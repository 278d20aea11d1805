import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkQpPartition } from "../../src/infiniband/checkQpPartition.ts";
import { ncclTrafficLane } from "../../src/infiniband/ncclTrafficLane.ts";
import { partitionKey, pkeyMatch } from "../../src/infiniband/partitionKey.ts";
import { opensmDefaultSl2Vl, slToVl } from "../../src/infiniband/slToVl.ts";

describe("partitions", () => {
  it("partitionKey sets the top bit for full members; 0x7fff full is the default partition 0xffff", () => {
    expect(partitionKey(0x7fff, "full")).toBe(0xffff);
    expect(partitionKey(0x7fff, "limited")).toBe(0x7fff);
    expect(partitionKey(0x8001 & 0x7fff, "full")).toBe(0x8001);
    expect(() => partitionKey(0, "full")).toThrow(RangeError);
    expect(() => partitionKey(0x8000, "full")).toThrow(RangeError);
  });

  it("pkeyMatch: full-full and full-limited talk; limited-limited and different partitions do not", () => {
    const full = partitionKey(5, "full");
    const limited = partitionKey(5, "limited");
    expect(pkeyMatch(full, full)).toBe(true);
    expect(pkeyMatch(full, limited)).toBe(true);
    expect(pkeyMatch(limited, full)).toBe(true);
    expect(pkeyMatch(limited, limited)).toBe(false);
    expect(pkeyMatch(full, partitionKey(6, "full"))).toBe(false);
    expect(pkeyMatch(0x8000, 0x8000)).toBe(false);
  });

  it("pkeyMatch is symmetric and needs equal partition numbers and a full member (fast-check, seed 23)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff }), fc.integer({ min: 0, max: 0xffff }), (a, b) => {
        expect(pkeyMatch(a, b)).toBe(pkeyMatch(b, a));
        if (pkeyMatch(a, b)) {
          expect(a & 0x7fff).toBe(b & 0x7fff);
          expect((a | b) & 0x8000).toBe(0x8000);
        }
        if ((a & 0x8000) === 0 && (b & 0x8000) === 0) expect(pkeyMatch(a, b)).toBe(false);
      }),
      { seed: 23, numRuns: 500 },
    );
  });

  it("checkQpPartition reads each QP's pkeyIndex into its own port's table", () => {
    const computeNode = [0x7fff, partitionKey(0x10, "limited")];
    const storage = [0xffff, partitionKey(0x10, "full")];
    expect(
      checkQpPartition({ pkeyTable: computeNode, pkeyIndex: 1 }, { pkeyTable: storage, pkeyIndex: 1 }),
    ).toEqual({
      ok: true,
      code: "ok",
      senderPkey: 0x0010,
      receiverPkey: 0x8010,
    });
    expect(
      checkQpPartition({ pkeyTable: computeNode, pkeyIndex: 1 }, { pkeyTable: computeNode, pkeyIndex: 1 })
        .code,
    ).toBe("both-limited");
    // Index 0 on both: the default partition, limited (0x7fff) against full (0xffff): they talk.
    expect(
      checkQpPartition({ pkeyTable: computeNode, pkeyIndex: 0 }, { pkeyTable: storage, pkeyIndex: 0 }).ok,
    ).toBe(true);
    expect(
      checkQpPartition({ pkeyTable: computeNode, pkeyIndex: 0 }, { pkeyTable: storage, pkeyIndex: 1 }).code,
    ).toBe("different-partition");
    expect(
      checkQpPartition({ pkeyTable: computeNode, pkeyIndex: 2 }, { pkeyTable: storage, pkeyIndex: 0 }).code,
    ).toBe("sender-index-out-of-range");
    expect(
      checkQpPartition({ pkeyTable: [0x8000], pkeyIndex: 0 }, { pkeyTable: [0x8000], pkeyIndex: 0 }).code,
    ).toBe("invalid-pkey");
  });
});

describe("service levels and lanes", () => {
  it("slToVl with OpenSM's default table: SL i on VL i, SL 15 on VL 7; folded onto the port's VLs", () => {
    expect(opensmDefaultSl2Vl).toHaveLength(16);
    expect(slToVl({ sl: 3 })).toMatchObject({ sl: 3, vl: 3, dropped: false });
    expect(slToVl({ sl: 3 }).source.url).toContain("QoS_management_in_OpenSM.txt");
    expect(slToVl({ sl: 15 }).vl).toBe(7);
    // VL0-7 (code 4): VL 12 & 7 = 4; VL0-1 (code 2): VL 3 & 1 = 1; VL0 only: everything on VL0.
    expect(slToVl({ sl: 12, operationalVls: 4 }).vl).toBe(4);
    expect(slToVl({ sl: 3, operationalVls: 2 }).vl).toBe(1);
    expect(slToVl({ sl: 9, operationalVls: 1 }).vl).toBe(0);
  });

  it("slToVl: an SL mapped to VL15 is dropped, whatever VLs the port runs", () => {
    const table = [...opensmDefaultSl2Vl];
    table[2] = 15;
    expect(slToVl({ sl: 2, sl2vl: table, operationalVls: 3 })).toMatchObject({
      sl: 2,
      vl: 15,
      dropped: true,
    });
    expect(() => slToVl({ sl: 16 })).toThrow(RangeError);
    expect(() => slToVl({ sl: 1, operationalVls: 6 })).toThrow(RangeError);
    expect(() => slToVl({ sl: 1, sl2vl: [0, 1] })).toThrow(RangeError);
  });

  it("ncclTrafficLane on InfiniBand: NCCL_IB_SL (default 0) through the SL-to-VL table", () => {
    expect(ncclTrafficLane({ linkLayer: "infiniband" })).toMatchObject({
      linkLayer: "infiniband",
      sl: 0,
      vl: 0,
      dropped: false,
      fromEnvironment: false,
    });
    expect(ncclTrafficLane({ linkLayer: "infiniband", ncclIbSl: 1 })).toMatchObject({
      sl: 1,
      vl: 1,
      fromEnvironment: true,
    });
    expect(() => ncclTrafficLane({ linkLayer: "infiniband", ncclIbSl: 16 })).toThrow(RangeError);
  });

  it("ncclTrafficLane on RoCE: NCCL_IB_TC 106 -> DSCP 26, ECN 0b10, priority 3 by the DSCP >> 3 default", () => {
    expect(ncclTrafficLane({ linkLayer: "ethernet", ncclIbTc: 106 })).toMatchObject({
      linkLayer: "ethernet",
      trafficClass: 106,
      dscp: 26,
      ecn: 2,
      priority: 3,
      fromEnvironment: true,
    });
    expect(ncclTrafficLane({ linkLayer: "ethernet" })).toMatchObject({
      trafficClass: 0,
      dscp: 0,
      priority: 0,
    });
    const map = new Array(64).fill(0);
    map[26] = 5;
    expect(ncclTrafficLane({ linkLayer: "ethernet", ncclIbTc: 104, dscpToPriority: map })).toMatchObject({
      priority: 5,
    });
    expect(() => ncclTrafficLane({ linkLayer: "ethernet", ncclIbTc: 256 })).toThrow(RangeError);
  });
});
