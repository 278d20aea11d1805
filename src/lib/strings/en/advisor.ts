/** English strings of the figures of "Is a fabric worth it?". */
import { registerStrings } from "../../i18n.ts";

export const advisor = {
  "fig.fabricAdvisor.title": "Fabric advisor: which network is worth its price?",
  "fig.fabricAdvisor.titleH100": "Fabric advisor: the study's H100 cluster",
  "fig.fabricAdvisor.caption":
    "Each candidate network is predicted by the training model calibrated on the Red Hat study: throughput (a bar, with the band as whiskers; pale bars are uncalibrated), cost per million tokens, and the all-reduce bus bandwidth the path should show. The recommendation is the cheapest path within the tolerance of the fastest, or 'measure first' when bands overlap; the command below is the run that settles it. Try more nodes, a 70B model, or your own prices (set Prices to 'mine').",
  "fig.fabricAdvisor.gpu": "GPU",
  "fig.fabricAdvisor.gpusPerNode": "GPUs per node",
  "fig.fabricAdvisor.nodes": "Nodes",
  "fig.fabricAdvisor.modelB": "Model size",
  "fig.fabricAdvisor.strategy": "Sharding",
  "fig.fabricAdvisor.strategyHybrid": "FSDP hybrid-shard (the study's)",
  "fig.fabricAdvisor.strategyFull": "FSDP full-shard",
  "fig.fabricAdvisor.strategyDdp": "DDP (full replicas)",
  "fig.fabricAdvisor.paths": "Paths on offer",
  "fig.fabricAdvisor.pathsAll": "All four",
  "fig.fabricAdvisor.pathsVirtual": "Pod network and vNIC only",
  "fig.fabricAdvisor.prices": "Prices",
  "fig.fabricAdvisor.pricesExample": "Examples (not quotes)",
  "fig.fabricAdvisor.pricesCustom": "Mine (the fields below)",
  "fig.fabricAdvisor.gpuNodeCost": "My GPU node price",
  "fig.fabricAdvisor.costPod": "My extra: pod network",
  "fig.fabricAdvisor.costVnic": "My extra: vNIC",
  "fig.fabricAdvisor.costSriov": "My extra: SR-IOV",
  "fig.fabricAdvisor.costRdma": "My extra: SR-IOV + RDMA",
  "fig.fabricAdvisor.tolerance": "Tolerance",
  "fig.fabricAdvisor.unitUsdNodeHour": "$/node-hour",
  "fig.fabricAdvisor.unitBillion": "billion parameters",
  "fig.fabricAdvisor.gpu.l40s": "L40S 48GB",
  "fig.fabricAdvisor.gpu.h100-sxm": "H100 80GB SXM",
  "fig.fabricAdvisor.gpu.a100-sxm": "A100 80GB SXM",
  "fig.fabricAdvisor.gpu.h200-sxm": "H200 141GB SXM",
  "fig.fabricAdvisor.gpu.gh200": "GH200",
  "fig.fabricAdvisor.path.pod-overlay": "Pod network",
  "fig.fabricAdvisor.path.vnic": "vNIC",
  "fig.fabricAdvisor.path.sriov-vf": "SR-IOV",
  "fig.fabricAdvisor.path.sriov-rdma": "SR-IOV + RDMA",
  "fig.fabricAdvisor.pathLower.pod-overlay": "pod network",
  "fig.fabricAdvisor.pathLower.vnic": "vNIC",
  "fig.fabricAdvisor.pathLower.sriov-vf": "SR-IOV path",
  "fig.fabricAdvisor.pathLower.sriov-rdma": "SR-IOV + RDMA path",
  "fig.fabricAdvisor.roleRecommended": "recommended",
  "fig.fabricAdvisor.roleStart": "start here, measure",
  "fig.fabricAdvisor.roleCompare": "measure against",
  "fig.fabricAdvisor.roleOther": "other candidates",
  "fig.fabricAdvisor.roleUncalibrated": "uncalibrated band",
  "fig.fabricAdvisor.panelThroughput": "Training throughput (samples/s)",
  "fig.fabricAdvisor.toleranceLine": "−{tolerance}% of the fastest",
  "fig.fabricAdvisor.panelCostExample": "$ per million tokens (example prices)",
  "fig.fabricAdvisor.panelCostCustom": "$ per million tokens (your prices)",
  "fig.fabricAdvisor.panelBus": "All-reduce {metric} each path should show ({unit})",
  "fig.fabricAdvisor.required": "enough: {value}",
  "fig.fabricAdvisor.hidden": "hides: {value}",
  "fig.fabricAdvisor.commandTitle": "Confirm before buying: run on the {path}",
  "fig.fabricAdvisor.commandTcp":
    "mpirun -np {ranks} -N {perNode} -x NCCL_ALGO=Ring -x NCCL_DEBUG=INFO -x NCCL_IB_DISABLE=1 -x NCCL_SOCKET_IFNAME=<interface> ./build/all_reduce_perf -b {size}M -e {size}M -g 1 -d bfloat16 -c 0",
  "fig.fabricAdvisor.commandRdma":
    "mpirun -np {ranks} -N {perNode} -x NCCL_ALGO=Ring -x NCCL_DEBUG=INFO -x NCCL_IB_HCA=<device> ./build/all_reduce_perf -b {size}M -e {size}M -g 1 -d bfloat16 -c 0",
  "fig.fabricAdvisor.threshold":
    "Read {metric} at {size} MiB: {required} {unit} or more is enough (within {tolerance}% of the fastest); above {hidden} {unit} communication hides behind compute.",
  "fig.fabricAdvisor.thresholdNone":
    "Read {metric} at {size} MiB: no rate reaches the tolerance line on this path; above {hidden} {unit} communication hides behind compute.",
  "fig.fabricAdvisor.cappedNote":
    "Size capped to fit GPU memory (the gradient is {gradient} MiB); busbw is flat at these sizes.",
  "fig.fabricAdvisor.colPath": "Path",
  "fig.fabricAdvisor.colRole": "Role",
  "fig.fabricAdvisor.colExtra": "Extra price",
  "fig.fabricAdvisor.colSamples": "Samples/s",
  "fig.fabricAdvisor.colSamplesLow": "Samples/s, low",
  "fig.fabricAdvisor.colSamplesHigh": "Samples/s, high",
  "fig.fabricAdvisor.colTokens": "Tokens/s",
  "fig.fabricAdvisor.colEfficiency": "Scaling efficiency",
  "fig.fabricAdvisor.colCost": "$ per million tokens",
  "fig.fabricAdvisor.colCostLow": "$ per million tokens, low",
  "fig.fabricAdvisor.colCostHigh": "$ per million tokens, high",
  "fig.fabricAdvisor.colExposed": "Exposed communication",
  "fig.fabricAdvisor.colBusbw": "Expected all-reduce busbw",
  "fig.fabricAdvisor.colAlgbw": "Expected all-reduce algbw",
  "fig.fabricAdvisor.colCalibrated": "Calibrated",
  "fig.fabricAdvisor.yes": "yes",
  "fig.fabricAdvisor.no": "no (band)",
  "fig.fabricAdvisor.summaryDecided":
    "Recommended: the {path}, {samples} samples/s at {cost} USD per million tokens, because {reasons}.",
  "fig.fabricAdvisor.summaryMeasure":
    "Measure first: start with the {path}, {samples} samples/s with {exposed}% of the time waiting on the network; the {other} is predicted at {otherSamples} samples/s, a band too wide to tell whether it is more than {tolerance}% faster{why}.",
  "fig.fabricAdvisor.summaryMeasureHidden":
    "Measure first: start with the {path}, {samples} samples/s; the {other} is predicted at {otherSamples} samples/s, a band too wide to tell whether it is more than {tolerance}% faster{why}.",
  "fig.fabricAdvisor.why": " ({reasons})",
  "fig.fabricAdvisor.summaryMeasurement":
    "Confirm with all_reduce_perf at {size} MiB over the {path}: {metric} of {required} {unit} or more is enough.",
  "fig.fabricAdvisor.summaryMeasurementNone":
    "all_reduce_perf at {size} MiB over the {path} shows how far it falls short; communication hides above {hidden} {unit}.",
  "fig.fabricAdvisor.summarySingle":
    "On one node nothing crosses the network, so the cheapest path, the {path}, is enough.",
  "fig.fabricAdvisor.and": "; ",
  "fig.fabricAdvisor.reason.fastest": "no candidate is faster",
  "fig.fabricAdvisor.reason.within-tolerance-of-best":
    "it is within {tolerance}% of the fastest and costs less",
  "fig.fabricAdvisor.reason.cheaper-candidates-too-slow":
    "every cheaper path is more than {tolerance}% slower",
  "fig.fabricAdvisor.reason.communication-hidden": "its communication hides behind compute",
  "fig.fabricAdvisor.reason.communication-exposed": "{exposed}% of the time still waits on the network",
  "fig.fabricAdvisor.reason.band-overlaps": "the bands overlap, so the model cannot rank the two",
  "fig.fabricAdvisor.reason.needs-measurement": "a measurement has to decide",
  "fig.fabricAdvisor.reason.uncalibrated": "a prediction it rests on is an uncalibrated band",
  "fig.fabricAdvisor.reason.gpus-per-node-not-calibrated":
    "the study never ran {gpusPerNode} of these GPUs per node",
  "fig.fabricAdvisor.reason.cheaper-per-token-elsewhere":
    "the {cheapest} would train a token for less, but more than {tolerance}% slower",
  "fig.fabricAdvisor.reason.exceeds-gpu-memory":
    "the model state does not fit these GPUs without more sharding",
  "fig.fabricAdvisor.reason.measurement-size-capped": "the test size is capped to fit GPU memory",
  "fig.fabricAdvisor.reason.single-node": "one node sends nothing across the network",
} as const;

// Loading this area (with the figure or page that uses it) makes its strings available.
registerStrings("en", advisor);
