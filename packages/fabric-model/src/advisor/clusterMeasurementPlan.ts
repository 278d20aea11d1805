import type { ModelledCollective } from "../collective/predictCollective.ts";
import { predictCollective } from "../collective/predictCollective.ts";
import { gpuPreset } from "../presets/gpus.ts";
import type { TrainingRange } from "../training/TrainingPrediction.ts";
import { type BitsPerSecond, bytes, mib } from "../units.ts";
import type { ClusterAdvice, ClusterAdvisorInputs } from "./adviseCluster.ts";
import { clusterStepRunner } from "./adviseCluster.ts";
import { advisorAssumptions } from "./advisorAssumptions.ts";
import type { ClusterFabricOption } from "./clusterFabricOptions.ts";

/**
 * The measurements that settle the cluster advisor's pick before buying: the nccl-tests run of
 * the collective whose network time weighs most in the step, on the recommended fabric, with what
 * its bus bandwidth should be and the rate below which the pick no longer holds; and the perftest
 * (or iperf3, for kernel TCP) check of one link.
 * @example clusterMeasurementPlan(inputs, advice)?.requiredBusBandwidth // B/s
 */
export interface ClusterMeasurementPlan {
  /** The option to measure (the recommended one). */
  readonly option: ClusterFabricOption;
  /** The fastest option, when the pick is another one (what to measure if the pick falls short). */
  readonly fallback: ClusterFabricOption | null;
  readonly collective: ModelledCollective;
  /** The nccl-tests binary, e.g. all_gather_perf. */
  readonly binary: string;
  /** Ranks per node and nodes of the run (the collective's own group). */
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** Tested size, whole MiB, capped to fit nccl-tests' two buffers in `advisorAssumptions.measurementMemoryShare` of the GPU. */
  readonly sizeMiB: number;
  readonly cappedByMemory: boolean;
  /** NCCL environment for the fabric (`NCCL_NET`, `NCCL_IB_HCA`, `NCCL_IB_GID_INDEX`, `NCCL_SOCKET_IFNAME`). */
  readonly env: readonly (readonly [name: string, value: string])[];
  /** Predicted bus bandwidth at that size on the option, with its band (B/s). */
  readonly expectedBusBandwidth: TrainingRange;
  /** Bus bandwidth below which the option's step leaves the fastest option's band (B/s); null when no rate does. */
  readonly requiredBusBandwidth: number | null;
  /** The one-link check: perftest's ib_write_bw for RDMA, iperf3 for kernel TCP, and the NIC's rate. */
  readonly link: {
    readonly tool: "ib_write_bw" | "iperf3";
    readonly roce: boolean;
    readonly nicRate: BitsPerSecond;
  };
}

const ITERATIONS = 40;

/**
 * Plan the measurement that settles `advice` (see `ClusterMeasurementPlan`): the inter-node
 * collective with the largest share of the recommended option's step (time x times per step), at
 * its size (capped to fit GPU memory) and over its own ranks; its predicted bus bandwidth and band
 * (`predictCollective`); and, by bisection on `workloadStepTime`'s inter-node bandwidth multiplier,
 * the bus bandwidth at which the recommended option's step reaches the slow end of the fastest
 * option's band. Measured at or above it: the pick holds, do not buy the faster fabric; below it:
 * measure the fastest option too. Null on one node or when nothing crosses nodes.
 * @throws RangeError as `adviseCluster`.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md
 * @example clusterMeasurementPlan(inputs, adviseCluster(inputs))?.binary // "reduce_scatter_perf"
 */
export function clusterMeasurementPlan(
  inputs: ClusterAdvisorInputs,
  advice: ClusterAdvice,
): ClusterMeasurementPlan | null {
  if (advice.kind !== "advice" || inputs.nodes < 2) return null;
  const chosen = advice.options[advice.recommended];
  if (chosen === undefined) return null;
  const across = chosen.step.collectives.filter((c) => c.interNode);
  const heaviest = across.reduce<(typeof across)[number] | null>(
    (best, c) => (best === null || c.time * c.perStep > best.time * best.perStep ? c : best),
    null,
  );
  if (heaviest === null) return null;
  const option = chosen.option;
  const gpu = gpuPreset(inputs.gpu);
  const buffers = heaviest.collective === "all_gather" || heaviest.collective === "reduce_scatter" ? 1 : 2;
  const cap = (gpu.memory * advisorAssumptions.measurementMemoryShare.value) / buffers;
  const cappedByMemory = heaviest.bytes > cap;
  const sizeMiB = Math.max(1, Math.floor(Math.min(heaviest.bytes, cap) / mib(1)));
  const nicsPerNode = inputs.nicsPerNode ?? inputs.gpusPerNode;
  const prediction = predictCollective({
    collective: heaviest.collective,
    bytes: bytes(mib(sizeMiB)),
    gpu: inputs.gpu,
    gpusPerNode: heaviest.gpusPerNode,
    nodes: heaviest.nodes,
    gpusPerNodeInstalled: inputs.gpusPerNode,
    nicCount: nicsPerNode,
    nicRate: option.nicRate,
    transport: option.family,
  });
  // At the step's own size the step's figure already carries any pod path's limit.
  const bus = cappedByMemory ? prediction.busBandwidth : heaviest.busBandwidth;
  const runner = clusterStepRunner(inputs);
  const target = advice.band.high;
  const stepAt = (scale: number) => runner.run(option, "value", runner.efficiency.value, scale).step.total;
  let requiredBusBandwidth: number | null = null;
  if (stepAt(1) <= target) {
    let lo = Math.log(1e-4);
    let hi = 0;
    if (stepAt(Math.exp(lo)) <= target) hi = lo;
    else {
      for (let i = 0; i < ITERATIONS; i++) {
        const mid = (lo + hi) / 2;
        if (stepAt(Math.exp(mid)) <= target) hi = mid;
        else lo = mid;
      }
    }
    requiredBusBandwidth = bus * Math.exp(hi);
  }
  const rdma = option.family !== "tcp";
  const env: [string, string][] =
    option.family === "tcp"
      ? [
          ["NCCL_NET", "Socket"],
          ["NCCL_SOCKET_IFNAME", "<interface>"],
        ]
      : [
          ["NCCL_NET", "IB"],
          ["NCCL_IB_HCA", "<mlx5_0,mlx5_1,...>"],
          ...(option.family === "roce" ? ([["NCCL_IB_GID_INDEX", "3"]] as [string, string][]) : []),
        ];
  const fastest = advice.options[advice.fastest];
  return {
    option,
    fallback: advice.fastest === advice.recommended || fastest === undefined ? null : fastest.option,
    collective: heaviest.collective,
    binary: `${heaviest.collective}_perf`,
    gpusPerNode: heaviest.gpusPerNode,
    nodes: heaviest.nodes,
    sizeMiB,
    cappedByMemory,
    env: [["NCCL_DEBUG", "INFO"], ...env],
    expectedBusBandwidth: { value: bus, low: bus * prediction.band.low, high: bus * prediction.band.high },
    requiredBusBandwidth,
    link: { tool: rdma ? "ib_write_bw" : "iperf3", roce: option.family === "roce", nicRate: option.nicRate },
  };
}
