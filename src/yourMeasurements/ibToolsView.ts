/**
 * What the page shows of the InfiniBand tools' output: the facts read (ports and their states,
 * rates, LIDs, link layers, GID rows, ibdiagnet's summary, error counters), each with a link to the
 * figure or section of the course that explains it, the remarks worded with theirs, and the GID
 * and ibdiagnet tables. A pure function of the parsed result.
 */
import type { IbPortReading, InfinibandToolsResult, MeasurementDiagnostic } from "fabric-model";
import { formatNumber, type Lang, localePath, type translator, type UiKey } from "../lib/i18n.ts";

type Tr = ReturnType<typeof translator>;

/** Where the course explains each kind of fact: a chapter and a figure (`fig-<id>`) or section anchor. */
export const IB_EXPLAINERS = {
  subnetSweep: { chapter: "infiniband-as-a-fabric", anchor: "fig-subnet-sweep" },
  linkGenerations: { chapter: "infiniband-roce-ethernet", anchor: "fig-link-generations" },
  addresses: { chapter: "infiniband-as-a-fabric", anchor: "section-2" },
  routing: { chapter: "infiniband-as-a-fabric", anchor: "fig-routing-link-loads" },
  tools: { chapter: "infiniband-as-a-fabric", anchor: "section-8" },
} as const;

/** One of the explainers. */
export type IbExplainer = keyof typeof IB_EXPLAINERS;

/** A link to the part of the course that explains a fact. */
export interface ExplainerLink {
  readonly href: string;
  readonly text: string;
}

/** A small table of the section (GID rows, ibdiagnet's stages). */
export interface IbToolsTable {
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<ReadonlyArray<string>>;
  readonly shownNote?: string;
  readonly link: ExplainerLink;
}

/** The InfiniBand tools' section of the results. */
export interface IbToolsView {
  readonly labels: {
    readonly title: string;
    readonly findings: string;
    readonly noFindings: string;
    readonly explained: string;
  };
  readonly facts: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
    readonly link?: ExplainerLink;
  }>;
  readonly findings: ReadonlyArray<{
    readonly line?: string;
    readonly text: string;
    readonly link?: ExplainerLink;
  }>;
  readonly tables: readonly IbToolsTable[];
}

/** Most GID rows and stages the section lists (the CSV of ports holds every port). */
const TABLE_ROWS = 64;
/** Most ports whose LIDs are listed one by one. */
const LID_PORTS = 6;

/** The explainer of each remark code: ports to the subnet manager, rates to the link generations. */
function explainerOf(code: MeasurementDiagnostic["code"]): IbExplainer | undefined {
  if (code === "ib-link-narrow" || code === "ib-link-slower") return "linkGenerations";
  if (code.startsWith("ib-port-") || code === "ib-lid-unassigned") return "subnetSweep";
  if (code === "ib-nccl-gid-index" || code === "ib-nccl-gid-none" || code === "ib-gid-versions-unknown")
    return "addresses";
  if (code === "show-gids-count") return "addresses";
  if (code === "ib-counter-nonzero" || code === "ibdiagnet-problems") return "tools";
  return undefined;
}

/**
 * The link to an explainer in the page's language.
 * @example explainerLink("subnetSweep", { lang: "ko", tr }).href // "/ko/chapters/infiniband-as-a-fabric/#fig-subnet-sweep"
 */
export function explainerLink(which: IbExplainer, { lang, tr }: { lang: Lang; tr: Tr }): ExplainerLink {
  const e = IB_EXPLAINERS[which];
  return {
    href: `${localePath(lang, `/chapters/${e.chapter}/`)}#${e.anchor}`,
    text: tr(`measure.ib.figure.${which}` as UiKey),
  };
}

/**
 * The InfiniBand tools' section for `result`, worded in the page's language.
 * @example ibToolsView(result, { lang: "en", tr }).facts[0]?.label // "Tools read"
 */
export function ibToolsView(
  result: InfinibandToolsResult,
  { lang, tr }: { lang: Lang; tr: Tr },
): IbToolsView {
  const link = (which: IbExplainer) => explainerLink(which, { lang, tr });
  const n = (x: number) => formatNumber(lang, x, 3);
  const facts: Array<{ label: string; value: string; link?: ExplainerLink }> = [];
  const fact = (key: UiKey, value: string, which?: IbExplainer) =>
    facts.push({ label: tr(key), value, ...(which ? { link: link(which) } : {}) });
  const ports = result.ports;
  fact("measure.ib.tools", result.tools.join(", "));
  if (ports.length > 0) {
    const count = (state: IbPortReading["state"]) => ports.filter((p) => p.state === state).length;
    const active = count("active");
    const down = count("down");
    fact(
      "measure.ib.ports",
      tr("measure.ib.portsValue", {
        ports: n(ports.length),
        active: n(active),
        down: n(down),
        other: n(ports.length - active - down),
      }),
      "subnetSweep",
    );
    fact(
      "measure.ib.states",
      tally(
        ports.map((p) => `${p.state ?? "?"} / ${p.physicalState ?? "?"}`),
        n,
      ),
      "subnetSweep",
    );
    const rates = ports.filter((p) => p.rate !== null).map((p) => rateText(p, tr, n));
    if (rates.length > 0) fact("measure.ib.rates", tally(rates, n), "linkGenerations");
    const layers = ports.map((p) =>
      p.linkLayer === null
        ? tr("measure.ib.notPrinted")
        : tr(p.linkLayer === "ethernet" ? "measure.ib.ethernet" : "measure.ib.infiniband"),
    );
    fact("measure.ib.linkLayers", tally(layers, n), "subnetSweep");
    const withLid = ports.filter((p) => p.lid !== null && p.tool !== "iblinkinfo");
    if (withLid.length > 0) {
      const roce = withLid.every((p) => p.linkLayer === "ethernet" && p.lid === 0);
      const shown = withLid.slice(0, LID_PORTS).map((p) =>
        tr("measure.ib.lidValue", {
          port: portName(p),
          lid: p.lid ?? "?",
          smLid: p.smLid ?? "?",
          lmc: p.lmc ?? "?",
        }),
      );
      const more =
        withLid.length > LID_PORTS ? [tr("measure.ib.more", { count: n(withLid.length - LID_PORTS) })] : [];
      fact(
        "measure.ib.lids",
        roce ? tr("measure.ib.lidsRoce") : [...shown, ...more].join("; "),
        roce ? "addresses" : "subnetSweep",
      );
    }
  }
  if (result.gids.length > 0 || result.tools.includes("show_gids")) {
    const g = result.gids;
    fact(
      "measure.ib.gids",
      tr("measure.ib.gidsValue", {
        count: n(g.length),
        v2: n(g.filter((x) => x.version === "v2").length),
        v1: n(g.filter((x) => x.version === "v1").length),
        ipv4: n(g.filter((x) => x.ipv4 !== null).length),
      }),
      "addresses",
    );
  }
  const d = result.ibdiagnet;
  if (d !== null) {
    const parts = [
      ...(d.stages.length > 0
        ? [
            tr("measure.ib.ibdiagnetValue", {
              warnings: n(d.warnings),
              errors: n(d.errors),
              stages: n(d.stages.length),
            }),
          ]
        : []),
      ...(d.nodes !== null
        ? [
            tr("measure.ib.fabricValue", {
              nodes: d.nodes,
              switches: n(d.switches ?? 0),
              cas: n(d.channelAdapters ?? 0),
            }),
          ]
        : []),
    ];
    fact("measure.ib.ibdiagnet", parts.join("; ") || tr("measure.ib.notPrinted"), "subnetSweep");
  }
  if (result.counters.length > 0) {
    fact(
      "measure.ib.counters",
      result.counters
        .slice(0, LID_PORTS)
        .map((c) => `${c.where ? `${c.where} ` : ""}${c.counter} ${n(c.value)}`)
        .join("; ") +
        (result.counters.length > LID_PORTS
          ? `; ${tr("measure.ib.more", { count: n(result.counters.length - LID_PORTS) })}`
          : ""),
      "tools",
    );
  }
  const findings = result.findings.map((f) => {
    const which = explainerOf(f.code);
    return {
      ...(f.line > 0 ? { line: tr("measure.line", { line: f.line }) } : {}),
      text: tr(`measure.msg.${f.code}`, f.values),
      ...(which ? { link: link(which) } : {}),
    };
  });
  const tables: IbToolsTable[] = [];
  if (result.gids.length > 0) {
    tables.push({
      title: tr("measure.ib.gidTable"),
      headers: [
        tr("measure.colLine"),
        tr("measure.ib.colDevice"),
        tr("measure.ib.colPort"),
        tr("measure.ib.colIndex"),
        tr("measure.ib.colGid"),
        tr("measure.ib.colIpv4"),
        tr("measure.ib.colVersion"),
        tr("measure.ib.colNetdev"),
      ],
      rows: result.gids
        .slice(0, TABLE_ROWS)
        .map((g) => [
          String(g.line),
          g.device,
          String(g.port),
          String(g.index),
          g.gid,
          g.ipv4 ?? "",
          g.version ?? "",
          g.netdev,
        ]),
      ...(result.gids.length > TABLE_ROWS
        ? { shownNote: tr("measure.ib.shown", { shown: TABLE_ROWS, total: result.gids.length }) }
        : {}),
      link: link("addresses"),
    });
  }
  if (d !== null && d.stages.length > 0) {
    tables.push({
      title: tr("measure.ib.stageTable"),
      headers: [
        tr("measure.colLine"),
        tr("measure.ib.colStage"),
        tr("measure.ib.colWarnings"),
        tr("measure.ib.colErrors"),
      ],
      rows: d.stages.slice(0, TABLE_ROWS).map((s) => [String(s.line), s.stage, n(s.warnings), n(s.errors)]),
      link: link("tools"),
    });
  }
  return {
    labels: {
      title: tr("measure.ib.title"),
      findings: tr("measure.ib.findings"),
      noFindings: tr("measure.ib.noFindings"),
      explained: tr("measure.ib.explained"),
    },
    facts,
    findings,
    tables,
  };
}

/** "mlx5_0:1", or the node and port of an iblinkinfo row. */
function portName(p: IbPortReading): string {
  return `${p.device || "?"}:${p.port ?? "?"}`;
}

/** "100 Gb/s (4X EDR)", "200 Gb/s (HDR, 4X assumed)", "100 Gb/s (Ethernet)". */
function rateText(p: IbPortReading, tr: Tr, n: (x: number) => string): string {
  const r = p.rate;
  if (r === null) return "";
  const parts = [
    ...(p.linkLayer === "ethernet" ? [tr("measure.ib.rateEthernet")] : []),
    [r.width ? `${r.width}X` : "", r.generation ?? ""].filter(Boolean).join(" "),
    ...(r.widthAssumed ? [tr("measure.ib.rateAssumed")] : []),
  ].filter((x) => x !== "");
  return `${n(r.gbps)} Gb/s${parts.length > 0 ? ` (${parts.join(", ")})` : ""}`;
}

/** Distinct values with how often each occurs: "active / linkup × 2; down / disabled". */
function tally(values: readonly string[], n: (x: number) => string): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, c]) => (c > 1 ? `${v} × ${n(c)}` : v)).join("; ");
}
