/** Korean UI strings of trainingStudy: the same keys as ../en/trainingStudy.ts. */
import type { trainingStudy as en } from "../en/trainingStudy.ts";

export const trainingStudy: Record<keyof typeof en, string> = {
  "training.net.podOverlay": "파드 네트워크(OVN 오버레이)",
  "training.net.vnic": "보조 vNIC",
  "training.net.sriovVf": "SR-IOV VF(커널 TCP)",
  "training.net.sriovRdma": "SR-IOV VF + RDMA",
  "training.netShort.podOverlay": "파드 네트워크",
  "training.netShort.vnic": "vNIC",
  "training.netShort.sriovVf": "SR-IOV",
  "training.netShort.sriovRdma": "SR-IOV + RDMA",
  "training.unit.samplesPerS": "샘플/s",
  "training.unit.s": "s",
  "training.unit.billion": "십억 파라미터",
  "training.unit.cyclesPerByte": "사이클/B",

  "fig.studyRepro.cluster": "클러스터",
  "fig.studyRepro.clusterL40s": "L40S(노드당 GPU 2개)",
  "fig.studyRepro.clusterH100": "H100(노드당 GPU 8개)",
  "fig.whatIf.basisCalibrated": "보정됨",
  "fig.whatIf.basisBand": "범위",
};
