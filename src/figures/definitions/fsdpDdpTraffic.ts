/**
 * Figure: the collectives one training step issues under FSDP FULL_SHARD, FSDP HYBRID_SHARD and
 * DDP, and the bytes each moves per GPU (ring collectives: nccl-tests' bus factor times the
 * operation size, which is what each rank sends), the bytes each node sends across its NICs
 * (fabric-model's `trainingInterNodeTraffic`) and the model state each GPU holds
 * (`trainingGpuStateBytes`), against the memory a job can fill on the chosen GPU
 * (`trainingGpuMemoryFit`: the GPU preset's sourced memory).
 */
import {
  busBandwidthFactor,
  type GpuPresetId,
  gpuPreset,
  gpuPresetIds,
  ncclTypeSize,
  redhat2025,
  type TrainingGpuMemoryFit,
  type TrainingShardingStrategy,
  trainingGpuMemoryFit,
  trainingGpuStateBytes,
  trainingInterNodeTraffic,
} from "fabric-model";
import { trainingTrafficChart } from "../../charts/trainingTrafficChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type Lang, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("nccl");

/** Billions of parameters of the published study's model (Granite 3.1 8B), the default size. */
const STUDY_BILLIONS = Math.round(redhat2025.config.model.parameters / 1e7) / 100;

const spec = {
  paramsB: {
    kind: "number",
    min: 0.1,
    max: 2000,
    step: 0.01,
    default: STUDY_BILLIONS,
    label: "fig.fsdp.params",
    unit: "fig.fsdp.billions",
  },
  nodes: { kind: "int", min: 1, max: 128, default: 2, label: "nccl.param.nodes" },
  gpusPerNode: { kind: "enum", options: ["1", "2", "4", "8"], default: "8", label: "nccl.param.gpusPerNode" },
  dtype: {
    kind: "enum",
    options: ["bfloat16", "float"],
    labels: { bfloat16: "fig.fsdp.bf16", float: "fig.fsdp.fp32" },
    default: "bfloat16",
    label: "fig.fsdp.dtype",
  },
  gpu: {
    kind: "enum",
    options: gpuPresetIds,
    // Product names, the same in every language.
    optionLabel: (id) => gpuPreset(id).name,
    default: "h100-sxm",
    label: "fig.fsdp.gpu",
  },
} as const satisfies StateSpec;

/** Collectives a step issues, by when and what. */
export type TrafficKind = "gatherForward" | "gatherBackward" | "reduceScatter" | "allReduce";
export const TRAFFIC_KINDS: readonly TrafficKind[] = [
  "gatherForward",
  "gatherBackward",
  "reduceScatter",
  "allReduce",
];

/** One collective of a step. */
export interface StepCollective {
  readonly kind: TrafficKind;
  readonly collective: "all_gather" | "reduce_scatter" | "all_reduce";
  /** Ranks in one group of the collective. */
  readonly ranks: number;
  /** Operation size as nccl-tests counts it (total over ranks for all-gather and reduce-scatter), bytes. */
  readonly sizeBytes: number;
  /** Bytes each GPU sends: the bus factor times the size. */
  readonly perGpuBytes: number;
}

/** One strategy's step. */
export interface StrategyTraffic {
  readonly strategy: TrainingShardingStrategy;
  readonly collectives: readonly StepCollective[];
  readonly perGpuBytes: number;
  /** Bytes one node sends across its NICs per step (forward, backward, gradient sync). */
  readonly nic: { readonly forward: number; readonly backward: number; readonly gradients: number };
  readonly stateBytesPerGpu: number;
  /** That state against the memory a job can fill on the GPU. */
  readonly memory: TrainingGpuMemoryFit;
}

/**
 * The collectives of one step with sync (one micro-batch), ring algorithms, P parameters of `b`
 * bytes, N nodes of g GPUs (G = N g):
 * full-shard: all-gather of the parameters over G in forward and again in backward, reduce-scatter
 * of the gradients over G; hybrid-shard: the same inside each node (over g), then an all-reduce of
 * each GPU's gradient shard (P b / g) over the N GPUs of the same local rank; ddp: an all-reduce of
 * all gradients over G. Collectives over one rank move nothing and are left out.
 * @example stepCollectives("ddp", 1e9, 2, 8, 2)[0].perGpuBytes // 2 * 15/16 * 2e9 = 3.75e9
 */
export function stepCollectives(
  strategy: TrainingShardingStrategy,
  parameters: number,
  nodes: number,
  gpusPerNode: number,
  bytesPerValue: number,
): StepCollective[] {
  const size = parameters * bytesPerValue;
  const all = nodes * gpusPerNode;
  const make = (
    kind: TrafficKind,
    collective: StepCollective["collective"],
    ranks: number,
    sizeBytes: number,
  ): StepCollective[] =>
    ranks < 2
      ? []
      : [
          {
            kind,
            collective,
            ranks,
            sizeBytes,
            perGpuBytes: busBandwidthFactor(collective, ranks) * sizeBytes,
          },
        ];
  if (strategy === "ddp") return make("allReduce", "all_reduce", all, size);
  const group = strategy === "full-shard" ? all : gpusPerNode;
  return [
    ...make("gatherForward", "all_gather", group, size),
    ...make("gatherBackward", "all_gather", group, size),
    ...make("reduceScatter", "reduce_scatter", group, size),
    ...(strategy === "hybrid-shard" ? make("allReduce", "all_reduce", nodes, size / gpusPerNode) : []),
  ];
}

/** Data of the figure. */
export interface FsdpDdpTrafficData {
  readonly paramsB: number;
  readonly nodes: number;
  readonly gpusPerNode: number;
  readonly bytesPerValue: number;
  /** The GPU's product name (its preset's). */
  readonly gpuName: string;
  readonly strategies: readonly StrategyTraffic[];
}

const STRATEGY_LABELS: Readonly<Record<TrainingShardingStrategy, UiKey>> = {
  "full-shard": "fig.fsdp.fullShard",
  "hybrid-shard": "fig.fsdp.hybridShard",
  ddp: "fig.fsdp.ddp",
};
const KIND_LABELS: Readonly<Record<TrafficKind, UiKey>> = {
  gatherForward: "fig.fsdp.kindGatherForward",
  gatherBackward: "fig.fsdp.kindGatherBackward",
  reduceScatter: "fig.fsdp.kindReduceScatter",
  allReduce: "fig.fsdp.kindAllReduce",
};
const KIND_COLORS: Readonly<Record<TrafficKind, string>> = {
  gatherForward: "var(--fab-series-1)",
  gatherBackward: "var(--fab-series-5)",
  reduceScatter: "var(--fab-series-3)",
  allReduce: "var(--fab-series-2)",
};
/** Strategies in the order drawn (the most traffic first). */
const ORDER: readonly TrainingShardingStrategy[] = ["full-shard", "hybrid-shard", "ddp"];

const GB = 1e9;

export const fsdpDdpTraffic: FigureDefinition<typeof spec, FsdpDdpTrafficData> = {
  id: "fsdp-ddp-traffic",
  title: "fig.fsdp.title",
  caption: "fig.fsdp.caption",
  spec,
  compute(state) {
    const parameters = state.paramsB * 1e9;
    const nodes = state.nodes;
    const gpusPerNode = Number(state.gpusPerNode);
    const bytesPerValue = ncclTypeSize(state.dtype) ?? Number.NaN;
    const strategies = ORDER.map((strategy) => {
      const collectives = stepCollectives(strategy, parameters, nodes, gpusPerNode, bytesPerValue);
      const nic = trainingInterNodeTraffic(
        { strategy, modelParameters: parameters, nodes, gpusPerNode },
        { bytesPerValue },
      );
      const stateBytes = trainingGpuStateBytes({
        strategy,
        modelParameters: parameters,
        nodes,
        gpusPerNode,
        cpuOffload: false,
      });
      return {
        strategy,
        collectives,
        perGpuBytes: collectives.reduce((s, c) => s + c.perGpuBytes, 0),
        nic: {
          forward: Number(nic.forwardPerMicroBatch),
          backward: Number(nic.backwardPerMicroBatch),
          gradients: Number(nic.gradientSync),
        },
        stateBytesPerGpu: Number(stateBytes),
        memory: trainingGpuMemoryFit({ stateBytes, gpu: state.gpu as GpuPresetId }),
      };
    });
    const gpuName = gpuPreset(state.gpu).name;
    return { paramsB: state.paramsB, nodes, gpusPerNode, bytesPerValue, gpuName, strategies };
  },
  chart(data, context) {
    const { tr } = context;
    const row = (s: TrainingShardingStrategy) => tr(STRATEGY_LABELS[s]);
    const kinds = TRAFFIC_KINDS.map((k) => ({ label: tr(KIND_LABELS[k]), color: KIND_COLORS[k] }));
    const state = tr("fig.fsdp.kindState");
    return trainingTrafficChart(
      {
        rows: data.strategies.map((s) => row(s.strategy)),
        categories: [...kinds, { label: state, color: "var(--fab-muted)" }],
        panels: [
          {
            title: tr("fig.fsdp.panelGpu"),
            xLabel: tr("fig.fsdp.axisGb"),
            segments: data.strategies.flatMap((s) =>
              s.collectives.map((c) => ({
                row: row(s.strategy),
                category: tr(KIND_LABELS[c.kind]),
                gb: c.perGpuBytes / GB,
              })),
            ),
          },
          {
            title: tr("fig.fsdp.panelNic"),
            xLabel: tr("fig.fsdp.axisGb"),
            segments: data.strategies.flatMap((s) => [
              { row: row(s.strategy), category: tr(KIND_LABELS.gatherForward), gb: s.nic.forward / GB },
              { row: row(s.strategy), category: tr(KIND_LABELS.gatherBackward), gb: s.nic.backward / GB },
              {
                row: row(s.strategy),
                category: tr(KIND_LABELS[s.strategy === "full-shard" ? "reduceScatter" : "allReduce"]),
                gb: s.nic.gradients / GB,
              },
            ]),
          },
          {
            title: tr("fig.fsdp.panelState"),
            xLabel: tr("fig.fsdp.axisStateGb"),
            segments: data.strategies.map((s) => ({
              row: row(s.strategy),
              category: state,
              gb: s.stateBytesPerGpu / GB,
            })),
            limit: limitOf(data, tr, context.lang),
          },
        ],
      },
      context,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "strategy", label: "fig.fsdp.colStrategy" },
        { key: "gatherForward", label: "fig.fsdp.kindGatherForward", unit: "nccl.unit.GB", digits: 2 },
        { key: "gatherBackward", label: "fig.fsdp.kindGatherBackward", unit: "nccl.unit.GB", digits: 2 },
        { key: "reduceScatter", label: "fig.fsdp.kindReduceScatter", unit: "nccl.unit.GB", digits: 2 },
        { key: "allReduce", label: "fig.fsdp.kindAllReduce", unit: "nccl.unit.GB", digits: 2 },
        { key: "perGpu", label: "fig.fsdp.colPerGpu", unit: "nccl.unit.GB", digits: 2 },
        { key: "nic", label: "fig.fsdp.colNic", unit: "nccl.unit.GB", digits: 2 },
        { key: "state", label: "fig.fsdp.colState", unit: "nccl.unit.GB", digits: 1 },
        { key: "fit", label: "fig.fsdp.colFit" },
      ],
      rows: data.strategies.map((s) => {
        const of = (k: TrafficKind) =>
          s.collectives.filter((c) => c.kind === k).reduce((x, c) => x + c.perGpuBytes, 0) / GB;
        return {
          strategy: tr(STRATEGY_LABELS[s.strategy]),
          gatherForward: of("gatherForward"),
          gatherBackward: of("gatherBackward"),
          reduceScatter: of("reduceScatter"),
          allReduce: of("allReduce"),
          perGpu: s.perGpuBytes / GB,
          nic: (s.nic.forward + s.nic.backward + s.nic.gradients) / GB,
          state: s.stateBytesPerGpu / GB,
          fit: tr(s.memory.code === "fits" ? "fig.fsdp.fits" : "fig.fsdp.doesNotFit"),
        };
      }),
    };
  },
  summary(data, tr, lang) {
    const of = (strategy: TrainingShardingStrategy) => data.strategies.find((s) => s.strategy === strategy);
    const gb = (bytes: number | undefined) => formatNumber(lang, (bytes ?? Number.NaN) / GB, 1);
    const nic = (s: StrategyTraffic | undefined) =>
      s ? s.nic.forward + s.nic.backward + s.nic.gradients : Number.NaN;
    const over = data.strategies.filter((s) => s.memory.code === "exceeds-gpu-memory");
    const memory = data.strategies[0]?.memory.values;
    const exceeds =
      over.length > 0 && memory
        ? ` ${tr("fig.fsdp.summaryExceeds", {
            strategies: over.map((s) => tr(STRATEGY_LABELS[s.strategy])).join(", "),
            gpu: data.gpuName,
            usable: formatNumber(lang, memory.usableBytes / GB, 0),
            memory: formatNumber(lang, memory.gpuMemory / GB, 0),
          })}`
        : "";
    return `${tr("fig.fsdp.summary", {
      params: formatNumber(lang, data.paramsB, 2),
      nodes: data.nodes,
      gpusPerNode: data.gpusPerNode,
      full: gb(of("full-shard")?.perGpuBytes),
      hybrid: gb(of("hybrid-shard")?.perGpuBytes),
      ddp: gb(of("ddp")?.perGpuBytes),
      fullNic: gb(nic(of("full-shard"))),
      hybridNic: gb(nic(of("hybrid-shard"))),
      ddpNic: gb(nic(of("ddp"))),
      fullState: gb(of("full-shard")?.stateBytesPerGpu),
      hybridState: gb(of("hybrid-shard")?.stateBytesPerGpu),
      ddpState: gb(of("ddp")?.stateBytesPerGpu),
    })}${exceeds}`;
  },
};

/** The state panel's line: the memory a job can fill on the GPU, and which bars pass it. */
function limitOf(data: FsdpDdpTrafficData, tr: ChartContext["tr"], lang: Lang) {
  const memory = data.strategies[0]?.memory.values;
  if (!memory) return undefined;
  return {
    gb: memory.usableBytes / GB,
    label: tr("fig.fsdp.memoryLimit", {
      gpu: data.gpuName,
      usable: formatNumber(lang, memory.usableBytes / GB, 0),
      memory: formatNumber(lang, memory.gpuMemory / GB, 0),
    }),
    over: tr("fig.fsdp.doesNotFit"),
  };
}
