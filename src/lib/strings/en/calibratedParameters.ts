/**
 * English UI strings of the calibrated parameters figure.
 */
export const calibratedParameters = {
  "fig.calParams.title": "The seven calibrated numbers and how well they reproduce the study",
  "fig.calParams.caption":
    "Each number was fitted to the twelve measured points; the grey bar is the range a physically sensible value could take, the dot where the fit put it. Switch the H100 reading of max_batch_len to see which numbers depend on it and which do not.",
  "fig.calParams.reading": "H100 runs' max_batch_len",
  "fig.calParams.readingArticle": "35,000 tokens (the article)",
  "fig.calParams.readingTopsail": "50,000 tokens (the test harness)",
  "fig.calParams.label.mfu": "GPU utilisation (MFU), {cluster}",
  "fig.calParams.label.bandwidth": "Effective bandwidth, {cluster}, {network}",
  "fig.calParams.label.contention": "Decline with node count, {network}",
  "fig.calParams.groupMfu": "Model FLOPs utilisation",
  "fig.calParams.groupBandwidth": "Effective inter-node bandwidth per node, at 2 nodes",
  "fig.calParams.groupContention": "Contention exponent: per-node rate ∝ (nodes / 2)^−exponent",
  "fig.calParams.axisMfu": "Share of dense bf16 peak (%)",
  "fig.calParams.axisBandwidth": "Effective bandwidth ({unit}, log scale)",
  "fig.calParams.axisContention": "Exponent",
  "fig.calParams.legendValue": "calibrated value",
  "fig.calParams.legendRange": "plausible range",
  "fig.calParams.legendStored": "value under the article's reading",
  "fig.calParams.accuracyTitle": "How well the model reproduces the study",
  "fig.calParams.fit":
    "Fitted on all {n} points: mean absolute error {mape}%, root mean square {rms}% (the band every calibrated prediction carries).",
  "fig.calParams.loo":
    "Leave one out: each of {n} multi-node points predicted by a fit without it, mean absolute error {mape}% ({skipped, plural, one {# point cannot be left out: it is} other {# points cannot be left out: each is}} the only one that fixes its own bandwidth).",
  "fig.calParams.extrapolation":
    "Extrapolation: fitted without the {cluster} {nodes}-node runs, the model predicts them within {max}%.",
  "fig.calParams.colParameter": "Parameter",
  "fig.calParams.colName": "Model name",
  "fig.calParams.colValue": "Value",
  "fig.calParams.colUnit": "Unit",
  "fig.calParams.colLow": "Plausible low",
  "fig.calParams.colHigh": "Plausible high",
  "fig.calParams.colBandwidth": "Bandwidth",
  "fig.calParams.colBandwidthLow": "Bandwidth, plausible low",
  "fig.calParams.colBandwidthHigh": "Bandwidth, plausible high",
  "fig.calParams.colMeaning": "Meaning",
  "fig.calParams.colWhy": "Why this range",
  "fig.calParams.summary":
    "{n} calibrated numbers (H100 max_batch_len {batch}) fit the {points} measured points within {mape}% on average ({loo}% with each point left out, {extrapolation}% extrapolated to the largest node count). At 2 nodes, pod network and vNIC move L40S {l40sPod} and {l40sVnic}, H100 {h100Pod} and {h100Vnic} {unit}.",
  "fig.calParams.meaning.mfu.l40s":
    "Model FLOPs utilisation of one L40S in this job: the share of its dense bf16 peak achieved, counting 6 FLOPs per parameter and token (recompute, intra-node sharding traffic and any offload copies are inside it).",
  "fig.calParams.why.mfu.l40s":
    "Large pre-training runs report 46-55% MFU (PaLM, arXiv 2204.02311; MegaScale, arXiv 2402.15627); fine-tuning with recompute, packing and offload lands lower, and below 10% something else would be the bottleneck.",
  "fig.calParams.meaning.mfu.h100":
    "Model FLOPs utilisation of one H100 in this job: the share of its dense bf16 peak achieved, counting 6 FLOPs per parameter and token (recompute, intra-node sharding traffic and any offload copies are inside it).",
  "fig.calParams.why.mfu.h100":
    "Large pre-training runs report 46-55% MFU (PaLM, arXiv 2204.02311; MegaScale, arXiv 2402.15627); fine-tuning with recompute, packing and offload lands lower, and below 10% something else would be the bottleneck.",
  "fig.calParams.meaning.bandwidth.l40s.pod-overlay":
    "Effective inter-node gradient bandwidth of one L40S node over the pod network (OVN overlay), one direction, at 2 nodes: the rate the all-reduce's bytes actually moved at.",
  "fig.calParams.why.bandwidth.l40s.pod-overlay":
    "From {floor} Gb/s (a 2-node epoch would take days) up to the datapath layer model's ceiling for this path on a {nic} Gb/s NIC with {streams} streams ({ceiling} Gb/s).",
  "fig.calParams.meaning.bandwidth.l40s.vnic":
    "Effective inter-node gradient bandwidth of one L40S node over the secondary vNIC, one direction, at 2 nodes: the rate the all-reduce's bytes actually moved at.",
  "fig.calParams.why.bandwidth.l40s.vnic":
    "From {floor} Gb/s (a 2-node epoch would take days) up to the datapath layer model's ceiling for this path on a {nic} Gb/s NIC with {streams} streams ({ceiling} Gb/s).",
  "fig.calParams.meaning.bandwidth.h100.pod-overlay":
    "Effective inter-node gradient bandwidth of one H100 node over the pod network (OVN overlay), one direction, at 2 nodes: the rate the all-reduce's bytes actually moved at.",
  "fig.calParams.why.bandwidth.h100.pod-overlay":
    "From {floor} Gb/s (a 2-node epoch would take days) up to the datapath layer model's ceiling for this path on a {nic} Gb/s NIC with {streams} streams ({ceiling} Gb/s).",
  "fig.calParams.meaning.bandwidth.h100.vnic":
    "Effective inter-node gradient bandwidth of one H100 node over the secondary vNIC, one direction, at 2 nodes: the rate the all-reduce's bytes actually moved at.",
  "fig.calParams.why.bandwidth.h100.vnic":
    "From {floor} Gb/s (a 2-node epoch would take days) up to the datapath layer model's ceiling for this path on a {nic} Gb/s NIC with {streams} streams ({ceiling} Gb/s).",
  "fig.calParams.meaning.contention.pod-overlay":
    "How fast the pod network (OVN overlay)'s effective bandwidth per node falls with node count n: it scales as (n / 2)^-exponent.",
  "fig.calParams.why.contention.pod-overlay":
    "0: no contention; 1: the per-node rate falls in proportion to node count, as if all nodes shared one fixed bottleneck.",
} as const;
