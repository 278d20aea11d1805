/** Korean UI strings of verbs: the same keys as ../en/verbs.ts. */
import type { verbs as en } from "../en/verbs.ts";

export const verbs: Record<keyof typeof en, string> = {
  "fig.verbsWalk.title": "verbs 단계별 실습: alice가 bob의 메모리에 쓰기",
  "fig.verbsWalk.caption":
    "HCA를 하나씩 가진 시뮬레이션 호스트 두 대이며, 바이트 칸은 각자의 버퍼입니다. 스텝 슬라이더를 0에서 11까지 움직여 verb를 하나씩 호출하며 연결을 만들고, RDMA WRITE를 포스트한 뒤 완료를 폴링합니다. 그다음 장애를 골라 다시 한 단계씩 밟으면서 완료 상태, QP 상태, bob의 CPU 카운터를 지켜보십시오. 데이터 표에는 모든 verb 호출과 HCA 이벤트가 나옵니다.",
  "fig.verbsWalk.step": "스텝",
  "fig.verbsWalk.fault": "장애",
  "fig.verbsWalk.faultNone": "없음",
  "fig.verbsWalk.faultWrongRkey": "잘못된 rkey",
  "fig.verbsWalk.faultNoRemoteWrite": "bob의 MR에 원격 쓰기 권한 없음",
  "fig.verbsWalk.faultQpNotRts": "alice의 QP가 RTR에 머묾",
  "fig.verbsWalk.faultSendWithoutRecv": "RECV를 포스트하지 않은 채 SEND",
  "fig.verbsWalk.stepFabric": "스위치 하나에 연결된 두 호스트, 아무것도 열지 않음",
  "fig.verbsWalk.stepOpen": "장치를 열고 포트의 LID 읽기",
  "fig.verbsWalk.stepPd": "Protection Domain 할당",
  "fig.verbsWalk.stepMr": "메모리 등록: 고정(pin)하고 매핑하고 키 받기",
  "fig.verbsWalk.stepCq": "Completion Queue 생성",
  "fig.verbsWalk.stepQp": "RC Queue Pair 생성, RESET 상태",
  "fig.verbsWalk.stepInit": "QP를 RESET에서 INIT으로 변경",
  "fig.verbsWalk.stepRtr": "QP 번호, LID, PSN 교환; INIT에서 RTR로",
  "fig.verbsWalk.stepRts": "QP를 RTR에서 RTS로 변경",
  "fig.verbsWalk.stepPost": "alice가 Work Request를 포스트",
  "fig.verbsWalk.stepProgress": "시뮬레이션 시간이 흐르는 동안 HCA가 작업 수행",
  "fig.verbsWalk.stepPoll": "alice가 자신의 Completion Queue를 폴링",
  "fig.verbsWalk.cpuCalls": "CPU verb 호출: {n}",
  "fig.verbsWalk.device": "{device} · 포트 1 · LID {lid}",
  "fig.verbsWalk.noDevice": "장치를 열지 않음",
  "fig.verbsWalk.pd": "Protection Domain {pd}",
  "fig.verbsWalk.noPd": "아직 Protection Domain 없음",
  "fig.verbsWalk.buffer": "버퍼: {bytes} B, 등록 안 됨",
  "fig.verbsWalk.mr": "MR: {bytes} B, 주소 {addr}",
  "fig.verbsWalk.keys": "lkey {lkey} · rkey {rkey}",
  "fig.verbsWalk.access": "접근 권한 {access}",
  "fig.verbsWalk.qp": "QP {qpNum}",
  "fig.verbsWalk.noQp": "아직 QP 없음",
  "fig.verbsWalk.cq": "CQ, 엔트리 {cqe}개",
  "fig.verbsWalk.noCq": "아직 CQ 없음",
  "fig.verbsWalk.cqEmpty": "비어 있음",
  "fig.verbsWalk.cqEntry": "wr {wrId}: {status}",
  "fig.verbsWalk.polled": "CPU가 폴링함",
  "fig.verbsWalk.unpolled": "HCA가 기록함, 아직 폴링 안 됨",
  "fig.verbsWalk.outOfBand": "대역 외(out-of-band): QP 번호, LID, PSN",
  "fig.verbsWalk.outOfBandRkey": "대역 외(out-of-band): QP 번호, LID, PSN, 주소, rkey",
  "fig.verbsWalk.fabricLink": "패브릭",
  "fig.verbsWalk.request": "{opcode} {bytes} B",
  "fig.verbsWalk.requestRepeat": "{opcode} {bytes} B, {n}회 전송",
  "fig.verbsWalk.ack": "ACK",
  "fig.verbsWalk.nak": "NAK",
  "fig.verbsWalk.rnrNak": "RNR NAK ×{n}",
  "fig.verbsWalk.noAnswer": "응답 없음",
  "fig.verbsWalk.legendPayload": "alice의 페이로드",
  "fig.verbsWalk.legendWritten": "bob의 CPU가 아니라 HCA가 쓴 값",
  "fig.verbsWalk.stepTitle": "스텝 {step}/{last}: {name}",
  "fig.verbsWalk.more": "데이터 표에 {n}줄 더 있음",
  "fig.verbsWalk.refused": "스텝 {step}에서 거부되어 아무것도 포스트되지 않았습니다. {message}",
  "fig.verbsWalk.footer": "시뮬레이션 시간: {time} µs",
  "fig.verbsWalk.footerPost": "시뮬레이션 시간: {time} µs · alice의 포스트 이후 bob의 CPU verb 호출: {calls}",
  "fig.verbsWalk.colStep": "스텝",
  "fig.verbsWalk.colTime": "시뮬레이션 시간",
  "fig.verbsWalk.colHost": "호스트",
  "fig.verbsWalk.colActor": "주체",
  "fig.verbsWalk.colKind": "종류",
  "fig.verbsWalk.colDetail": "내용",
  "fig.verbsWalk.colStatus": "상태",
  "fig.verbsWalk.summaryNoQp": "스텝 {step}/{last}, {name}. 아직 Queue Pair가 없습니다.",
  "fig.verbsWalk.summaryState": "스텝 {step}/{last}, {name}. alice의 QP: {alice}, bob의 QP: {bob}.",
  "fig.verbsWalk.summaryCompleted":
    "스텝 {step}/{last}, {name}. alice의 {opcode} 완료 상태: {status}. bob의 메모리에 {landed} B가 도착했고, 포스트 이후 bob의 CPU가 한 verb 호출은 {calls}회입니다. alice의 QP: {alice}, bob의 QP: {bob}.",
  "fig.verbsWalk.summaryRefused":
    "스텝 {step}/{last}, {name}. ibv_post_send가 Work Request를 거부했습니다(코드 {code}). alice의 QP 상태: {alice}.",
  "verbs.event.post-send": "CPU가 {opcode}를 포스트함: wr {wr}, {bytes} B",
  "verbs.event.post-recv": "CPU가 receive wr {wr}을(를) 포스트함",
  "verbs.event.doorbell": "도어벨: HCA가 QP {qp}에서 새 WQE 1개를 확인함",
  "verbs.event.doorbell-batch": "도어벨: HCA가 QP {qp}에서 새 WQE {count}개를 확인함",
  "verbs.event.fetch-wqe": "HCA가 WQE를 가져오고 호스트 메모리에서 {bytes} B를 DMA로 읽음",
  "verbs.event.fetch-read-wqe": "HCA가 READ WQE를 가져옴",
  "verbs.event.request-wire": "{opcode} 패킷({bytes} B)이 선로를 건너 {peer}에게 감",
  "verbs.event.request-wire-packets": "{opcode} 패킷들({bytes} B)이 선로를 건너 {peer}에게 감",
  "verbs.event.read-request-wire": "{bytes} B를 읽는 READ 요청이 선로를 건너 {peer}에게 감",
  "verbs.event.responder-write": "HCA가 {host}의 {addr}에 {bytes} B를 씀. 그 호스트의 CPU는 관여하지 않음",
  "verbs.event.responder-write-recv":
    "HCA가 {host}에서 receive wr {recv}의 버퍼에 {bytes} B를 씀. 그 호스트의 CPU는 관여하지 않음",
  "verbs.event.responder-read": "HCA가 {host}의 {addr}에서 {bytes} B를 읽음. 그 호스트의 CPU는 관여하지 않음",
  "verbs.event.read-response-wire": "{bytes} B를 담은 READ 응답이 선로를 건너 {peer}에게 감",
  "verbs.event.read-data-lands": "HCA가 읽어 온 {bytes} B를 로컬 메모리에 DMA로 씀",
  "verbs.event.ack-wire": "wr {wr}의 ACK가 선로를 건너 {peer}에게 감",
  "verbs.event.nak-wire": "wr {wr}의 NAK가 선로를 건너 {peer}에게 감: {status}",
  "verbs.event.cqe": "HCA가 wr {wr}의 CQE를 씀",
  "verbs.event.unsignaled-done": "wr {wr} 끝남(unsignaled: CQE 없음)",
  "verbs.event.completes-with": "wr {wr} 완료, 상태 {status}",
  "verbs.event.recv-cqe-send": "HCA가 receive wr {wr}의 CQE를 씀(SEND, {bytes} B)",
  "verbs.event.recv-cqe-write-imm": "HCA가 receive wr {wr}의 CQE를 씀(즉치값이 있는 RDMA WRITE, {bytes} B)",
  "verbs.event.recv-completes-with": "receive wr {wr} 완료, 상태 {status}",
  "verbs.event.flushed": "wr {wr} 플러시됨: QP {qp}가 IBV_QPS_ERR 상태임",
  "verbs.event.recv-flushed": "receive wr {wr} 플러시됨: QP {qp}가 IBV_QPS_ERR 상태임",
  "verbs.event.poll": "CPU가 완료 1개를 폴링함",
  "verbs.event.poll-batch": "CPU가 완료 {count}개를 폴링함",
  "verbs.event.cq-overrun":
    "IBV_EVENT_CQ_ERR: CQ가 가득 참(항목 {capacity}개). wr {wr}의 완료를 잃음. 더 자주 폴링하거나 더 큰 CQ를 만드십시오",
  "verbs.event.state-change": "QP {qp} 상태 {from} -> {to}: {why}",
  "verbs.event.receiver-not-ready":
    "수신 측 준비 안 됨: {host}의 QP {qp}에 포스트된 receive가 없어 RNR NAK를 보냄",
  "verbs.event.rnr-nak":
    "wr {wr}의 RNR NAK가 요청 측에 도착함: 포스트된 receive가 없음(RNR 재시도 {attempt}/{max})",
  "verbs.event.rnr-nak-forever":
    "wr {wr}의 RNR NAK가 요청 측에 도착함: 포스트된 receive가 없음(RNR 재시도 {attempt}회째, 무제한)",
  "verbs.event.responder-rejects": "응답 측이 wr {wr} 요청을 거부함: {why}. NAK를 보냄",
  "verbs.event.dropped": "wr {wr}의 요청이 버려짐: {why}",
  "verbs.event.ack-timeout": "로컬 ACK 타임아웃 안에 wr {wr}의 ACK가 오지 않음(재시도 {attempt}/{max})",
  "verbs.event.resend": "wr {wr}부터 WR 1개를 재전송함",
  "verbs.event.resend-batch": "wr {wr}부터 WR {count}개를 재전송함",
  "verbs.event.local-protection-error": "로컬 보호 오류: {why}",
  "verbs.reason.modify-qp": "modifyQp 호출",
  "verbs.reason.destroy-qp": "destroyQp 호출",
  "verbs.reason.posted-in-error": "오류 상태에서 포스트됨",
  "verbs.reason.attributes-changed": "속성 {names} 변경",
  "verbs.reason.no-attributes-changed": "바뀐 속성 없음",
  "verbs.reason.wr-failed": "wr {wr} 실패, 상태 {status}",
  "verbs.reason.no-port": "주소 벡터에 맞는 포트가 패브릭에 없음(dlid / dgid를 확인하십시오)",
  "verbs.reason.no-qp": "{host}에 QP {qp}가 없음(destQpNum을 확인하십시오)",
  "verbs.reason.responder-state": "응답 측 QP {qp}의 상태가 {state}임. RTR이나 RTS에서만 수신함",
  "verbs.reason.psn-ahead":
    "PSN {psn}이(가) 기대한 {expected}보다 앞섬(요청 측의 sqPsn은 응답 측의 rqPsn과 같아야 함)",
  "verbs.reason.lkey-unknown": "lkey {key}: {host}에 등록된 MR이 아님",
  "verbs.reason.lkey-other-pd": "lkey {key}: QP {qp}와 다른 보호 도메인에 속함",
  "verbs.reason.sge-outside-mr": "SGE [{addr}, +{length})가 MR [{mrAddr}, +{mrLength}) 밖에 있음",
  "verbs.reason.mr-no-local-write": "MR {key}에 IBV_ACCESS_LOCAL_WRITE가 없어 데이터를 쓸 수 없음",
  "verbs.reason.receive-buffer": "receive 버퍼: {why}",
  "verbs.reason.qp-access-lacks": "응답 측 QP의 qpAccessFlags에 {flag}가 없음",
  "verbs.reason.mtu-exceeded": "{packetBytes} B 패킷이 응답 측 경로 MTU {mtuBytes} B를 넘음",
  "verbs.reason.no-read-depth": "응답 측 QP의 maxDestRdAtomic이 0이라 RDMA READ를 받지 않음",
  "verbs.reason.rkey-unknown": "rkey {key}: {host}에 등록된 MR이 아님",
  "verbs.reason.rkey-other-pd": "rkey {key}: QP {qp}와 다른 보호 도메인에 속함",
  "verbs.reason.mr-lacks-access": "MR {key}: {flag} 없이 등록됨",
  "verbs.reason.range-outside-mr": "[{addr}, +{bytes})가 MR [{mrAddr}, +{mrLength}) 밖에 있음",
  "verbs.reason.message-too-large": "{bytes} B 메시지가 {room} B receive 버퍼보다 큼",
  "verbs.error.pd-unknown": "이 컨텍스트의 allocPd()로 만든 보호 도메인이어야 합니다.",
  "verbs.error.pd-other-context":
    "이 컨텍스트의 allocPd()로 만든 보호 도메인이어야 합니다. 이것은 다른 장치 컨텍스트({host})의 것입니다.",
  "verbs.error.pd-deallocated": "이 보호 도메인은 이미 해제되었습니다.",
  "verbs.error.pd-busy":
    "이 PD에 아직 메모리 영역 {mrs}개와 QP {qps}개가 남아 있습니다. 먼저 deregMr / destroyQp로 정리하십시오.",
  "verbs.error.cq-unknown": "이 컨텍스트의 createCq()로 만든 완료 큐여야 합니다.",
  "verbs.error.cq-other-context":
    "이 컨텍스트의 createCq()로 만든 완료 큐여야 합니다. 이것은 다른 장치 컨텍스트({host})의 것입니다.",
  "verbs.error.cq-destroyed": "이 완료 큐는 이미 제거되었습니다.",
  "verbs.error.cq-busy": "QP {qps}개가 아직 이 CQ를 씁니다. 먼저 destroyQp로 제거하십시오.",
  "verbs.error.qp-unknown": "이 컨텍스트의 createQp()로 만든 큐 페어여야 합니다.",
  "verbs.error.qp-other-context":
    "이 컨텍스트의 createQp()로 만든 큐 페어여야 합니다. 이것은 다른 장치 컨텍스트({host})의 것입니다.",
  "verbs.error.qp-destroyed": "QP {qp}는 이미 제거되었습니다.",
  "verbs.error.mr-unknown": "이 컨텍스트의 regMr()로 만든 메모리 영역이어야 합니다.",
  "verbs.error.mr-deregistered": "이 메모리 영역은 이미 등록 해제되었습니다.",
  "verbs.error.no-such-port": "포트 {port}은(는) 없습니다. 이 HCA의 포트는 1번 하나뿐입니다.",
  "verbs.error.no-such-gid": "여기에는 포트 1의 GID 인덱스 0만 있습니다(요청: 포트 {port}, 인덱스 {index}).",
  "verbs.error.buffer-not-bytes":
    "buffer는 Uint8Array여야 합니다. 예: new Uint8Array(4096) 또는 big.subarray(0, 256).",
  "verbs.error.buffer-empty": "buffer가 비어 있습니다. 최소 1바이트는 등록하십시오.",
  "verbs.error.access-unknown-bits":
    "access {access}에 알 수 없는 비트가 있습니다. IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_WRITE, IBV_ACCESS_REMOTE_READ를 |로 조합하십시오.",
  "verbs.error.remote-write-needs-local-write":
    "IBV_ACCESS_REMOTE_WRITE에는 IBV_ACCESS_LOCAL_WRITE도 필요합니다. IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE를 쓰십시오.",
  "verbs.error.cqe-out-of-range": "cqe는 1..{max} 범위의 정수여야 합니다. 받은 값: {got}.",
  "verbs.error.num-entries-invalid": "numEntries는 양의 정수여야 합니다. 받은 값: {got}.",
  "verbs.error.poll-stuck":
    "시뮬레이션 시간이 멈춘 채로 CQ를 {polls}번 폴링했지만 비어 있었습니다. 시뮬레이션 시간은 fabric.progress(dt)나 fabric.runUntilIdle()을 호출할 때만 흐릅니다. 폴링 루프 안에서 둘 중 하나를 호출하십시오.",
  "verbs.error.init-attr-missing": "{shape}를 넘기십시오.",
  "verbs.error.init-attr-unknown-field": '알 수 없는 필드 "{field}": initAttr가 받는 필드는 {known}입니다.',
  "verbs.error.qp-type-unsupported":
    'qpType {qpType}은(는) 시뮬레이션하지 않습니다. reliable-connected "IBV_QPT_RC" 큐 페어만 됩니다.',
  "verbs.error.cap-missing": "cap이 필요합니다: {shape}.",
  "verbs.error.cap-unknown-field": '알 수 없는 cap 필드 "{field}": cap이 받는 필드는 {known}입니다.',
  "verbs.error.cap-out-of-range": "cap.{name}은(는) 1..{max} 범위의 정수여야 합니다. 받은 값: {got}.",
  "verbs.error.sq-sig-all-not-boolean": "sqSigAll은 true나 false여야 합니다.",
  "verbs.error.attr-missing": "속성 객체를 넘기십시오. 예: {example}.",
  "verbs.error.attr-unknown": '알 수 없는 속성 "{name}". 알려진 속성: {known}.',
  "verbs.error.qp-state-unknown": "qpState {qpState}은(는) {states} 중 하나가 아닙니다.",
  "verbs.error.transition-illegal":
    "QP는 {from}에서 {to}(으)로 갈 수 없습니다. {from}에서 갈 수 있는 상태: {next}. 송신까지의 경로는 RESET -> INIT -> RTR -> RTS입니다.",
  "verbs.error.attr-required": "{from} -> {to}에는 {required}가 필요합니다. 빠진 것: {missing}.",
  "verbs.error.attr-misplaced":
    "{names}은(는) {from} -> {to}에서 설정할 수 없습니다(이 전이가 받는 속성: {allowed}). 각 속성은 그것이 필요한 전이에서 넘기십시오: INIT에는 pkeyIndex/portNum/qpAccessFlags, RTR에는 상대편과 rq 값, RTS에는 sq 값.",
  "verbs.error.attr-misplaced-none":
    "{names}은(는) {from} -> {to}에서 설정할 수 없습니다(이 전이는 속성을 받지 않음). 각 속성은 그것이 필요한 전이에서 넘기십시오: INIT에는 pkeyIndex/portNum/qpAccessFlags, RTR에는 상대편과 rq 값, RTS에는 sq 값.",
  "verbs.error.pkey-index-range":
    "{name}은(는) {min}..{max} 범위의 정수(P_Key 테이블 인덱스)여야 합니다. 받은 값: {got}.",
  "verbs.error.port-num-range":
    "{name}은(는) {min}..{max} 범위의 정수(이 HCA의 유일한 포트)여야 합니다. 받은 값: {got}.",
  "verbs.error.access-flags-range":
    "{name}은(는) {min}..{max} 범위의 정수(IBV_ACCESS_* 플래그)여야 합니다. 받은 값: {got}.",
  "verbs.error.qp-num-range":
    "{name}은(는) {min}..{max} 범위의 정수(24비트 QP 번호)여야 합니다. 받은 값: {got}.",
  "verbs.error.psn-range": "{name}은(는) {min}..{max} 범위의 정수(24비트 PSN)여야 합니다. 받은 값: {got}.",
  "verbs.error.read-depth-range":
    "{name}은(는) {min}..{max} 범위의 정수(READ 깊이)여야 합니다. 받은 값: {got}.",
  "verbs.error.rnr-timer-range":
    "{name}은(는) {min}..{max} 범위의 정수(RNR 타이머 코드)여야 합니다. 받은 값: {got}.",
  "verbs.error.ack-timeout-range":
    "{name}은(는) {min}..{max} 범위의 정수(ACK 타임아웃 코드)여야 합니다. 받은 값: {got}.",
  "verbs.error.retry-count-range":
    "{name}은(는) {min}..{max} 범위의 정수(재시도 횟수)여야 합니다. 받은 값: {got}.",
  "verbs.error.rnr-retry-range":
    "{name}은(는) {min}..{max} 범위의 정수(RNR 재시도 횟수, 7은 무제한)여야 합니다. 받은 값: {got}.",
  "verbs.error.path-mtu-unknown": "pathMtu는 {mtus} 중 하나여야 합니다. 받은 값: {got}.",
  "verbs.error.ah-attr-missing": "ahAttr: InfiniBand에서는 {ib}, RoCE에서는 {roce}를 넘기십시오.",
  "verbs.error.ah-attr-unknown-field":
    'ahAttr: 알 수 없는 필드 "{field}". ahAttr가 받는 필드는 {known}입니다.',
  "verbs.error.ah-port-num": "ahAttr: portNum은 1이어야 합니다. 받은 값: {got}.",
  "verbs.error.ah-sl": "ahAttr: sl은 0..15여야 합니다. 받은 값: {got}.",
  "verbs.error.ah-is-global-not-boolean": "ahAttr: isGlobal은 true나 false여야 합니다.",
  "verbs.error.ah-dgid-missing":
    "ahAttr: isGlobal이 true인데 grh.dgid가 없습니다. grh: {example}로 설정하십시오.",
  "verbs.error.ah-roce-needs-grh":
    "ahAttr: RoCE(이더넷 링크 계층)에는 LID가 없어 모든 패킷에 전역 라우팅 헤더가 필요합니다. isGlobal: true와 grh: {example}를 설정하십시오.",
  "verbs.error.ah-dlid":
    "ahAttr: dlid는 상대의 유니캐스트 LID(1..0xBFFF, 상대의 queryPort(1).lid)여야 합니다. 받은 값: {got}.",
  "verbs.error.sg-list-not-array": "{wr}.sgList는 {shape}의 배열이어야 합니다.",
  "verbs.error.sg-list-too-long":
    "{wr}의 SGE가 {count}개입니다. 이 QP는 최대 {max}개(cap.max*Sge)로 만들어졌습니다.",
  "verbs.error.sge-not-object": "{wr}.sgList의 항목은 {shape}여야 합니다.",
  "verbs.error.sge-unknown-field": '{wr}: 알 수 없는 SGE 필드 "{field}"(addr, length, lkey를 쓰십시오).',
  "verbs.error.sge-addr": "{wr}: sge.addr는 mr.addr + offset 같은 주소여야 합니다.",
  "verbs.error.sge-length": "{wr}: sge.length는 0..2^31 범위의 정수여야 합니다.",
  "verbs.error.sge-lkey": "{wr}: sge.lkey는 mr.lkey 같은 32비트 키여야 합니다.",
  "verbs.error.message-too-long": "{wr}은(는) {bytes} B로 메시지 한도 2 GiB를 넘습니다.",
  "verbs.error.send-needs-rts":
    "QP {qp}의 상태가 {state}입니다. 송신하려면 IBV_QPS_RTS여야 합니다: modifyQp로 RESET -> INIT -> RTR -> RTS를 거치십시오.",
  "verbs.error.send-needs-rts-from-rtr":
    "QP {qp}의 상태가 {state}입니다. 송신하려면 IBV_QPS_RTS여야 합니다: modifyQp(timeout, retryCnt, rnrRetry, sqPsn, maxRdAtomic)로 IBV_QPS_RTS까지 옮기십시오.",
  "verbs.error.wr-not-object": "{wr}은(는) 객체 {shape}여야 합니다.",
  "verbs.error.send-wr-unknown-field":
    '{wr}: 알 수 없는 필드 "{field}". send WR가 받는 필드는 {known}입니다.',
  "verbs.error.recv-wr-unknown-field":
    '{wr}: 알 수 없는 필드 "{field}". receive WR가 받는 필드는 wrId, sgList입니다.',
  "verbs.error.wr-id-not-number": "{wr}.wrId는 숫자여야 합니다.",
  "verbs.error.opcode-unknown": "{wr}.opcode {opcode}은(는) {opcodes} 중 하나가 아닙니다.",
  "verbs.error.send-flags-unknown": "{wr}.sendFlags는 IBV_SEND_SIGNALED나 0만 됩니다. 받은 값: {got}.",
  "verbs.error.rdma-missing":
    "{wr}: {opcode}에는 상대의 주소와 rkey(대역 외로 주고받은 값)를 담은 rdma: {shape}가 필요합니다.",
  "verbs.error.imm-data-missing":
    "{wr}: IBV_WR_RDMA_WRITE_WITH_IMM에는 32비트 부호 없는 정수 immData가 필요합니다.",
  "verbs.error.send-queue-full":
    "QP {qp}의 send 큐가 가득 찼습니다(cap.maxSendWr {max}칸 중 {used}칸 사용 중, {asked}칸 더 요청). 칸은 완료를 폴링해야 비워집니다: (fabric.progress / runUntilIdle 뒤에) send CQ를 폴링하고, unsignaled WR은 뒤따르는 signaled WR이 있어야 정리되므로 최소한 N개마다 하나는 signal하십시오.",
  "verbs.error.recv-in-reset":
    "QP {qp}의 상태가 IBV_QPS_RESET입니다. receive를 포스트하기 전에 IBV_QPS_INIT로 옮기십시오.",
  "verbs.error.recv-queue-full":
    "QP {qp}의 receive 큐가 가득 찼습니다(cap.maxRecvWr {max}칸 중 {used}칸 사용 중). receive CQ를 폴링해 칸을 비우십시오.",
  "verbs.errorLine": "{verb}: {errno}: {message}",
  "fig.verbsWalk.kind.verb": "호출",
  "fig.verbsWalk.kind.post": "포스트",
  "fig.verbsWalk.kind.doorbell": "도어벨",
  "fig.verbsWalk.kind.dma-read": "DMA 읽기",
  "fig.verbsWalk.kind.wire": "선로",
  "fig.verbsWalk.kind.dma-write": "DMA 쓰기",
  "fig.verbsWalk.kind.completion": "완료",
  "fig.verbsWalk.kind.poll": "폴링",
  "fig.verbsWalk.kind.state-change": "상태 변경",
  "fig.verbsWalk.kind.rnr-nak": "RNR NAK",
  "fig.verbsWalk.kind.nak": "NAK",
  "fig.verbsWalk.kind.drop": "드롭",
  "fig.verbsWalk.kind.timeout": "타임아웃",
  "fig.verbsWalk.kind.retransmit": "재전송",
  "fig.verbsWalk.kind.async-event": "비동기 이벤트",
  "fig.verbsWalk.actor.cpu": "CPU",
  "fig.verbsWalk.actor.hca": "HCA",
  "fig.verbsWalk.actor.wire": "선로",

  "ex.ui.heading": "연습 {n}: {title}",
  "ex.ui.scope": "스코프에 있는 이름:",
  "ex.ui.codeLabel": "내 코드: 함수 본문으로 실행되는 JavaScript입니다. 값을 return하면 검사기로 전달됩니다",
  "ex.ui.keys":
    "Tab은 공백 두 칸만큼 들여 씁니다. 편집기를 벗어나려면 Escape를 누른 뒤 Tab을 누르십시오. Ctrl+Enter로 코드를 실행합니다.",
  "ex.ui.run": "실행",
  "ex.ui.stop": "중지",
  "ex.ui.reset": "코드 초기화",
  "ex.ui.hint": "힌트",
  "ex.ui.needsJs":
    "코드를 실행하려면 JavaScript가 필요합니다. 과제와 힌트는 JavaScript 없이도 읽을 수 있습니다.",
  "ex.ui.ready":
    "코드를 고친 뒤 실행을 누르십시오. 코드는 이 페이지의 샌드박스에서 시뮬레이션된 HCA를 대상으로 실행됩니다.",
  "ex.ui.running": "실행 중…",
  "ex.ui.pass": "통과",
  "ex.ui.fail": "아직 아님",
  "ex.ui.error": "오류",
  "ex.ui.errorAt": "{line}행 {column}열. {name}: {message}",
  "ex.ui.errorNoLine": "{name}: {message}",
  "ex.ui.unreadable": "코드가 읽을 수 없는 값(트랩이 예외를 던지는 Proxy)을 던져서 보여 줄 내용이 없습니다.",
  "ex.ui.syntaxAt": "{line}행 {column}열 구문 오류: {message}",
  "ex.ui.syntax": "구문 오류: {message}",
  "ex.ui.syntaxUnknown": "구문 오류: 코드를 파싱할 수 없습니다.",
  "ex.ui.goToLine": "편집기에서 {line}행 선택",
  "ex.ui.timeout":
    "{seconds}초 후 중지했습니다. 코드가 계속 실행 중이었으며, 무한 루프일 가능성이 큽니다. 샌드박스를 다시 시작했으니 코드를 고쳐 다시 실행하십시오.",
  "ex.ui.stopped": "중지했습니다. 샌드박스를 다시 시작했습니다.",
  "ex.ui.stoppedBadge": "중지됨",
  "ex.ui.workerFailed": "샌드박스를 시작하지 못했습니다({reason}). 페이지를 새로 고쳐 다시 시도하십시오.",
  "ex.ui.logTitle": "log() 출력",
  "ex.ui.logDropped": "나머지 {n}줄은 보관하지 않았습니다.",
  "ex.ui.checkCrashed": "검사를 끝내지 못했습니다({message}). 코드를 초기화하고 다시 시도하십시오.",

  "ex.regMr.title": "상대가 쓸 수 있는 메모리 등록하기",
  "ex.regMr.hint":
    "접근 플래그는 |로 조합합니다. 상대는 IBV_ACCESS_REMOTE_WRITE로 등록된 영역에만 RDMA WRITE를 할 수 있으며, ibv_reg_mr은 IBV_ACCESS_LOCAL_WRITE 없는 원격 쓰기 요청을 거부합니다.",
  "ex.regMr.noMr":
    "코드가 반환한 값은 Memory Region이 아니라 {got}입니다. 검사기가 주소와 rkey를 쓸 수 있도록 return mr;로 끝내십시오.",
  "ex.regMr.wrongBuffer":
    "영역이 bobBuf가 아닌 다른 버퍼를 가리킵니다. 이대로면 alice의 바이트가 bob이 보지 않는 곳에 도착합니다. bobBuf 자체를 등록하십시오.",
  "ex.regMr.wrongPd":
    "영역이 bobPd가 아니라 새 Protection Domain에 있습니다. bob의 QP는 bobPd에 속하고, 키는 Protection Domain을 넘나들며 쓸 수 없습니다. bobPd에 등록하십시오.",
  "ex.regMr.deregistered":
    "alice가 쓰기 전에 영역이 등록 해제되어 rkey가 더 이상 유효하지 않습니다. 살아 있는 영역을 반환하십시오.",
  "ex.regMr.remAccess":
    "alice의 WRITE가 IBV_WC_REM_ACCESS_ERR로 완료되었고 bobBuf는 그대로입니다. 영역이 허용하는 권한은 {access}뿐입니다. 원격 WRITE에는 IBV_ACCESS_REMOTE_WRITE가 필요합니다.",
  "ex.regMr.other":
    "alice의 WRITE 완료 상태: {status}. 기대한 결과는 IBV_WC_SUCCESS이며, 바이트가 bobBuf의 시작 위치에 있어야 합니다.",
  "ex.regMr.pass":
    "alice의 8바이트 WRITE가 IBV_WC_SUCCESS로 완료되어 bobBuf의 시작 위치에 도착했습니다. 영역이 허용하는 권한: {access}.",
  "ex.regMr.passExtra":
    "alice의 8바이트 WRITE가 IBV_WC_SUCCESS로 완료되어 bobBuf의 시작 위치에 도착했습니다. 영역이 허용하는 권한: {access}. IBV_ACCESS_REMOTE_READ는 이 전송에 필요 이상이며, rkey를 가진 누구나 버퍼를 읽을 수 있게 합니다.",

  "ex.connect.title": "Queue Pair를 RTS까지 올리기",
  "ex.connect.hint":
    "전이마다 modifyQp를 한 번씩 호출합니다. RTR에서는 상대와 상대의 첫 PSN을 알아야 합니다: dlid bobInfo.lid와 portNum 1을 담은 ahAttr, destQpNum, rqPsn bobInfo.psn, pathMtu, maxDestRdAtomic 1, minRnrTimer 12. RTS에는 timeout 14, retryCnt 7, rnrRetry 3, sqPsn alicePsn, maxRdAtomic 1이 필요합니다.",
  "ex.connect.notRts":
    "alice의 QP가 {state} 상태로 끝났습니다. IBV_QPS_RTS에 도달해야 합니다. RESET에서 INIT, RTR, RTS 순으로, 전이마다 modifyQp를 한 번씩 호출하십시오.",
  "ex.connect.noAnswer":
    "QP는 RTS이지만 alice가 bob에게 한 WRITE가 IBV_WC_RETRY_EXC_ERR로 완료되었습니다. 순서에 맞는 패킷이 bob의 QP에 하나도 도착하지 않아 ACK가 돌아오지 않았습니다. ahAttr.dlid(bobInfo.lid), destQpNum(bobInfo.qpNum), sqPsn(bob이 기대하는 PSN인 alicePsn)을 확인하십시오.",
  "ex.connect.duplicate":
    "alice의 WRITE가 IBV_WC_SUCCESS로 완료되었지만 bob의 메모리는 바뀌지 않았습니다. bob이 그 패킷을 이미 받은 패킷의 중복으로 간주했기 때문입니다. sqPsn은 bob이 기대하는 첫 PSN인 alicePsn이어야 합니다.",
  "ex.connect.forwardFailed": "QP는 RTS이지만 alice가 bob에게 한 WRITE의 완료 상태는 {status}입니다.",
  "ex.connect.backwardFailed":
    "alice가 bob에게 하는 WRITE는 동작하지만 bob이 alice에게 하는 WRITE는 실패했습니다(상태 {status}, 또는 아무것도 도착하지 않음). rqPsn(bob이 보내는 첫 PSN인 bobInfo.psn)과 qpAccessFlags(IBV_ACCESS_REMOTE_WRITE)를 확인하십시오.",
  "ex.connect.pass":
    "alice의 QP가 IBV_QPS_RTS이고 WRITE가 양방향으로 완료됩니다. LID, QP 번호, 양쪽 PSN이 모두 맞습니다.",

  "ex.write.title": "RDMA WRITE를 포스트하고 완료 폴링하기",
  "ex.write.hint":
    "WRITE에는 bob이 대역 외로 보낸 키와 주소가 필요합니다: rkey bobInfo.rkey, remoteAddr bobInfo.addr + 8. 시뮬레이션 시간이 흐르기 전에는 아무 일도 일어나지 않으니, alice.pollCq(aliceCq) 전에 fabric.runUntilIdle()을 호출하십시오.",
  "ex.write.notPosted":
    "아무것도 포스트되지 않았습니다. alice.postSend(aliceQp, wr)로 IBV_WR_RDMA_WRITE Work Request를 포스트하십시오.",
  "ex.write.remAccess":
    "alice의 WRITE가 IBV_WC_REM_ACCESS_ERR로 완료되었습니다. bob의 HCA가 rkey를 거부했습니다. bob이 보낸 키인 bobInfo.rkey를 쓰십시오. aliceMr.rkey는 alice 자신의 키입니다. 이 오류 뒤에는 두 QP가 모두 IBV_QPS_ERR 상태가 되므로, 실제 프로그램이라면 다시 연결해야 합니다.",
  "ex.write.status": "alice의 WRITE 완료 상태: {status}.",
  "ex.write.noProgress":
    "pollCq가 아무것도 찾지 못했습니다. WRITE는 포스트되었지만 시뮬레이션 시간이 흐르지 않아 HCA가 아직 작업하지 않았습니다. 폴링 전에 fabric.runUntilIdle()을 호출하십시오.",
  "ex.write.unsignaled":
    "바이트는 도착했지만 완료가 기록되지 않았습니다. WRITE가 signaled가 아니었기 때문입니다. sendFlags를 IBV_SEND_SIGNALED로 설정하십시오.",
  "ex.write.noCompletion": "완료도 기록되지 않았고 bob의 메모리에 도착한 것도 없습니다.",
  "ex.write.notLanded":
    "WRITE는 완료되었지만 bob의 버퍼에 alice의 8바이트가 없습니다. 오프셋 {offset}에 8바이트 전부(length 8)를 쓰십시오.",
  "ex.write.offset":
    "바이트가 bob의 버퍼 오프셋 {landed}에 도착했습니다. 오프셋 {offset}에 있어야 하므로 remoteAddr는 bobInfo.addr + {offset}입니다.",
  "ex.write.returnWc":
    "WRITE는 동작했지만 코드가 반환한 값은 {got}입니다. pollCq가 준 완료, 즉 그 첫 번째 요소를 반환하십시오.",
  "ex.write.pass":
    "완료 상태는 {status}이고 8바이트가 bob의 버퍼 오프셋 8에 있습니다. 그동안 bob의 CPU가 한 verb 호출은 {calls}회입니다. 작업은 bob의 HCA가 했습니다.",

  "ex.send.title": "받을 곳이 없는 SEND 고치기",
  "ex.send.hint":
    "SEND는 상대가 미리 포스트해 둔 수신 요청 하나를 소비합니다. alice의 postSend 전에 bob.postRecv(bobQp, wr)로 bob의 QP에 수신 요청을 하나 포스트하십시오. wrId 하나와, bobMr.addr, 8 이상의 length, bobMr.lkey를 담은 sgList 항목이 필요합니다.",
  "ex.send.notPosted": "alice가 아무것도 포스트하지 않았습니다. alice의 postSend는 그대로 두십시오.",
  "ex.send.notSend":
    "alice가 포스트한 것은 IBV_WR_SEND가 아니라 {opcode}입니다. 이 연습은 양측(two-sided) 메시징을 다룹니다. SEND는 그대로 두고 도착할 곳을 마련해 주십시오.",
  "ex.send.rnr":
    "alice의 SEND가 IBV_WC_RNR_RETRY_EXC_ERR로 완료되었습니다. bob에게 포스트된 수신 요청이 없어서, alice의 재시도 횟수가 바닥날 때까지 bob의 HCA가 RNR NAK로 응답했습니다. SEND가 도착하기 전에 bob의 QP에 수신 요청을 포스트하십시오.",
  "ex.send.tooSmall":
    "수신 버퍼가 메시지보다 작았습니다. 완료 상태는 alice {send}, bob {recv}입니다. 8바이트 이상의 수신 요청을 포스트하십시오.",
  "ex.send.noProgress":
    "SEND의 완료가 없습니다. 시뮬레이션 시간이 흐르지 않았습니다. 포스트한 뒤 fabric.runUntilIdle()을 호출하십시오.",
  "ex.send.other":
    "alice의 SEND 완료 상태는 {send}, bob의 수신 완료 상태는 {recv}입니다. 둘 다 IBV_WC_SUCCESS여야 하고, 바이트가 bob의 버퍼에 있어야 합니다.",
  "ex.send.pass":
    "양쪽 모두 IBV_WC_SUCCESS로 완료되었고 8바이트가 bob의 버퍼에 있습니다. WRITE와 달리 bob의 CPU도 참여했습니다. 수신 요청을 포스트하고 폴링하느라 verb 호출을 {calls}회 했습니다.",
};
