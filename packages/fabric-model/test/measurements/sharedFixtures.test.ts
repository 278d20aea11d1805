import { describe, expect, it } from "vitest";
import {
  type NcclTestsResult,
  type NcclTestsTiming,
  parseIperf3,
  parseMeasurement,
  parseNcclTests,
  parsePerftest,
} from "../../src/index.ts";
import {
  haveSharedFixtures,
  readSharedFixture,
  readSharedFixtureMeta,
  sharedFixtureNames,
} from "../sharedFixtures.ts";

// Golden values come from each fixture's provenance .json (key_figures), read at test time; the
// third-party text itself stays outside the repository. Printed values are compared to the digits
// printed (tolerance 0.006 for 2-decimal columns, 1e-9 otherwise).

type Figures = Record<string, unknown>;
const figures = (name: string): Figures => (readSharedFixtureMeta(name).key_figures ?? {}) as Figures;
const num = (f: Figures, key: string): number => {
  const v = f[key];
  if (typeof v !== "number") throw new Error(`key_figures.${key} is not a number`);
  return v;
};
const pair = (f: Figures, key: string): [number, number] => {
  const v = f[key];
  if (!Array.isArray(v) || v.length !== 2) throw new Error(`key_figures.${key} is not a pair`);
  return [Number(v[0]), Number(v[1])];
};
const halves = (r: NcclTestsResult): NcclTestsTiming[] =>
  r.rows.flatMap((row) => [row.outOfPlace, row.inPlace]).filter((t): t is NcclTestsTiming => t !== null);

describe.skipIf(!haveSharedFixtures)("shared fixtures (../shared/fixtures/measurements)", () => {
  it("the shared fixtures folder holds nccl-tests, perftest and iperf3 outputs", () => {
    expect(sharedFixtureNames("nccl_").length).toBeGreaterThan(0);
    expect(sharedFixtureNames("perftest_").length).toBeGreaterThan(0);
    expect(sharedFixtureNames("iperf3_").length).toBeGreaterThan(0);
  });

  for (const name of sharedFixtureNames("nccl_")) {
    describe(name, () => {
      const text = readSharedFixture(name);
      const r = parseNcclTests(text);
      const f = figures(name);

      it("parseNcclTests(text) reports no diagnostics and parseMeasurement detects nccl-tests", () => {
        expect(r.diagnostics).toEqual([]);
        expect(parseMeasurement(text).kind).toBe("nccl-tests");
      });

      it("parseNcclTests(text) reads the all-reduce, its rank count, row count and size range", () => {
        expect(r.collective).toBe("all_reduce");
        expect(r.nranks).toBe(num(f, "nranks"));
        expect(r.rows.length).toBe(num(f, "rows"));
        const [first, last] = pair(f, "sizes_bytes");
        expect(r.rows[0]?.bytes).toBe(first);
        expect(r.rows.at(-1)?.bytes).toBe(last);
      });

      it("parseNcclTests(text) reads the Avg bus bandwidth trailer (mean over all sizes, not the peak)", () => {
        expect(r.avgBusBandwidthGBps).toBe(num(f, "avg_bus_bandwidth_GBps_trailer"));
        expect(r.avgBusBandwidthGBps ?? 0).toBeLessThan(num(f, "peak_busbw_GBps"));
      });

      it("parseNcclTests(text) finds the peak busbw and the smallest time where the provenance says", () => {
        const all = r.rows.flatMap((row) =>
          [row.outOfPlace, row.inPlace].flatMap((t) => (t === null ? [] : [{ bytes: row.bytes, ...t }])),
        );
        const peak = Math.max(...all.map((t) => t.busbwGBps));
        expect(peak).toBeCloseTo(num(f, "peak_busbw_GBps"), 6);
        expect(all.find((t) => t.busbwGBps === peak)?.bytes).toBe(num(f, "peak_at_bytes"));
        const fastest = all.filter((t) => t.bytes > 0).reduce((a, b) => (b.timeUs < a.timeUs ? b : a));
        expect(fastest.timeUs).toBeCloseTo(num(f, "min_time_us"), 6);
        expect(fastest.bytes).toBe(num(f, "min_time_at_bytes"));
      });

      it("parseNcclTests(text) reads the largest size's time, algbw and busbw, out-of-place and in-place", () => {
        const last = r.rows.at(-1);
        expect([last?.outOfPlace?.timeUs, last?.inPlace?.timeUs]).toEqual(
          pair(f, "largest_size_time_us_oop_ip"),
        );
        expect([last?.outOfPlace?.algbwGBps, last?.inPlace?.algbwGBps]).toEqual(
          pair(f, "largest_size_algbw_GBps_oop_ip"),
        );
        expect([last?.outOfPlace?.busbwGBps, last?.inPlace?.busbwGBps]).toEqual(
          pair(f, "largest_size_busbw_GBps_oop_ip"),
        );
      });

      it("the trailer equals the mean busbw of the rows to the printed precision", () => {
        const values = halves(r).map((t) => t.busbwGBps);
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        expect(Math.abs(mean - (r.avgBusBandwidthGBps ?? 0))).toBeLessThanOrEqual(0.005);
      });
    });
  }

  for (const name of sharedFixtureNames("perftest_")) {
    describe(name, () => {
      const text = readSharedFixture(name);
      const r = parsePerftest(text);
      const f = figures(name);
      const test = r.tests[0];

      it("parsePerftest(text) reports no diagnostics and parseMeasurement detects perftest", () => {
        expect(r.diagnostics).toEqual([]);
        expect(parseMeasurement(text).kind).toBe("perftest");
        expect(test?.linkType).toBe("Ethernet");
        expect(test?.mtuBytes).toBe(1024);
        expect(test?.connectionType).toBe("RC");
      });

      if ("bw_avg_MBps" in f) {
        it("parsePerftest(text) reads BW average in MiB/s and converts it to bytes/s with 2^20", () => {
          const row = test?.bandwidthRows[0];
          expect(test?.bandwidthUnit).toBe("MB/sec");
          expect(row?.bytes).toBe(num(f, "msg_bytes"));
          expect(row?.iterations).toBe(num(f, "iterations"));
          expect(row?.bwAverage).toBe(num(f, "bw_avg_MBps"));
          expect(row?.bwPeak).toBe(num(f, "bw_peak_MBps"));
          expect(row?.msgRateMpps).toBeCloseTo(num(f, "msg_rate_Mpps"), 9);
          // bw_avg_Gbps in the provenance is rounded to 2 decimals.
          expect(((row?.bwAverageBytesPerSecond ?? 0) * 8) / 1e9).toBeCloseTo(num(f, "bw_avg_Gbps"), 2);
        });
      }
      if ("t_avg_us" in f) {
        it("parsePerftest(text) reads every latency column in microseconds", () => {
          const row = test?.latencyRows[0];
          expect(test?.measure).toBe("latency");
          expect(row?.bytes).toBe(num(f, "msg_bytes"));
          expect(row?.iterations).toBe(num(f, "iterations"));
          expect([
            row?.tMinUs,
            row?.tMaxUs,
            row?.tTypicalUs,
            row?.tAvgUs,
            row?.tStdevUs,
            row?.p99Us,
            row?.p999Us,
          ]).toEqual(
            ["t_min_us", "t_max_us", "t_typical_us", "t_avg_us", "t_stdev_us", "p99_us", "p999_us"].map((k) =>
              num(f, k),
            ),
          );
        });
      }
      if ("client1_bw_avg_Gbps" in f) {
        it("parsePerftest(text) reads both --report_gbits runs, peak not measured, and their total", () => {
          expect(r.tests.length).toBe(2);
          const [one, two] = r.tests;
          expect(one?.bandwidthUnit).toBe("Gb/sec");
          expect(one?.runInfinitely).toBe(true);
          expect(one?.peakMeasured).toBe(false);
          expect(one?.bandwidthRows[0]?.bwAverage).toBe(num(f, "client1_bw_avg_Gbps"));
          expect(two?.bandwidthRows[0]?.bwAverage).toBe(num(f, "client2_bw_avg_Gbps"));
          const total = (one?.bandwidthRows[0]?.bwAverage ?? 0) + (two?.bandwidthRows[0]?.bwAverage ?? 0);
          expect(total).toBeCloseTo(num(f, "total_Gbps_stated"), 9);
        });
      }
      if (name.includes("_D300")) {
        it("parsePerftest(text) sees -D duration mode from the command line", () => {
          expect(test?.durationMode).toBe(true);
          expect(test?.durationSeconds).toBe(300);
          expect(test?.peakMeasured).toBe(false);
        });
      }
    });
  }

  for (const name of sharedFixtureNames("iperf3_")) {
    describe(name, () => {
      const text = readSharedFixture(name);
      const r = parseIperf3(text);
      const f = figures(name);

      it("parseIperf3(text) reports no diagnostics and parseMeasurement detects iperf3", () => {
        expect(r.diagnostics).toEqual([]);
        expect(parseMeasurement(text).kind).toBe("iperf3");
      });

      it("parseIperf3(text) reads the single-stream and 4-stream sender rates and retransmits", () => {
        expect(r.runs.length).toBe(2);
        const [single, four] = r.runs;
        expect(single?.streams).toBe(1);
        expect(single?.sender?.bitrate).toBe(num(f, "single_stream_Gbps"));
        expect(single?.sender?.bitrateUnit).toBe("Gbits/sec");
        expect(single?.sender?.retransmits).toBe(num(f, "single_stream_retr"));
        expect(four?.streams).toBe(4);
        expect(four?.sender?.stream).toBe("SUM");
        expect(four?.sender?.bitrate).toBe(num(f, "four_streams_sum_Gbps"));
      });

      it("the same NIC's RDMA write bandwidth (perftest, MiB/s) is the Gb/s the provenance compares with", () => {
        const write = parsePerftest(readSharedFixture("perftest_ib_write_bw_cx5_roce100_crossnode.txt"));
        const gbps = ((write.tests[0]?.bandwidthRows[0]?.bwAverageBytesPerSecond ?? 0) * 8) / 1e9;
        expect(gbps).toBeCloseTo(num(f, "rdma_write_same_path_Gbps"), 1);
      });
    });
  }
});

if (!haveSharedFixtures) {
  describe("shared fixtures", () => {
    it.skip("skipped: ../shared/fixtures/measurements is absent beside the repository", () => {});
  });
}
