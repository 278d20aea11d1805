import type { GidEntry } from "../infiniband/GidEntry.ts";
import { ncclGidIndex } from "../infiniband/ncclGidIndex.ts";
import type { IbCounterReading, IbdiagnetSummary, IbPortReading } from "./InfinibandToolsResult.ts";
import type { MeasurementLog } from "./measurementLog.ts";

/**
 * What looks wrong in what the InfiniBand tools printed, as codes with values, added to `log`:
 * - `ib-port-polling` / `ib-port-disabled` / `ib-port-down`: a local port (ibstat, ibv_devinfo) or
 *   a cabled one (iblinkinfo, a peer on the other end) that is not up, by its physical state;
 * - `ib-port-init`: the link is up but no subnet manager has made the port active;
 * - `ib-link-narrow`: an InfiniBand link trained on fewer than 4 lanes;
 * - `ib-link-slower`: iblinkinfo says both ends could run faster ("Could be 53.125 Gbps");
 * - `ib-lid-unassigned`: an active InfiniBand port without a LID (0 or 65535);
 * - `ib-nccl-gid-index`: on a RoCE port's GID table, the index NCCL's scan picks (pass it as
 *   NCCL_IB_GID_INDEX to pin it), `ib-nccl-gid-none` when the scan finds no routable GID, or
 *   `ib-gid-versions-unknown` when the table does not say which rows are RoCE v1 and v2;
 * - `ib-counter-nonzero`: a link error counter above zero;
 * - `ibdiagnet-problems`: ibdiagnet's summary counts errors or warnings.
 * @example ibToolFindings({ ports, gids: [], counters: [], ibdiagnet: null }, log);
 */
export function ibToolFindings(
  read: {
    readonly ports: readonly IbPortReading[];
    readonly gids: ReadonlyArray<GidEntry & { readonly line: number }>;
    readonly counters: readonly IbCounterReading[];
    readonly ibdiagnet: IbdiagnetSummary | null;
  },
  log: MeasurementLog,
): void {
  for (const p of read.ports) {
    const where = { device: p.device || "?", port: p.port ?? 0 };
    const cabled = p.tool !== "iblinkinfo" || p.peer !== null;
    if (cabled && p.state === "down") {
      if (p.physicalState === "polling") log.add(p.line, "ib-port-polling", where);
      else if (p.physicalState === "disabled") log.add(p.line, "ib-port-disabled", where);
      else log.add(p.line, "ib-port-down", where);
      continue;
    }
    if (p.state === "init" || p.state === "armed") log.add(p.line, "ib-port-init", where);
    const ib = p.linkLayer === "infiniband";
    if (ib && p.state === "active" && p.rate?.width != null && p.rate.width < 4) {
      log.add(p.line, "ib-link-narrow", { ...where, width: p.rate.width });
    }
    if (p.couldBeLaneGbps !== null && p.rate !== null) {
      const lanes = p.rate.width ?? 4;
      const could = p.rate.laneGbps !== null && p.rate.laneGbps > 0 ? p.couldBeLaneGbps : null;
      if (could !== null) {
        log.add(p.line, "ib-link-slower", {
          ...where,
          gbps: p.rate.gbps,
          couldBeGbps: Math.round(laneNominal(could) * lanes),
        });
      }
    }
    if (ib && p.state === "active" && (p.lid === 0 || p.lid === 65535) && p.tool !== "iblinkinfo") {
      log.add(p.line, "ib-lid-unassigned", where);
    }
  }
  gidFindings(read.ports, read.gids, log);
  for (const c of read.counters) {
    if (c.value > 0) {
      log.add(c.line, "ib-counter-nonzero", { where: c.where, counter: c.counter, value: c.value });
    }
  }
  const d = read.ibdiagnet;
  if (d !== null && (d.errors > 0 || d.warnings > 0)) {
    log.add(d.stages[0]?.line ?? 0, "ibdiagnet-problems", { errors: d.errors, warnings: d.warnings });
  }
}

/** A signalling lane rate (53.125) as the nominal one the tools count (50). */
function laneNominal(signalling: number): number {
  const table: ReadonlyArray<[number, number]> = [
    [14.0625, 14],
    [25.78125, 25],
    [53.125, 50],
    [106.25, 100],
    [212.5, 200],
    [10.3125, 10],
  ];
  return table.find(([s]) => Math.abs(s - signalling) < 1e-6)?.[1] ?? signalling;
}

/** NCCL's GID index for every port whose GID table holds RoCE rows (a version, v1 or v2). */
function gidFindings(
  ports: readonly IbPortReading[],
  gids: ReadonlyArray<GidEntry & { readonly line: number }>,
  log: MeasurementLog,
): void {
  const byPort = new Map<string, Array<GidEntry & { line: number }>>();
  for (const g of gids) {
    const key = `${g.device}:${g.port}`;
    const list = byPort.get(key) ?? [];
    if (!list.some((x) => x.index === g.index)) list.push(g);
    byPort.set(key, list);
  }
  for (const [key, list] of byPort) {
    const [device, port] = [list[0]?.device ?? "", list[0]?.port ?? 0];
    const known = ports.find((p) => `${p.device}:${p.port}` === key)?.linkLayer;
    const roce = known === "ethernet" || (known == null && list.some((g) => g.version !== null));
    if (!roce) continue;
    const first = Math.min(...list.map((g) => g.line));
    if (list.every((g) => g.version === null)) {
      // ibv_devinfo before rdma-core added ", RoCE v2": which rows are v2 is not said, and NCCL's scan needs it.
      log.add(first, "ib-gid-versions-unknown", { device: device || "?", port });
      continue;
    }
    try {
      const choice = ncclGidIndex({ linkLayer: "ethernet", gids: list });
      if (choice.code === "scan-found-nothing" || choice.entry === null) {
        log.add(first, "ib-nccl-gid-none", { device: device || "?", port });
      } else {
        const at = list.find((g) => g.index === choice.index);
        log.add(at?.line ?? first, "ib-nccl-gid-index", {
          device: device || "?",
          port,
          index: choice.index,
          version: choice.entry.version ?? "?",
          address: choice.entry.ipv4 ?? choice.entry.gid,
        });
      }
    } catch {
      // A table the scan cannot take (mixed ports): no advice rather than a wrong one.
    }
  }
}
