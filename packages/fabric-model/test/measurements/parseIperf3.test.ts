import { describe, expect, it } from "vitest";
import { parseIperf3 } from "../../src/measurements/index.ts";
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
      { line: 1, message: expect.stringMatching(/rate 2.17 Gbits\/sec is not transfer \/ interval = 21.6/) },
    ]);
  });

  it("parseIperf3 reports an unknown unit with its line and keeps the error lines as notes", () => {
    const r = parseIperf3(
      "iperf3: error - unable to connect to server\n[  4]   0.00-1.00   sec  2.5 Gallons  21.7 Gbits/sec\n",
    );
    expect(r.diagnostics).toContainEqual({
      line: 2,
      message: expect.stringMatching(/transfer "2.5 Gallons"/),
    });
    expect(r.notes).toEqual([{ line: 1, message: "iperf3: error - unable to connect to server" }]);
  });

  it("parseIperf3('') returns no runs and a diagnostic", () => {
    expect(parseIperf3("")).toMatchObject({ kind: "iperf3", runs: [], diagnostics: [{ line: 0 }] });
  });
});
