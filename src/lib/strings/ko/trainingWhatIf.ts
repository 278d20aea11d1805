/** Korean UI strings of trainingWhatIf: the same keys as ../en/trainingWhatIf.ts. */
import type { trainingWhatIf as en } from "../en/trainingWhatIf.ts";

export const trainingWhatIf: Record<keyof typeof en, string> = {
  "fig.whatIf.title": "what-if: 다른 GPU, 모델, 네트워크에서 노드 수에 따른 처리량",
  "fig.whatIf.caption":
    "선은 각 네트워크 경로에서의 모델 값입니다. 연구가 보정한 구간은 실선, 모델이 범위만 줄 수 있는 구간은 점선(선택한 경로는 음영)이며, 그 이유는 차트 아래에 나옵니다. 노드 수를 움직이거나, H100이나 70B 모델로 바꾸거나, 마이크로배치마다가 아니라 스텝마다 한 번 reduce하도록 바꿔 보십시오.",
  "fig.whatIf.nodes": "노드 수",
  "fig.whatIf.gpuLabel": "GPU 종류",
  "fig.whatIf.gpu.l40s": "L40S(보정됨)",
  "fig.whatIf.gpu.h100": "H100 SXM(보정됨)",
  "fig.whatIf.gpu.a100": "A100 SXM",
  "fig.whatIf.gpu.h200": "H200 SXM",
  "fig.whatIf.gpu.gh200": "GH200",
  "fig.whatIf.gpuName.l40s": "L40S",
  "fig.whatIf.gpuName.h100": "H100 SXM",
  "fig.whatIf.gpuName.a100": "A100 SXM",
  "fig.whatIf.gpuName.h200": "H200 SXM",
  "fig.whatIf.gpuName.gh200": "GH200",
  "fig.whatIf.network": "네트워크 경로",
  "fig.whatIf.modelSize": "모델 크기(8 = 연구의 8.17B 모델)",
  "fig.whatIf.strategyLabel": "샤딩",
  "fig.whatIf.strategy.hybrid": "HYBRID_SHARD(연구에서 쓴 방식)",
  "fig.whatIf.strategy.full": "FULL_SHARD",
  "fig.whatIf.strategy.ddp": "DDP(샤딩 없음)",
  "fig.whatIf.syncLabel": "그래디언트 reduce 시점",
  "fig.whatIf.sync.microBatch": "마이크로배치마다(연구의 코드)",
  "fig.whatIf.sync.step": "옵티마이저 스텝마다 한 번",
  "fig.whatIf.offloadLabel": "CPU 오프로드",
  "fig.whatIf.offload.study": "연구와 같게(L40S 켜짐, H100 꺼짐)",
  "fig.whatIf.offload.on": "켜짐",
  "fig.whatIf.offload.off": "꺼짐",
  "fig.whatIf.axisNodes": "노드 수(로그 스케일)",
  "fig.whatIf.axisThroughput": "처리량(샘플/s, 로그 스케일)",
  "fig.whatIf.axisStep": "옵티마이저 스텝당 시간(s)",
  "fig.whatIf.ideal": "선형 스케일링",
  "fig.whatIf.breakdownTitle": "노드 {nodes}개에서 옵티마이저 스텝 하나의 시간 구성",
  "fig.whatIf.legendCalibrated": "보정됨",
  "fig.whatIf.legendBand": "범위(보정 구간 밖)",
  "fig.whatIf.legendShaded": "선택한 경로의 범위",
  "fig.whatIf.partCompute": "GPU 계산",
  "fig.whatIf.partExposed": "노출된 통신",
  "fig.whatIf.partHidden": "계산 뒤에 가려진 통신",
  "fig.whatIf.partOptimizer": "CPU 옵티마이저",
  "fig.whatIf.calibrated":
    "보정 구간 안입니다. {gpu}, {network}, 노드 {nodes}개 조합은 측정되었거나 측정된 노드 수 사이에 있습니다. 범위는 적합의 ±{fit}%입니다.",
  "fig.whatIf.whyBand": "점이 아니라 범위인 이유(연구가 측정하지 않은 부분):",
  "fig.whatIf.reason.gpu":
    "연구는 {gpu} 클러스터를 실행하지 않았습니다. MFU는 보정된 L40S와 H100에서 빌려 왔고(±30%), 노드당 GPU {gpusPerNode}개와 H100 클러스터의 NIC를 가정합니다.",
  "fig.whatIf.reason.network":
    "연구는 {network} 위의 {gpu} 조합을 측정하지 않았습니다. 유효 대역폭은 다른 클러스터나 데이터 경로 계층 모델에서 가져오며, 그 값의 3분의 1부터 계층 모델의 상한까지를 범위로 둡니다.",
  "fig.whatIf.reason.nodes":
    "노드 {nodes}개는 연구가 이 경로에서 측정한 최대 {max}개를 넘습니다. 노드 수에 따라 노드당 속도가 얼마나 떨어지는지는 외삽한 값입니다(전혀 떨어지지 않는 경우부터 보정된 감소폭의 두 배까지).",
  "fig.whatIf.reason.size":
    "연구는 모델 크기 하나({studySize}B 파라미터)만 학습했습니다. {size}B에서는 GPU 활용률이 다를 수 있습니다(±30%).",
  "fig.whatIf.reason.strategy":
    "연구는 HYBRID_SHARD만 실행했습니다. {strategy}에서는 네트워크로 보내는 바이트가 달라지며, 그중 얼마가 계산 뒤에 가려지는지는 불확실합니다(도출한 비율의 절반부터 전부까지).",
  "fig.whatIf.reason.sync":
    "연구의 코드는 마이크로배치마다 그래디언트를 reduce했습니다. 스텝마다 한 번 reduce하는 방식은 측정된 적이 없고, 그중 얼마가 계산 뒤에 가려지는지도 불확실합니다.",
  "fig.whatIf.reason.offload":
    "CPU 오프로드 설정이 보정된 실행과 다릅니다. GPU 활용률과 CPU 옵티마이저의 속도가 불확실합니다.",
  "fig.whatIf.warnMemory":
    "이 설정으로는 작업이 실행되지 않습니다. GPU당 모델 상태 {state} GB(샤드의 파라미터당 16바이트)를 올리고 나면 {gpu}의 {memory} GB에 샘플 하나의 활성화를 둘 자리도 남지 않습니다. CPU 오프로드를 켜거나 더 많은 GPU에 샤딩하십시오.",
  "fig.whatIf.memoryBatch":
    "메모리 때문에 마이크로배치가 GPU당 {tokens} 토큰으로 줄어듭니다(연구의 설정: {study}). GPU당 모델 상태 {state} GB가 활성화를 둘 자리를 거의 남기지 않으므로 마이크로배치 수가 늘고, 마이크로배치마다 그래디언트 교환 전체를 치르면서 그것을 가려 줄 계산은 줄어듭니다.",
  "fig.whatIf.colNodes": "노드 수",
  "fig.whatIf.colNetwork": "네트워크",
  "fig.whatIf.colThroughput": "처리량",
  "fig.whatIf.colLow": "범위 하한",
  "fig.whatIf.colHigh": "범위 상한",
  "fig.whatIf.colEfficiency": "스케일링 효율",
  "fig.whatIf.colBandwidth": "노드당 유효 대역폭",
  "fig.whatIf.colCompute": "스텝당 계산",
  "fig.whatIf.colExposed": "스텝당 노출된 통신",
  "fig.whatIf.colHidden": "스텝당 가려진 통신",
  "fig.whatIf.colOptimizer": "스텝당 CPU 옵티마이저",
  "fig.whatIf.colBasis": "근거",
  "fig.whatIf.summary":
    "{gpu}, {size}B 모델, {network}, 노드 {nodes}개: {throughput} 샘플/s({basis}), 노드 1개 대비 스케일링 효율 {efficiency}%. 네트워크는 노드당 {bandwidth} {unit} 속도로 그래디언트를 옮기고, 노출된 통신은 각 스텝의 {exposed}%입니다.",
  "fig.whatIf.summaryOne":
    "{gpu}, {size}B 모델, 노드 1개: {throughput} 샘플/s({basis}). 네트워크를 건너는 트래픽은 없습니다.",
};
