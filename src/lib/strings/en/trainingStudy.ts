/**
 * English UI strings shared by the chapter "Why the network decides"'s training figures: the network paths' names, units, the clusters and the model's basis labels.
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

  "fig.studyRepro.cluster": "Cluster",
  "fig.studyRepro.clusterL40s": "L40S (2 GPUs per node)",
  "fig.studyRepro.clusterH100": "H100 (8 GPUs per node)",
  "fig.whatIf.basisCalibrated": "calibrated",
  "fig.whatIf.basisBand": "band",
} as const;
