/**
 * Figure: the Red Hat 2025 study reproduced. Both clusters' twelve measured throughputs
 * (`redhat2025.points`) against the training model's lines per network path (`trainingCurves`
 * under the stored calibration), each point's error (`predictTrainingStudyPoint`), and, for a
 * selected point, its provenance and caveats as the study record gives them.
 */
import {
  predictTrainingStudyPoint,
  redhat2025,
  redhat2025TrainingCalibration,
  sourceUrl,
  type TrainingStudyPoint,
  trainingCurves,
  type VirtualisationLayerId,
} from "fabric-model";
import {
  type ReproductionPanel,
  type ReproductionProvenance,
  studyReproductionChart,
} from "../../charts/studyReproductionChart.ts";
import { fmt, NETWORK_SHORT, NETWORKS, type TextBlockItem } from "../../charts/trainingChartParts.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import type { Lang, UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("studyReproduction", "trainingStudy");

type Tr = ChartContext["tr"];

/** UI label of each study point, by the point id the study record gives it. */
export const POINT_LABELS: Readonly<Record<string, UiKey>> = {
  "l40s-1": "fig.studyRepro.pt.l40s1",
  "l40s-2-pod-overlay": "fig.studyRepro.pt.l40s2Pod",
  "l40s-4-pod-overlay": "fig.studyRepro.pt.l40s4Pod",
  "l40s-8-pod-overlay": "fig.studyRepro.pt.l40s8Pod",
  "l40s-2-vnic": "fig.studyRepro.pt.l40s2Vnic",
  "l40s-4-vnic": "fig.studyRepro.pt.l40s4Vnic",
  "l40s-8-vnic": "fig.studyRepro.pt.l40s8Vnic",
  "h100-1": "fig.studyRepro.pt.h1001",
  "h100-2-pod-overlay": "fig.studyRepro.pt.h1002Pod",
  "h100-2-vnic": "fig.studyRepro.pt.h1002Vnic",
  "h100-2-sriov-vf": "fig.studyRepro.pt.h1002Sriov",
  "h100-2-sriov-rdma": "fig.studyRepro.pt.h1002Rdma",
};

/** UI key of each study point's source reading ("results, … : {samples} samples/s"), by point id. */
export const POINT_SOURCE_READS: Readonly<Record<string, UiKey>> = {
  "l40s-1": "fig.studyRepro.read.l40s-1",
  "l40s-2-pod-overlay": "fig.studyRepro.read.l40s-2-pod-overlay",
  "l40s-4-pod-overlay": "fig.studyRepro.read.l40s-4-pod-overlay",
  "l40s-8-pod-overlay": "fig.studyRepro.read.l40s-8-pod-overlay",
  "l40s-2-vnic": "fig.studyRepro.read.l40s-2-vnic",
  "l40s-4-vnic": "fig.studyRepro.read.l40s-4-vnic",
  "l40s-8-vnic": "fig.studyRepro.read.l40s-8-vnic",
  "h100-1": "fig.studyRepro.read.h100-1",
  "h100-2-pod-overlay": "fig.studyRepro.read.h100-2-pod-overlay",
  "h100-2-vnic": "fig.studyRepro.read.h100-2-vnic",
  "h100-2-sriov-vf": "fig.studyRepro.read.h100-2-sriov-vf",
  "h100-2-sriov-rdma": "fig.studyRepro.read.h100-2-sriov-rdma",
};

/** UI keys of each cluster's source reading and of what is assumed beyond it, by cluster id. */
export const CLUSTER_TEXTS: Readonly<Record<string, { readonly read: UiKey; readonly note: UiKey }>> = {
  l40s: { read: "fig.studyRepro.clusterRead.l40s", note: "fig.studyRepro.clusterNote.l40s" },
  h100: { read: "fig.studyRepro.clusterRead.h100", note: "fig.studyRepro.clusterNote.h100" },
};

/** UI key of a study's definition of throughput, by study id. */
export const THROUGHPUT_DEFINITIONS: Readonly<Record<string, UiKey>> = {
  "redhat-2025": "fig.studyRepro.throughputDefinition.redhat-2025",
};

/** UI keys of why the model uses the reading it does of each open setting, by setting and cluster id. */
export const SETTING_WHYS: Readonly<Record<"maxBatchLen" | "cpuOffload", Readonly<Record<string, UiKey>>>> = {
  maxBatchLen: { l40s: "fig.studyRepro.batchWhy.l40s", h100: "fig.studyRepro.batchWhy.h100" },
  cpuOffload: { l40s: "fig.studyRepro.offloadWhy.l40s", h100: "fig.studyRepro.offloadWhy.h100" },
};

/** UI key naming each reading of a setting by its id; null for a proper name (the topsail harness). */
export const READING_NAMES: Readonly<Record<string, UiKey | null>> = {
  article: "fig.studyRepro.reading.article",
  topsail: null,
};

/** UI keys of each open question of the study and its evidence, by question id. */
export const QUESTION_TEXTS: Readonly<
  Record<string, { readonly question: UiKey; readonly evidence: UiKey }>
> = {
  "h100-software-paths-slower": {
    question: "fig.studyRepro.question.h100-software-paths-slower",
    evidence: "fig.studyRepro.evidence.h100-software-paths-slower",
  },
  "h100-two-node-loss": {
    question: "fig.studyRepro.question.h100-two-node-loss",
    evidence: "fig.studyRepro.evidence.h100-two-node-loss",
  },
};

/** `tr(key, vars)`, or the study record's own English text when there is no key for it. */
function recordText(
  tr: Tr,
  key: UiKey | null | undefined,
  english: string,
  vars?: Record<string, string | number>,
) {
  return key ? tr(key, vars) : english;
}

/**
 * A point's source reading in the translator's language, its node count and samples/s filled from
 * the study record (the record's English text for a point `POINT_SOURCE_READS` does not list).
 * @example pointSourceRead(row, translator("ko")) // "결과 절, L40S 클러스터, 노드 8개, 보조 vNIC: 12.68 샘플/s"
 */
export function pointSourceRead(row: StudyPointRow, tr: Tr): string {
  return recordText(tr, POINT_SOURCE_READS[row.id], row.sourceRead, {
    nodes: row.nodes,
    samples: String(row.measured),
  });
}

const CLUSTER_OPTIONS = ["both", "l40s", "h100"] as const;
type ClusterOption = (typeof CLUSTER_OPTIONS)[number];
const POINT_OPTIONS = ["none", ...redhat2025.points.map((p) => p.id)];

const spec = {
  cluster: {
    kind: "enum",
    options: CLUSTER_OPTIONS,
    labels: {
      both: "fig.studyRepro.clusterBoth",
      l40s: "fig.studyRepro.clusterL40s",
      h100: "fig.studyRepro.clusterH100",
    },
    default: "both",
    label: "fig.studyRepro.cluster",
  },
  point: {
    kind: "enum",
    options: POINT_OPTIONS,
    labels: { none: "fig.studyRepro.pointNone", ...POINT_LABELS },
    default: "l40s-8-vnic",
    label: "fig.studyRepro.point",
  },
} as const satisfies StateSpec;

/** One measured point against the model. */
export interface StudyPointRow {
  readonly id: string;
  readonly cluster: string;
  readonly clusterLabel: string;
  readonly nodes: number;
  readonly network: VirtualisationLayerId | null;
  readonly measured: number;
  readonly predicted: number;
  /** predicted / measured - 1. */
  readonly error: number;
  readonly sourceRead: string;
  readonly sourceUrl: string;
}

/** Data of the figure. */
export interface StudyReproductionData {
  readonly cluster: ClusterOption;
  readonly selected: string;
  readonly rows: readonly StudyPointRow[];
  readonly panels: readonly ReproductionPanel[];
  readonly provenance: ReproductionProvenance | null;
}

let rowsCache: StudyPointRow[] | undefined;

/** Every study point with the model's prediction under the stored calibration (computed once). */
export function studyPointRows(): readonly StudyPointRow[] {
  if (rowsCache) return rowsCache;
  const study = redhat2025;
  rowsCache = study.points.map((p: TrainingStudyPoint) => {
    const predicted = predictTrainingStudyPoint(
      { study, point: p },
      { calibration: redhat2025TrainingCalibration },
    ).samplesPerSecond;
    const cluster = study.clusters.find((c) => c.id === p.cluster);
    return {
      id: p.id,
      cluster: p.cluster,
      clusterLabel: cluster?.label ?? p.cluster,
      nodes: p.nodes,
      network: p.network,
      measured: p.samplesPerSecond,
      predicted,
      error: predicted / p.samplesPerSecond - 1,
      sourceRead: p.source.read,
      sourceUrl: sourceUrl(p.source),
    };
  });
  return rowsCache;
}

const panelCache = new Map<string, ReproductionPanel>();

/** The model's lines for one cluster over the node counts the study measured it at. */
function panel(clusterId: string): ReproductionPanel {
  const hit = panelCache.get(clusterId);
  if (hit) return hit;
  const study = redhat2025;
  const cluster = study.clusters.find((c) => c.id === clusterId);
  if (!cluster) throw new RangeError(`study-reproduction: unknown cluster ${clusterId}`);
  const points = study.points.filter((p) => p.cluster === clusterId);
  const maxNodes = Math.max(...points.map((p) => p.nodes));
  const networks = NETWORKS.filter((n) => points.some((p) => p.network === n));
  const nodes = Array.from({ length: maxNodes }, (_, i) => i + 1);
  const curves = trainingCurves({ gpus: [cluster.gpu], networks, nodes });
  const result: ReproductionPanel = {
    cluster: clusterId,
    label: cluster.label,
    maxNodes,
    lines: curves.flatMap((c) =>
      c.points.map((p) => ({
        network: c.network,
        nodes: p.nodes,
        value: p.samplesPerSecond.value,
        low: p.samplesPerSecond.low,
        high: p.samplesPerSecond.high,
      })),
    ),
  };
  panelCache.set(clusterId, result);
  return result;
}

/** Provenance and caveats of one point, from the study record. */
function provenance(row: StudyPointRow): ReproductionProvenance {
  const study = redhat2025;
  const cluster = study.clusters.find((c) => c.id === row.cluster);
  const batch = study.config.maxBatchLen[row.cluster];
  const offload = study.config.cpuOffload[row.cluster];
  const usedBatch = batch?.readings.find((r) => r.id === batch.used)?.value ?? null;
  const usedOffload = offload?.readings.find((r) => r.id === offload.used)?.value ?? null;
  return {
    pointId: row.id,
    sourceRead: row.sourceRead,
    sourceUrl: row.sourceUrl,
    clusterRead: cluster?.source.read ?? "",
    clusterNote: cluster?.note ?? "",
    throughputDefinition: study.throughputDefinition,
    maxBatchLen: {
      used: usedBatch,
      readings: (batch?.readings ?? []).map((r) => ({ id: r.id, value: r.value, read: r.source.read })),
      why: batch?.why ?? "",
    },
    cpuOffload: {
      used: usedOffload,
      readings: (offload?.readings ?? []).map((r) => ({ id: r.id, value: r.value, read: r.source.read })),
      why: offload?.why ?? "",
    },
    questions: study.openQuestions
      .filter((q) => q.points.includes(row.id))
      .map((q) => ({ id: q.id, question: q.question, evidence: q.evidence })),
  };
}

/** A relative error as a signed percentage: "+1.2 %" style per the language's number format. */
export function signedPercent(lang: Lang, fraction: number, digits = 1): string {
  if (!Number.isFinite(fraction)) return "–";
  const text = fmt(lang, Math.abs(fraction) * 100, digits);
  const sign = fraction > 0 ? "+" : fraction < 0 ? "−" : "±";
  return `${sign}${text}%`;
}

/** Mean and largest absolute error of rows, and the row with the largest. */
export function errorStats(rows: readonly StudyPointRow[]): {
  mape: number;
  worst: StudyPointRow | undefined;
} {
  let worst: StudyPointRow | undefined;
  let sum = 0;
  for (const r of rows) {
    sum += Math.abs(r.error);
    if (!worst || Math.abs(r.error) > Math.abs(worst.error)) worst = r;
  }
  return { mape: rows.length ? sum / rows.length : Number.NaN, worst };
}

function networkName(tr: Tr, network: VirtualisationLayerId | null): string {
  return network === null ? tr("fig.studyRepro.oneNode") : tr(NETWORK_SHORT[network]);
}

/** The selected point's provenance and caveats as text paragraphs (study-record prose as data). */
export function provenanceLines(p: ReproductionProvenance | null, tr: Tr, lang: Lang): TextBlockItem[] {
  if (!p) return [];
  const row = studyPointRows().find((r) => r.id === p.pointId);
  if (!row) return [];
  const onOff = (v: boolean) => tr(v ? "fig.studyRepro.on" : "fig.studyRepro.off");
  const reading = (id: string) => recordText(tr, READING_NAMES[id], id);
  const cluster = CLUSTER_TEXTS[row.cluster];
  const lines: TextBlockItem[] = [
    {
      text: tr("fig.studyRepro.provTitle", {
        point: tr(POINT_LABELS[row.id] ?? "fig.studyRepro.pointNone"),
        measured: fmt(lang, row.measured, 2),
        predicted: fmt(lang, row.predicted, 2),
        error: signedPercent(lang, row.error),
      }),
      bold: true,
    },
    {
      text: tr("fig.studyRepro.provSource", { read: pointSourceRead(row, tr), url: p.sourceUrl }),
      indent: 12,
    },
    {
      text: tr("fig.studyRepro.provCluster", {
        read: recordText(tr, cluster?.read, p.clusterRead),
        note: recordText(tr, cluster?.note, p.clusterNote),
      }),
      indent: 12,
    },
    {
      text: tr("fig.studyRepro.provThroughput", {
        definition: recordText(tr, THROUGHPUT_DEFINITIONS[redhat2025.id], p.throughputDefinition),
      }),
      indent: 12,
    },
  ];
  if (p.maxBatchLen.used !== null) {
    lines.push({
      text: tr("fig.studyRepro.provBatch", {
        used: fmt(lang, p.maxBatchLen.used, 0),
        readings: p.maxBatchLen.readings.map((r) => `${reading(r.id)} ${fmt(lang, r.value, 0)}`).join("; "),
        why: recordText(tr, SETTING_WHYS.maxBatchLen[row.cluster], p.maxBatchLen.why),
      }),
      indent: 12,
    });
  }
  if (p.cpuOffload.used !== null) {
    lines.push({
      text: tr("fig.studyRepro.provOffload", {
        used: onOff(p.cpuOffload.used),
        readings: p.cpuOffload.readings.map((r) => `${reading(r.id)} ${onOff(r.value)}`).join("; "),
        why: recordText(tr, SETTING_WHYS.cpuOffload[row.cluster], p.cpuOffload.why),
      }),
      indent: 12,
    });
  }
  for (const q of p.questions) {
    lines.push({
      text: tr("fig.studyRepro.provQuestion", {
        question: recordText(tr, QUESTION_TEXTS[q.id]?.question, q.question),
        evidence: recordText(tr, QUESTION_TEXTS[q.id]?.evidence, q.evidence),
      }),
      indent: 12,
    });
  }
  return lines;
}

export const studyReproduction: FigureDefinition<typeof spec, StudyReproductionData> = {
  id: "study-reproduction",
  title: "fig.studyRepro.title",
  caption: "fig.studyRepro.caption",
  spec,
  compute(state) {
    const clusters = state.cluster === "both" ? ["l40s", "h100"] : [state.cluster];
    const rows = studyPointRows().filter((r) => clusters.includes(r.cluster));
    const selectedRow = studyPointRows().find((r) => r.id === state.point);
    return {
      cluster: state.cluster,
      selected: state.point,
      rows,
      panels: clusters.map(panel),
      provenance: selectedRow ? provenance(selectedRow) : null,
    };
  },
  chart(data, context) {
    const { tr } = context;
    return studyReproductionChart(
      {
        panels: data.panels,
        rows: data.rows.map((r) => ({
          id: r.id,
          cluster: r.cluster,
          label: tr(POINT_LABELS[r.id] ?? "fig.studyRepro.pointNone"),
          nodes: r.nodes,
          network: r.network,
          measured: r.measured,
          predicted: r.predicted,
          error: r.error,
        })),
        selected: data.selected,
        provenanceLines: provenanceLines(data.provenance, context.tr, context.lang),
      },
      context,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "cluster", label: "fig.studyRepro.colCluster" },
        { key: "nodes", label: "fig.studyRepro.colNodes", digits: 0 },
        { key: "network", label: "fig.studyRepro.colNetwork" },
        {
          key: "measured",
          label: "fig.studyRepro.colMeasured",
          unit: "training.unit.samplesPerS",
          digits: 2,
        },
        {
          key: "predicted",
          label: "fig.studyRepro.colPredicted",
          unit: "training.unit.samplesPerS",
          digits: 2,
        },
        { key: "error", label: "fig.studyRepro.colError", unit: "unit.percent", digits: 1 },
        { key: "source", label: "fig.studyRepro.colSource" },
        { key: "id", label: "fig.studyRepro.colId" },
      ],
      rows: data.rows.map((r) => ({
        cluster: r.clusterLabel,
        nodes: r.nodes,
        network: networkName(tr, r.network),
        measured: r.measured,
        predicted: r.predicted,
        error: r.error * 100,
        source: pointSourceRead(r, tr),
        id: r.id,
      })),
    };
  },
  summary(data, tr, lang) {
    const { mape, worst } = errorStats(data.rows);
    const overall = tr("fig.studyRepro.summary", {
      n: data.rows.length,
      mape: fmt(lang, mape * 100, 1),
      worst: worst ? signedPercent(lang, worst.error) : "–",
      where: worst ? tr(POINT_LABELS[worst.id] ?? "fig.studyRepro.pointNone") : "–",
    });
    const row = studyPointRows().find((r) => r.id === data.selected);
    if (!row) return overall;
    return `${overall} ${tr("fig.studyRepro.summaryPoint", {
      point: tr(POINT_LABELS[row.id] ?? "fig.studyRepro.pointNone"),
      measured: fmt(lang, row.measured, 2),
      predicted: fmt(lang, row.predicted, 2),
      error: signedPercent(lang, row.error),
    })}`;
  },
};
