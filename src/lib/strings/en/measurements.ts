/** English strings of the "Your measurements" page. */
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
    "This input is {size} MB; the page reads at most {max} MB. Nothing of it was kept, and what was shown before stays: trim it to the runs you need.",
  "measure.timeout":
    "Reading took longer than {seconds} s and was stopped. The page is still usable; try a smaller input.",
  "measure.failed": "The input could not be read: {message}.",
  "measure.edited": "The box has changed: press Read to read it.",
  "measure.empty": "Nothing to read yet: paste tool output above, or choose a file.",
  "measure.unknown":
    "This does not look like nccl-tests, perftest or iperf3 output. Check that you pasted the whole output, including its header.",
  "measure.kindNccl":
    "nccl-tests output: {collective}, {ranks, plural, one {# rank} other {# ranks}}, {rows, plural, one {# size} other {# sizes}}",
  "measure.kindPerftest": "perftest output: {program}, {rows, plural, one {# size} other {# sizes}}",
  "measure.kindIperf3": "iperf3 output: {runs} runs",
  "measure.readIn": "Read in {ms} ms.",
  "measure.diagnostics": "What could not be read",
  "measure.noDiagnostics": "Every line was read.",
  "measure.noRows":
    "No result row was read, so there is nothing to compare with the model: the remarks below say why.",
  "measure.notes": "Notes: warnings in the output, and what the reader assumed",
  "measure.line": "Line {line}",
  "measure.msg.input-not-text": "input is not text",
  "measure.msg.input-empty": "input is empty",
  "measure.msg.input-unrecognised":
    "not recognised as nccl-tests, perftest or iperf3 output (no column header, banner or command line found)",
  "measure.msg.input-cut":
    "input is {characters} characters, over the {limit} limit: only the first {read} were read",
  "measure.msg.line-too-long": "line is longer than {limit} characters: skipped",
  "measure.msg.more-long-lines": "{count} more over-long lines were skipped",
  "measure.msg.remarks-left-out": "{count} more remarks of this kind were left out",
  "measure.msg.internal-error": "internal parser error: {error}",
  "measure.msg.tool-line": "{text}",
  "measure.msg.elided": "elided lines",
  "measure.msg.elided-rows": "elided lines: result rows may be missing here",
  "measure.msg.no-result-rows": "no {tool} result rows found",
  "measure.msg.row-not-result": "not a result row inside the results table",
  "measure.msg.row-columns": "could not read result row: expected {expected} columns, found {found}",
  "measure.msg.row-value-not-number": 'could not read result row: "{text}" is not a number',
  "measure.msg.row-value-negative": 'could not read result row: "{text}" is negative',
  "measure.msg.row-value-too-large": 'could not read result row: "{text}" is too large to compute with',
  "measure.msg.nccl-assumed-columns": "no column header before the first row: assumed columns {columns} x2",
  "measure.msg.nccl-row-no-header": "result row with no column header and an unknown number of columns",
  "measure.msg.nccl-row-size-count": "could not read result row: size and count are not integers",
  "measure.msg.nccl-row-type-number": "could not read result row: the type column is a number",
  "measure.msg.nccl-row-root": "could not read result row: the root column is not an integer",
  "measure.msg.nccl-row-timing": "could not read result row: time, algbw or busbw is not a number",
  "measure.msg.nccl-row-time-zero":
    "could not read result row: its time is 0 us (or so close to 0 that size / time has no value)",
  "measure.msg.nccl-warning": "NCCL warning: {text}",
  "measure.msg.nccl-device-line": "could not read device line",
  "measure.msg.nccl-column-header": "could not read the column header",
  "measure.msg.nccl-out-of-bounds-count": "could not read the out-of-bounds count",
  "measure.msg.nccl-avg-bus-bandwidth": "could not read the average bus bandwidth",
  "measure.msg.nccl-wrong-rows":
    "{count} rows report wrong elements (#wrong > 0): data corruption, not a parse error",
  "measure.msg.nccl-out-of-bounds": "the run reports out-of-bounds values (FAILED)",
  "measure.msg.nccl-collective-contradicts-option":
    "the columns look like {inferred}, but the option says {collective}",
  "measure.msg.nccl-collective-contradicts-header":
    "the columns look like {inferred}, but the header says {collective}",
  "measure.msg.nccl-collective-contradicts-command":
    "the columns look like {inferred}, but the command says {collective}",
  "measure.msg.nccl-split-communicators":
    "ranks are split into several communicators (NCCL_TESTS_SPLIT_MASK): nranks counts group {group}",
  "measure.msg.nccl-nranks-inferred":
    "nranks {nranks} inferred from the rows' arithmetic (busbw / algbw, or size / count)",
  "measure.msg.nccl-nranks-option-ignored": "ignored nranks option {nranks}: not an integer >= 1",
  "measure.msg.nccl-algbw-mismatch":
    "{half} algbw {algbwGBps} GB/s is not size / time = {bytes} B / {timeUs} us = {expectedGBps} GB/s",
  "measure.msg.nccl-algbw-mismatch-factor":
    "{half} algbw {algbwGBps} GB/s is not size / time = {bytes} B / {timeUs} us = {expectedGBps} GB/s ({collective}, {nranks} ranks: factor {factor})",
  "measure.msg.nccl-algbw-mismatch-any-ranks":
    "{half} algbw {algbwGBps} GB/s is not size / time = {bytes} B / {timeUs} us = {expectedGBps} GB/s ({collective}, any ranks: factor {factor})",
  "measure.msg.nccl-busbw-mismatch":
    "{half} busbw {busbwGBps} GB/s is not algbw x factor = {expectedGBps} GB/s ({collective}, {nranks} ranks: factor {factor})",
  "measure.msg.nccl-busbw-mismatch-any-ranks":
    "{half} busbw {busbwGBps} GB/s is not algbw x factor = {expectedGBps} GB/s ({collective}, any ranks: factor {factor})",
  "measure.msg.nccl-more-arithmetic": "{count} more row halves fail the arithmetic check",
  "measure.msg.nccl-avg-mismatch":
    "Avg bus bandwidth {avgGBps} GB/s is not the mean busbw of the rows read ({meanGBps}): rows may be missing",
  "measure.msg.perftest-header-no-columns": "result header without bandwidth or latency columns",
  "measure.msg.perftest-cycles": "latencies are in CPU cycles, not microseconds: not read",
  "measure.msg.perftest-row-no-size": "could not read result row: no #bytes or #iterations",
  "measure.msg.perftest-row-no-bw-average": "could not read result row: no BW average",
  "measure.msg.perftest-msg-rate-mismatch":
    "MsgRate {msgRateMpps} Mpps is not BW average / size = {expectedMpps} Mpps (BW read in {unit})",
  "measure.msg.perftest-latency-order": "{lower} {lowerUs} us exceeds {upper} {upperUs} us",
  "measure.msg.perftest-avg-outside": "t_avg {avgUs} us is outside [t_min, t_max]",
  "measure.msg.iperf3-line-no-interval": "could not read iperf3 report line: no interval",
  "measure.msg.iperf3-line-transfer": 'could not read iperf3 report line: transfer "{text}"',
  "measure.msg.iperf3-line-bitrate": 'could not read iperf3 report line: bitrate "{text}"',
  "measure.msg.iperf3-line-negative": "could not read iperf3 report line: negative value",
  "measure.msg.iperf3-rate-mismatch": "rate {bitrate} {unit} is not transfer / interval = {expected} {unit}",
  "measure.msg.iperf3-no-report-lines": "no iperf3 report lines found",
  "measure.msg.iperf3-json-cut": "iperf3 JSON object is cut off (no closing brace)",
  "measure.msg.iperf3-json-unreadable": "iperf3 JSON could not be read: {error}",
  "measure.msg.iperf3-error": "iperf3: error - {text}",
  "measure.msg.iperf3-json-no-report-in-object": "JSON object with no iperf3 report in it",
  "measure.msg.iperf3-bidir": "bidirectional test (--bidir): only the forward direction's totals are read",
  "measure.msg.iperf3-json-no-report": "no iperf3 report found in the JSON",
  "measure.msg.input-read":
    "read all {lines} lines ({characters} characters); {skipped} of them were not the tool's output and were skipped",
  "measure.msg.input-binary": "input is not text (binary data, or bytes that are not UTF-8)",
  "measure.msg.input-not-utf8":
    "{count} characters were not valid UTF-8 and were replaced (a file mixing encodings?): lines with them may be misread",
  "measure.msg.input-lookalike":
    "this is {tool} output, which looks like nccl-tests but is not: its columns and units differ, so it is not read",
  "measure.msg.nccl-separate-processes":
    "{processes} processes each printed their own header and rows as rank 0 of a job of their own: nccl-tests was built without MPI (MPI=1) and started by mpirun or srun, so no data crossed between them",
  "measure.msg.nccl-placeholder-rows":
    "{count} rows hold placeholders (XXXXX) instead of times and bandwidths: they are listed, with no numbers to compare",
  "measure.msg.nccl-rows-left-out": "{count} more rows were not kept (the first {kept} are read)",
  "measure.msg.nccl-device-list-cut":
    "the device list was cut ({shown} rank lines shown): the rank count comes from NCCL's log or the rows' arithmetic",
  "measure.msg.nccl-nranks-from-log": "nranks {nranks} from NCCL's own log",
  "measure.msg.nccl-nranks-contradicts-devices":
    "the device lines show at least {shown} ranks, but busbw / algbw of the rows gives {inferred}: the rank count is unknown",
  "measure.msg.nccl-log-socket-between-nodes":
    "NCCL moves data between nodes over TCP sockets (NET/Socket), not InfiniBand, RoCE or EFA",
  "measure.msg.nccl-log-gdr-disabled":
    "GPUDirect RDMA is disabled ({hca}): data between GPU and NIC goes through host memory",
  "measure.msg.nccl-log-mixed-versions": "the hosts run different NCCL versions ({versions})",
  "measure.msg.nccl-log-nic-far":
    "on {host} the NIC is at distance {distance} from the GPU (across CPU sockets): its traffic crosses the link between sockets",
  "measure.msg.nccl-log-fewer-nics":
    "on {host} {nics} NICs carry the traffic of {gpus} GPUs, which share their bandwidth (check NCCL_IB_HCA)",
  "measure.msg.nccl-log-mixed-link-layers":
    "on {host} NCCL lists InfiniBand and RoCE ports in one list of NICs",
  "measure.msg.nccl-log-net-plugin-missing":
    'NCCL was asked for the network "{network}", whose plugin it did not find',
  "measure.msg.nccl-log-no-socket-interface":
    "NCCL found no network interface for its bootstrap: NCCL_SOCKET_IFNAME names one this host does not have",
  "measure.msg.nccl-log-completion-error":
    "an InfiniBand transfer failed with completion error {error} (12: the peer did not answer over this fabric)",
  "measure.msg.iperf2-output": "this is iperf 2 output (iperf -c), read like iperf3's",
  "measure.problems": "Likely problems",
  "measure.noProblems": "Nothing looks wrong against the model for this hardware.",
  "measure.hardware": "Hardware the run used",
  "measure.hardwareHint": "Prefilled from the output where it says; check the rest.",
  "measure.fromOutput": "from the output",
  "measure.assumed": "assumed: check it",
  "measure.yourValue": "your value",
  "measure.fromLink": "from the advisor's link",
  "measure.linkHardware":
    "Opened from the cluster advisor: a run on {fields} is compared with that hardware where its output does not say.",
  "measure.linkField": "{field} {value}",
  "measure.linkRefused": "The link's {field} ({value}) was not used: not a value the model takes.",
  "measure.gpu": "GPU",
  "measure.gpusPerNode": "GPUs per node",
  "measure.nodes": "Nodes",
  "measure.nicCount": "NICs per node",
  "measure.nicGbps": "NIC line rate (Gb/s)",
  "measure.transport": "Inter-node transport",
  "measure.algorithm": "Algorithm (NCCL_ALGO)",
  "measure.protocol": "Protocol (NCCL_PROTO)",
  "measure.auto": "auto (NCCL's tuner)",
  "measure.link": "Link",
  "measure.hardwareInvalid": "{problem} The comparison keeps the last valid hardware.",
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
  "measure.seriesModelBand": "model's band: where published runs of this kind fall",
  "measure.collectiveUnknown":
    "The output does not say which collective it measured (no command line or test banner, and the columns do not tell), so only the measurement is shown.",
  "measure.modelUnavailable":
    "The model does not cover the {collective} collective, so only the measurement is shown.",
  "measure.problemInconsistent":
    "{n, plural, one {# row has numbers that do not agree} other {# rows have numbers that do not agree}} with each other (algbw is not size / time, or busbw / algbw is not the collective's factor): the output may have been edited or mixed from several runs.",
  "measure.problemWrong":
    "{n, plural, one {# row reports wrong results} other {# rows report wrong results}} (#wrong above 0): the collective returned incorrect data.",
  "measure.problemLowBandwidth":
    "At the largest sizes the bus bandwidth is {percent}% of what the model expects for this hardware ({measured} GB/s measured, {predicted} GB/s expected), below the {low} GB/s that published runs on {systems} other systems of this kind reached at the least, relative to the model. Check how many NICs NCCL uses (NCCL_IB_HCA), GPU–NIC affinity, and whether it fell back to TCP sockets.",
  "measure.problemLowBandwidthUnvalidated":
    "At the largest sizes the bus bandwidth is {percent}% of what the model expects ({measured} GB/s measured, {predicted} GB/s expected), below its band ({low} GB/s). No published run of hardware of this kind has tested the model, so take this as a question rather than a finding: check how many NICs NCCL uses (NCCL_IB_HCA), GPU–NIC affinity, and whether it fell back to TCP sockets.",
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
  "measure.readingProgress": "Reading… {done} of {total} MB read.",
  "measure.notRead": "The new input was not read: {reason}. What was shown before stays.",
  "measure.heldFile":
    "{name}: {size} MB, {lines, plural, one {# line} other {# lines}}, read in full. The box shows its first {shown, plural, one {# line} other {# lines}}; editing the box reads the box instead.",
  "measure.kindNcclLog": "NCCL's own log (NCCL {version}): {lines} NCCL lines",
  "measure.kindPerftestBidirectional":
    "perftest output: {program}, bidirectional, {rows, plural, one {# size} other {# sizes}}",
  "measure.kindIperf2": "iperf 2 output: {runs} runs",
  "measure.run": "Run shown",
  "measure.runOption":
    "Line {line}: {collective}, {ranks, plural, one {# rank} other {# ranks}}, {rows, plural, one {# size} other {# sizes}}",
  "measure.noticeBidirectional":
    "This run is bidirectional (-b): perftest's bandwidth is both directions together. The chart shows half of it, one direction, beside the link's one-way rate.",
  "measure.noticePeakNotMeasured":
    "BW peak was not measured (perftest printed 0.00: over 20,000 iterations, or a timed run), so the table leaves it blank.",
  "measure.seriesMeasuredPerDirection": "measured, one direction (half the bidirectional total)",
  "measure.hardwareEmpty": "{field} is empty.",
  "measure.hardwareNotWhole": "{field} must be a whole number (you typed {value}).",
  "measure.hardwareRange": "{field} must be between {min} and {max} (you typed {value}).",
  "measure.hardwareModel": "{field}: {message}",
  "measure.exampleNcclLog": "NCCL log",
  "measure.log.title": "What NCCL built: its own log",
  "measure.log.version": "NCCL version",
  "measure.log.ranks": "Ranks",
  "measure.log.ranksValue":
    "{ranks, plural, one {# rank} other {# ranks}} on {nodes, plural, one {# node} other {# nodes}}",
  "measure.log.plugins": "Plugins",
  "measure.log.network": "Network between nodes",
  "measure.log.nics": "NICs NCCL found",
  "measure.log.sockets": "Socket interfaces",
  "measure.log.gdr": "GPUDirect RDMA",
  "measure.log.gdr.on": "on: the NIC reads and writes GPU memory",
  "measure.log.gdr.off": "off: data between GPU and NIC goes through host memory",
  "measure.log.gdr.mixed": "on for some connections, off for others",
  "measure.log.channels": "Channels",
  "measure.log.transports": "Transports (connection lines)",
  "measure.log.nvls": "NVLink SHARP (NVLS)",
  "measure.log.pxn": "PXN (sending through another GPU's NIC)",
  "measure.log.tuner": "Tuner's choices",
  "measure.log.gid": "RoCE GID index",
  "measure.log.warnings": "NCCL warnings",
  "measure.log.on": "used",
  "measure.log.off": "not used",
  "measure.log.notLogged": "not in the log",
  "measure.log.internal": "NCCL's own",
  "measure.log.findings": "What looks wrong",
  "measure.log.noFindings": "None of the classic mistakes shows in this log.",
  "measure.log.diagram": "Rings and trees over the nodes and GPUs",
  "measure.log.channel": "Channel",
  "measure.log.channelNumber": "channel {channel}",
  "measure.log.view": "Show",
  "measure.log.viewRing": "ring",
  "measure.log.viewTree": "tree",
  "measure.log.ringText": "Channel {channel} ring: {order}",
  "measure.log.treeText": "Channel {channel} tree, each rank to its parent: {edges}",
  "measure.log.drawn": "The first {drawn} of {total} ranks are drawn.",
  "measure.log.nodeNumber": "node {node}",
  "measure.log.hop.p2p": "GPU to GPU over NVLink or PCIe (P2P)",
  "measure.log.hop.shm": "through host shared memory (SHM)",
  "measure.log.hop.net-gdr": "network, GPUDirect RDMA",
  "measure.log.hop.net": "network, through host memory",
  "measure.log.hop.nvls": "NVLink SHARP (NVLS)",
  "measure.log.hop.intra": "within a node, not logged",
  "measure.log.hop.inter": "between nodes, not logged",
} as const;
