import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressHeaders } from "../../src/infiniband/addressHeaders.ts";
import { ibMtus, roceActiveMtu } from "../../src/infiniband/ibMtu.ts";
import { ncclGidIndex } from "../../src/infiniband/ncclGidIndex.ts";
import { formatGid, parseGid } from "../../src/infiniband/parseGid.ts";
import { parseShowGids } from "../../src/infiniband/parseShowGids.ts";
import { roceGidTable } from "../../src/infiniband/roceGidTable.ts";
import { roceUdpSourcePort } from "../../src/infiniband/roceUdpSourcePort.ts";
import { bytes } from "../../src/units.ts";

/** A real show_gids output kept in test/fixtures/show_gids/, with its source in the .json beside it. */
const showGids = (name: string): string =>
  readFileSync(new URL(`../fixtures/show_gids/${name}.txt`, import.meta.url), "utf8");

describe("MTUs", () => {
  it("ibMtus: the kernel's enum ib_mtu 1..5 is 256..4096 bytes", () => {
    expect(ibMtus.map((m) => [m.code, m.bytes])).toEqual([
      [1, 256],
      [2, 512],
      [3, 1024],
      [4, 2048],
      [5, 4096],
    ]);
  });

  it("roceActiveMtu: 1500 -> 1024 (the testbed), 9000 -> 4096; 4096 needs an Ethernet MTU of 4192", () => {
    expect(roceActiveMtu(bytes(1500)).mtu).toBe(1024);
    expect(roceActiveMtu(bytes(9000)).mtu).toBe(4096);
    expect(roceActiveMtu(bytes(4192)).mtu).toBe(4096);
    expect(roceActiveMtu(bytes(4191)).mtu).toBe(2048);
    expect(roceActiveMtu(bytes(352)).mtu).toBe(256);
    expect(roceActiveMtu(bytes(351))).toMatchObject({ mtu: null, code: null, room: 255 });
    expect(roceActiveMtu(bytes(9000)).source.url).toContain("ib_addr.h");
    expect(() => roceActiveMtu(bytes(0))).toThrow(RangeError);
  });
});

describe("GIDs", () => {
  it("parseGid reads show_gids' full form and ibv_devinfo's compressed and IPv4-mapped forms", () => {
    const full = "0000:0000:0000:0000:0000:ffff:c800:d106";
    expect(parseGid("::ffff:200.0.209.6")).toEqual(parseGid(full));
    expect(formatGid(parseGid("fe80::ac0:ebff:feda:1cfb") as number[])).toBe(
      "fe80:0000:0000:0000:0ac0:ebff:feda:1cfb",
    );
    for (const bad of ["", "1:2:3", "::ffff:300.1.1.1", "fe80::1::2", "g::1"])
      expect(parseGid(bad)).toBeNull();
  });

  it("formatGid(parseGid(x)) is x for any GID in full form (fast-check, seed 23)", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (g) => {
        expect(parseGid(formatGid(g))).toEqual(g);
      }),
      { seed: 23, numRuns: 200 },
    );
  });

  it("parseShowGids(nccl-tests issue 192): 8 rows; mlx5_0's index 3 is 11.0.0.72 as RoCE v2 on ens3np0", () => {
    const { entries, remarks } = parseShowGids(showGids("roce_4_per_device"));
    expect(remarks).toEqual([]);
    expect(entries).toHaveLength(8);
    expect(entries[3]).toEqual({
      device: "mlx5_0",
      port: 1,
      index: 3,
      gid: "0000:0000:0000:0000:0000:ffff:0b00:0048",
      ipv4: "11.0.0.72",
      version: "v2",
      netdev: "ens3np0",
    });
    expect(entries[0]).toMatchObject({ ipv4: null, version: "v1", netdev: "ens3np0" });
  });

  it("parseShowGids keeps going past what it cannot read, and says where", () => {
    const text = `${showGids("roce_4_per_device")}garbage line here\nn_gids_found=12\n`;
    const { entries, remarks } = parseShowGids(text);
    expect(entries).toHaveLength(8);
    expect(remarks.map((r) => r.code)).toEqual(["unreadable-row", "count-mismatch"]);
    expect(remarks[0]?.line).toBe(12);
    expect(remarks[1]?.values).toEqual({ printed: 12, read: 8 });
    expect(parseShowGids("no table here").remarks).toEqual([{ code: "no-header", line: 0 }]);
  });

  it("roceGidTable(MAC, IPv4) rebuilds mlx5_0's four rows of the real table", () => {
    const real = parseShowGids(showGids("roce_4_per_device")).entries.filter((e) => e.device === "mlx5_0");
    const built = roceGidTable({ netdev: "ens3np0", mac: "a0:88:c2:5b:03:ec", ipv4: ["11.0.0.72"] });
    expect(built).toEqual(real);
    expect(() => roceGidTable({ netdev: "x", mac: "a0:88" })).toThrow(RangeError);
  });

  it("ncclGidIndex on the usual RoCE table -> 3 (RoCE v2, IPv4); with NCCL_IB_ROCE_VERSION_NUM=1 -> 2", () => {
    const gids = parseShowGids(showGids("roce_4_per_device")).entries.filter((e) => e.device === "mlx5_1");
    expect(ncclGidIndex({ linkLayer: "ethernet", gids })).toMatchObject({ index: 3, code: "scan" });
    expect(
      ncclGidIndex({ linkLayer: "ethernet", gids, environment: { NCCL_IB_ROCE_VERSION_NUM: 1 } }).index,
    ).toBe(2);
    expect(
      ncclGidIndex({ linkLayer: "ethernet", gids, environment: { NCCL_IB_GID_INDEX: 1 } }),
    ).toMatchObject({
      index: 1,
      code: "environment",
    });
  });

  it("ncclGidIndex in a pod whose GIDs sit at 4-7 (nccl issue 1573) -> 7, not the usual 3", () => {
    const gids = parseShowGids(showGids("pod_macvlan_indices_4_to_7")).entries.filter(
      (e) => e.device === "mlx5_0",
    );
    expect(gids.map((g) => g.index)).toEqual([4, 5, 6, 7]);
    const choice = ncclGidIndex({ linkLayer: "ethernet", gids });
    expect(choice.index).toBe(7);
    expect(choice.entry?.ipv4).toBe("10.152.0.12");
    // NCCL_IB_ADDR_RANGE outside the pod's subnet leaves nothing to pick.
    const none = ncclGidIndex({
      linkLayer: "ethernet",
      gids,
      environment: { NCCL_IB_ADDR_RANGE: "10.200.0.0/16" },
    });
    expect(none).toMatchObject({ index: 0, code: "scan-found-nothing", entry: null });
    const inside = ncclGidIndex({
      linkLayer: "ethernet",
      gids,
      environment: { NCCL_IB_ADDR_RANGE: "10.152.0.0/22" },
    });
    expect(inside.index).toBe(7);
  });

  it("ncclGidIndex on IPv6-only RoCE v2 ports (Mooncake issue 1617): link-local 0 by default, 1 with AF_INET6", () => {
    const gids = parseShowGids(showGids("ipv6_only_v2")).entries.filter((e) => e.device === "rocep105s0");
    expect(ncclGidIndex({ linkLayer: "ethernet", gids })).toMatchObject({
      index: 0,
      code: "scan-found-nothing",
    });
    const v6 = ncclGidIndex({
      linkLayer: "ethernet",
      gids,
      environment: { NCCL_IB_ADDR_FAMILY: "AF_INET6" },
    });
    expect(v6).toMatchObject({ index: 1, code: "scan" });
  });

  it("ncclGidIndex on InfiniBand: 0, or the routable-FLID index when its GID carries an FLID", () => {
    const ib = (gid: string, index: number) => ({
      device: "mlx5_0",
      port: 1,
      index,
      gid,
      ipv4: null,
      version: null,
      netdev: "",
    });
    const plain = [ib("fe80:0000:0000:0000:0002:c903:0001:0001", 0)];
    expect(ncclGidIndex({ linkLayer: "infiniband", gids: plain })).toMatchObject({
      index: 0,
      code: "infiniband-default",
    });
    const flid = [...plain, ib("fe80:0000:0017:0001:0002:c903:0001:0001", 1)];
    expect(ncclGidIndex({ linkLayer: "infiniband", gids: flid })).toMatchObject({
      index: 1,
      code: "infiniband-flid",
    });
    expect(() =>
      ncclGidIndex({ linkLayer: "ethernet", gids: [ib("::1", 0), { ...ib("::2", 0), device: "mlx5_1" }] }),
    ).toThrow(RangeError);
    expect(() =>
      ncclGidIndex({
        linkLayer: "ethernet",
        gids: plain,
        environment: { NCCL_IB_ADDR_RANGE: "10.0.0.0/40" },
      }),
    ).toThrow(RangeError);
  });
});

describe("addressing and the RoCE v2 source port", () => {
  it("addressHeaders: InfiniBand inside a subnet by LID without GRH; a GRH across subnets; RoCE always carries GIDs", () => {
    expect(addressHeaders({ linkLayer: "infiniband" })).toMatchObject({
      mode: "infiniband-local",
      grh: false,
      total: 26,
    });
    expect(addressHeaders({ linkLayer: "infiniband", crossSubnet: true })).toMatchObject({
      grh: true,
      total: 66,
    });
    expect(addressHeaders({ linkLayer: "ethernet", roceVersion: 1 })).toMatchObject({
      forwardedBy: "mac",
      total: 74,
    });
    const v2 = addressHeaders({ linkLayer: "ethernet" });
    expect(v2.headers.map((h) => h.name)).toEqual(["Ethernet", "IPv4", "UDP", "BTH", "ICRC", "FCS"]);
    expect(v2).toMatchObject({ mode: "roce-v2-ipv4", forwardedBy: "ip", total: 62 });
    expect(addressHeaders({ linkLayer: "ethernet", ipv4: false }).total).toBe(82);
  });

  it("roceUdpSourcePort: the kernel's fold of the QP pair's flow label, 0xC000..0xFFFF, the same from both ends", () => {
    // By hand: 0x11 * 0x22 = 578 = 0x242; no bits above 20; 0x242 | 0xC000 = 0xC242.
    expect(roceUdpSourcePort({ localQpn: 0x11, remoteQpn: 0x22 })).toBe(0xc242);
    // 0x123456 * 0x654321 folded to the flow label 0xa77ae; 0x37ae ^ 0x29 = 0x3787; | 0xC000 = 0xF787.
    expect(roceUdpSourcePort({ localQpn: 0x123456, remoteQpn: 0x654321 })).toBe(0xf787);
    expect(roceUdpSourcePort({ localQpn: 1, remoteQpn: 2, flowLabel: 0x12345 })).toBe(
      0xc000 | (0x2345 ^ 0x04),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.integer({ min: 0, max: 0xffffff }), (a, b) => {
        const p = roceUdpSourcePort({ localQpn: a, remoteQpn: b });
        expect(p).toBe(roceUdpSourcePort({ localQpn: b, remoteQpn: a }));
        expect(p >= 0xc000 && p <= 0xffff).toBe(true);
        // The kernel's u64 arithmetic, step by step in BigInt.
        let v = BigInt(a) * BigInt(b);
        v ^= v >> 20n;
        v ^= v >> 40n;
        const fl = Number(v & 0xfffffn);
        expect(p).toBe(0xc000 | ((fl & 0x3fff) ^ ((fl & 0xfc000) >> 14)));
      }),
      { seed: 23, numRuns: 300 },
    );
    expect(() => roceUdpSourcePort({ localQpn: 1 << 24, remoteQpn: 1 })).toThrow(RangeError);
  });
});
