/** Korean UI strings of calibratedParameters: the same keys as ../en/calibratedParameters.ts. */
import type { calibratedParameters as en } from "../en/calibratedParameters.ts";

export const calibratedParameters: Record<keyof typeof en, string> = {
  "fig.calParams.title": "보정된 수치 일곱 개와 연구 재현 정확도",
  "fig.calParams.caption":
    "각 수치는 측정점 12개에 맞춰 적합했습니다. 회색 막대는 물리적으로 타당한 값의 범위, 점은 적합 결과입니다. H100의 max_batch_len 해석을 바꿔 어떤 수치가 그에 의존하고 어떤 수치가 그렇지 않은지 확인해 보십시오.",
  "fig.calParams.reading": "H100 실행의 max_batch_len",
  "fig.calParams.readingArticle": "35,000 토큰(기사)",
  "fig.calParams.readingTopsail": "50,000 토큰(테스트 하네스)",
  "fig.calParams.label.mfu": "GPU 활용률(MFU), {cluster}",
  "fig.calParams.label.bandwidth": "유효 대역폭, {cluster}, {network}",
  "fig.calParams.label.contention": "노드 수에 따른 감소, {network}",
  "fig.calParams.groupMfu": "모델 FLOPs 활용률",
  "fig.calParams.groupBandwidth": "노드당 유효 노드 간 대역폭, 노드 2개 기준",
  "fig.calParams.groupContention": "경합 지수: 노드당 속도 ∝ (노드 수 / 2)^−지수",
  "fig.calParams.axisMfu": "dense bf16 최대 성능 대비 비율(%)",
  "fig.calParams.axisBandwidth": "유효 대역폭({unit}, 로그 스케일)",
  "fig.calParams.axisContention": "지수",
  "fig.calParams.legendValue": "보정값",
  "fig.calParams.legendRange": "타당한 범위",
  "fig.calParams.legendStored": "기사 해석 기준 값",
  "fig.calParams.accuracyTitle": "모델의 연구 재현 정확도",
  "fig.calParams.fit":
    "측정점 {n}개 전체로 적합: 평균 절대 오차 {mape}%, 제곱 평균 제곱근 {rms}%(모든 보정 예측값에 붙는 범위).",
  "fig.calParams.loo":
    "하나씩 빼기(leave-one-out): 다중 노드 측정점 {n}개를 각각 그 점을 뺀 적합으로 예측하면 평균 절대 오차는 {mape}%입니다(측정점 {skipped}개는 뺄 수 없습니다. 각각이 자기 대역폭을 정하는 유일한 점이기 때문입니다).",
  "fig.calParams.extrapolation":
    "외삽: {cluster} 노드 {nodes}개 실행을 빼고 적합해도, 모델은 그 실행을 {max}% 이내로 예측합니다.",
  "fig.calParams.colParameter": "파라미터",
  "fig.calParams.colName": "모델 내 이름",
  "fig.calParams.colValue": "값",
  "fig.calParams.colUnit": "단위",
  "fig.calParams.colLow": "타당한 하한",
  "fig.calParams.colHigh": "타당한 상한",
  "fig.calParams.colBandwidth": "대역폭",
  "fig.calParams.colBandwidthLow": "대역폭, 타당한 하한",
  "fig.calParams.colBandwidthHigh": "대역폭, 타당한 상한",
  "fig.calParams.colMeaning": "의미",
  "fig.calParams.colWhy": "범위 근거",
  "fig.calParams.summary":
    "보정된 수치 {n}개(H100 max_batch_len {batch})가 측정점 {points}개를 평균 {mape}% 이내로 맞춥니다(각 점을 빼면 {loo}%, 가장 큰 노드 수로 외삽하면 {extrapolation}%). 노드 2개에서 파드 네트워크와 vNIC의 유효 대역폭은 L40S {l40sPod}와 {l40sVnic}, H100 {h100Pod}와 {h100Vnic} {unit}입니다.",
  "fig.calParams.meaning.mfu.l40s":
    "이 작업에서 L40S 한 개가 낸 모델 FLOPs 활용률입니다. 파라미터와 토큰당 6 FLOPs로 세어 dense bf16 최대 성능 중 실제로 달성한 비율이며, 재계산, 노드 내 샤딩 트래픽, 오프로드 복사가 모두 이 안에 들어갑니다.",
  "fig.calParams.why.mfu.l40s":
    "대규모 사전 학습은 MFU 46-55%를 보고합니다(PaLM, arXiv 2204.02311; MegaScale, arXiv 2402.15627). 재계산, 패킹, 오프로드를 쓰는 파인튜닝은 이보다 낮고, 10% 아래라면 다른 무언가가 병목입니다.",
  "fig.calParams.meaning.mfu.h100":
    "이 작업에서 H100 한 개가 낸 모델 FLOPs 활용률입니다. 파라미터와 토큰당 6 FLOPs로 세어 dense bf16 최대 성능 중 실제로 달성한 비율이며, 재계산, 노드 내 샤딩 트래픽, 오프로드 복사가 모두 이 안에 들어갑니다.",
  "fig.calParams.why.mfu.h100":
    "대규모 사전 학습은 MFU 46-55%를 보고합니다(PaLM, arXiv 2204.02311; MegaScale, arXiv 2402.15627). 재계산, 패킹, 오프로드를 쓰는 파인튜닝은 이보다 낮고, 10% 아래라면 다른 무언가가 병목입니다.",
  "fig.calParams.meaning.bandwidth.l40s.pod-overlay":
    "파드 네트워크(OVN 오버레이)를 거치는 L40S 노드 하나의 유효 노드 간 그래디언트 대역폭입니다(단방향, 노드 2개 기준). all-reduce의 바이트가 실제로 이동한 속도입니다.",
  "fig.calParams.why.bandwidth.l40s.pod-overlay":
    "{floor} Gb/s(노드 2개 에포크 하나에 며칠이 걸리는 수준)부터, {nic} Gb/s NIC에 스트림 {streams}개일 때 데이터 경로 계층 모델이 이 경로에 주는 상한({ceiling} Gb/s)까지입니다.",
  "fig.calParams.meaning.bandwidth.l40s.vnic":
    "보조 vNIC를 거치는 L40S 노드 하나의 유효 노드 간 그래디언트 대역폭입니다(단방향, 노드 2개 기준). all-reduce의 바이트가 실제로 이동한 속도입니다.",
  "fig.calParams.why.bandwidth.l40s.vnic":
    "{floor} Gb/s(노드 2개 에포크 하나에 며칠이 걸리는 수준)부터, {nic} Gb/s NIC에 스트림 {streams}개일 때 데이터 경로 계층 모델이 이 경로에 주는 상한({ceiling} Gb/s)까지입니다.",
  "fig.calParams.meaning.bandwidth.h100.pod-overlay":
    "파드 네트워크(OVN 오버레이)를 거치는 H100 노드 하나의 유효 노드 간 그래디언트 대역폭입니다(단방향, 노드 2개 기준). all-reduce의 바이트가 실제로 이동한 속도입니다.",
  "fig.calParams.why.bandwidth.h100.pod-overlay":
    "{floor} Gb/s(노드 2개 에포크 하나에 며칠이 걸리는 수준)부터, {nic} Gb/s NIC에 스트림 {streams}개일 때 데이터 경로 계층 모델이 이 경로에 주는 상한({ceiling} Gb/s)까지입니다.",
  "fig.calParams.meaning.bandwidth.h100.vnic":
    "보조 vNIC를 거치는 H100 노드 하나의 유효 노드 간 그래디언트 대역폭입니다(단방향, 노드 2개 기준). all-reduce의 바이트가 실제로 이동한 속도입니다.",
  "fig.calParams.why.bandwidth.h100.vnic":
    "{floor} Gb/s(노드 2개 에포크 하나에 며칠이 걸리는 수준)부터, {nic} Gb/s NIC에 스트림 {streams}개일 때 데이터 경로 계층 모델이 이 경로에 주는 상한({ceiling} Gb/s)까지입니다.",
  "fig.calParams.meaning.contention.pod-overlay":
    "파드 네트워크(OVN 오버레이)의 노드당 유효 대역폭이 노드 수 n에 따라 얼마나 빨리 떨어지는지를 나타냅니다. 노드당 대역폭은 (n / 2)^-지수에 비례합니다.",
  "fig.calParams.why.contention.pod-overlay":
    "0은 경합이 없는 경우이고, 1은 모든 노드가 고정된 병목 하나를 나눠 쓰는 것처럼 노드당 속도가 노드 수에 반비례해 떨어지는 경우입니다.",
};
