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

  "fig.studyRepro.title": "연구 재현: 측정 처리량과 모델 비교",
  "fig.studyRepro.caption":
    "빈 원은 연구의 측정값, 선은 적합 범위를 포함한 모델, 막대는 각 점의 오차입니다. 점을 고르면 그 수치의 출처와 불확실한 부분을 볼 수 있고, 클러스터 하나를 고르면 확대해 볼 수 있습니다.",
  "fig.studyRepro.cluster": "클러스터",
  "fig.studyRepro.clusterBoth": "두 클러스터 모두",
  "fig.studyRepro.clusterL40s": "L40S(노드당 GPU 2개)",
  "fig.studyRepro.clusterH100": "H100(노드당 GPU 8개)",
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
  "fig.whatIf.basisCalibrated": "보정됨",
  "fig.whatIf.basisBand": "범위",
  "fig.whatIf.summary":
    "{gpu}, {size}B 모델, {network}, 노드 {nodes}개: {throughput} 샘플/s({basis}), 노드 1개 대비 스케일링 효율 {efficiency}%. 네트워크는 노드당 {bandwidth} {unit} 속도로 그래디언트를 옮기고, 노출된 통신은 각 스텝의 {exposed}%입니다.",
  "fig.whatIf.summaryOne":
    "{gpu}, {size}B 모델, 노드 1개: {throughput} 샘플/s({basis}). 네트워크를 건너는 트래픽은 없습니다.",

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

  "fig.k8sPath.title": "두 파드 사이의 메시지 하나, 홉별로 보기",
  "fig.k8sPath.caption":
    "송신 파드의 홉은 왼쪽을 따라 내려가고, 선로는 아래쪽을 지나며, 수신 파드의 홉은 오른쪽을 따라 올라갑니다. 사각형은 페이로드 복사, 삼각형은 커널이나 하이퍼바이저 진입이며, 점선 상자는 추정값에 기반합니다. 경로를 바꾸면 계층이 빠지는 모습을, 크기를 바꾸면 패킷당 비용이 커지는 모습을 볼 수 있습니다.",
  "fig.k8sPath.path": "네트워크 경로",
  "fig.k8sPath.size": "메시지 크기",
  "fig.k8sPath.size4k": "4 KiB",
  "fig.k8sPath.size64k": "64 KiB",
  "fig.k8sPath.size1m": "1 MiB",
  "fig.k8sPath.size16m": "16 MiB",
  "fig.k8sPath.rate": "NIC 라인 레이트",
  "fig.k8sPath.sendingPod": "송신 파드",
  "fig.k8sPath.receivingPod": "수신 파드",
  "fig.k8sPath.sender": "송신 측",
  "fig.k8sPath.receiver": "수신 측",
  "fig.k8sPath.wire": "선로",
  "fig.k8sPath.hop.socket": "파드: 소켓 호출과 커널 TCP/IP",
  "fig.k8sPath.hop.verbs": "파드: 사용자 공간의 verbs",
  "fig.k8sPath.hop.overlay": "veth, Open vSwitch, Geneve(파드 오버레이)",
  "fig.k8sPath.hop.hypervisor": "virtio-net과 vhost-net(하이퍼바이저)",
  "fig.k8sPath.hop.vf": "SR-IOV 가상 함수(VF)",
  "fig.k8sPath.hop.nic": "물리 NIC: DMA와 포트",
  "fig.k8sPath.hop.wire": "선로와 스위치",
  "fig.k8sPath.absent": "이 경로에는 없음",
  "fig.k8sPath.hopMetrics": "단방향 시간 중 {time} µs · CPU {cpu} µs",
  "fig.k8sPath.approx": "≈{value}",
  "fig.k8sPath.fact.socket":
    "send()/recv()가 커널로 진입하고, 페이로드를 소켓 버퍼로 복사해 넣고 다시 복사해 꺼냄",
  "fig.k8sPath.fact.verbs": "Work Request 포스트, 도어벨, 완료 폴링: 커널도 복사도 없음",
  "fig.k8sPath.fact.overlay": "패킷마다 Geneve/UDP/IP 헤더 +{encap} B, MTU는 {mtu} B 줄어듦",
  "fig.k8sPath.fact.overlayNoOffload":
    "패킷마다 Geneve/UDP/IP 헤더 +{encap} B, MTU는 {mtu} B 줄어듦. 세그멘테이션 오프로드가 없어 TCP가 모든 패킷을 처리함",
  "fig.k8sPath.fact.hypervisor":
    "vhost 워커가 자기 코어에서 페이로드를 복사하고, 메시지마다 VM exit나 인터럽트 주입이 일어남",
  "fig.k8sPath.fact.vf":
    "게스트 드라이버가 NIC의 일부를 소유함. IOMMU로 제한된 DMA, 소프트웨어 스위치 없음, 복사 없음",
  "fig.k8sPath.fact.vfRdma": "VF가 verbs를 실행함: NIC가 등록된 버퍼 사이에서 페이로드를 직접 옮김",
  "fig.k8sPath.fact.nic": "PCIe를 통한 DMA, 세그멘테이션과 체크섬은 하드웨어에서 처리",
  "fig.k8sPath.fact.wire": "선로상 패킷 {packets}개, 헤더 포함",
  "fig.k8sPath.legendCopy": "페이로드 복사",
  "fig.k8sPath.legendCrossing": "커널 또는 하이퍼바이저 진입",
  "fig.k8sPath.legendEstimate": "추정값 기반",
  "fig.k8sPath.totalLatency":
    "{path}에서 {size} 메시지 하나: 단방향 {latency} µs, 페이로드 복사 {copies}회, 커널 또는 하이퍼바이저 진입 {crossings}회.",
  "fig.k8sPath.totalCpu":
    "메시지당 CPU: 송신 측 {sender} µs, 수신 측 {receiver} µs, 하이퍼바이저 {hypervisor} µs(두 파드의 코어에서 페이로드 바이트당 {cpb} 사이클).",
  "fig.k8sPath.totalWire":
    "선로: 패킷 {packets}개, 페이로드 {payload}바이트에 {wire}바이트(오버헤드 {overhead}%).",
  "fig.k8sPath.totalBandwidth":
    "스트림 하나의 유효 대역폭: {line} {lineUnit} 링크에서 {bw} {unit}, 제한 요인: {limit}.",
  "fig.k8sPath.noteEstimate":
    "≈: 오버레이와 vNIC 계층은 추정값에 기반합니다(OVN과 vhost의 패킷당 비용은 여기서 측정하지 않았습니다). 대신 학습 모델은 이 계층들의 유효 대역폭을 연구 결과에 맞춰 보정합니다.",
  "fig.k8sPath.noteMeasured":
    "SR-IOV 계층의 비용은 ConnectX-5 가상 함수 위 파드 사이의 측정값으로 보정했습니다.",
  "fig.k8sPath.colSide": "측",
  "fig.k8sPath.colHop": "홉",
  "fig.k8sPath.colTime": "단방향 시간 중 비중",
  "fig.k8sPath.colCpu": "CPU 시간",
  "fig.k8sPath.colCopies": "페이로드 복사",
  "fig.k8sPath.colCrossings": "커널 또는 하이퍼바이저 진입",
  "fig.k8sPath.colBasis": "근거",
  "fig.k8sPath.colStages": "모델 단계",
  "fig.k8sPath.basisEstimate": "추정값",
  "fig.k8sPath.basisModel": "모델(측정 또는 보정된 입력)",
  "fig.k8sPath.summary":
    "{path}, {size} 메시지 하나: 페이로드 복사 {copies}회, 커널 또는 하이퍼바이저 진입 {crossings}회, CPU {cpu} µs, 단방향 {latency} µs. 스트림 하나의 전송 속도는 {bw} {unit}입니다.",

  "fig.k8sCompare.title": "네 경로 나란히 보기: 라인 레이트, 계층이 허용하는 값, 학습이 실제로 얻은 값",
  "fig.k8sCompare.caption":
    "경로마다 NIC 라인 레이트(눈금), 데이터 경로 계층 모델이 노드의 NCCL 스트림에 허용하는 상한(옅은 막대, 추정값에 기반하면 점선), 학습 모델이 노드 2개에서 쓰는 유효 대역폭(점, 범위일 때는 수염)을 보여 줍니다. 두 클러스터를 비교해 보십시오.",
  "fig.k8sCompare.notMeasured": "{path}(측정 안 됨)",
  "fig.k8sCompare.bandwidthTitle": "{cluster} 노드(GPU {gpus}개): 노드당 유효 대역폭",
  "fig.k8sCompare.cpuTitle": "페이로드 바이트당 CPU, 1 MiB",
  "fig.k8sCompare.countsTitle": "복사, 커널 진입",
  "fig.k8sCompare.axisBandwidth": "대역폭({unit}, 로그 스케일)",
  "fig.k8sCompare.axisCpb": "바이트당 사이클",
  "fig.k8sCompare.legendLine": "NIC 라인 레이트",
  "fig.k8sCompare.legendLayer": "계층 모델의 상한",
  "fig.k8sCompare.legendModel": "노드 2개에서의 학습 모델",
  "fig.k8sCompare.legendSender": "송신 파드의 CPU",
  "fig.k8sCompare.legendReceiver": "수신 파드의 CPU",
  "fig.k8sCompare.legendHypervisor": "하이퍼바이저 CPU",
  "fig.k8sCompare.colPath": "경로",
  "fig.k8sCompare.colLine": "NIC 라인 레이트",
  "fig.k8sCompare.colLayer": "계층 모델 상한",
  "fig.k8sCompare.colLayerBasis": "계층 모델 근거",
  "fig.k8sCompare.colModel": "노드 2개에서의 학습 모델",
  "fig.k8sCompare.colModelLow": "학습 모델, 범위 하한",
  "fig.k8sCompare.colModelHigh": "학습 모델, 범위 상한",
  "fig.k8sCompare.colModelBasis": "학습 모델 근거",
  "fig.k8sCompare.colSenderCpb": "송신 측 CPU",
  "fig.k8sCompare.colReceiverCpb": "수신 측 CPU",
  "fig.k8sCompare.colHypervisorCpb": "하이퍼바이저 CPU",
  "fig.k8sCompare.summary":
    "{cluster}, 노드 2개: 모델의 노드당 유효 대역폭은 파드 네트워크 {pod}, vNIC {vnic}, SR-IOV {sriov}, RDMA {rdma}({unit})이며, NIC 라인 레이트는 {vnicLine}(vNIC), {sriovLine}(SR-IOV) {lineUnit}입니다.",
};
