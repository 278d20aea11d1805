import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../presets/gpus.ts";
import type { Source } from "../Source.ts";
import type { BitsPerSecond } from "../units.ts";

/**
 * One reading of an uncertain setting: its value and where it was read.
 * @example const r: TrainingStudyReading<number> = { id: "article", value: 35000, source };
 */
interface TrainingStudyReading<T> {
  readonly id: string;
  readonly value: T;
  readonly source: Source;
}

/**
 * A setting the sources disagree on or leave open: every reading, the one the model uses and why.
 * @example study.config.maxBatchLen.h100.used // "article"
 */
export interface TrainingStudyUncertain<T> {
  readonly readings: readonly TrainingStudyReading<T>[];
  /** Id of the reading the model uses. */
  readonly used: string;
  readonly why: string;
}

/**
 * A cluster of a training study: the GPU (a preset id), GPUs and vCPUs per node, and the node's NICs.
 * @example study.clusters[0].gpusPerNode // 2
 */
export interface TrainingStudyCluster {
  /** Short id used by the points, e.g. "l40s". */
  readonly id: string;
  /** Label as the study prints it, e.g. "L40S". */
  readonly label: string;
  readonly gpu: GpuPresetId;
  readonly gpusPerNode: number;
  readonly vcpusPerNode: number;
  /** Line rate of the node's paravirtual NIC (vNIC), which the pod overlay also runs on. */
  readonly vnicRate: BitsPerSecond;
  /** Line rate of one SR-IOV NIC, or null when the cluster had none. */
  readonly sriovNicRate: BitsPerSecond | null;
  /** How many SR-IOV NICs a node offers (0 when none). */
  readonly sriovNicsMax: number;
  readonly source: Source;
  /** What is assumed beyond the source (e.g. the GPU form factor). */
  readonly note: string;
}

/**
 * One measured throughput of a training study.
 * @example study.points.find((p) => p.id === "l40s-8-vnic")?.samplesPerSecond // 12.68
 */
export interface TrainingStudyPoint {
  readonly id: string;
  /** Id of a `TrainingStudyCluster`. */
  readonly cluster: string;
  readonly nodes: number;
  /** Network path between the nodes; null on one node. */
  readonly network: VirtualisationLayerId | null;
  /** SR-IOV NICs used per node (1 unless the study says otherwise). */
  readonly nicsPerNode: number;
  /** Measured training throughput, samples per second. */
  readonly samplesPerSecond: number;
  readonly source: Source;
}

/**
 * The training configuration of a study, with the settings the sources disagree on kept as
 * `TrainingStudyUncertain` readings per cluster.
 * @example study.config.effectiveBatchSize.value // 3840
 */
interface TrainingStudyConfig {
  readonly model: {
    readonly name: string;
    readonly parameters: number;
    readonly source: Source;
    /** Decoder layers and hidden size: the shape activation memory scales from. */
    readonly shape: {
      readonly layers: number;
      readonly hiddenSize: number;
      readonly source: Source;
    };
  };
  readonly samples: { readonly value: number; readonly source: Source };
  readonly meanTokensPerSample: { readonly value: number; readonly source: Source };
  readonly effectiveBatchSize: { readonly value: number; readonly source: Source };
  /** Token budget of one micro-batch on one GPU, per cluster id. */
  readonly maxBatchLen: Readonly<Record<string, TrainingStudyUncertain<number>>>;
  /** Whether parameters and optimizer ran offloaded to the CPU, per cluster id. */
  readonly cpuOffload: Readonly<Record<string, TrainingStudyUncertain<boolean>>>;
  readonly precision: {
    readonly value: "bf16";
    readonly bytesPerGradient: number;
    readonly source: Source;
  };
  readonly strategy: { readonly value: "hybrid-shard"; readonly source: Source };
  /** When gradients cross the network: every micro-batch in the study's code. */
  readonly sync: { readonly value: "micro-batch"; readonly source: Source };
  readonly activationCheckpointing: { readonly value: boolean; readonly source: Source };
}

/**
 * A claim the study's authors make, as data a model can be checked against: either a throughput
 * ratio between two measured points, or that adding SR-IOV NICs gains nothing.
 * @example study.claims[0].expected // 2.32
 */
type TrainingStudyClaim =
  | {
      readonly id: string;
      readonly kind: "ratio";
      readonly statement: string;
      /** Point ids: the claim is samplesPerSecond(numerator) / samplesPerSecond(denominator). */
      readonly numerator: string;
      readonly denominator: string;
      /** The ratio as the article states it. */
      readonly expected: number;
      /** How far a model's ratio may stray from `expected` (relative) and still reproduce the claim. */
      readonly tolerance: number;
      readonly source: Source;
    }
  | {
      readonly id: string;
      readonly kind: "no-gain-with-nics";
      readonly statement: string;
      /** The point the extra NICs are added to. */
      readonly point: string;
      readonly nicsPerNode: readonly number[];
      /** Largest relative gain that still counts as "no gain". */
      readonly tolerance: number;
      readonly source: Source;
    };

/**
 * A question the study's data raises and a model does not answer, kept as data so a page can show
 * it: the evidence, the parameters or points that show it, and the hypotheses on the table.
 * @example study.openQuestions.map((q) => q.id) // ["h100-software-paths-slower", "h100-two-node-loss"]
 */
interface TrainingStudyOpenQuestion {
  readonly id: string;
  readonly question: string;
  readonly evidence: string;
  /** Calibrated parameter names whose values show the effect. */
  readonly parameters: readonly string[];
  /** Point ids that show the effect. */
  readonly points: readonly string[];
  readonly hypotheses: readonly string[];
}

/**
 * A published distributed-training study: clusters, measured points with sources, the
 * configuration with its uncertainties, the authors' claims and the open questions.
 * @example redhat2025.points.length // 12
 */
export interface TrainingStudy {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly published: string;
  /** How the throughput numbers were computed. */
  readonly throughputDefinition: string;
  readonly clusters: readonly TrainingStudyCluster[];
  readonly points: readonly TrainingStudyPoint[];
  readonly config: TrainingStudyConfig;
  readonly claims: readonly TrainingStudyClaim[];
  readonly openQuestions: readonly TrainingStudyOpenQuestion[];
}
