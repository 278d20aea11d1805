import type { Source } from "../Source.ts";
import { gbps, tflopsPerSecond } from "../units.ts";
import type { PublishedTrainingReport, PublishedTrainingRun } from "./PublishedTrainingReport.ts";

const PAPER = "https://arxiv.org/abs/2407.21783";
const paper = (read: string): Source => ({
  url: PAPER,
  read: `Llama Team, AI @ Meta, "The Llama 3 Herd of Models" (2024), ${read}`,
});

const TABLE_4 = paper(
  "section 3.3.2, Table 4 'Scaling configurations and MFU for each stage of Llama 3 405B pre-training': GPUs | TP | CP | PP | DP | Seq. Len. | Batch size/DP | Tokens/Batch | TFLOPs/GPU | BF16 MFU",
);

function run(
  gpus: number,
  dataParallel: number,
  sequencesPerReplica: number,
  tflops: number,
  printedMfu: number,
): PublishedTrainingRun {
  return {
    id: `${gpus}-gpus`,
    gpus,
    tensorParallel: 8,
    pipelineParallel: 16,
    dataParallel,
    sequenceLength: 8192,
    sequencesPerReplica,
    flopsPerGpu: tflopsPerSecond(tflops),
    printedMfu,
    source: {
      ...TABLE_4,
      read: `${TABLE_4.read}: ${gpus.toLocaleString("en-US")} | 8 | 1 | 16 | ${dataParallel} | 8,192 | ${sequencesPerReplica} | 16M | ${tflops} | ${printedMfu * 100}%`,
    },
  };
}

/**
 * Llama 3 405B pre-training (Meta, 2024): 8,192 and 16,384 H100s over a 400 Gb/s RoCE fabric, TP 8
 * inside the node, 16 interleaved pipeline stages, FSDP across; 430 and 400 TFLOPs per GPU (43% and
 * 41% MFU). The report the cluster advisor's step model is checked against at large scale
 * (`predictPublishedTrainingRun`); every setting is read from the paper, those it implies with why.
 * @see https://arxiv.org/abs/2407.21783
 * @example meta2024.runs.map((r) => r.gpus) // [8192, 16384]
 */
export const meta2024: PublishedTrainingReport = {
  id: "meta2024",
  title: "The Llama 3 Herd of Models: Llama 3 405B pre-training",
  source: paper("sections 3.3.1-3.3.2"),
  gpu: {
    value: "h100-sxm",
    sources: [
      paper(
        "section 3.3.1, Compute: 'trained on up to 16K H100 GPUs, each running at 700W TDP with 80GB HBM3' (the SXM part)",
      ),
    ],
  },
  gpusPerNode: {
    value: 8,
    sources: [
      paper("section 3.3.1, Compute: 'Each server is equipped with eight GPUs ... connected via NVLink'"),
    ],
  },
  fabric: {
    value: { family: "roce", nicRate: gbps(400), nicsPerNode: 8 },
    sources: [
      paper(
        "section 3.3.1, Network: 'Llama 3 405B used RDMA over Converged Ethernet (RoCE) fabric ... 400 Gbps interconnects between GPUs'; a three-layer Clos, pods of 3,072 GPUs at full bisection, 1:7 oversubscribed above the pod",
      ),
    ],
    why: "one 400 Gb/s NIC per GPU; jobs are placed to keep traffic inside pods, so the fabric is taken as non-blocking.",
  },
  model: {
    value: { parameters: 405e9, layers: 126, hiddenSize: 16384 },
    sources: [paper("section 3.2, Table 3: 405B: Layers 126, Model Dimension 16,384")],
  },
  dataParallel: {
    value: { kind: "fsdp-full", parameterGather: "step", gradientSync: "step", gradientReduceBytes: 4 },
    sources: [
      paper(
        "section 3.3.2: FSDP (citing Zhao et al. 2023b, PyTorch FSDP) 'synchronizes after each training step. Our use of FSDP for Llama 3 shards optimizer states and gradients, but for model shards we do not reshard after forward computation to avoid an extra all-gather communication during backward passes'",
      ),
      paper(
        "section 3.3.2, Numerical stability: 'we use FP32 gradient accumulation during backward computation over multiple micro-batches and also reduce-scatter gradients in FP32 across data parallel workers in FSDP'",
      ),
      {
        repo: "pytorch/pytorch",
        path: "torch/distributed/fsdp/_runtime_utils.py",
        commit: "3ade90a6aaa939cd6238e314c321b9f920db1471",
        read: "_should_free_in_backward: 'If not syncing gradients, then we do not free for strategies that do not reshard after forward': state._sync_gradients or the strategy is in RESHARD_AFTER_FORWARD_HANDLE_STRATEGIES",
      },
    ],
    why: "PyTorch FSDP without resharding after the forward (SHARD_GRAD_OP) keeps the gathered parameters through the backward, and while gradients accumulate over micro-batches without being synchronized it does not free them after the backward either: the parameters are gathered once per step, and the fp32 gradients reduce-scattered once, after the last micro-batch.",
  },
  pipelineInterleave: {
    value: 8,
    sources: [
      paper(
        "section 3.3.2, Pipeline parallelism improvements: 'we reduce one Transformer layer each from the first and the last stages ... the first model chunk on the first stage has only the embedding, and the last model chunk on the last stage has only output projection and loss calculation ... an interleaved schedule with V pipeline stages on one pipeline rank'",
      ),
      paper("section 3.2, Table 3: 405B: Layers 126"),
    ],
    why: "V is not printed. A chunk that holds only the embedding in place of one layer is a one-layer chunk: 126 layers plus the embedding and output chunks make 128 chunks over 16 pipeline ranks, 8 per rank.",
  },
  microBatchSequences: {
    value: 1,
    sources: [
      paper(
        "section 3.3.2, Pipeline parallelism improvements: the schedule lets them run 'fewer micro-batches than the number of stages when we have batch size limit at large scale'",
      ),
    ],
    why: "the micro-batch size is not printed; that the batch per replica limits the micro-batch count (16 sequences per replica on 16K GPUs against 16 stages) reads as one sequence per micro-batch.",
  },
  activationCheckpointing: {
    value: false,
    sources: [
      paper(
        "section 3.3.2, Pipeline parallelism improvements: 'we could pre-train Llama 3 on sequences of 8K tokens without activation checkpointing'",
      ),
    ],
  },
  runs: [
    run(8192, 64, 32, 430, 0.43),
    {
      ...run(16384, 128, 16, 400, 0.41),
      note: "400 TFLOPs over the H100's 989 TFLOP/s peak is 40.4%, where the row prints 41%: checks use the FLOP rate (the printed MFU may round a rate above 400).",
    },
  ],
  excluded: [
    {
      id: "16384-gpus-long-context",
      why: "context parallelism 16 over 131,072-token sequences: the step model has no context parallelism",
      source: {
        ...TABLE_4,
        read: `${TABLE_4.read}: 16,384 | 8 | 16 | 16 | 4 | 131,072 | 16 | 16M | 380 | 38%`,
      },
    },
  ],
};
