/**
 * English UI strings of the Kubernetes data-path figures (one path, and the paths compared).
 */
export const k8sPaths = {
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
