import { describe, expect, it } from "vitest";
import { parseIperf3 } from "../../src/index.ts";
import { detectMeasurementKind } from "../../src/measurements/detectMeasurementKind.ts";
import { ownFixture } from "./ownFixture.ts";

describe("parseIperf3", () => {
  it("parseIperf3(TCP -P 2 -O 1) reads omitted, per-stream and [SUM] intervals, cwnd and summaries", () => {
    const r = parseIperf3(ownFixture("iperf3_tcp_parallel_omitted.txt"));
    expect(r.diagnostics).toEqual([]);
    expect(r.runs.length).toBe(1);
    const run = r.runs[0];
    expect(run?.command).toBe("$ iperf3 -c 192.0.2.10 -P 2 -t 2 -O 1");
    expect([run?.protocol, run?.streams, run?.intervals.length, run?.summary.length]).toEqual([
      "tcp",
      2,
      9,
      6,
    ]);
    expect(run?.intervals.filter((l) => l.omitted).length).toBe(3);
    expect(run?.intervals[3]).toMatchObject({
      stream: 5,
      startSeconds: 0,
      endSeconds: 1,
      transfer: 561,
      transferUnit: "MBytes",
      transferBytes: 561 * 2 ** 20,
      bitrate: 4.71,
      bitrateUnit: "Gbits/sec",
      bitsPerSecond: 4.71e9,
      retransmits: 12,
      cwndBytes: 1.61 * 2 ** 20,
      side: null,
    });
    expect(run?.sender).toMatchObject({ stream: "SUM", bitrate: 9.32, retransmits: 22, side: "sender" });
    expect(run?.receiver).toMatchObject({ stream: "SUM", bitrate: 9.13, endSeconds: 2.04, side: "receiver" });
  });

  it("parseIperf3(UDP) reads total datagrams on intervals and jitter and loss on the summary", () => {
    const r = parseIperf3(ownFixture("iperf3_udp_client_1g.txt"));
    expect(r.diagnostics).toEqual([]);
    const run = r.runs[0];
    expect([run?.protocol, run?.streams, run?.intervals.length]).toEqual(["udp", 1, 3]);
    expect(run?.intervals[1]).toMatchObject({
      bitrate: 999,
      bitrateUnit: "Mbits/sec",
      totalDatagrams: 86239,
      retransmits: null,
    });
    expect(run?.receiver).toMatchObject({
      jitterMs: 0.012,
      lostDatagrams: 412,
      totalDatagrams: 258976,
      bitsPerSecond: 998e6,
    });
    expect(run?.sender?.jitterMs).toBe(0);
  });

  it("parseIperf3 reads KBytes as 1024 bytes and Kbits/sec as 1000 bit/s", () => {
    const r = parseIperf3("[  5]   0.00-1.00   sec   125 KBytes  1.02 Mbits/sec    0   14.1 KBytes       \n");
    expect(r.runs[0]?.intervals[0]).toMatchObject({
      transferBytes: 125 * 1024,
      bitsPerSecond: 1.02e6,
      cwndBytes: 14.1 * 1024,
    });
    expect(r.diagnostics).toEqual([]);
  });

  it("parseIperf3 reads --bidir role tags and -f M byte rates", () => {
    const text = [
      "[  5][TX-C]   0.00-1.00   sec   112 MBytes   112 MBytes/sec    0   1.20 MBytes       ",
      "[  7][RX-C]   0.00-1.00   sec   110 MBytes   110 MBytes/sec                  ",
    ].join("\n");
    const r = parseIperf3(text);
    expect(r.diagnostics).toEqual([]);
    expect(r.runs[0]?.intervals.map((l) => l.role)).toEqual(["TX-C", "RX-C"]);
    expect(r.runs[0]?.intervals[0]?.bitsPerSecond).toBe(112 * 2 ** 20 * 8);
  });

  it("parseIperf3 flags a rate that is not transfer / interval", () => {
    const r = parseIperf3("[  4]   0.00-10.00  sec  25.2 GBytes  2.17 Gbits/sec  2048             sender\n");
    expect(r.diagnostics).toEqual([
      { line: 1, code: "iperf3-rate-mismatch", values: { bitrate: 2.17, unit: "Gbits/sec", expected: 21.6 } },
    ]);
  });

  it("parseIperf3 reports an unknown unit with its line and keeps the error lines as notes", () => {
    const r = parseIperf3(
      "iperf3: error - unable to connect to server\n[  4]   0.00-1.00   sec  2.5 Gallons  21.7 Gbits/sec\n",
    );
    expect(r.diagnostics).toContainEqual({
      line: 2,
      code: "iperf3-line-transfer",
      values: { text: "2.5 Gallons" },
    });
    expect(r.notes).toEqual([
      { line: 1, code: "tool-line", values: { text: "iperf3: error - unable to connect to server" } },
    ]);
  });

  it("parseIperf3('') returns no runs and a diagnostic", () => {
    expect(parseIperf3("")).toMatchObject({ kind: "iperf3", runs: [], diagnostics: [{ line: 0 }] });
  });
});

// iperf3_json_tcp_parallel.txt is hand-written in iperf3 3.9's -J layout (cJSON, tab-indented),
// two streams for two seconds, with rates that are bytes x 8 / seconds exactly.
describe("parseIperf3 on iperf3 -J output", () => {
  const json = ownFixture("iperf3_json_tcp_parallel.txt");

  it("parseIperf3(iperf3 -J, TCP -P 2) reads streams, [SUM] intervals and the sent / received totals", () => {
    expect(detectMeasurementKind(json)).toBe("iperf3");
    const r = parseIperf3(json);
    expect([r.diagnostics, r.notes]).toEqual([[], []]);
    const run = r.runs[0];
    expect(r.runs.length).toBe(1);
    expect([run?.command, run?.protocol, run?.streams]).toEqual([
      "$ iperf3 -c 192.0.2.10 -P 2 -t 2 -J",
      "tcp",
      2,
    ]);
    // Two one-second intervals of two streams and their sum; per-stream and summed totals.
    expect([run?.intervals.length, run?.summary.length]).toEqual([6, 6]);
    expect(run?.intervals[0]).toMatchObject({
      line: 51,
      stream: 5,
      startSeconds: 0,
      endSeconds: 1,
      transferBytes: 589299712,
      bitsPerSecond: 589299712 * 8,
      retransmits: 0,
      cwndBytes: 1688160,
      side: null,
    });
    expect(run?.intervals[2]?.stream).toBe("SUM");
    expect(run?.sender).toMatchObject({
      stream: "SUM",
      side: "sender",
      bitsPerSecond: 9323937792,
      retransmits: 6,
    });
    expect(run?.receiver).toMatchObject({ line: 177, side: "receiver", retransmits: null });
    expect(run?.receiver?.bitsPerSecond).toBeCloseTo(9320444916.35, 1);
  });

  it("parseIperf3(iperf3 -J, UDP) takes the one 'sum' with its jitter and loss as the sender's total", () => {
    // One second of one stream at 1 Gb/s (1,048,576,000 bit/s = 131,072,000 bytes x 8).
    const second = { start: 0, end: 1, seconds: 1, bytes: 131072000, bits_per_second: 1048576000 };
    const loss = { jitter_ms: 0.012, lost_packets: 9, packets: 90523, lost_percent: 0.0099 };
    const udp = JSON.stringify({
      start: { test_start: { protocol: "UDP", num_streams: 1 } },
      intervals: [
        {
          streams: [{ socket: 5, ...second, packets: 90523, omitted: false }],
          sum: { ...second, omitted: false },
        },
      ],
      end: { streams: [{ udp: { socket: 5, ...second, ...loss } }], sum: { ...second, ...loss } },
    });
    const run = parseIperf3(udp).runs[0];
    expect([run?.protocol, run?.streams, run?.intervals.length]).toEqual(["udp", 1, 1]);
    expect(run?.sender).toMatchObject({
      stream: "SUM",
      jitterMs: 0.012,
      lostDatagrams: 9,
      totalDatagrams: 90523,
    });
    expect(run?.receiver).toBeNull();
  });

  it("parseIperf3 keeps iperf3's JSON error as a note, and says when a JSON object is cut off", () => {
    const failed =
      '{\n\t"start":\t{\n\t\t"version":\t"iperf 3.9"\n\t},\n\t"intervals":\t[],\n\t"end":\t{\n\t},\n\t"error":\t"unable to connect to server: Connection refused"\n}\n';
    const r = parseIperf3(failed);
    expect(r.runs).toEqual([]);
    expect(r.notes).toEqual([
      { line: 8, code: "iperf3-error", values: { text: "unable to connect to server: Connection refused" } },
    ]);
    expect(r.diagnostics).toEqual([{ line: 0, code: "iperf3-json-no-report", values: {} }]);
    const cut = parseIperf3(json.slice(0, 2000));
    expect(cut.diagnostics).toContainEqual({ line: 2, code: "iperf3-json-cut", values: {} });
  });

  it("parseIperf3 reads two -J runs in one paste as two runs, and a bad one by its line", () => {
    const r = parseIperf3(`${json}\n$ iperf3 -c 192.0.2.11 -J\n{ "intervals": [ nope ] }\n${json}`);
    expect(r.runs.map((run) => run.line)).toEqual([2, 196]);
    expect(r.diagnostics).toEqual([
      { line: 194, code: "iperf3-json-unreadable", values: { error: expect.any(String) } },
    ]);
  });
});
