/** Korean UI strings of studyReproduction: the same keys as ../en/studyReproduction.ts. */
import type { studyReproduction as en } from "../en/studyReproduction.ts";

export const studyReproduction: Record<keyof typeof en, string> = {
  "fig.studyRepro.title": "연구 재현: 측정 처리량과 모델 비교",
  "fig.studyRepro.caption":
    "빈 원은 연구의 측정값, 선은 적합 범위를 포함한 모델, 막대는 각 점의 오차입니다. 점을 고르면 그 수치의 출처와 불확실한 부분을 볼 수 있고, 클러스터 하나를 고르면 확대해 볼 수 있습니다.",
  "fig.studyRepro.clusterBoth": "두 클러스터 모두",
  "fig.studyRepro.point": "측정점",
  "fig.studyRepro.pointNone": "없음",
  "fig.studyRepro.pt.l40s1": "L40S · 노드 1개",
  "fig.studyRepro.pt.l40s2Pod": "L40S · 노드 2개 · 파드 네트워크",
  "fig.studyRepro.pt.l40s4Pod": "L40S · 노드 4개 · 파드 네트워크",
  "fig.studyRepro.pt.l40s8Pod": "L40S · 노드 8개 · 파드 네트워크",
  "fig.studyRepro.pt.l40s2Vnic": "L40S · 노드 2개 · vNIC",
  "fig.studyRepro.pt.l40s4Vnic": "L40S · 노드 4개 · vNIC",
  "fig.studyRepro.pt.l40s8Vnic": "L40S · 노드 8개 · vNIC",
  "fig.studyRepro.pt.h1001": "H100 · 노드 1개",
  "fig.studyRepro.pt.h1002Pod": "H100 · 노드 2개 · 파드 네트워크",
  "fig.studyRepro.pt.h1002Vnic": "H100 · 노드 2개 · vNIC",
  "fig.studyRepro.pt.h1002Sriov": "H100 · 노드 2개 · SR-IOV",
  "fig.studyRepro.pt.h1002Rdma": "H100 · 노드 2개 · SR-IOV + RDMA",
  "fig.studyRepro.oneNode": "없음(노드 1개)",
  "fig.studyRepro.axisNodes": "노드 수",
  "fig.studyRepro.axisThroughput": "{cluster} 클러스터: 학습 처리량(샘플/s)",
  "fig.studyRepro.axisError": "모델 오차(%)",
  "fig.studyRepro.stripTitle": "측정점별 모델 오차",
  "fig.studyRepro.legendMeasured": "측정값",
  "fig.studyRepro.legendOneNode": "측정값, 노드 1개",
  "fig.studyRepro.legendBand": "모델 적합 범위",
  "fig.studyRepro.colCluster": "클러스터",
  "fig.studyRepro.colNodes": "노드 수",
  "fig.studyRepro.colNetwork": "네트워크",
  "fig.studyRepro.colMeasured": "측정값",
  "fig.studyRepro.colPredicted": "모델",
  "fig.studyRepro.colError": "오차",
  "fig.studyRepro.colSource": "출처",
  "fig.studyRepro.colId": "측정점 ID",
  "fig.studyRepro.on": "켜짐",
  "fig.studyRepro.off": "꺼짐",
  "fig.studyRepro.summary":
    "측정점 {n}개에 걸친 모델의 평균 오차는 {mape}%이고, 가장 큰 오차는 {where}의 {worst}입니다.",
  "fig.studyRepro.summaryPoint": "{point}: 측정값 {measured}, 모델 {predicted} 샘플/s({error}).",
  "fig.studyRepro.provTitle": "{point}: 측정값 {measured} 샘플/s, 모델 {predicted}({error})",
  "fig.studyRepro.provSource": "측정값: {read}. 출처: {url}",
  "fig.studyRepro.provCluster": "클러스터: {read}. 출처 밖에서 가정한 내용: {note}",
  "fig.studyRepro.provThroughput": "처리량 측정 방법: {definition}",
  "fig.studyRepro.provBatch": "max_batch_len: 모델 사용값 {used}(읽은 값: {readings}). {why}",
  "fig.studyRepro.provOffload": "CPU 오프로드: 모델 사용값 {used}(읽은 값: {readings}). {why}",
  "fig.studyRepro.provQuestion": "미해결 질문: {question} {evidence}",
  "fig.studyRepro.read.l40s-1": "결과 절, L40S 클러스터, 노드 1개(노드 간 네트워크 없음): {samples} 샘플/s",
  "fig.studyRepro.read.l40s-2-pod-overlay":
    "결과 절, L40S 클러스터, 노드 {nodes}개, 파드 네트워크(OVN-Kubernetes 오버레이): {samples} 샘플/s",
  "fig.studyRepro.read.l40s-4-pod-overlay":
    "결과 절, L40S 클러스터, 노드 {nodes}개, 파드 네트워크(OVN-Kubernetes 오버레이): {samples} 샘플/s",
  "fig.studyRepro.read.l40s-8-pod-overlay":
    "결과 절, L40S 클러스터, 노드 {nodes}개, 파드 네트워크(OVN-Kubernetes 오버레이): {samples} 샘플/s",
  "fig.studyRepro.read.l40s-2-vnic": "결과 절, L40S 클러스터, 노드 {nodes}개, 보조 vNIC: {samples} 샘플/s",
  "fig.studyRepro.read.l40s-4-vnic": "결과 절, L40S 클러스터, 노드 {nodes}개, 보조 vNIC: {samples} 샘플/s",
  "fig.studyRepro.read.l40s-8-vnic": "결과 절, L40S 클러스터, 노드 {nodes}개, 보조 vNIC: {samples} 샘플/s",
  "fig.studyRepro.read.h100-1": "결과 절, H100 클러스터, 노드 1개(노드 간 네트워크 없음): {samples} 샘플/s",
  "fig.studyRepro.read.h100-2-pod-overlay":
    "결과 절, H100 클러스터, 노드 {nodes}개, 파드 네트워크(OVN-Kubernetes 오버레이): {samples} 샘플/s",
  "fig.studyRepro.read.h100-2-vnic": "결과 절, H100 클러스터, 노드 {nodes}개, 보조 vNIC: {samples} 샘플/s",
  "fig.studyRepro.read.h100-2-sriov-vf": "결과 절, H100 클러스터, 노드 {nodes}개, SR-IOV: {samples} 샘플/s",
  "fig.studyRepro.read.h100-2-sriov-rdma":
    "결과 절, H100 클러스터, 노드 {nodes}개, SR-IOV + RDMA: {samples} 샘플/s",
  "fig.studyRepro.clusterRead.l40s":
    "테스트 환경 절, L40S 클러스터: 노드당 NVIDIA L40S 48GB 2개, vCPU 48개, vNIC 100 Gbps",
  "fig.studyRepro.clusterNote.l40s":
    "vNIC 실행에서는 노드마다 보조 vNIC 하나를 썼고, 이 클러스터에서는 SR-IOV NIC를 측정하지 않았습니다.",
  "fig.studyRepro.clusterRead.h100":
    "테스트 환경 절, H100 클러스터: 노드당 NVIDIA H100 80GB 8개, vCPU 160개, vNIC 200 Gbps, 400 Gbps SR-IOV NIC 최대 8개",
  "fig.studyRepro.clusterNote.h100":
    "기사에는 'H100 80GB'라고만 나옵니다. 400 Gbps NIC를 단 GPU 8개 노드는 HGX(SXM) 보드이므로 h100-sxm 프리셋을 가정합니다.",
  "fig.studyRepro.throughputDefinition.redhat-2025":
    "처음 기록된 마이크로배치와 마지막으로 기록된 마이크로배치 사이에 처리한 샘플 수를 그 사이의 경과 시간으로 나눈 값입니다(에포크 1회).",
  "fig.studyRepro.reading.article": "기사",
  "fig.studyRepro.batchWhy.l40s": "기사의 예시 설정은 L40S 작업의 설정입니다.",
  "fig.studyRepro.batchWhy.h100":
    "기사가 1차 출처입니다. 다른 해석을 따르면 H100 실행의 마이크로배치 수가 바뀌므로(노드 2개에서 그래디언트 누적 8 대신 11), 보정된 H100 파드 네트워크와 vNIC 대역폭만 그 비율만큼 움직이고 적합 오차는 변하지 않습니다.",
  "fig.studyRepro.offloadWhy.l40s":
    "오프로드가 없으면 8B 모델의 파라미터당 상태 16바이트를 GPU 2개에 샤딩해도(65 GB) 48 GB L40S에 들어가지 않습니다.",
  "fig.studyRepro.offloadWhy.h100":
    "기사의 오프로드 설정은 L40S 예시의 설정입니다. 8B 모델을 H100 8개에 샤딩하면 오프로드 없이도 들어갑니다. 오프로드를 쓰면 직렬 옵티마이저 항이 노드 1개 에포크에 약 4%를 더하며, 보정된 H100 MFU가 이를 흡수합니다.",
  "fig.studyRepro.question.h100-software-paths-slower":
    "H100 vNIC가 두 배 빠른데도, 왜 H100 노드의 파드 네트워크와 vNIC는 L40S 노드보다 유효 대역폭이 몇 배나 낮습니까?",
  "fig.studyRepro.evidence.h100-software-paths-slower":
    "보정된 유효 대역폭(같은 모델, 마이크로배치당 같은 바이트 수)에서 H100 파드 네트워크는 L40S보다 약 4배, H100 vNIC는 약 2배 낮게 나옵니다.",
  "fig.studyRepro.question.h100-two-node-loss":
    "대역폭이 아니라면, H100 작업이 SR-IOV로 노드 1개에서 2개로 늘 때 잃는 약 5%는 어디서 옵니까?",
  "fig.studyRepro.evidence.h100-two-node-loss":
    "노드 2개는 40.36(SR-IOV), 40.58(RDMA) 샘플/s로, 완벽하게 확장될 때의 2 x 21.34 = 42.68에 못 미칩니다. RDMA가 TCP보다 빠르지 않고, 그래디언트 교환(마이크로배치마다 노드당 16 GB)은 어느 속도에서든 역전파 뒤에 완전히 가려집니다.",
};
