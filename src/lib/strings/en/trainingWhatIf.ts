/**
 * English UI strings of the training what-if figure.
 */
export const trainingWhatIf = {
  "fig.whatIf.title": "What if: throughput against node count for another GPU, model or network",
  "fig.whatIf.caption":
    "Lines are the model on each network path: solid where the study calibrated it, dashed where the model can only give a band (shaded for the chosen path), with the reasons listed below the chart. Slide the node count, switch to H100 or a 70-billion model, or reduce once per step instead of every micro-batch.",
  "fig.whatIf.nodes": "Nodes",
  "fig.whatIf.gpuLabel": "GPU",
  "fig.whatIf.gpu.l40s": "L40S (calibrated)",
  "fig.whatIf.gpu.h100": "H100 SXM (calibrated)",
  "fig.whatIf.gpu.a100": "A100 SXM",
  "fig.whatIf.gpu.h200": "H200 SXM",
  "fig.whatIf.gpu.gh200": "GH200",
  "fig.whatIf.gpuName.l40s": "L40S",
  "fig.whatIf.gpuName.h100": "H100 SXM",
  "fig.whatIf.gpuName.a100": "A100 SXM",
  "fig.whatIf.gpuName.h200": "H200 SXM",
  "fig.whatIf.gpuName.gh200": "GH200",
  "fig.whatIf.network": "Network path",
  "fig.whatIf.modelSize": "Model size (8 = the study's 8.17-billion model)",
  "fig.whatIf.strategyLabel": "Sharding",
  "fig.whatIf.strategy.hybrid": "HYBRID_SHARD (the study's)",
  "fig.whatIf.strategy.full": "FULL_SHARD",
  "fig.whatIf.strategy.ddp": "DDP (no sharding)",
  "fig.whatIf.syncLabel": "Gradient reduction",
  "fig.whatIf.sync.microBatch": "every micro-batch (the study's code)",
  "fig.whatIf.sync.step": "once per optimizer step",
  "fig.whatIf.offloadLabel": "CPU offload",
  "fig.whatIf.offload.study": "as in the study (L40S on, H100 off)",
  "fig.whatIf.offload.on": "on",
  "fig.whatIf.offload.off": "off",
  "fig.whatIf.axisNodes": "Nodes (log scale)",
  "fig.whatIf.axisThroughput": "Throughput (samples/s, log scale)",
  "fig.whatIf.axisStep": "Time per optimizer step (s)",
  "fig.whatIf.ideal": "linear scaling",
  "fig.whatIf.breakdownTitle":
    "Where one optimizer step's time goes at {nodes, plural, one {# node} other {# nodes}}",
  "fig.whatIf.legendCalibrated": "calibrated",
  "fig.whatIf.legendBand": "band (outside the calibrated region)",
  "fig.whatIf.legendShaded": "chosen path's band",
  "fig.whatIf.partCompute": "GPU compute",
  "fig.whatIf.partExposed": "exposed communication",
  "fig.whatIf.partHidden": "communication hidden behind compute",
  "fig.whatIf.partOptimizer": "CPU optimizer",
  "fig.whatIf.calibrated":
    "Inside the calibrated region: {gpu} over the {network} at {nodes, plural, one {# node} other {# nodes}} was measured or lies between measured node counts; the band is the fit's ±{fit}%.",
  "fig.whatIf.whyBand": "A band, not a point, because of what the study did not measure:",
  "fig.whatIf.reason.gpu":
    "The study ran no {gpu} cluster: its MFU is borrowed from the calibrated L40S and H100 (±30%), with {gpusPerNode} GPUs per node and the H100 cluster's NICs assumed.",
  "fig.whatIf.reason.network":
    "The study never measured {gpu} over the {network}: the effective bandwidth is carried over from another cluster or from the data-path layer model, from a third of that value up to the layer model's ceiling.",
  "fig.whatIf.reason.nodes":
    "{nodes} nodes is beyond the {max} the study measured on this path: how the per-node rate falls with node count is extrapolated (from not at all to twice the calibrated decline).",
  "fig.whatIf.reason.size":
    "The study trained one model size ({studySize} billion parameters): at {size} billion the GPUs' utilisation may differ (±30%).",
  "fig.whatIf.reason.strategy":
    "The study ran HYBRID_SHARD only: {strategy} sends other bytes across the network, and how much of that hides behind compute is uncertain (half to all of the derived share).",
  "fig.whatIf.reason.sync":
    "The study's code reduced gradients on every micro-batch; reducing once per step was never measured, and how much of it hides behind compute is uncertain.",
  "fig.whatIf.reason.offload":
    "CPU offload differs from the calibrated run: GPU utilisation and the CPU optimizer's rate are uncertain.",
  "fig.whatIf.warnMemory":
    "This job would not run as set: {state} GB of model state per GPU (16 bytes per parameter of its shard) leaves no room in a {gpu}'s {memory} GB for the activations of one sample. Turn CPU offload on or shard over more GPUs.",
  "fig.whatIf.memoryBatch":
    "Memory bounds each micro-batch to {tokens} tokens per GPU (the study's setting: {study}): {state} GB of model state per GPU leaves little room for activations, so there are more micro-batches, each with its full gradient exchange and less compute to hide it behind.",
  "fig.whatIf.colNodes": "Nodes",
  "fig.whatIf.colNetwork": "Network",
  "fig.whatIf.colThroughput": "Throughput",
  "fig.whatIf.colLow": "Band low",
  "fig.whatIf.colHigh": "Band high",
  "fig.whatIf.colEfficiency": "Scaling efficiency",
  "fig.whatIf.colBandwidth": "Effective bandwidth per node",
  "fig.whatIf.colCompute": "Compute per step",
  "fig.whatIf.colExposed": "Exposed communication per step",
  "fig.whatIf.colHidden": "Hidden communication per step",
  "fig.whatIf.colOptimizer": "CPU optimizer per step",
  "fig.whatIf.colBasis": "Basis",
  "fig.whatIf.summary":
    "{gpu}, {size}-billion model, {network}, {nodes, plural, one {# node} other {# nodes}}: {throughput} samples/s ({basis}), {efficiency}% scaling efficiency against one node; the network moves gradients at {bandwidth} {unit} per node and exposed communication is {exposed}% of each step.",
  "fig.whatIf.summaryOne":
    "{gpu}, {size}-billion model, one node: {throughput} samples/s ({basis}); no traffic crosses a network.",
} as const;
