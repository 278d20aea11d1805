/**
 * What the page shows of NCCL's own log: the facts it logged, worded in the page's language, the
 * mistakes it shows, and the diagram's data (nodes, their GPUs, and the chosen channel's ring or
 * tree with the transport of each hop). A pure function of the parsed log and the run's rank lines.
 */
import type { NcclLog, NcclLogConnection, NcclTestsRank } from "fabric-model";
import { formatNumber, type Lang, type translator } from "../lib/i18n.ts";
import type { LogDiagramChoice } from "./measurementsState.ts";

type Tr = ReturnType<typeof translator>;

/** Most ranks the diagram draws (the lowest ones); a larger job is said, not drawn whole. */
export const MAX_DRAWN_RANKS = 64;

/** How a hop of a ring or tree moves data, as NCCL logged it (or where it goes, when not logged). */
export type HopKind = "p2p" | "shm" | "net-gdr" | "net" | "nvls" | "intra" | "inter";

/** What the diagram draws. */
export interface NcclTopologyView {
  /** Nodes (hosts) in order, each with the ranks placed on it and their GPU. */
  readonly nodes: ReadonlyArray<{
    readonly label: string;
    readonly gpus: ReadonlyArray<{ readonly rank: number; readonly gpu: number | null }>;
  }>;
  /** The chosen channel's hops among the drawn ranks. */
  readonly hops: ReadonlyArray<{ readonly from: number; readonly to: number; readonly kind: HopKind }>;
  readonly view: "ring" | "tree";
  readonly drawnRanks: number;
  readonly totalRanks: number;
}

/** The NCCL log section of the results. */
export interface NcclLogView {
  readonly facts: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  readonly findings: ReadonlyArray<{ readonly line?: string; readonly text: string }>;
  readonly diagram?: {
    readonly topology: NcclTopologyView;
    readonly channels: ReadonlyArray<{ readonly value: string; readonly label: string }>;
    readonly channel: number;
    /** Which views the log allows: a ring needs a ring line, a tree Trees lines. */
    readonly views: ReadonlyArray<"ring" | "tree">;
    /** The ring's or tree's hops in words, the diagram's text alternative. */
    readonly text: string;
    /** "The first 64 of 1440 ranks are drawn", when not all are. */
    readonly drawnNote?: string;
    readonly legend: ReadonlyArray<{ readonly kind: HopKind; readonly label: string }>;
  };
}

/**
 * The NCCL log section for `log`, with the run's rank lines (`ranks`, for where each rank runs)
 * and the diagram's channel and view.
 * @example ncclLogView(result.ncclLog, result.ranks, { channel: 0, view: "ring" }, { lang: "en", tr }).facts[0]?.label // "NCCL version"
 */
export function ncclLogView(
  log: NcclLog,
  ranks: readonly NcclTestsRank[],
  choice: LogDiagramChoice,
  { lang, tr }: { lang: Lang; tr: Tr },
): NcclLogView {
  const said = (value: string | null | undefined) => value ?? tr("measure.log.notLogged");
  const onOff = (value: boolean | null) =>
    value === null ? tr("measure.log.notLogged") : tr(value ? "measure.log.on" : "measure.log.off");
  const facts: Array<{ label: string; value: string }> = [];
  const fact = (key: Parameters<Tr>[0], value: string) => facts.push({ label: tr(key), value });
  fact(
    "measure.log.version",
    log.versions.length === 0
      ? tr("measure.log.notLogged")
      : log.versions
          .map((v) =>
            log.versions.length > 1 && v.hosts.length > 0
              ? `${v.version} (${v.hosts.join(", ")})`
              : v.version,
          )
          .join("; "),
  );
  if (log.nranks !== null) {
    fact(
      "measure.log.ranks",
      tr("measure.log.ranksValue", {
        ranks: log.nranks,
        nodes: log.nNodes ?? log.hosts.length ?? "?",
      }),
    );
  }
  if (log.plugins.length > 0) {
    fact(
      "measure.log.plugins",
      log.plugins
        .map((p) => `${p.kind}: ${p.found && p.name !== null ? p.name : tr("measure.log.internal")}`)
        .join("; "),
    );
  }
  fact(
    "measure.log.network",
    log.network === null
      ? tr("measure.log.notLogged")
      : `${log.network.name}${log.ofiProvider !== null ? ` (${log.ofiProvider})` : ""}`,
  );
  if (log.nics.length > 0) {
    const byHost = new Map<string, string[]>();
    for (const n of log.nics) {
      const list = byHost.get(n.host ?? "") ?? [];
      const name = `${n.name}:${n.port ?? "?"} (${n.linkLayer ?? "?"})`;
      if (!list.includes(name)) list.push(name);
      byHost.set(n.host ?? "", list);
    }
    const hosts = [...byHost];
    const same = hosts.every(([, list]) => list.join() === hosts[0]?.[1].join());
    fact(
      "measure.log.nics",
      same
        ? (hosts[0]?.[1].join(", ") ?? "")
        : hosts.map(([host, list]) => `${host || "?"}: ${list.join(", ")}`).join("; "),
    );
  }
  if (log.socketInterfaces.length > 0) {
    fact(
      "measure.log.sockets",
      [...new Set(log.socketInterfaces.map((s) => `${s.name} ${s.address}`))].join(", "),
    );
  }
  fact("measure.log.gdr", log.gdr === null ? tr("measure.log.notLogged") : tr(`measure.log.gdr.${log.gdr}`));
  fact("measure.log.channels", log.channels === null ? tr("measure.log.notLogged") : String(log.channels));
  if (log.transports.length > 0) {
    fact(
      "measure.log.transports",
      log.transports.map((t) => `${t.transport} (${formatNumber(lang, t.count, 0)})`).join(", "),
    );
  }
  fact("measure.log.nvls", onOff(log.nvls));
  fact("measure.log.pxn", onOff(log.pxn));
  if (log.tunerChoices.length > 0) {
    const shown = log.tunerChoices.slice(0, 6);
    fact(
      "measure.log.tuner",
      shown
        .map((c) => `${c.collective} ${formatNumber(lang, c.bytes, 0)} B: ${c.algorithm}/${c.protocol}`)
        .join("; ") + (log.tunerChoices.length > shown.length ? " …" : ""),
    );
  }
  if (log.gidIndex !== null) fact("measure.log.gid", String(log.gidIndex));
  if (log.warnings.length > 0) fact("measure.log.warnings", said(String(log.warnings.length)));

  const findings = log.findings.map((d) => ({
    ...(d.line > 0 ? { line: tr("measure.line", { line: d.line }) } : {}),
    text: tr(`measure.msg.${d.code}`, d.values),
  }));
  const diagram = diagramOf(log, ranks, choice, { lang, tr });
  return { facts, findings, ...(diagram ? { diagram } : {}) };
}

function diagramOf(
  log: NcclLog,
  ranks: readonly NcclTestsRank[],
  choice: LogDiagramChoice,
  { lang, tr }: { lang: Lang; tr: Tr },
): NcclLogView["diagram"] | undefined {
  const channels = [
    ...new Set([...log.rings.map((r) => r.channel), ...log.trees.map((t) => t.channel)]),
  ].sort((a, b) => a - b);
  if (channels.length === 0) return undefined;
  const channel = channels.includes(choice.channel) ? choice.channel : (channels[0] as number);
  const ring = log.rings.find((r) => r.channel === channel);
  const treeNodes = log.trees.filter((t) => t.channel === channel);
  const views: Array<"ring" | "tree"> = [];
  if (ring && ring.ranks.length > 1) views.push("ring");
  if (treeNodes.length > 0) views.push("tree");
  if (views.length === 0) return undefined;
  const view = views.includes(choice.view) ? choice.view : (views[0] as "ring" | "tree");

  // Where each rank runs: the run's rank lines, else NCCL's init lines, else its connection lines.
  const place = new Map<number, { host: string | null; gpu: number | null }>();
  for (const r of ranks) place.set(r.rank, { host: r.host || null, gpu: r.cudaDevice });
  for (const r of log.ranks) if (!place.has(r.rank)) place.set(r.rank, { host: r.host, gpu: r.cudaDevice });
  for (const c of log.connections) {
    if (c.kind === "net" || c.host === null) continue;
    for (const rank of [c.from, c.to]) if (!place.has(rank)) place.set(rank, { host: c.host, gpu: null });
  }
  const involved = new Set<number>(
    view === "ring"
      ? (ring?.ranks ?? [])
      : treeNodes.flatMap((t) => [t.rank, t.up, ...t.down]).filter((r) => r >= 0),
  );
  const all = [...involved].sort((a, b) => a - b);
  const drawn = all.slice(0, MAX_DRAWN_RANKS);
  const drawnSet = new Set(drawn);
  const perNode = log.localRanks ?? 0;
  const hostOf = (rank: number): string => {
    const known = place.get(rank)?.host;
    if (known) return known;
    return perNode > 0 ? tr("measure.log.nodeNumber", { node: Math.floor(rank / perNode) }) : "?";
  };
  const nodes = new Map<string, Array<{ rank: number; gpu: number | null }>>();
  for (const rank of drawn) {
    const host = hostOf(rank);
    const gpus = nodes.get(host) ?? [];
    gpus.push({ rank, gpu: place.get(rank)?.gpu ?? null });
    nodes.set(host, gpus);
  }
  const connection = new Map<string, NcclLogConnection>();
  for (const c of log.connections) if (c.channel === channel) connection.set(`${c.from}>${c.to}`, c);
  const kindOf = (from: number, to: number): HopKind => {
    const c = connection.get(`${from}>${to}`) ?? connection.get(`${to}>${from}`);
    if (c !== undefined && c.kind !== "other" && c.kind !== "collnet") {
      return c.kind === "net" ? (c.gdr ? "net-gdr" : "net") : c.kind;
    }
    return hostOf(from) === hostOf(to) ? "intra" : "inter";
  };
  const pairs: Array<[number, number]> = [];
  if (view === "ring" && ring) {
    for (const [i, rank] of ring.ranks.entries()) {
      pairs.push([rank, ring.ranks[(i + 1) % ring.ranks.length] as number]);
    }
  } else {
    for (const t of treeNodes) if (t.up >= 0) pairs.push([t.rank, t.up]);
  }
  const hops = pairs
    .filter(([a, b]) => a !== b && drawnSet.has(a) && drawnSet.has(b))
    .map(([from, to]) => ({ from, to, kind: kindOf(from, to) }));
  const text =
    view === "ring" && ring
      ? tr("measure.log.ringText", { channel, order: [...ring.ranks, ring.ranks[0]].join(" → ") })
      : tr("measure.log.treeText", {
          channel,
          edges: treeNodes
            .filter((t) => t.up >= 0)
            .map((t) => `${t.rank} → ${t.up}`)
            .join(", "),
        });
  const kinds = [...new Set(hops.map((h) => h.kind))];
  return {
    topology: {
      nodes: [...nodes].map(([label, gpus]) => ({ label, gpus })),
      hops,
      view,
      drawnRanks: drawn.length,
      totalRanks: all.length,
    },
    channels: channels.map((c) => ({
      value: String(c),
      label: tr("measure.log.channelNumber", { channel: c }),
    })),
    channel,
    views,
    text,
    ...(all.length > drawn.length
      ? {
          drawnNote: tr("measure.log.drawn", {
            drawn: formatNumber(lang, drawn.length, 0),
            total: formatNumber(lang, all.length, 0),
          }),
        }
      : {}),
    legend: kinds.map((kind) => ({ kind, label: tr(`measure.log.hop.${kind}`) })),
  };
}
