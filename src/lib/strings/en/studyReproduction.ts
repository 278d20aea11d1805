/**
 * English UI strings of the study reproduction figure.
 */
export const studyReproduction = {
  "fig.studyRepro.title": "The study reproduced: measured throughput against the model",
  "fig.studyRepro.caption":
    "Open circles are the study's measurements, lines the model with its fit band, bars each point's error. Pick a point to read where its number comes from and what is uncertain about it; choose one cluster to enlarge it.",
  "fig.studyRepro.clusterBoth": "Both clusters",
  "fig.studyRepro.point": "Point",
  "fig.studyRepro.pointNone": "none",
  "fig.studyRepro.pt.l40s1": "L40S · 1 node",
  "fig.studyRepro.pt.l40s2Pod": "L40S · 2 nodes · pod network",
  "fig.studyRepro.pt.l40s4Pod": "L40S · 4 nodes · pod network",
  "fig.studyRepro.pt.l40s8Pod": "L40S · 8 nodes · pod network",
  "fig.studyRepro.pt.l40s2Vnic": "L40S · 2 nodes · vNIC",
  "fig.studyRepro.pt.l40s4Vnic": "L40S · 4 nodes · vNIC",
  "fig.studyRepro.pt.l40s8Vnic": "L40S · 8 nodes · vNIC",
  "fig.studyRepro.pt.h1001": "H100 · 1 node",
  "fig.studyRepro.pt.h1002Pod": "H100 · 2 nodes · pod network",
  "fig.studyRepro.pt.h1002Vnic": "H100 · 2 nodes · vNIC",
  "fig.studyRepro.pt.h1002Sriov": "H100 · 2 nodes · SR-IOV",
  "fig.studyRepro.pt.h1002Rdma": "H100 · 2 nodes · SR-IOV + RDMA",
  "fig.studyRepro.oneNode": "none (one node)",
  "fig.studyRepro.axisNodes": "Nodes",
  "fig.studyRepro.axisThroughput": "{cluster} cluster: training throughput (samples/s)",
  "fig.studyRepro.axisError": "Model error (%)",
  "fig.studyRepro.stripTitle": "Error of the model at each measured point",
  "fig.studyRepro.legendMeasured": "measured",
  "fig.studyRepro.legendOneNode": "measured, one node",
  "fig.studyRepro.legendBand": "model's fit band",
  "fig.studyRepro.colCluster": "Cluster",
  "fig.studyRepro.colNodes": "Nodes",
  "fig.studyRepro.colNetwork": "Network",
  "fig.studyRepro.colMeasured": "Measured",
  "fig.studyRepro.colPredicted": "Model",
  "fig.studyRepro.colError": "Error",
  "fig.studyRepro.colSource": "Source",
  "fig.studyRepro.colId": "Point id",
  "fig.studyRepro.on": "on",
  "fig.studyRepro.off": "off",
  "fig.studyRepro.summary":
    "Across {n} measured points the model is off by {mape}% on average; its largest error is {worst} at {where}.",
  "fig.studyRepro.summaryPoint": "{point}: measured {measured}, model {predicted} samples/s ({error}).",
  "fig.studyRepro.provTitle": "{point}: measured {measured} samples/s, model {predicted} ({error})",
  "fig.studyRepro.provSource": "Measured value: {read}. Source: {url}",
  "fig.studyRepro.provCluster": "Cluster: {read}. Assumed beyond the source: {note}",
  "fig.studyRepro.provThroughput": "How throughput was measured: {definition}",
  "fig.studyRepro.provBatch": "max_batch_len: the model uses {used} (readings: {readings}). {why}",
  "fig.studyRepro.provOffload": "CPU offload: the model uses {used} (readings: {readings}). {why}",
  "fig.studyRepro.provQuestion": "Open question: {question} {evidence}",
  "fig.studyRepro.read.l40s-1":
    "results, L40S cluster, one node (no inter-node network): {samples} samples/s",
  "fig.studyRepro.read.l40s-2-pod-overlay":
    "results, L40S cluster, {nodes} nodes, pod network (OVN-Kubernetes overlay): {samples} samples/s",
  "fig.studyRepro.read.l40s-4-pod-overlay":
    "results, L40S cluster, {nodes} nodes, pod network (OVN-Kubernetes overlay): {samples} samples/s",
  "fig.studyRepro.read.l40s-8-pod-overlay":
    "results, L40S cluster, {nodes} nodes, pod network (OVN-Kubernetes overlay): {samples} samples/s",
  "fig.studyRepro.read.l40s-2-vnic":
    "results, L40S cluster, {nodes} nodes, secondary vNIC: {samples} samples/s",
  "fig.studyRepro.read.l40s-4-vnic":
    "results, L40S cluster, {nodes} nodes, secondary vNIC: {samples} samples/s",
  "fig.studyRepro.read.l40s-8-vnic":
    "results, L40S cluster, {nodes} nodes, secondary vNIC: {samples} samples/s",
  "fig.studyRepro.read.h100-1":
    "results, H100 cluster, one node (no inter-node network): {samples} samples/s",
  "fig.studyRepro.read.h100-2-pod-overlay":
    "results, H100 cluster, {nodes} nodes, pod network (OVN-Kubernetes overlay): {samples} samples/s",
  "fig.studyRepro.read.h100-2-vnic":
    "results, H100 cluster, {nodes} nodes, secondary vNIC: {samples} samples/s",
  "fig.studyRepro.read.h100-2-sriov-vf": "results, H100 cluster, {nodes} nodes, SR-IOV: {samples} samples/s",
  "fig.studyRepro.read.h100-2-sriov-rdma":
    "results, H100 cluster, {nodes} nodes, SR-IOV + RDMA: {samples} samples/s",
  "fig.studyRepro.clusterRead.l40s":
    "test environment, L40S cluster: per node 2x NVIDIA L40S 48GB, 48 vCPU, vNIC 100 Gbps",
  "fig.studyRepro.clusterNote.l40s":
    "One secondary vNIC per node in the vNIC runs; no SR-IOV NIC was measured on this cluster.",
  "fig.studyRepro.clusterRead.h100":
    "test environment, H100 cluster: per node 8x NVIDIA H100 80GB, 160 vCPU, vNIC 200 Gbps, up to 8 SR-IOV NICs of 400 Gbps",
  "fig.studyRepro.clusterNote.h100":
    "The article says 'H100 80GB'; an 8-GPU node with 400 Gbps NICs is an HGX (SXM) board, so the h100-sxm preset is assumed.",
  "fig.studyRepro.throughputDefinition.redhat-2025":
    "Samples processed between the first and the last logged micro-batch divided by the elapsed time between them (one epoch).",
  "fig.studyRepro.reading.article": "article",
  "fig.studyRepro.batchWhy.l40s": "The article's example configuration is the L40S job.",
  "fig.studyRepro.batchWhy.h100":
    "The article is the primary source. The other reading changes the micro-batch count of the H100 runs (gradient accumulation 11 instead of 8 on 2 nodes), so only the calibrated H100 pod and vNIC bandwidths move, by that ratio; the fit's error does not.",
  "fig.studyRepro.offloadWhy.l40s":
    "Without offload the 16 bytes of state per parameter of an 8B model sharded over 2 GPUs (65 GB) would not fit a 48 GB L40S.",
  "fig.studyRepro.offloadWhy.h100":
    "The article's offload settings belong to its L40S example; an 8B model sharded over 8 H100 fits without offload. With offload the serial optimizer term would add about 4% to the 1-node epoch, which the calibrated H100 MFU would absorb.",
  "fig.studyRepro.question.h100-software-paths-slower":
    "Why do the pod network and the vNIC deliver several times less effective bandwidth on the H100 nodes than on the L40S nodes, although the H100 vNIC is twice as fast?",
  "fig.studyRepro.evidence.h100-software-paths-slower":
    "Calibrated effective bandwidths (same model, same bytes per micro-batch): the H100 pod network comes out about 4x below the L40S one, the H100 vNIC about 2x below.",
  "fig.studyRepro.question.h100-two-node-loss":
    "What costs the H100 job about 5% when it goes from one node to two over SR-IOV, if not bandwidth?",
  "fig.studyRepro.evidence.h100-two-node-loss":
    "Two nodes reach 40.36 (SR-IOV) and 40.58 (RDMA) samples/s against 2 x 21.34 = 42.68 for perfect scaling; RDMA is no faster than TCP, and the gradient exchange (16 GB per node per micro-batch) hides entirely behind the backward pass at either rate.",
} as const;
