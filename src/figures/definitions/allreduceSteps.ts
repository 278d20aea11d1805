/**
 * Figure: ring and double-binary-tree all-reduce step by step on real values. fabric-model's
 * steppers (`ringAllReduce`, `treeAllReduce`) move and add small integers held in Float64Arrays;
 * the chart shows every GPU's buffer after the chosen step, the transfers of that step, and the
 * bytes each GPU has sent. The step is state (a link restores it) and is playable.
 */
import {
  busBandwidthFactor,
  type CollectiveState,
  type CollectiveStepper,
  doubleBinaryTree,
  doubleBinaryTreeLoad,
  mulberry32,
  ringAllReduce,
  treeAllReduce,
} from "fabric-model";
import type { TemplateResult } from "lit";
import {
  type AllreduceStepsView,
  allreduceStepsChart,
  type StepTransferView,
} from "../../charts/allreduceStepsChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("nccl");

/** Most GPUs the figure offers; the ring then has the most steps of any setting, 2 (n - 1). */
export const MAX_GPUS = 16;
/** Milliseconds between two steps at speed 1 while playing. */
export const STEP_INTERVAL_MS = 1000;
/** Share of a step's interval the transfer animation takes (the rest shows the result at rest). */
const ANIMATION_SHARE = 0.7;
/** Seed of the "small random integers" inputs, so a link shows the same values. */
const VALUE_SEED = 2005;

const spec = {
  algorithm: {
    kind: "enum",
    options: ["ring", "tree"],
    labels: { ring: "nccl.algorithm.ring", tree: "nccl.algorithm.tree" },
    default: "ring",
    label: "fig.arSteps.algorithm",
  },
  gpus: { kind: "int", min: 2, max: MAX_GPUS, step: 1, default: 4, label: "fig.arSteps.gpus" },
  step: {
    kind: "int",
    min: 0,
    max: 2 * (MAX_GPUS - 1),
    step: 1,
    default: 0,
    label: "fig.arSteps.step",
    play: {
      intervalMs: STEP_INTERVAL_MS,
      // Stop at the schedule's real end (the tree finishes in fewer steps than the ring).
      last: (s) => {
        const algorithm = s.algorithm as Algorithm;
        const pieces = algorithm === "tree" ? Number(s.pieces) : 1;
        return run(algorithm, Number(s.gpus), pieces, s.values as Values).states.length - 1;
      },
    },
  },
  speed: {
    kind: "enum",
    options: ["0.5", "1", "2", "4"],
    default: "1",
    label: "fig.arSteps.speed",
    unit: "fig.arSteps.speedUnit",
  },
  values: {
    kind: "enum",
    options: ["small", "ones", "rank"],
    labels: {
      small: "fig.arSteps.valuesSmall",
      ones: "fig.arSteps.valuesOnes",
      rank: "fig.arSteps.valuesRank",
    },
    default: "small",
    label: "fig.arSteps.values",
  },
  pieces: {
    kind: "enum",
    options: ["1", "2", "4"],
    default: "1",
    label: "fig.arSteps.pieces",
    // The ring moves one chunk per step; only the tree pipelines pieces.
    appliesWhen: (s) => s.algorithm === "tree",
  },
} as const satisfies StateSpec;

type Algorithm = "ring" | "tree";
type Values = "small" | "ones" | "rank";

/** What a step does, read from its transfers' operations. */
export type StepPhase = "start" | "reduceScatter" | "allGather" | "reduceUp" | "broadcastDown" | "upAndDown";

/** Data of the figure. */
export interface AllreduceStepsData extends AllreduceStepsView {
  readonly phase: StepPhase;
  readonly values: Values;
  readonly pieces: number;
  /** The step asked for (may lie past the end of a short schedule). */
  readonly requestedStep: number;
}

/** Every state of one run, from init to done (memoised: moving the step reuses it). */
interface Run {
  readonly states: readonly CollectiveState[];
  /** The same schedule on all-ones inputs: each cell counts the GPUs whose value it holds. */
  readonly counts: readonly CollectiveState[];
  readonly elements: number;
}

/**
 * Runs by settings: a memo of `run`, a pure function of them (a 16-GPU ring takes about 3 ms, too
 * long to redo on every step of playback). It holds no figure's state: any number of figures read it.
 */
const runs = new Map<string, Run>();

/** Buffer length: one element per ring chunk; the tree needs a multiple of 2 x pieces. */
export function bufferLength(algorithm: Algorithm, gpus: number, pieces: number): number {
  if (algorithm === "ring") return gpus;
  const unit = 2 * pieces;
  return unit * Math.ceil(gpus / unit);
}

/** Per-rank inputs: small random integers 1..9 (seeded), all ones, or each GPU's rank + 1. */
export function inputValues(values: Values, gpus: number, elements: number): Float64Array[] {
  const next = mulberry32(VALUE_SEED);
  return Array.from({ length: gpus }, (_, r) =>
    Float64Array.from({ length: elements }, () =>
      values === "ones" ? 1 : values === "rank" ? r + 1 : 1 + Math.floor(next() * 9),
    ),
  );
}

function allStates<O>(stepper: CollectiveStepper<O>, inputs: Float64Array[], options: O): CollectiveState[] {
  const states = [stepper.init(inputs, options)];
  let state = states[0] as CollectiveState;
  while (!stepper.isDone(state)) {
    state = stepper.step(state);
    states.push(state);
  }
  return states;
}

function run(algorithm: Algorithm, gpus: number, pieces: number, values: Values): Run {
  const key = `${algorithm}/${gpus}/${pieces}/${values}`;
  const hit = runs.get(key);
  if (hit) return hit;
  const elements = bufferLength(algorithm, gpus, pieces);
  const inputs = inputValues(values, gpus, elements);
  const ones = inputValues("ones", gpus, elements);
  const result: Run =
    algorithm === "ring"
      ? { states: allStates(ringAllReduce, inputs, {}), counts: allStates(ringAllReduce, ones, {}), elements }
      : {
          states: allStates(treeAllReduce, inputs, { pipelineChunks: pieces }),
          counts: allStates(treeAllReduce, ones, { pipelineChunks: pieces }),
          elements,
        };
  if (runs.size > 200) runs.clear();
  runs.set(key, result);
  return result;
}

/** What a step does: ring reduce-scatter / all-gather, tree reduce up / broadcast down / both. */
export function stepPhase(algorithm: Algorithm, ops: ReadonlyArray<"reduce" | "copy">): StepPhase {
  if (ops.length === 0) return "start";
  const reduce = ops.includes("reduce");
  const copy = ops.includes("copy");
  if (algorithm === "ring") return reduce ? "reduceScatter" : "allGather";
  return reduce && copy ? "upAndDown" : reduce ? "reduceUp" : "broadcastDown";
}

const PHASE_KEYS: Readonly<Record<StepPhase, UiKey>> = {
  start: "fig.arSteps.phaseStart",
  reduceScatter: "fig.arSteps.phaseReduceScatter",
  allGather: "fig.arSteps.phaseAllGather",
  reduceUp: "fig.arSteps.phaseReduceUp",
  broadcastDown: "fig.arSteps.phaseBroadcastDown",
  upAndDown: "fig.arSteps.phaseUpAndDown",
};

export const allreduceSteps: FigureDefinition<typeof spec, AllreduceStepsData, TemplateResult> = {
  id: "allreduce-steps",
  title: "fig.arSteps.title",
  caption: "fig.arSteps.caption",
  spec,
  compute(state) {
    const algorithm = state.algorithm as Algorithm;
    const gpus = state.gpus;
    const pieces = algorithm === "tree" ? Number(state.pieces) : 1;
    const values = state.values as Values;
    const { states, counts, elements } = run(algorithm, gpus, pieces, values);
    const totalSteps = states.length - 1;
    const step = Math.min(state.step, totalSteps);
    const now = states[step] as CollectiveState;
    const before = states[Math.max(0, step - 1)] as CollectiveState;
    const count = counts[step] as CollectiveState;
    const last = states[totalSteps] as CollectiveState;
    const chunkOf = new Array<number>(elements).fill(0);
    now.chunks.forEach((c, i) => {
      for (let e = c.start; e < c.end; e++) chunkOf[e] = i;
    });
    const transfers: StepTransferView[] =
      step === 0
        ? []
        : now.transfers.map((t) => ({
            from: t.from,
            to: t.to,
            chunk: t.chunk,
            start: t.elements.start,
            end: t.elements.end,
            op: t.op,
            bytes: t.bytes,
            sent: Array.from(
              (before.buffers[t.from] as Float64Array).subarray(t.elements.start, t.elements.end),
            ),
          }));
    const bufferBytes = elements * Float64Array.BYTES_PER_ELEMENT;
    return {
      algorithm,
      gpus,
      values,
      pieces,
      requestedStep: state.step,
      step,
      totalSteps,
      phase: stepPhase(
        algorithm,
        transfers.map((t) => t.op),
      ),
      elements,
      chunkOf,
      chunkCount: now.chunks.length,
      buffers: now.buffers.map((b) => Array.from(b)),
      contributions: count.buffers.map((b) => Array.from(b)),
      transfers,
      bytesSent: now.bytesSent.map(Number),
      finalBytes: last.bytesSent.map(Number),
      bufferBytes,
      // Bytes the busiest GPU sends, per byte of buffer: nccl-tests' bus factor for the ring, the
      // double binary tree's load for the tree.
      formulaFactor:
        algorithm === "ring" ? busBandwidthFactor("all_reduce", gpus) : doubleBinaryTreeLoad(gpus),
      trees:
        algorithm === "tree"
          ? doubleBinaryTree(gpus).map((t) => ({
              parent: [...t.parent],
              children: t.children.map((c) => [...c]),
            }))
          : [],
      animationSeconds: (ANIMATION_SHARE * STEP_INTERVAL_MS) / 1000 / Number(state.speed),
    };
  },
  chart(data, context) {
    return allreduceStepsChart(data, context, { phase: context.tr(PHASE_KEYS[data.phase]) });
  },
  table(data) {
    const rows = data.buffers.map((buffer, rank) => {
      const incoming = data.transfers.filter((t) => t.to === rank);
      return {
        gpu: rank,
        values: buffer.join(" "),
        complete: (data.contributions[rank] ?? []).filter((c) => c === data.gpus).length,
        received: incoming
          .map((t) => `${t.op === "reduce" ? "+" : "="}${t.sent.join(" ")} ← ${t.from}`)
          .join("; "),
        sentBytes: data.bytesSent[rank] ?? 0,
        finalBytes: data.finalBytes[rank] ?? 0,
      };
    });
    return {
      columns: [
        { key: "gpu", label: "fig.arSteps.colGpu", digits: 0 },
        { key: "values", label: "fig.arSteps.colValues" },
        { key: "complete", label: "fig.arSteps.colComplete", digits: 0 },
        { key: "received", label: "fig.arSteps.colReceived" },
        { key: "sentBytes", label: "fig.arSteps.colSent", unit: "unit.B", digits: 0 },
        { key: "finalBytes", label: "fig.arSteps.colFinal", unit: "unit.B", digits: 0 },
      ],
      rows,
    };
  },
  summary(data, tr, lang) {
    const int = (v: number) => formatNumber(lang, v, 0);
    const busiest = Math.max(...data.finalBytes);
    const sentNow = Math.max(...data.bytesSent);
    return tr(data.step === data.totalSteps ? "fig.arSteps.summaryDone" : "fig.arSteps.summary", {
      algorithm: tr(data.algorithm === "ring" ? "nccl.algorithm.ring" : "nccl.algorithm.tree"),
      gpus: data.gpus,
      step: data.step,
      total: data.totalSteps,
      phase: tr(PHASE_KEYS[data.phase]),
      sent: int(sentNow),
      busiest: int(busiest),
      buffer: int(data.bufferBytes),
      factor: formatNumber(lang, data.formulaFactor, 3),
    });
  },
};
