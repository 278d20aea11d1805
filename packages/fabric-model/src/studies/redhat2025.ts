import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { Source } from "../Source.ts";
import { gbps } from "../units.ts";
import type { TrainingStudy, TrainingStudyPoint } from "./TrainingStudy.ts";

const ARTICLE =
  "https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift";
/** The test harness behind the article (no commit recorded: the files as last read). */
const TOPSAIL = "https://github.com/openshift-psap/topsail/tree/HEAD/projects/fine_tuning";
/** The training library the study ran (no commit recorded: the version is named in each reading). */
const ILAB = "https://github.com/instructlab/training/tree/HEAD/src/instructlab/training";
const ilab = (read: string): Source => ({
  url: ILAB,
  read: `training library v0.10 as shipped in the RHEL AI 1.5 image, ${read}`,
});

const article = (read: string): Source => ({ url: ARTICLE, read });

const NETWORK_LABEL: Readonly<Record<VirtualisationLayerId, string>> = {
  "pod-overlay": "pod network (OVN-Kubernetes overlay)",
  vnic: "secondary vNIC",
  "sriov-vf": "SR-IOV",
  "sriov-rdma": "SR-IOV + RDMA",
};

function point(
  cluster: "l40s" | "h100",
  nodes: number,
  network: VirtualisationLayerId | null,
  samplesPerSecond: number,
): TrainingStudyPoint {
  const label = cluster === "l40s" ? "L40S" : "H100";
  const where =
    network === null ? "one node (no inter-node network)" : `${nodes} nodes, ${NETWORK_LABEL[network]}`;
  return {
    id: `${cluster}-${nodes}${network === null ? "" : `-${network}`}`,
    cluster,
    nodes,
    network,
    nicsPerNode: 1,
    samplesPerSecond,
    source: article(`results, ${label} cluster, ${where}: ${samplesPerSecond} samples/s`),
  };
}

/**
 * The Red Hat Developer study (2025-10-16) "Network performance in distributed training: Maximizing
 * GPU utilization on OpenShift": Granite 3.1 8B fine-tuned with InstructLab (FSDP HYBRID_SHARD, bf16)
 * on L40S and H100 OpenShift clusters over four network paths. Twelve measured throughputs with
 * their sources, the configuration with the readings the sources disagree on (and which one the
 * model uses), the article's claims and the open questions its data raises.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example redhat2025.points.find((p) => p.id === "l40s-8-vnic")?.samplesPerSecond // 12.68
 */
export const redhat2025: TrainingStudy = {
  id: "redhat-2025",
  title: "Network performance in distributed training: Maximizing GPU utilization on OpenShift",
  url: ARTICLE,
  published: "2025-10-16",
  throughputDefinition:
    "Samples processed between the first and the last logged micro-batch divided by the elapsed time between them (one epoch).",
  clusters: [
    {
      id: "l40s",
      label: "L40S",
      gpu: "l40s",
      gpusPerNode: 2,
      vcpusPerNode: 48,
      vnicRate: gbps(100),
      sriovNicRate: null,
      sriovNicsMax: 0,
      source: article("test environment, L40S cluster: per node 2x NVIDIA L40S 48GB, 48 vCPU, vNIC 100 Gbps"),
      note: "One secondary vNIC per node in the vNIC runs; no SR-IOV NIC was measured on this cluster.",
    },
    {
      id: "h100",
      label: "H100",
      gpu: "h100-sxm",
      gpusPerNode: 8,
      vcpusPerNode: 160,
      vnicRate: gbps(200),
      sriovNicRate: gbps(400),
      sriovNicsMax: 8,
      source: article(
        "test environment, H100 cluster: per node 8x NVIDIA H100 80GB, 160 vCPU, vNIC 200 Gbps, up to 8 SR-IOV NICs of 400 Gbps",
      ),
      note: "The article says 'H100 80GB'; an 8-GPU node with 400 Gbps NICs is an HGX (SXM) board, so the h100-sxm preset is assumed.",
    },
  ],
  points: [
    point("l40s", 1, null, 2.04),
    point("l40s", 2, "pod-overlay", 2.91),
    point("l40s", 4, "pod-overlay", 3.73),
    point("l40s", 8, "pod-overlay", 5.46),
    point("l40s", 2, "vnic", 3.98),
    point("l40s", 4, "vnic", 7.16),
    point("l40s", 8, "vnic", 12.68),
    point("h100", 1, null, 21.34),
    point("h100", 2, "pod-overlay", 3.46),
    point("h100", 2, "vnic", 12.28),
    point("h100", 2, "sriov-vf", 40.36),
    point("h100", 2, "sriov-rdma", 40.58),
  ],
  config: {
    model: {
      name: "Granite 3.1 8B",
      parameters: 8.17e9,
      source: article("workload: Granite 3.1 8B fine-tuned with InstructLab (about 8.17e9 parameters)"),
      shape: {
        layers: 40,
        hiddenSize: 4096,
        source: {
          url: "https://huggingface.co/ibm-granite/granite-3.1-8b-instruct/blob/main/config.json",
          read: "num_hidden_layers 40, hidden_size 4096",
        },
      },
    },
    samples: { value: 9872, source: article("workload: one epoch of 9,872 samples") },
    meanTokensPerSample: { value: 1483, source: article("workload: samples average 1,483 tokens") },
    effectiveBatchSize: { value: 3840, source: article("training configuration: effective_batch_size 3840") },
    maxBatchLen: {
      l40s: {
        readings: [
          {
            id: "article",
            value: 35000,
            source: article("example training configuration (the 8-node L40S job): max_batch_len 35000"),
          },
        ],
        used: "article",
        why: "The article's example configuration is the L40S job.",
      },
      h100: {
        readings: [
          {
            id: "article",
            value: 35000,
            source: article(
              "training configuration: max_batch_len 35000 (stated for the workload as a whole)",
            ),
          },
          {
            id: "topsail",
            value: 50000,
            source: {
              url: TOPSAIL,
              read: "testing/config.yaml (ilab presets) and toolbox/fine_tuning_run_fine_tuning_job/templates/ilab_base_config.yaml.j2: the test harness behind the article suggests the H100 runs used max_batch_len 50000",
            },
          },
        ],
        used: "article",
        why: "The article is the primary source. The other reading changes the micro-batch count of the H100 runs (gradient accumulation 11 instead of 8 on 2 nodes), so only the calibrated H100 pod and vNIC bandwidths move, by that ratio; the fit's error does not.",
      },
    },
    cpuOffload: {
      l40s: {
        readings: [
          {
            id: "article",
            value: true,
            source: article(
              "example training configuration (the 8-node L40S job): cpu_offload_params true, cpu_offload_optimizer true",
            ),
          },
        ],
        used: "article",
        why: "Without offload the 16 bytes of state per parameter of an 8B model sharded over 2 GPUs (65 GB) would not fit a 48 GB L40S.",
      },
      h100: {
        readings: [
          {
            id: "topsail",
            value: false,
            source: {
              url: TOPSAIL,
              read: "testing/config.yaml (ilab presets): the harness's H100 presets run without CPU offload",
            },
          },
          {
            id: "article",
            value: true,
            source: article("the example configuration sets CPU offload, but it is the L40S job"),
          },
        ],
        used: "topsail",
        why: "The article's offload settings belong to its L40S example; an 8B model sharded over 8 H100 fits without offload. With offload the serial optimizer term would add about 4% to the 1-node epoch, which the calibrated H100 MFU would absorb.",
      },
    },
    precision: {
      value: "bf16",
      bytesPerGradient: 2,
      source: ilab(
        "setup_accelerator.py: FSDP MixedPrecision(param_dtype, reduce_dtype, buffer_dtype = torch.bfloat16), so gradients are reduced in bf16 (2 bytes)",
      ),
    },
    strategy: {
      value: "hybrid-shard",
      source: article("PyTorch FSDP with sharding strategy HYBRID_SHARD"),
    },
    sync: {
      value: "micro-batch",
      source: ilab(
        "main_ds.py: backward() runs on every micro-batch without no_sync(), so FSDP reduces gradients across nodes on every micro-batch, not once per optimizer step",
      ),
    },
    activationCheckpointing: {
      value: true,
      source: ilab("main_ds.py: Granite models get apply_gradient_checkpointing on every decoder block"),
    },
  },
  claims: [
    {
      id: "vnic-vs-pod-l40s-8",
      kind: "ratio",
      statement: "The secondary vNIC gives +132% throughput over the pod network at 8 L40S nodes.",
      numerator: "l40s-8-vnic",
      denominator: "l40s-8-pod-overlay",
      expected: 2.32,
      tolerance: 0.1,
      source: article("L40S results: +132% with the vNIC over the pod network at 8 nodes"),
    },
    {
      id: "sriov-vs-vnic-h100",
      kind: "ratio",
      statement: "SR-IOV gives about 3x the throughput of the vNIC on the H100 cluster.",
      numerator: "h100-2-sriov-vf",
      denominator: "h100-2-vnic",
      expected: 3,
      tolerance: 0.2,
      source: article("H100 results: SR-IOV about 3x the vNIC"),
    },
    {
      id: "rdma-marginal-8b",
      kind: "ratio",
      statement: "RDMA on top of SR-IOV is a marginal gain for an 8B model.",
      numerator: "h100-2-sriov-rdma",
      denominator: "h100-2-sriov-vf",
      expected: 1,
      tolerance: 0.03,
      source: article("H100 results: SR-IOV + RDMA only marginally faster than SR-IOV at 8B"),
    },
    {
      id: "more-sriov-nics-no-gain",
      kind: "no-gain-with-nics",
      statement: "Two, four or eight SR-IOV interfaces per node gave no further gain.",
      point: "h100-2-sriov-vf",
      nicsPerNode: [2, 4, 8],
      tolerance: 0.02,
      source: article("H100 results: 2, 4 or 8 SR-IOV interfaces per node gave no further gain"),
    },
  ],
  openQuestions: [
    {
      id: "h100-software-paths-slower",
      question:
        "Why do the pod network and the vNIC deliver several times less effective bandwidth on the H100 nodes than on the L40S nodes, although the H100 vNIC is twice as fast?",
      evidence:
        "Calibrated effective bandwidths (same model, same bytes per micro-batch): the H100 pod network comes out about 4x below the L40S one, the H100 vNIC about 2x below.",
      parameters: [
        "bandwidth.l40s.pod-overlay",
        "bandwidth.h100.pod-overlay",
        "bandwidth.l40s.vnic",
        "bandwidth.h100.vnic",
      ],
      points: ["l40s-2-pod-overlay", "h100-2-pod-overlay", "l40s-2-vnic", "h100-2-vnic"],
      hypotheses: [
        "Eight NCCL communicators per node (one per local rank) contend for the overlay's and vhost's per-packet CPU, where the L40S nodes have two.",
        "The H100 run used a larger max_batch_len (50000): fewer, larger micro-batches would make the per-micro-batch rate look lower by the ratio of micro-batch counts (about 1.4x, not 4x).",
      ],
    },
    {
      id: "h100-two-node-loss",
      question:
        "What costs the H100 job about 5% when it goes from one node to two over SR-IOV, if not bandwidth?",
      evidence:
        "Two nodes reach 40.36 (SR-IOV) and 40.58 (RDMA) samples/s against 2 x 21.34 = 42.68 for perfect scaling; RDMA is no faster than TCP, and the gradient exchange (16 GB per node per micro-batch) hides entirely behind the backward pass at either rate.",
      parameters: [],
      points: ["h100-1", "h100-2-sriov-vf", "h100-2-sriov-rdma"],
      hypotheses: [
        "Waiting for the slowest of 16 GPUs on every micro-batch (packed micro-batches differ in attention cost).",
        "Communication kernels taking SMs and memory bandwidth from the overlapped backward pass.",
      ],
    },
  ],
};
