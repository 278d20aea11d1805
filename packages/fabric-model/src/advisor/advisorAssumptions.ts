import type { Source } from "../Source.ts";

/**
 * One fixed choice of the fabric advisor: its value, unit, meaning, why it has this value and where
 * the figures the reasoning rests on were read.
 * @example advisorAssumptions.tolerance.value // 0.05
 */
interface AdvisorAssumption {
  readonly value: number;
  readonly unit: string;
  readonly meaning: string;
  /** The reasoning behind the choice. */
  readonly why: string;
  /** Where the figures the reasoning rests on were read (none for a pure choice). */
  readonly sources: readonly Source[];
}

/**
 * The fabric advisor's fixed choices: the default throughput tolerance, the exposed share below
 * which communication counts as hidden, and how much GPU memory the confirming nccl-tests run
 * may fill.
 * @example advisorAssumptions.hiddenExposedShare.value // 0.01
 */
export const advisorAssumptions: {
  readonly tolerance: AdvisorAssumption;
  readonly hiddenExposedShare: AdvisorAssumption;
  readonly measurementMemoryShare: AdvisorAssumption;
} = {
  tolerance: {
    value: 0.05,
    unit: "fraction of the best throughput",
    meaning:
      "A candidate within this share of the fastest candidate's throughput counts as good enough, so the cheapest such candidate is recommended.",
    why: "choice: about three times the training calibration's RMS error (1.7%, redhat2025TrainingCalibration.rmsError), so a difference inside it is not one the model can resolve; the reader can change it.",
    sources: [],
  },
  hiddenExposedShare: {
    value: 0.01,
    unit: "fraction of the step time",
    meaning:
      "Communication counts as hidden behind compute when the exposed part adds less than this share to the step.",
    why: "choice: below the calibration's RMS error (1.7%), so 'hidden' means the model cannot see it.",
    sources: [],
  },
  measurementMemoryShare: {
    value: 0.5,
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
};
