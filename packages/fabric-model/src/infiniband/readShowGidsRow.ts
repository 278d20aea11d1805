import type { GidEntry } from "./GidEntry.ts";
import { formatGid, parseGid } from "./parseGid.ts";

/**
 * One row of the table `show_gids` prints (device, port, index, GID, the IPv4 address of an
 * IPv4-mapped GID, the RoCE version and the network device), or null when the line is not one.
 * @see infinibandSources.showGids
 * @example readShowGidsRow("mlx5_0 1 3 0000:0000:0000:0000:0000:ffff:0b00:0048 11.0.0.72 v2 ens3np0")?.index // 3
 */
export function readShowGidsRow(line: string): GidEntry | null {
  const t = line.trim().split(/\s+/);
  if (t.length < 5 || t.length > 7) return null;
  const [device, portText, indexText, gidText] = t as [string, string, string, string];
  if (!/^\d{1,3}$/.test(portText) || !/^\d{1,5}$/.test(indexText)) return null;
  const port = Number(portText);
  const index = Number(indexText);
  const groups = parseGid(gidText);
  if (groups === null) return null;
  let rest = t.slice(4);
  let ipv4: string | null = null;
  if (rest.length > 0 && /^\d{1,3}(\.\d{1,3}){3}$/.test(rest[0] as string)) {
    ipv4 = rest[0] as string;
    rest = rest.slice(1);
  }
  const ver = rest[0];
  const version = ver === "v1" || ver === "v2" ? ver : null;
  if (version === null && ver !== undefined && rest.length === 2) return null;
  const netdev = version === null ? (rest[0] ?? "") : (rest[1] ?? "");
  return { device, port, index, gid: formatGid(groups), ipv4, version, netdev };
}
