import type { GidEntry } from "./GidEntry.ts";
import { formatGid, parseGid } from "./parseGid.ts";

/**
 * The GID table a RoCE port gets from its network device's addresses, in the order real tables show
 * it: the link-local GID from the MAC address (EUI-64) as a RoCE v1 and a RoCE v2 entry, then every
 * IPv4 address (IPv4-mapped) and every IPv6 address, each again as v1 then v2. With one IPv4 address
 * that is indices 0-3, the RoCE v2 IPv4 GID at index 3.
 * @throws RangeError on a malformed MAC or IP address.
 * @see infinibandSources.showGids, infinibandSources.ncclGidIndex
 * @example roceGidTable({ netdev: "ens3np0", mac: "a0:88:c2:5b:03:ec", ipv4: ["11.0.0.72"] })[3].gid // "0000:0000:0000:0000:0000:ffff:0b00:0048"
 */
export function roceGidTable(inputs: {
  readonly netdev: string;
  readonly mac: string;
  readonly ipv4?: readonly string[];
  readonly ipv6?: readonly string[];
  readonly device?: string;
  readonly port?: number;
}): GidEntry[] {
  const mac = inputs.mac
    .toLowerCase()
    .split(":")
    .map((b) => Number.parseInt(b, 16));
  if (mac.length !== 6 || mac.some((b) => !Number.isInteger(b) || b < 0 || b > 255)) {
    throw new RangeError(`roceGidTable: "${inputs.mac}" is not a MAC address`);
  }
  const [m0, m1, m2, m3, m4, m5] = mac as [number, number, number, number, number, number];
  // EUI-64: flip the universal/local bit and put ff:fe in the middle.
  const linkLocal = [0xfe80, 0, 0, 0, ((m0 ^ 0x02) << 8) | m1, (m2 << 8) | 0xff, 0xfe00 | m3, (m4 << 8) | m5];
  const addresses: { groups: number[]; ipv4: string | null }[] = [{ groups: linkLocal, ipv4: null }];
  for (const ip of inputs.ipv4 ?? []) {
    const g = /^\d{1,3}(\.\d{1,3}){3}$/.test(ip) ? parseGid(`::ffff:${ip}`) : null;
    if (g === null) throw new RangeError(`roceGidTable: "${ip}" is not an IPv4 address`);
    addresses.push({ groups: g, ipv4: ip });
  }
  for (const ip of inputs.ipv6 ?? []) {
    const g = parseGid(ip);
    if (g === null || ip.includes(".")) throw new RangeError(`roceGidTable: "${ip}" is not an IPv6 address`);
    addresses.push({ groups: g, ipv4: null });
  }
  const entries: GidEntry[] = [];
  for (const a of addresses) {
    for (const version of ["v1", "v2"] as const) {
      entries.push({
        device: inputs.device ?? "mlx5_0",
        port: inputs.port ?? 1,
        index: entries.length,
        gid: formatGid(a.groups),
        ipv4: a.ipv4,
        version,
        netdev: inputs.netdev,
      });
    }
  }
  return entries;
}
