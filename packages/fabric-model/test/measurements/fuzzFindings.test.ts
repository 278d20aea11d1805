import { describe, expect, it } from "vitest";
import { parseMeasurement } from "../../src/index.ts";

// Defects the hostile-paste fuzz (test/fuzz/hostilePaste.fuzz.test.ts) found, each on the
// smallest text that shows it: the fuzz's counterexample, shrunk and read by hand.

/** An nccl-tests header of the 2022-08 layout (root column, #wrong), as nccl-tests prints it. */
const NCCL_HEADER = [
  "#                                                              out-of-place                       in-place",
  "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
  "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)",
];

describe("defects the hostile-paste fuzz found", () => {
  it("parseMeasurement(an nccl-tests row missing its busbw column) refuses the row instead of reading root -1 as a time of -1 us", () => {
    const text = [
      ...NCCL_HEADER,
      "     8388608        131072     float    none      -1    166.6   50.34   47.19    N/A    164.1   51.11   47.92    N/A",
      "    16777216        262144     float    none      -1    204.6   82.01    N/A    203.8   82.30   77.16    N/A",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "nccl-tests") throw new Error(r.kind);
    expect(r.rows.map((row) => row.line)).toEqual([4]);
    expect(r.diagnostics).toContainEqual({ line: 5, code: "row-value-negative", values: { text: "-1" } });
  });

  it("parseMeasurement(nccl-tests with '# Avg bus bandwidth : -1') says the average could not be read instead of reporting -1 GB/s", () => {
    const text = [
      ...NCCL_HEADER,
      "     8388608        131072     float    none      -1    166.6   50.34   47.19    N/A    164.1   51.11   47.92    N/A",
      "# Out of bounds values : 0 OK",
      "# Avg bus bandwidth    : -1",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "nccl-tests") throw new Error(r.kind);
    expect(r.avgBusBandwidthGBps).toBeNull();
    expect(r.diagnostics).toContainEqual({ line: 6, code: "nccl-avg-bus-bandwidth", values: {} });
  });

  it("parseMeasurement(an iperf3 UDP line with a jitter of -1 ms) refuses the line instead of reporting it", () => {
    const text = [
      "Connecting to host 10.0.0.2, port 5201",
      "[ ID] Interval           Transfer     Bitrate         Jitter    Lost/Total Datagrams",
      "[  5]   0.00-1.00   sec   119 MBytes  1000 Mbits/sec  0.012 ms  0/86302 (0%)",
      "[  5]   1.00-2.00   sec   119 MBytes  1000 Mbits/sec  -1 ms  0/86305 (0%)",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "iperf3") throw new Error(r.kind);
    expect(r.runs.flatMap((run) => run.intervals.map((l) => [l.line, l.jitterMs]))).toEqual([[3, 0.012]]);
    expect(r.diagnostics).toContainEqual({ line: 4, code: "iperf3-line-negative", values: {} });
  });

  it("parseMeasurement(an iperf3 line of 1e308 GBytes) says the transfer cannot be read instead of reporting Infinity bytes", () => {
    const text = [
      "Connecting to host 10.0.0.2, port 5201",
      "[ ID] Interval           Transfer     Bitrate         Retr",
      "[  5]   0.00-1.00   sec  1e308 GBytes  9.41 Gbits/sec    0",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "iperf3") throw new Error(r.kind);
    expect(r.runs.flatMap((run) => run.intervals)).toEqual([]);
    expect(r.diagnostics).toContainEqual({
      line: 3,
      code: "iperf3-line-transfer",
      values: { text: "1e308 GBytes" },
    });
  });

  it("parseMeasurement(an nccl-tests row with a time of 0 us) refuses the row instead of remarking on an algbw of Infinity GB/s", () => {
    const text = [
      ...NCCL_HEADER,
      "     8388608        131072     float    none      -1    166.6   50.34   47.19    N/A    164.1   51.11   47.92    N/A",
      "    16777216        262144     float    none      -1        0   82.01   76.89    N/A    203.8   82.30   77.16    N/A",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "nccl-tests") throw new Error(r.kind);
    expect(r.rows.map((row) => row.line)).toEqual([4]);
    expect(r.diagnostics).toContainEqual({ line: 5, code: "nccl-row-time-zero", values: {} });
    expect(JSON.stringify(r.diagnostics)).not.toMatch(/null|Infinity/);
  });

  it("parseMeasurement(iperf3 -J whose interval starts at -5e-324 s) leaves that interval out instead of reporting a negative time", () => {
    const entry = (start: number, end: number) =>
      `{"socket": 5, "start": ${start}, "end": ${end}, "seconds": 1, "bytes": 1180000000, "bits_per_second": 9440000000, "omitted": false}`;
    const text = `{"start": {"test_start": {"protocol": "TCP", "num_streams": 1}}, "intervals": [
      {"streams": [${entry(-5e-324, 1)}], "sum": ${entry(-5e-324, 1).replace('"socket": 5, ', "")}},
      {"streams": [${entry(1, 2)}], "sum": ${entry(1, 2).replace('"socket": 5, ', "")}}
    ], "end": {}}`;
    const r = parseMeasurement(text);
    if (r.kind !== "iperf3") throw new Error(r.kind);
    const starts = r.runs.flatMap((run) => run.intervals.map((l) => l.startSeconds));
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((s) => s >= 1)).toBe(true);
  });

  it("parseMeasurement(an ib_write_bw row of 1e308 MB/sec) says the value is too large instead of reporting Infinity bytes/s", () => {
    const text = [
      "                    RDMA_Write BW Test",
      "---------------------------------------------------------------------------------------",
      " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]",
      " 65536      5000             11086.25            11084.62             0.177354",
      " 65536      5000             1e308               11084.62             0.177354",
      "---------------------------------------------------------------------------------------",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "perftest") throw new Error(r.kind);
    expect(r.tests.flatMap((t) => t.bandwidthRows.map((row) => row.line))).toEqual([4]);
    expect(r.diagnostics).toContainEqual({ line: 5, code: "row-value-too-large", values: { text: "1e308" } });
  });

  it("parseMeasurement(iperf3 -J whose num_streams is 1.8e308, Infinity once parsed) counts the streams it saw instead", () => {
    const entry =
      '{"start": 0, "end": 1, "seconds": 1, "bytes": 1180000000, "bits_per_second": 9440000000, "omitted": false}';
    const stream = entry.replace("{", '{"socket": 5, ');
    const text = `{"start": {"test_start": {"protocol": "TCP", "num_streams": 1.8e308}}, "intervals": [{"streams": [${stream}], "sum": ${entry}}], "end": {"streams": [{"sender": ${stream}}]}}`;
    const r = parseMeasurement(text);
    if (r.kind !== "iperf3") throw new Error(r.kind);
    expect(r.runs.map((run) => run.streams)).toEqual([1]);
  });

  it("parseMeasurement(nccl-tests rows of 1e308 GB/s under an Avg bus bandwidth) compares a finite mean, not the Infinity of their sum", () => {
    const row = (size: number) =>
      `${String(size).padStart(12)}  ${String(size / 4).padStart(12)}     float     sum      -1    166.6   1e308   1e308      0    164.1   1e308   1e308      0`;
    const text = [...NCCL_HEADER, row(8388608), row(16777216), "# Avg bus bandwidth    : 1.5"].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "nccl-tests") throw new Error(r.kind);
    const mismatch = r.diagnostics.find((d) => d.code === "nccl-avg-mismatch");
    expect(mismatch?.values).toEqual({ avgGBps: 1.5, meanGBps: 1e308 });
  });

  it("parseMeasurement(an nccl-tests row timed at 4.45e-311 us) refuses it instead of remarking on an expected algbw of Infinity", () => {
    const text = [
      ...NCCL_HEADER,
      "     8388608        131072     float     sum      -1  4.4501477170144e-311   50.34   47.19      0    164.1   51.11   47.92      0",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "nccl-tests") throw new Error(r.kind);
    expect(r.rows).toEqual([]);
    expect(r.diagnostics).toContainEqual({ line: 4, code: "nccl-row-time-zero", values: {} });
  });

  it("parseMeasurement(an nccl-tests row whose size / time is 8.6e306 GB/s) remarks on it with that expected algbw, not the Infinity its rounding gave", () => {
    const text = [
      ...NCCL_HEADER,
      "  8589934592     134217728     float     sum      -1  1e-300   50.34   47.19      0    164.1   51.11   47.92      0",
    ].join("\n");
    const r = parseMeasurement(text);
    if (r.kind !== "nccl-tests") throw new Error(r.kind);
    const algbw = r.diagnostics.find((d) => d.code.startsWith("nccl-algbw-mismatch"));
    expect(algbw?.values).toMatchObject({ timeUs: 1e-300, expectedGBps: 8589934592 / 1e-297 });
  });

  it("parseMeasurement(iperf3 -J whose stream's socket is 1.8e308, Infinity once parsed) reports the stream as the sum, never as stream Infinity", () => {
    const entry =
      '{"start": 0, "end": 1, "seconds": 1, "bytes": 1180000000, "bits_per_second": 9440000000, "omitted": false}';
    const stream = entry.replace("{", '{"socket": 1.8e308, ');
    const text = `{"start": {"test_start": {"protocol": "TCP", "num_streams": 1}}, "intervals": [{"streams": [${stream}]}], "end": {}}`;
    const r = parseMeasurement(text);
    if (r.kind !== "iperf3") throw new Error(r.kind);
    expect(r.runs.flatMap((run) => run.intervals.map((l) => l.stream))).toEqual(["SUM"]);
  });
});
