/** English strings of the "Your measurements" page. */
import { registerStrings } from "../../i18n.ts";

export const measurements = {
  "measure.title": "Your measurements",
  "measure.lead":
    "Paste or drop the output of nccl-tests, perftest or iperf3 (its text report or its -J JSON). It is read in this browser and never leaves the machine. The page shows what it read, what it could not, the measurement beside the model for the hardware you pick, and the problems it suggests.",
  "measure.inputLabel": "Tool output",
  "measure.fileLabel": "Or choose a file",
  "measure.dropHint": "You can also drop a file on the text box.",
  "measure.read": "Read",
  "measure.clear": "Clear",
  "measure.reading": "Reading…",
  "measure.held":
    "Read in full: {size} MB, {lines} lines. The box shows the first {shown} lines only; editing it reads the box instead.",
  "measure.tooLarge":
    "This input is {size} MB; the page reads at most {max} MB. Trim it to the runs you need.",
  "measure.timeout":
    "Reading took longer than {seconds} s and was stopped. The page is still usable; try a smaller input.",
  "measure.failed": "The input could not be read: {message}.",
  "measure.edited": "The box has changed: press Read to read it.",
  "measure.empty": "Nothing to read yet: paste tool output above, or choose a file.",
  "measure.unknown":
    "This does not look like nccl-tests, perftest or iperf3 output. Check that you pasted the whole output, including its header.",
  "measure.kindNccl": "nccl-tests output: {collective}, {ranks} ranks, {rows} sizes",
  "measure.kindPerftest": "perftest output: {program}, {rows} sizes",
  "measure.kindIperf3": "iperf3 output: {runs} runs",
  "measure.readIn": "Read in {ms} ms.",
  "measure.diagnostics": "What could not be read",
  "measure.noDiagnostics": "Every line was read.",
  "measure.noRows":
    "No result row was read, so there is nothing to compare with the model: the remarks below say why.",
  "measure.notes": "Notes: warnings in the output, and what the reader assumed",
  "measure.line": "Line {line}",
  "measure.remark.noRows": "no {a} result rows found",
  "measure.remark.leftOut": "{a} more remarks of this kind were left out",
  "measure.remark.moreArithmetic": "{a} more row halves fail the arithmetic check",
  "measure.remark.elidedRows": "elided lines: result rows may be missing here",
  "measure.remark.elided": "elided lines",
  "measure.remark.nranksInferred": "nranks {a} inferred from the rows (no device lines)",
  "measure.remark.unreadableRow": "could not read result row: {a}",
  "measure.remark.columns": "expected {a} columns, found {b}",
  "measure.remark.notNumber": "time, algbw or busbw is not a number",
  "measure.remark.notRow": "not a result row inside the results table",
  "measure.remark.noHeader": "result row with no column header and an unknown number of columns",
  "measure.remark.ncclWarning": "NCCL warning: {a}",
  "measure.remark.outOfBounds": "the run reports out-of-bounds values (FAILED)",
  "measure.remark.wrong": "{a} rows report wrong elements (#wrong > 0): data corruption, not a parse error",
  "measure.remark.cycles": "latencies are in CPU cycles, not microseconds: not read",
  "measure.remark.jsonCut": "iperf3 JSON object is cut off (no closing brace)",
  "measure.remark.bidir": "bidirectional test (--bidir): only the forward direction's totals are read",
  "measure.remark.empty": "input is empty",
  "measure.remark.unrecognised":
    "not recognised as nccl-tests, perftest or iperf3 output (no column header, banner or command line found)",
  "measure.problems": "Likely problems",
  "measure.noProblems": "Nothing looks wrong against the model for this hardware.",
  "measure.hardware": "Hardware the run used",
  "measure.hardwareHint": "Prefilled from the output where it says; check the rest.",
  "measure.fromOutput": "from the output",
  "measure.assumed": "assumed: check it",
  "measure.yourValue": "your value",
  "measure.gpu": "GPU",
  "measure.gpusPerNode": "GPUs per node",
  "measure.nodes": "Nodes",
  "measure.nicCount": "NICs per node",
  "measure.nicGbps": "NIC line rate (Gb/s)",
  "measure.transport": "Inter-node transport",
  "measure.link": "Link",
  "measure.hardwareInvalid": "{field}: {message} The comparison keeps the last valid hardware.",
  "measure.chart": "Measured vs model",
  "measure.axisSize": "Message size (bytes, log scale)",
  "measure.axisStreams": "Parallel TCP streams",
  "measure.axisRate": "Bandwidth ({unit})",
  "measure.axisBusbw": "Bus bandwidth ({unit})",
  "measure.axisAlgbw": "Algorithm bandwidth ({unit})",
  "measure.axisTime": "Latency (µs)",
  "measure.table": "What was read",
  "measure.tableShown": "First {shown} of {total} rows; the CSV has every row.",
  "measure.downloadCsv": "Download CSV",
  "measure.colSize": "Size (B)",
  "measure.colLine": "Line",
  "measure.colCount": "Count (elements)",
  "measure.colType": "Type",
  "measure.colOopTime": "Out-of-place time (µs)",
  "measure.colOopAlgbw": "Out-of-place algbw (GB/s)",
  "measure.colOopBusbw": "Out-of-place busbw (GB/s)",
  "measure.colIpTime": "In-place time (µs)",
  "measure.colIpAlgbw": "In-place algbw (GB/s)",
  "measure.colIpBusbw": "In-place busbw (GB/s)",
  "measure.colIterations": "Iterations",
  "measure.colBwPeakGbps": "Peak bandwidth (Gb/s)",
  "measure.colBwAvgGbps": "Average bandwidth (Gb/s)",
  "measure.colTMin": "t_min (µs)",
  "measure.colTTypical": "t_typical (µs)",
  "measure.colTAvg": "t_avg (µs)",
  "measure.colP99": "99th percentile (µs)",
  "measure.colStream": "Stream ID",
  "measure.colStart": "Start (s)",
  "measure.colEnd": "End (s)",
  "measure.colTransferBytes": "Transfer (bytes)",
  "measure.colBitrateGbps": "Bitrate (Gb/s)",
  "measure.colSide": "Side",
  "measure.seriesOutOfPlace": "measured, out-of-place",
  "measure.seriesInPlace": "measured, in-place",
  "measure.seriesMeasured": "measured",
  "measure.seriesModel": "model",
  "measure.collectiveUnknown":
    "The output does not say which collective it measured (no command line or test banner, and the columns do not tell), so only the measurement is shown.",
  "measure.modelUnavailable":
    "The model does not cover the {collective} collective, so only the measurement is shown.",
  "measure.problemInconsistent":
    "{n} rows have numbers that do not agree with each other (algbw is not size / time, or busbw / algbw is not the collective's factor): the output may have been edited or mixed from several runs.",
  "measure.problemWrong":
    "{n} rows report wrong results (#wrong above 0): the collective returned incorrect data.",
  "measure.problemLowBandwidth":
    "At the largest sizes the bus bandwidth is {percent}% of what the model expects for this hardware ({measured} GB/s measured, {predicted} GB/s expected). Check how many NICs NCCL uses (NCCL_IB_HCA), GPU–NIC affinity, and whether it fell back to TCP sockets.",
  "measure.problemSocketNetwork":
    "NCCL says it sent between nodes over kernel TCP sockets (line {line}: “Using network Socket”), not RDMA. If the nodes have InfiniBand, RoCE or EFA NICs, NCCL did not use them: check NCCL_NET, NCCL_IB_HCA and that the network plugin loads.",
  "measure.problemTcpFloor":
    "Small messages take {floor} µs: a floor typical of NCCL over TCP sockets (model: about {tcp} µs) rather than RDMA (about {rdma} µs). Check NCCL_DEBUG=INFO for NET/Socket instead of NET/IB.",
  "measure.problemLowLinkBandwidth":
    "At the largest size the bandwidth is {measured} Gb/s; this link should reach about {predicted} Gb/s. Check the link speed, PCIe width, MTU and the number of queue pairs.",
  "measure.problemCpuFrequency":
    "perftest warns that the CPU clock varies (line {line}: “Conflicting CPU frequency values”). It counts time in CPU cycles and converts them at one frequency, so its times and rates can be off: set the CPU frequency governor to performance and run again.",
  "measure.problemHighLatency":
    "The smallest message takes {measured} µs; this link should take about {predicted} µs. Check for a switch hop you did not expect, power-saving states, or a virtualised NIC.",
  "measure.problemLowTcp":
    "TCP reached {measured} Gb/s; the kernel path on this link should reach about {predicted} Gb/s for this many streams. Check CPU frequency and pinning, MTU, and interrupt moderation.",
  "measure.examples": "Or try one of the project's own example outputs:",
} as const;

// Loading this area (with the figure or page that uses it) makes its strings available.
registerStrings("en", measurements);
