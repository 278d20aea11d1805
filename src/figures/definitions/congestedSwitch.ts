/**
 * Figure: an incast into one switch egress port, with an innocent flow sharing sender 0's link,
 * under InfiniBand credits, Ethernet PFC, PFC with ECN/DCQCN, or lossy Ethernet: the queue, what
 * sender 0's link does, and each flow's goodput over 10 ms, from fabric-model's congested-switch
 * model (a fluid, discrete-time simulation whose timing parameters are illustrative).
 */
import {
  type BitsPerSecond,
  type CongestedSwitchRun,
  dcqcnParameters,
  kib,
  type LosslessMode,
  linkPresets,
  runCongestedSwitch,
} from "fabric-model";
import { type CongestedSwitchPoint, congestedSwitchChart } from "../../charts/congestedSwitchChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("linkFamilies");

const MODE_LABELS = {
  "ib-credits": "fig.congested.modeIb",
  pfc: "fig.congested.modePfc",
  "pfc-ecn": "fig.congested.modePfcEcn",
  lossy: "fig.congested.modeLossy",
} as const satisfies Record<LosslessMode, UiKey>;

const spec = {
  mode: {
    kind: "enum",
    options: ["ib-credits", "pfc", "pfc-ecn", "lossy"],
    labels: MODE_LABELS,
    default: "pfc",
    label: "fig.congested.mode",
  },
  senders: { kind: "int", min: 2, max: 16, step: 1, default: 8, label: "fig.congested.senders" },
  buffer: {
    kind: "enum",
    options: ["64", "128", "256", "512", "1024"],
    default: "256",
    label: "fig.congested.buffer",
    unit: "unit.KiB",
  },
  innocent: { kind: "bool", default: true, label: "fig.congested.innocentToggle" },
  recovery: {
    kind: "enum",
    options: ["go-back-n", "selective"],
    labels: { "go-back-n": "fig.congested.recoveryGbn", selective: "fig.congested.recoverySelective" },
    default: "go-back-n",
    label: "fig.congested.recovery",
    // Only a lossy fabric drops packets to recover from.
    appliesWhen: (s) => s.mode === "lossy",
  },
} as const satisfies StateSpec;

/** Trace windows, log-spaced over the run. */
const SAMPLES = 120;
const KIB = 1024;

/** One row of the table: a flow or group of flows, over the second half of the run. */
export interface CongestedSwitchFlowRow {
  readonly label: UiKey;
  readonly goodputGbps: number;
  readonly droppedMB: number;
  readonly discardedMB: number;
  /** Share of the run its sender was held back (PAUSE or credits), %. */
  readonly heldBackPercent: number;
  readonly pauseFrames: number;
}

/** Data of the figure. */
export interface CongestedSwitchData {
  readonly mode: LosslessMode;
  readonly senders: number;
  readonly innocentFlow: boolean;
  readonly lossy: boolean;
  readonly points: readonly CongestedSwitchPoint[];
  readonly flows: readonly CongestedSwitchFlowRow[];
  readonly queueGuides: ReadonlyArray<{ readonly valueKiB: number; readonly label: UiKey }>;
  readonly meanQueueKiB: number;
  readonly droppedMB: number;
  readonly durationMs: number;
}

const cache = new Map<string, CongestedSwitchRun>();

/** A rate in Gb/s, 0 when absent. */
function gbpsOf(rate: BitsPerSecond | undefined): number {
  return (rate ?? 0) / 1e9;
}

/** One run; memoised per input combination (a 10 ms run is 10,000 time steps). */
function simulate(state: {
  readonly mode: LosslessMode;
  readonly senders: number;
  readonly buffer: string;
  readonly innocent: boolean;
  readonly recovery: "go-back-n" | "selective";
}): CongestedSwitchRun {
  const key = `${state.mode}/${state.senders}/${state.buffer}/${state.innocent}/${state.recovery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  // Both are 100 Gb/s of data per direction: InfiniBand EDR 4x and 100 GbE.
  const link = state.mode === "ib-credits" ? linkPresets["ib-edr-4x"] : linkPresets["ethernet-100g"];
  const run = runCongestedSwitch(
    {
      mode: state.mode,
      senders: state.senders,
      ingressBuffer: kib(Number(state.buffer)),
      innocentFlow: state.innocent,
      linkRate: link.linkRateUnidirectional,
    },
    { lossRecovery: state.recovery, sampling: "log", samples: SAMPLES },
  );
  if (cache.size > 200) cache.clear();
  cache.set(key, run);
  return run;
}

export const congestedSwitch: FigureDefinition<typeof spec, CongestedSwitchData> = {
  id: "congested-switch",
  title: "fig.congested.title",
  caption: "fig.congested.caption",
  spec,
  compute(state) {
    const run = simulate(state);
    const senders = state.senders;
    const innocentIndex = senders;
    const points: CongestedSwitchPoint[] = run.trace.map((s) => {
      let others = 0;
      for (let f = 1; f < senders; f++) others += gbpsOf(s.goodput[f]);
      return {
        timeUs: s.time * 1e6,
        egressQueueKiB: s.egressQueue / KIB,
        linkUsePercent: 100 * (s.linkUse[0] ?? 0),
        blockedPercent: 100 * (s.blocked[0] ?? 0),
        innocentGbps: state.innocent ? gbpsOf(s.goodput[innocentIndex]) : 0,
        sender0Gbps: gbpsOf(s.goodput[0]),
        otherSendersGbps: senders > 1 ? others / (senders - 1) : 0,
      };
    });
    const flow = (index: number) => run.flows[index];
    const others = run.flows.filter((f) => f.kind === "incast" && f.flow > 0);
    const mean = (values: readonly number[]) =>
      values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const otherPorts = run.ports.slice(1);
    const rows: CongestedSwitchFlowRow[] = [
      ...(state.innocent
        ? [
            {
              label: "fig.congested.innocent" as const,
              goodputGbps: gbpsOf(flow(innocentIndex)?.steadyGoodput),
              droppedMB: (flow(innocentIndex)?.dropped ?? 0) / 1e6,
              discardedMB: (flow(innocentIndex)?.discarded ?? 0) / 1e6,
              heldBackPercent: 100 * (run.ports[0]?.blocked ?? 0),
              pauseFrames: run.ports[0]?.pauseFrames ?? 0,
            },
          ]
        : []),
      {
        label: "fig.congested.sender0",
        goodputGbps: gbpsOf(flow(0)?.steadyGoodput),
        droppedMB: (flow(0)?.dropped ?? 0) / 1e6,
        discardedMB: (flow(0)?.discarded ?? 0) / 1e6,
        heldBackPercent: 100 * (run.ports[0]?.blocked ?? 0),
        pauseFrames: run.ports[0]?.pauseFrames ?? 0,
      },
      {
        label: "fig.congested.otherSenders",
        goodputGbps: mean(others.map((f) => gbpsOf(f.steadyGoodput))),
        droppedMB: mean(others.map((f) => f.dropped)) / 1e6,
        discardedMB: mean(others.map((f) => f.discarded)) / 1e6,
        heldBackPercent: 100 * mean(otherPorts.map((p) => p.blocked)),
        pauseFrames: mean(otherPorts.map((p) => p.pauseFrames)),
      },
    ];
    const guides: Array<{ valueKiB: number; label: UiKey }> = [];
    if (state.mode === "pfc-ecn") {
      guides.push({ valueKiB: dcqcnParameters.kMax / KIB, label: "fig.congested.guideKmax" });
    }
    guides.push({
      valueKiB: (senders * Number(state.buffer) * KIB) / KIB,
      label: "fig.congested.guideBuffer",
    });
    return {
      mode: state.mode,
      senders,
      innocentFlow: state.innocent,
      lossy: state.mode === "lossy",
      points,
      flows: rows,
      queueGuides: guides,
      meanQueueKiB: run.totals.meanEgressQueue / KIB,
      droppedMB: run.totals.dropped / 1e6,
      durationMs: run.duration * 1e3,
    };
  },
  chart(data, context) {
    const blockedLabel =
      data.mode === "ib-credits"
        ? context.tr("fig.congested.heldCredits")
        : data.mode === "pfc" || data.mode === "pfc-ecn"
          ? context.tr("fig.congested.heldPause")
          : null;
    return congestedSwitchChart(
      {
        points: data.points,
        innocentFlow: data.innocentFlow,
        senders: data.senders,
        queueGuides: data.queueGuides.map((g) => ({ valueKiB: g.valueKiB, label: context.tr(g.label) })),
        blockedLabel,
      },
      context,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "flow", label: "fig.congested.colFlow" },
        { key: "goodput", label: "fig.congested.colGoodput", rate: "throughput", digits: 1 },
        { key: "dropped", label: "fig.congested.colDropped", unit: "linkFamilies.unitMB", digits: 1 },
        { key: "discarded", label: "fig.congested.colDiscarded", unit: "linkFamilies.unitMB", digits: 1 },
        { key: "heldBack", label: "fig.congested.colHeldBack", unit: "unit.percent", digits: 0 },
        { key: "pauses", label: "fig.congested.colPauses", digits: 0 },
      ],
      rows: data.flows.map((f) => ({
        flow: tr(f.label),
        goodput: f.goodputGbps,
        dropped: f.droppedMB,
        discarded: f.discardedMB,
        heldBack: f.heldBackPercent,
        pauses: f.pauseFrames,
      })),
    };
  },
  summary(data, tr, lang, lens) {
    const unit = tr(lensRateUnit("throughput", lens));
    const rate = (label: UiKey) =>
      formatNumber(
        lang,
        lensRate(data.flows.find((f) => f.label === label)?.goodputGbps ?? Number.NaN, "throughput", lens),
        1,
      );
    return tr(data.innocentFlow ? "fig.congested.summary" : "fig.congested.summaryNoInnocent", {
      mode: tr(MODE_LABELS[data.mode]),
      innocent: rate("fig.congested.innocent"),
      sender0: rate("fig.congested.sender0"),
      others: rate("fig.congested.otherSenders"),
      unit,
      dropped: formatNumber(lang, data.droppedMB, 1),
      queue: formatNumber(lang, data.meanQueueKiB, 0),
    });
  },
};
