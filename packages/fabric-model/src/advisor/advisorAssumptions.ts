import type { GpuPresetId } from "../presets/gpus.ts";
import type { Source } from "../Source.ts";

/**
 * One fixed choice of the cluster advisor: its value (and range, where it is one), unit, meaning,
 * why it has this value and where the figures the reasoning rests on were read.
 * @example advisorAssumptions.hiddenExposedShare.value // 0.01
 */
interface AdvisorAssumption {
  readonly value: number;
  readonly low: number;
  readonly high: number;
  readonly unit: string;
  readonly meaning: string;
  /** The reasoning behind the choice. */
  readonly why: string;
  /** Where the figures the reasoning rests on were read (none for a pure choice). */
  readonly sources: readonly Source[];
}

const MEGATRON_README: Source = {
  repo: "NVIDIA/Megatron-LM",
  path: "README.md",
  commit: "b83477a3e8b4525dfb870e84f13ef631a9091e51",
  lines: "16-22",
  read: "GPT models of 1 billion to 1 trillion parameters on Selene (8 x 80GB A100 per node), up to 3072 GPUs; FLOPs 'measured for end-to-end training, i.e., includes all operations'; model-parallel sizes above 8 'typically' use tensor parallel 8 (e.g. 145B: TP 8 x PP 8): 'All the cases from 1 billion to 1 trillion parameters achieve more than 43% half precision utilization ... reaches 52% for the largest model'",
};

/**
 * The advisors' fixed choices: the path advisor's throughput tolerance, the share of the step below which exposed communication
 * counts as hidden, the compute efficiency of large dense training, the memory a confirming
 * nccl-tests run may fill, the switch radix it sizes fabrics with, and the nodes beyond which
 * Kubernetes' software paths are extrapolated.
 * @example advisorAssumptions.computeEfficiency.low // 0.43
 */
export const advisorAssumptions: {
  readonly tolerance: AdvisorAssumption;
  readonly hiddenExposedShare: AdvisorAssumption;
  readonly computeEfficiency: AdvisorAssumption & {
    /** The GPU (preset id) the efficiency was measured on, with its tensor-parallel all-reduces inside (`workloadStepTime`). */
    readonly measuredOn: GpuPresetId;
  };
  readonly measurementMemoryShare: AdvisorAssumption;
  readonly switchRadix: AdvisorAssumption;
} = {
  tolerance: {
    value: 0.05,
    low: 0.05,
    high: 0.05,
    unit: "fraction of the best throughput",
    meaning:
      "A Kubernetes path within this share of the fastest path's throughput counts as good enough (the path advisor, adviseFabric), so the cheapest such path is recommended.",
    why: "choice: about three times the training calibration's RMS error (1.7%, redhat2025TrainingCalibration.rmsError), so a difference inside it is not one the model can resolve; the reader can change it.",
    sources: [],
  },
  hiddenExposedShare: {
    value: 0.01,
    low: 0.01,
    high: 0.01,
    unit: "fraction of the step time",
    meaning:
      "Communication counts as hidden behind compute when the exposed part adds less than this share to the step.",
    why: "choice: below the training calibration's RMS error (1.7%, redhat2025TrainingCalibration.rmsError), so 'hidden' means the model cannot see it.",
    sources: [],
  },
  computeEfficiency: {
    value: 0.475,
    low: 0.43,
    high: 0.52,
    unit: "fraction of the dense bf16 peak",
    meaning:
      "Share of a GPU's peak a large dense-transformer job turns into model FLOPs (6 per parameter and token) while it computes, for workloads the training study did not calibrate.",
    why: "Megatron-LM's scaling runs on InfiniBand A100s: over 43% of peak from 1B to 1T parameters, 52% for the largest; end-to-end figures (bubbles and communication inside), so a floor for the compute alone. Their tensor parallelism (8 GPUs over NVLink for the large models) ran inside the figure: the step adds only the tensor-parallel time beyond what the same all-reduces take on an A100 node, scaled to the GPU's peak (measuredOn). Not fitted on any report the advisor is checked against.",
    sources: [MEGATRON_README],
    measuredOn: "a100-sxm",
  },
  measurementMemoryShare: {
    value: 0.5,
    low: 0.5,
    high: 0.5,
    unit: "fraction of GPU memory",
    meaning:
      "nccl-tests allocates a send and a receive buffer of the tested size on every GPU (-c 0 skips the third, for checking); the confirming run's size is capped so both fit in this share of the GPU's memory, leaving the rest for the CUDA context and NCCL's own buffers.",
    why: "choice: nccl-tests needs two buffers of the tested size per GPU (a third only with -c 1), and bus bandwidth is flat well before such sizes (SimAI, NSDI 2025: efficiency 0.92 at 1 GiB, 0.96 at 16 GiB).",
    sources: [
      {
        url: "https://github.com/NVIDIA/nccl-tests/blob/HEAD/src/common.cu",
        read: "sendbuff and recvbuff of the largest size per GPU; the expected buffer only with -c 1",
      },
    ],
  },
  switchRadix: {
    value: 64,
    low: 64,
    high: 64,
    unit: "ports of 400 Gb/s per switch",
    meaning: "Ports of one switch when the advisor sizes a fabric (leaf, spine and core alike).",
    why: "the 64-port 400 Gb/s switch the price table prices (Quantum-2, and 51.2 Tb/s Ethernet switches); other rates split that capacity.",
    sources: [
      {
        url: "https://yobitel.com/knowledge-base/nvidia-quantum-2",
        read: "Quantum-2: 64 x 400 Gb/s per 1U appliance (or 128 x 200 Gb/s in split mode); a two-tier fat tree of Quantum-2 leaves and spines scales to 2,048 endpoints at full bisection",
      },
    ],
  },
};
