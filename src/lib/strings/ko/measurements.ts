/** Korean UI strings of measurements: the same keys as ../en/measurements.ts. */
import type { measurements as en } from "../en/measurements.ts";

export const measurements: Record<keyof typeof en, string> = {
  "measure.title": "내 측정값",
  "measure.lead":
    "nccl-tests, perftest, iperf3(텍스트 보고서 또는 -J JSON)의 출력을 붙여 넣거나 끌어다 놓으십시오. 입력은 이 브라우저 안에서 읽으며 이 컴퓨터 밖으로 나가지 않습니다. 페이지는 읽은 내용과 읽지 못한 내용, 선택한 하드웨어에 대한 모델 값과 측정값의 비교, 그리고 의심되는 문제를 보여 줍니다.",
  "measure.inputLabel": "도구 출력",
  "measure.fileLabel": "또는 파일 선택",
  "measure.dropHint": "텍스트 상자에 파일을 끌어다 놓아도 됩니다.",
  "measure.read": "읽기",
  "measure.clear": "지우기",
  "measure.reading": "읽는 중…",
  "measure.held":
    "전체를 읽었습니다: {size} MB, {lines}줄. 상자에는 처음 {shown}줄만 보이며, 상자를 편집하면 그 내용을 대신 읽습니다.",
  "measure.tooLarge":
    "입력이 {size} MB입니다. 이 페이지는 최대 {max} MB까지 읽습니다. 필요한 실행 결과만 남기고 줄이십시오.",
  "measure.timeout":
    "읽기가 {seconds}초를 넘어 중단했습니다. 페이지는 계속 쓸 수 있으니 더 작은 입력으로 다시 시도하십시오.",
  "measure.failed": "입력을 읽을 수 없습니다: {message}.",
  "measure.edited": "상자의 내용이 바뀌었습니다. 읽으려면 ‘읽기’를 누르십시오.",
  "measure.empty": "아직 읽을 내용이 없습니다. 위에 도구 출력을 붙여 넣거나 파일을 선택하십시오.",
  "measure.unknown":
    "nccl-tests, perftest, iperf3의 출력으로 보이지 않습니다. 헤더를 포함해 출력 전체를 붙여 넣었는지 확인하십시오.",
  "measure.kindNccl": "nccl-tests 출력: {collective}, 랭크 {ranks}개, 크기 {rows}개",
  "measure.kindPerftest": "perftest 출력: {program}, 크기 {rows}개",
  "measure.kindIperf3": "iperf3 출력: 실행 {runs}회",
  "measure.readIn": "{ms} ms 만에 읽었습니다.",
  "measure.diagnostics": "읽지 못한 내용",
  "measure.noDiagnostics": "모든 줄을 읽었습니다.",
  "measure.noRows": "결과 행을 하나도 읽지 못해 모델과 비교할 것이 없습니다. 아래 내용에 그 이유가 있습니다.",
  "measure.notes": "참고: 출력에 있는 경고와 읽으면서 가정한 내용",
  "measure.line": "{line}행",
  "measure.msg.input-not-text": "입력이 텍스트가 아닙니다",
  "measure.msg.input-empty": "입력이 비어 있습니다",
  "measure.msg.input-unrecognised":
    "nccl-tests, perftest, iperf3 출력으로 인식하지 못했습니다(열 머리글, 배너, 명령줄을 찾지 못함)",
  "measure.msg.input-cut": "입력이 {characters}자로 한도 {limit}자를 넘어 앞의 {read}자만 읽었습니다",
  "measure.msg.line-too-long": "줄이 {limit}자보다 길어 건너뛰었습니다",
  "measure.msg.more-long-lines": "이 밖에 너무 긴 줄 {count}개를 건너뛰었습니다",
  "measure.msg.remarks-left-out": "같은 종류의 지적 {count}건은 생략했습니다",
  "measure.msg.internal-error": "파서 내부 오류: {error}",
  "measure.msg.tool-line": "{text}",
  "measure.msg.elided": "생략된 줄",
  "measure.msg.elided-rows": "생략된 줄: 여기서 결과 행이 빠졌을 수 있습니다",
  "measure.msg.no-result-rows": "{tool} 결과 행을 찾지 못했습니다",
  "measure.msg.row-not-result": "결과 표 안에 있지만 결과 행이 아닙니다",
  "measure.msg.row-columns": "결과 행을 읽지 못했습니다: 열 {expected}개를 예상했으나 {found}개입니다",
  "measure.msg.row-value-not-number": '결과 행을 읽지 못했습니다: "{text}"은(는) 숫자가 아닙니다',
  "measure.msg.row-value-negative": '결과 행을 읽지 못했습니다: "{text}"은(는) 음수입니다',
  "measure.msg.nccl-second-run":
    "여기서 두 번째 nccl-tests 실행이 시작됩니다. 첫 번째 실행만 읽었습니다(나머지도 읽으려면 파일을 나누십시오)",
  "measure.msg.nccl-assumed-columns": "첫 결과 행 앞에 열 머리글이 없어 열을 {columns} x2로 가정했습니다",
  "measure.msg.nccl-row-no-header": "열 머리글이 없고 열 개수도 알 수 없는 결과 행입니다",
  "measure.msg.nccl-row-size-count": "결과 행을 읽지 못했습니다: size와 count가 정수가 아닙니다",
  "measure.msg.nccl-row-type-number": "결과 행을 읽지 못했습니다: type 열이 숫자입니다",
  "measure.msg.nccl-row-root": "결과 행을 읽지 못했습니다: root 열이 정수가 아닙니다",
  "measure.msg.nccl-row-timing":
    "결과 행을 읽지 못했습니다: time, algbw, busbw 중에 숫자가 아닌 값이 있습니다",
  "measure.msg.nccl-warning": "NCCL 경고: {text}",
  "measure.msg.nccl-device-line": "장치 줄을 읽지 못했습니다",
  "measure.msg.nccl-column-header": "열 머리글을 읽지 못했습니다",
  "measure.msg.nccl-out-of-bounds-count": "범위를 벗어난 값의 개수를 읽지 못했습니다",
  "measure.msg.nccl-avg-bus-bandwidth": "평균 버스 대역폭을 읽지 못했습니다",
  "measure.msg.nccl-wrong-rows":
    "{count}개 행이 잘못된 원소를 보고합니다(#wrong > 0). 파싱 오류가 아니라 데이터 손상입니다",
  "measure.msg.nccl-out-of-bounds": "실행 결과에 범위를 벗어난 값이 있다고 나옵니다(FAILED)",
  "measure.msg.nccl-collective-contradicts-option":
    "열의 모양은 {inferred}인데 옵션은 {collective}라고 합니다",
  "measure.msg.nccl-collective-contradicts-header":
    "열의 모양은 {inferred}인데 헤더는 {collective}라고 합니다",
  "measure.msg.nccl-collective-contradicts-command":
    "열의 모양은 {inferred}인데 명령줄은 {collective}라고 합니다",
  "measure.msg.nccl-split-communicators":
    "랭크가 여러 커뮤니케이터로 나뉘어 있습니다(NCCL_TESTS_SPLIT_MASK). 랭크 수는 그룹 {group}만 셉니다",
  "measure.msg.nccl-nranks-inferred": "랭크 수 {nranks}은(는) 행에서 추정했습니다(장치 줄 없음)",
  "measure.msg.nccl-nranks-option-ignored":
    "nranks 옵션 {nranks}은(는) 1 이상의 정수가 아니어서 무시했습니다",
  "measure.msg.nccl-algbw-mismatch":
    "{half} algbw {algbwGBps} GB/s가 크기 / 시간 = {bytes} B / {timeUs} us = {expectedGBps} GB/s와 다릅니다",
  "measure.msg.nccl-algbw-mismatch-factor":
    "{half} algbw {algbwGBps} GB/s가 크기 / 시간 = {bytes} B / {timeUs} us = {expectedGBps} GB/s와 다릅니다({collective}, 랭크 {nranks}개: 계수 {factor})",
  "measure.msg.nccl-algbw-mismatch-any-ranks":
    "{half} algbw {algbwGBps} GB/s가 크기 / 시간 = {bytes} B / {timeUs} us = {expectedGBps} GB/s와 다릅니다({collective}, 랭크 수와 무관: 계수 {factor})",
  "measure.msg.nccl-busbw-mismatch":
    "{half} busbw {busbwGBps} GB/s가 algbw x 계수 = {expectedGBps} GB/s와 다릅니다({collective}, 랭크 {nranks}개: 계수 {factor})",
  "measure.msg.nccl-busbw-mismatch-any-ranks":
    "{half} busbw {busbwGBps} GB/s가 algbw x 계수 = {expectedGBps} GB/s와 다릅니다({collective}, 랭크 수와 무관: 계수 {factor})",
  "measure.msg.nccl-more-arithmetic": "이 밖에 행의 절반 {count}개가 산술 검사를 통과하지 못합니다",
  "measure.msg.nccl-avg-mismatch":
    "Avg bus bandwidth {avgGBps} GB/s가 읽은 행들의 busbw 평균({meanGBps})과 다릅니다. 행이 빠졌을 수 있습니다",
  "measure.msg.perftest-header-no-columns": "대역폭 열도 지연 시간 열도 없는 결과 머리글입니다",
  "measure.msg.perftest-cycles": "지연 시간이 마이크로초가 아니라 CPU 사이클 단위이므로 읽지 않았습니다",
  "measure.msg.perftest-row-no-size": "결과 행을 읽지 못했습니다: #bytes나 #iterations가 없습니다",
  "measure.msg.perftest-row-no-bw-average": "결과 행을 읽지 못했습니다: BW average가 없습니다",
  "measure.msg.perftest-msg-rate-mismatch":
    "MsgRate {msgRateMpps} Mpps가 BW average / 크기 = {expectedMpps} Mpps와 다릅니다(BW는 {unit} 단위로 읽음)",
  "measure.msg.perftest-latency-order": "{lower} {lowerUs} us가 {upper} {upperUs} us보다 큽니다",
  "measure.msg.perftest-avg-outside": "t_avg {avgUs} us가 [t_min, t_max] 범위 밖에 있습니다",
  "measure.msg.iperf3-line-no-interval": "iperf3 보고 줄을 읽지 못했습니다: 구간이 없습니다",
  "measure.msg.iperf3-line-transfer": 'iperf3 보고 줄을 읽지 못했습니다: 전송량 "{text}"',
  "measure.msg.iperf3-line-bitrate": 'iperf3 보고 줄을 읽지 못했습니다: 비트레이트 "{text}"',
  "measure.msg.iperf3-line-negative": "iperf3 보고 줄을 읽지 못했습니다: 음수 값이 있습니다",
  "measure.msg.iperf3-rate-mismatch": "속도 {bitrate} {unit}가 전송량 / 구간 = {expected} {unit}와 다릅니다",
  "measure.msg.iperf3-no-report-lines": "iperf3 보고 줄을 찾지 못했습니다",
  "measure.msg.iperf3-json-cut": "iperf3 JSON 객체가 잘려 있습니다(닫는 중괄호 없음)",
  "measure.msg.iperf3-json-unreadable": "iperf3 JSON을 읽지 못했습니다: {error}",
  "measure.msg.iperf3-error": "iperf3 오류: {text}",
  "measure.msg.iperf3-json-no-report-in-object": "iperf3 보고가 들어 있지 않은 JSON 객체입니다",
  "measure.msg.iperf3-bidir": "양방향 테스트(--bidir): 정방향의 합계만 읽었습니다",
  "measure.msg.iperf3-json-no-report": "JSON에서 iperf3 보고를 찾지 못했습니다",
  "measure.problems": "의심되는 문제",
  "measure.noProblems": "이 하드웨어에 대한 모델과 비교해 이상한 점이 없습니다.",
  "measure.hardware": "실행에 쓰인 하드웨어",
  "measure.hardwareHint": "출력에 나온 항목은 미리 채웠습니다. 나머지를 확인하십시오.",
  "measure.fromOutput": "출력에서 읽음",
  "measure.assumed": "가정한 값: 확인하십시오",
  "measure.yourValue": "직접 입력한 값",
  "measure.gpu": "GPU 종류",
  "measure.gpusPerNode": "노드당 GPU 수",
  "measure.nodes": "노드 수",
  "measure.nicCount": "노드당 NIC 수",
  "measure.nicGbps": "NIC 라인 레이트(Gb/s)",
  "measure.transport": "노드 간 전송 방식",
  "measure.link": "링크",
  "measure.hardwareInvalid": "{field}: {message} 비교에는 마지막으로 유효했던 하드웨어 값을 계속 사용합니다.",
  "measure.chart": "측정값과 모델 비교",
  "measure.axisSize": "메시지 크기(bytes, 로그 스케일)",
  "measure.axisStreams": "병렬 TCP 스트림 수",
  "measure.axisRate": "대역폭({unit})",
  "measure.axisBusbw": "버스 대역폭({unit})",
  "measure.axisAlgbw": "알고리즘 대역폭({unit})",
  "measure.axisTime": "지연 시간(µs)",
  "measure.table": "읽은 내용",
  "measure.tableShown": "전체 {total}행 중 처음 {shown}행입니다. CSV에는 모든 행이 들어 있습니다.",
  "measure.downloadCsv": "CSV 다운로드",
  "measure.colSize": "크기(B)",
  "measure.colLine": "행",
  "measure.colCount": "개수(요소)",
  "measure.colType": "데이터 타입",
  "measure.colOopTime": "out-of-place 시간(µs)",
  "measure.colOopAlgbw": "out-of-place algbw(GB/s)",
  "measure.colOopBusbw": "out-of-place busbw(GB/s)",
  "measure.colIpTime": "in-place 시간(µs)",
  "measure.colIpAlgbw": "in-place algbw(GB/s)",
  "measure.colIpBusbw": "in-place busbw(GB/s)",
  "measure.colIterations": "반복 횟수",
  "measure.colBwPeakGbps": "최대 대역폭(Gb/s)",
  "measure.colBwAvgGbps": "평균 대역폭(Gb/s)",
  "measure.colTMin": "t_min (µs)",
  "measure.colTTypical": "t_typical (µs)",
  "measure.colTAvg": "t_avg (µs)",
  "measure.colP99": "99번째 백분위수(µs)",
  "measure.colStream": "스트림 ID",
  "measure.colStart": "시작(s)",
  "measure.colEnd": "끝(s)",
  "measure.colTransferBytes": "전송량(bytes)",
  "measure.colBitrateGbps": "비트레이트(Gb/s)",
  "measure.colSide": "송수신 측",
  "measure.seriesOutOfPlace": "측정값, out-of-place",
  "measure.seriesInPlace": "측정값, in-place",
  "measure.seriesMeasured": "측정값",
  "measure.seriesModel": "모델",
  "measure.seriesModelBand": "모델의 범위: 이런 종류의 공개 실행이 놓이는 곳",
  "measure.collectiveUnknown":
    "출력에 어떤 집합 통신을 측정했는지 나와 있지 않으므로(명령줄이나 테스트 배너가 없고 열로도 알 수 없음) 측정값만 표시합니다.",
  "measure.modelUnavailable": "모델이 {collective} 집합 통신을 다루지 않으므로 측정값만 표시합니다.",
  "measure.problemInconsistent":
    "{n}개 행의 수치가 서로 맞지 않습니다(algbw가 크기 / 시간이 아니거나, busbw / algbw가 해당 집합 통신의 계수와 다릅니다). 출력이 편집되었거나 여러 실행의 결과가 섞였을 수 있습니다.",
  "measure.problemWrong":
    "{n}개 행이 잘못된 결과를 보고합니다(#wrong이 0보다 큼). 집합 통신이 틀린 데이터를 돌려주었습니다.",
  "measure.problemLowBandwidth":
    "가장 큰 크기에서 버스 대역폭이 이 하드웨어에 대한 모델 예측값의 {percent}%입니다(측정값 {measured} GB/s, 예측값 {predicted} GB/s). 이런 종류의 다른 시스템 {systems}개에서 공개된 실행이 모델 대비 가장 낮게 도달한 {low} GB/s보다도 낮습니다. NCCL이 쓰는 NIC 수(NCCL_IB_HCA), GPU–NIC 친화성(affinity), TCP 소켓으로 폴백했는지를 확인하십시오.",
  "measure.problemLowBandwidthUnvalidated":
    "가장 큰 크기에서 버스 대역폭이 모델 예측값의 {percent}%로(측정값 {measured} GB/s, 예측값 {predicted} GB/s) 모델의 범위({low} GB/s)보다 낮습니다. 다만 이런 종류의 하드웨어로 모델을 검증한 공개 실행이 없으므로, 결론이 아니라 질문으로 받아들이십시오. NCCL이 쓰는 NIC 수(NCCL_IB_HCA), GPU–NIC 친화성(affinity), TCP 소켓으로 폴백했는지를 확인하십시오.",
  "measure.problemSocketNetwork":
    "NCCL이 노드 사이 통신에 RDMA가 아닌 커널 TCP 소켓을 썼다고 출력했습니다({line}행: “Using network Socket”). 노드에 InfiniBand, RoCE, EFA NIC가 있다면 NCCL이 그것을 쓰지 못한 것입니다. NCCL_NET, NCCL_IB_HCA와 네트워크 플러그인이 로드되는지 확인하십시오.",
  "measure.problemTcpFloor":
    "작은 메시지에 {floor} µs가 걸립니다. RDMA(약 {rdma} µs)보다는 TCP 소켓 위의 NCCL에서 흔히 보이는 하한(모델: 약 {tcp} µs)입니다. NCCL_DEBUG=INFO 출력에 NET/IB 대신 NET/Socket이 나오는지 확인하십시오.",
  "measure.problemLowLinkBandwidth":
    "가장 큰 크기에서 대역폭이 {measured} Gb/s입니다. 이 링크라면 약 {predicted} Gb/s에 도달해야 합니다. 링크 속도, PCIe 폭, MTU, QP 수를 확인하십시오.",
  "measure.problemCpuFrequency":
    "perftest가 CPU 클록이 일정하지 않다고 경고합니다({line}행: “Conflicting CPU frequency values”). perftest는 시간을 CPU 사이클로 세고 한 가지 주파수로 환산하므로 시간과 속도 값이 틀릴 수 있습니다. CPU 주파수 거버너를 performance로 설정하고 다시 실행하십시오.",
  "measure.problemHighLatency":
    "가장 작은 메시지에 {measured} µs가 걸립니다. 이 링크라면 약 {predicted} µs여야 합니다. 예상하지 못한 스위치 홉, 절전 상태, 가상화된 NIC가 없는지 확인하십시오.",
  "measure.problemLowTcp":
    "TCP가 {measured} Gb/s에 그쳤습니다. 이 링크의 커널 경로라면 이 스트림 수에서 약 {predicted} Gb/s에 도달해야 합니다. CPU 주파수와 피닝, MTU, 인터럽트 모더레이션을 확인하십시오.",
  "measure.examples": "또는 프로젝트에 포함된 예제 출력을 사용해 보십시오:",
};
