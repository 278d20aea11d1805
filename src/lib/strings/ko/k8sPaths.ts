/** Korean UI strings of k8sPaths: the same keys as ../en/k8sPaths.ts. */
import type { k8sPaths as en } from "../en/k8sPaths.ts";

export const k8sPaths: Record<keyof typeof en, string> = {
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
