/**
 * English UI strings of the chapter "Why the network decides": the study reproduction, the
 * training what-if, the calibrated parameters and the Kubernetes data-path figures.
 */
export const trainingStudy = {
  "training.net.podOverlay": "Pod network (OVN overlay)",
  "training.net.vnic": "Secondary vNIC",
  "training.net.sriovVf": "SR-IOV VF (kernel TCP)",
  "training.net.sriovRdma": "SR-IOV VF + RDMA",
  "training.netShort.podOverlay": "pod network",
  "training.netShort.vnic": "vNIC",
  "training.netShort.sriovVf": "SR-IOV",
  "training.netShort.sriovRdma": "SR-IOV + RDMA",
  "training.unit.samplesPerS": "samples/s",
  "training.unit.s": "s",
  "training.unit.billion": "billion parameters",
  "training.unit.cyclesPerByte": "cycles/B",

  "fig.studyRepro.title": "The study reproduced: measured throughput against the model",
  "fig.studyRepro.caption":
    "Open circles are the study's measurements, lines the model with its fit band, bars each point's error. Pick a point to read where its number comes from and what is uncertain about it; choose one cluster to enlarge it.",
  "fig.studyRepro.cluster": "Cluster",
  "fig.studyRepro.clusterBoth": "Both clusters",
  "fig.studyRepro.clusterL40s": "L40S (2 GPUs per node)",
  "fig.studyRepro.clusterH100": "H100 (8 GPUs per node)",
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
  "fig.whatIf.basisCalibrated": "calibrated",
  "fig.whatIf.basisBand": "band",
  "fig.whatIf.summary":
    "{gpu}, {size}-billion model, {network}, {nodes, plural, one {# node} other {# nodes}}: {throughput} samples/s ({basis}), {efficiency}% scaling efficiency against one node; the network moves gradients at {bandwidth} {unit} per node and exposed communication is {exposed}% of each step.",
  "fig.whatIf.summaryOne":
    "{gpu}, {size}-billion model, one node: {throughput} samples/s ({basis}); no traffic crosses a network.",

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

  "fig.k8sPath.title": "One message between two pods, hop by hop",
  "fig.k8sPath.caption":
    "The sending pod's hops run down the left, the wire along the bottom, the receiving pod's hops up the right. Squares are payload copies, triangles entries into a kernel or hypervisor; dashed boxes rest on estimates. Switch the path to watch layers drop out, and the size to see per-packet costs grow.",
  "fig.k8sPath.path": "Network path",
  "fig.k8sPath.size": "Message size",
  "fig.k8sPath.size4k": "4 KiB",
  "fig.k8sPath.size64k": "64 KiB",
  "fig.k8sPath.size1m": "1 MiB",
  "fig.k8sPath.size16m": "16 MiB",
  "fig.k8sPath.rate": "NIC line rate",
  "fig.k8sPath.sendingPod": "Sending pod",
  "fig.k8sPath.receivingPod": "Receiving pod",
  "fig.k8sPath.sender": "sender",
  "fig.k8sPath.receiver": "receiver",
  "fig.k8sPath.wire": "wire",
  "fig.k8sPath.hop.socket": "Pod: socket calls and kernel TCP/IP",
  "fig.k8sPath.hop.verbs": "Pod: verbs in user space",
  "fig.k8sPath.hop.overlay": "veth, Open vSwitch, Geneve (pod overlay)",
  "fig.k8sPath.hop.hypervisor": "virtio-net and vhost-net (hypervisor)",
  "fig.k8sPath.hop.vf": "SR-IOV virtual function",
  "fig.k8sPath.hop.nic": "Physical NIC: DMA and port",
  "fig.k8sPath.hop.wire": "Wire and switch",
  "fig.k8sPath.absent": "not on this path",
  "fig.k8sPath.hopMetrics": "{time} µs of the one-way time · {cpu} µs CPU",
  "fig.k8sPath.approx": "≈{value}",
  "fig.k8sPath.fact.socket": "send()/recv() enter the kernel; payload copied to and from socket buffers",
  "fig.k8sPath.fact.verbs": "post a work request, ring the doorbell, poll the completion: no kernel, no copy",
  "fig.k8sPath.fact.overlay": "+{encap} B of Geneve/UDP/IP headers per packet; MTU {mtu} B smaller",
  "fig.k8sPath.fact.overlayNoOffload":
    "+{encap} B of Geneve/UDP/IP headers per packet; MTU {mtu} B smaller; no segmentation offload, so TCP handles every packet",
  "fig.k8sPath.fact.hypervisor":
    "vhost worker copies the payload on its own core; a VM exit or injected interrupt per message",
  "fig.k8sPath.fact.vf":
    "the guest driver owns a slice of the NIC; IOMMU-confined DMA, no software switch, no copy",
  "fig.k8sPath.fact.vfRdma":
    "the VF runs verbs: the NIC moves the payload straight between registered buffers",
  "fig.k8sPath.fact.nic": "DMA over PCIe, segmentation and checksums in hardware",
  "fig.k8sPath.fact.wire": "{packets} packets on the wire, headers included",
  "fig.k8sPath.legendCopy": "payload copy",
  "fig.k8sPath.legendCrossing": "kernel or hypervisor entry",
  "fig.k8sPath.legendEstimate": "rests on estimates",
  "fig.k8sPath.totalLatency":
    "One {size} message over the {path}: {latency} µs one way, {copies} payload copies, {crossings} kernel or hypervisor entries.",
  "fig.k8sPath.totalCpu":
    "CPU per message: sender {sender} µs, receiver {receiver} µs, hypervisor {hypervisor} µs ({cpb} cycles per payload byte on the two pods' cores).",
  "fig.k8sPath.totalWire":
    "On the wire: {packets} packets, {wire} bytes for {payload} bytes of payload ({overhead}% overhead).",
  "fig.k8sPath.totalBandwidth":
    "Effective bandwidth of one stream: {bw} {unit} on a {line} {lineUnit} link, limited by {limit}.",
  "fig.k8sPath.noteEstimate":
    "≈: the overlay and vNIC layers rest on estimates (the per-packet costs of OVN and vhost are not measured here); the training model calibrates their effective bandwidth against the study instead.",
  "fig.k8sPath.noteMeasured":
    "The SR-IOV layer's costs are calibrated on measurements between pods on ConnectX-5 virtual functions.",
  "fig.k8sPath.colSide": "Side",
  "fig.k8sPath.colHop": "Hop",
  "fig.k8sPath.colTime": "Share of one-way time",
  "fig.k8sPath.colCpu": "CPU",
  "fig.k8sPath.colCopies": "Payload copies",
  "fig.k8sPath.colCrossings": "Kernel or hypervisor entries",
  "fig.k8sPath.colBasis": "Basis",
  "fig.k8sPath.colStages": "Model stages",
  "fig.k8sPath.basisEstimate": "estimate",
  "fig.k8sPath.basisModel": "model (measured or calibrated inputs)",
  "fig.k8sPath.summary":
    "{path}, one {size} message: {copies} payload copies, {crossings} kernel or hypervisor entries, {cpu} µs of CPU and {latency} µs one way; one stream moves {bw} {unit}.",

  "fig.k8sCompare.title": "The four paths side by side: line rate, what the layers allow, what training got",
  "fig.k8sCompare.caption":
    "Per path: the NIC's line rate (tick), the ceiling the data-path layer model gives for the node's NCCL streams (pale bar, dashed where it rests on estimates), and the effective bandwidth the training model uses at 2 nodes (dot; a whisker where it is a band). Compare the two clusters.",
  "fig.k8sCompare.notMeasured": "{path} (not measured)",
  "fig.k8sCompare.bandwidthTitle": "{cluster} node ({gpus} GPUs): effective bandwidth per node",
  "fig.k8sCompare.cpuTitle": "CPU per payload byte, 1 MiB",
  "fig.k8sCompare.countsTitle": "Copies, kernel entries",
  "fig.k8sCompare.axisBandwidth": "Bandwidth ({unit}, log scale)",
  "fig.k8sCompare.axisCpb": "Cycles per byte",
  "fig.k8sCompare.legendLine": "NIC line rate",
  "fig.k8sCompare.legendLayer": "layer model's ceiling",
  "fig.k8sCompare.legendModel": "training model at 2 nodes",
  "fig.k8sCompare.legendSender": "sending pod's CPU",
  "fig.k8sCompare.legendReceiver": "receiving pod's CPU",
  "fig.k8sCompare.legendHypervisor": "hypervisor CPU",
  "fig.k8sCompare.colPath": "Path",
  "fig.k8sCompare.colLine": "NIC line rate",
  "fig.k8sCompare.colLayer": "Layer model ceiling",
  "fig.k8sCompare.colLayerBasis": "Layer model basis",
  "fig.k8sCompare.colModel": "Training model at 2 nodes",
  "fig.k8sCompare.colModelLow": "Training model, band low",
  "fig.k8sCompare.colModelHigh": "Training model, band high",
  "fig.k8sCompare.colModelBasis": "Training model basis",
  "fig.k8sCompare.colSenderCpb": "Sender CPU",
  "fig.k8sCompare.colReceiverCpb": "Receiver CPU",
  "fig.k8sCompare.colHypervisorCpb": "Hypervisor CPU",
  "fig.k8sCompare.summary":
    "{cluster} at 2 nodes: the model's effective bandwidth per node is {pod} over the pod network, {vnic} over the vNIC, {sriov} over SR-IOV and {rdma} with RDMA ({unit}), against NIC line rates of {vnicLine} (vNIC) and {sriovLine} (SR-IOV) {lineUnit}.",
} as const;
