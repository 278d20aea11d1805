import type { Source } from "../Source.ts";
import type { GidEntry } from "./GidEntry.ts";
import { infinibandSources } from "./infinibandSources.ts";
import { parseGid } from "./parseGid.ts";

/** The NCCL environment variables that steer its GID choice (unset when undefined). */
export interface NcclGidEnvironment {
  /** NCCL_IB_GID_INDEX: used as is when >= 0 (NCCL's default -1 means choose). */
  readonly NCCL_IB_GID_INDEX?: number;
  /** NCCL_IB_ADDR_FAMILY: "AF_INET" (default) or "AF_INET6". */
  readonly NCCL_IB_ADDR_FAMILY?: "AF_INET" | "AF_INET6";
  /** NCCL_IB_ADDR_RANGE: a CIDR range, e.g. "10.152.0.0/16" (default: any). */
  readonly NCCL_IB_ADDR_RANGE?: string;
  /** NCCL_IB_ROCE_VERSION_NUM: 1 or 2 (default 2). */
  readonly NCCL_IB_ROCE_VERSION_NUM?: number;
  /** NCCL_IB_ROUTABLE_FLID_GID_INDEX: on InfiniBand, the index checked for a routable FLID (default 1). */
  readonly NCCL_IB_ROUTABLE_FLID_GID_INDEX?: number;
}

/**
 * How NCCL arrived at its GID index:
 * - "environment": NCCL_IB_GID_INDEX was set;
 * - "infiniband-default": an InfiniBand port: index 0 (the LID routes; the GID is used across subnets);
 * - "infiniband-flid": an InfiniBand port whose GID at NCCL_IB_ROUTABLE_FLID_GID_INDEX carries a
 *   routable FLID;
 * - "scan": a RoCE port: the scan over the table kept this index;
 * - "scan-found-nothing": the scan kept index 0 and that entry is empty or link-local: set
 *   NCCL_IB_GID_INDEX, NCCL_IB_ADDR_FAMILY or NCCL_IB_ADDR_RANGE.
 * @example const c: NcclGidChoiceCode = "scan";
 */
export type NcclGidChoiceCode =
  | "environment"
  | "infiniband-default"
  | "infiniband-flid"
  | "scan"
  | "scan-found-nothing";

/** NCCL's GID choice for one port. */
export interface NcclGidChoice {
  readonly index: number;
  readonly code: NcclGidChoiceCode;
  /** The table entry at that index (null when the index holds no GID). */
  readonly entry: GidEntry | null;
  readonly source: Source;
}

const ZERO = [0, 0, 0, 0, 0, 0, 0, 0];

/**
 * The GID index NCCL's InfiniBand transport uses on one port (`ncclIbGetGidIndex`). On InfiniBand:
 * 0, or NCCL_IB_ROUTABLE_FLID_GID_INDEX when that GID has a routable FLID. On RoCE: NCCL_IB_GID_INDEX
 * if set; otherwise a scan from index 1 that moves to a GID of the wanted address family
 * (NCCL_IB_ADDR_FAMILY, IPv4 by default) inside NCCL_IB_ADDR_RANGE, and among those to a valid
 * (configured, not link-local) one of the wanted RoCE version (NCCL_IB_ROCE_VERSION_NUM, 2 by
 * default). On the usual table (link-local v1 and v2 at 0 and 1, the IPv4 address as v1 and v2 at 2
 * and 3) that is 3. Indices missing from `gids` are empty (all-zero) GIDs, as `show_gids` omits them.
 * @throws RangeError when `gids` mixes ports, the table length is shorter than an index in it, or
 *   NCCL_IB_ADDR_RANGE is not a CIDR range of the chosen family.
 * @see infinibandSources.ncclGidIndex
 * @example ncclGidIndex({ linkLayer: "ethernet", gids: parseShowGids(text).entries.filter((e) => e.device === "mlx5_0") }).index // 3
 */
export function ncclGidIndex(inputs: {
  readonly linkLayer: "infiniband" | "ethernet";
  /** The port's GID table entries (one device and port). */
  readonly gids: readonly GidEntry[];
  /** The port's GID table length (gid_tbl_len); default: one past the highest index listed. */
  readonly tableLength?: number;
  readonly environment?: NcclGidEnvironment;
}): NcclGidChoice {
  const { gids } = inputs;
  const env = inputs.environment ?? {};
  const ports = new Set(gids.map((g) => `${g.device}:${g.port}`));
  if (ports.size > 1) throw new RangeError("ncclGidIndex: give the GIDs of one device port");
  const byIndex = new Map(gids.map((g) => [g.index, g]));
  const length = inputs.tableLength ?? gids.reduce((m, g) => Math.max(m, g.index + 1), 1);
  if (gids.some((g) => g.index >= length)) {
    throw new RangeError(`ncclGidIndex: the table length ${length} is shorter than an index listed`);
  }
  const groups = (i: number): number[] => {
    const e = byIndex.get(i);
    return e === undefined ? ZERO : (parseGid(e.gid) ?? ZERO);
  };
  const choice = (index: number, code: NcclGidChoiceCode): NcclGidChoice => ({
    index,
    code,
    entry: byIndex.get(index) ?? null,
    source: infinibandSources.ncclGidIndex,
  });

  if (inputs.linkLayer === "infiniband") {
    const flidIndex = env.NCCL_IB_ROUTABLE_FLID_GID_INDEX ?? 1;
    if (flidIndex < length && (groups(flidIndex)[2] as number) !== 0)
      return choice(flidIndex, "infiniband-flid");
    return choice(0, "infiniband-default");
  }
  const forced = env.NCCL_IB_GID_INDEX ?? -1;
  if (forced >= 0) return choice(forced, "environment");

  const family = env.NCCL_IB_ADDR_FAMILY ?? "AF_INET";
  const wantVersion = env.NCCL_IB_ROCE_VERSION_NUM ?? 2;
  const range = parseRange(env.NCCL_IB_ADDR_RANGE, family);
  const versionOf = (i: number): number => {
    const v = byIndex.get(i)?.version;
    return v === "v1" ? 1 : v === "v2" ? 2 : -1;
  };
  let index = 0;
  for (let candidate = 1; candidate < length; candidate++) {
    const cur = groups(index);
    const cand = groups(candidate);
    const candFamily = familyOf(cand);
    const inRange = matchesRange(cand, range);
    if (candFamily !== familyOf(cur) && candFamily === family && inRange) {
      index = candidate;
    } else if (candFamily === family && valid(cand) && inRange) {
      const candVersion = versionOf(candidate);
      if ((versionOf(index) !== candVersion || !valid(cur)) && candVersion === wantVersion) index = candidate;
    }
  }
  return choice(index, index === 0 && !valid(groups(0)) ? "scan-found-nothing" : "scan");
}

/** IPv4-mapped (::ffff:a.b.c.d, or its ff0e multicast form) is AF_INET, anything else AF_INET6. */
function familyOf(g: readonly number[]): "AF_INET" | "AF_INET6" {
  const zeros =
    g.slice(0, 5).every((x) => x === 0) || (g[0] === 0xff0e && g.slice(1, 5).every((x) => x === 0));
  return zeros && g[5] === 0xffff ? "AF_INET" : "AF_INET6";
}

/** Configured (not all zero, not the bare fe80::) and not link-local (fe80:0:0:0::/64). */
function valid(g: readonly number[]): boolean {
  const trailerZero = g.slice(2).every((x) => x === 0);
  const headZero = g[0] === 0 && g[1] === 0;
  const configured = !((headZero && trailerZero) || (g[0] === 0xfe80 && g[1] === 0 && trailerZero));
  const linkLocal = g[0] === 0xfe80 && g[1] === 0 && g[2] === 0 && g[3] === 0;
  return configured && !linkLocal;
}

interface Range {
  readonly family: "AF_INET" | "AF_INET6";
  readonly groups: readonly number[];
  readonly bits: number;
}

function parseRange(text: string | undefined, family: "AF_INET" | "AF_INET6"): Range | null {
  if (text === undefined || text.trim() === "") return null;
  const [addr, bitsText] = text.trim().split("/");
  const bits = Number(bitsText);
  const max = family === "AF_INET" ? 32 : 128;
  const groups = family === "AF_INET" ? parseGid(`::ffff:${addr}`) : parseGid(addr ?? "");
  if (groups === null || !Number.isInteger(bits) || bits < 0 || bits > max) {
    throw new RangeError(`ncclGidIndex: NCCL_IB_ADDR_RANGE "${text}" is not a ${family} CIDR range`);
  }
  return { family, groups, bits };
}

/** Whether a GID lies in the range (IPv4: its last 32 bits). No range matches everything. */
function matchesRange(g: readonly number[], range: Range | null): boolean {
  if (range === null) return true;
  const offset = range.family === "AF_INET" ? 96 : 0;
  for (let bit = 0; bit < range.bits; bit++) {
    const pos = offset + bit;
    const word = pos >> 4;
    const mask = 0x8000 >> (pos & 15);
    if (((g[word] as number) & mask) !== ((range.groups[word] as number) & mask)) return false;
  }
  return true;
}
