import { describe, expect, it } from "vitest";
import { type MeasurementDiagnostic, measurementMessageText, parsePerftest } from "../../src/index.ts";
import { ownFixture } from "./ownFixture.ts";

describe("parsePerftest", () => {
  it("parsePerftest(ib_send_bw -a on InfiniBand) reads the header block and every size", () => {
    const r = parsePerftest(ownFixture("perftest_ib_send_bw_ib_all_sizes.txt"));
    expect(r.diagnostics).toEqual([]);
    expect(r.tests.length).toBe(1);
    const t = r.tests[0];
    expect(t).toMatchObject({
      program: "ib_send_bw",
      title: "Send BW Test",
      verb: "send",
      measure: "bandwidth",
      device: "mlx5_2",
      linkType: "IB",
      mtuBytes: 4096,
      transportType: "IB",
      connectionType: "RC",
      numberOfQps: 1,
      durationMode: false,
      peakMeasured: true,
      bandwidthUnit: "MB/sec",
    });
    expect(t?.fields["PCIe relax order"]).toBe("ON");
    expect(t?.fields["rdma_cm QPs"]).toBe("OFF");
    expect(t?.bandwidthRows.map((row) => row.bytes)).toEqual([2, 8, 64, 512, 4096, 65536, 1048576, 8388608]);
    expect(t?.bandwidthRows[5]).toMatchObject({ bwPeak: 23412.9, bwAverage: 23398.1, msgRateMpps: 0.37437 });
  });

  it("parsePerftest reads MB/sec as MiB/s: 23398.10 MB/sec is 23398.10 x 2^20 bytes/s", () => {
    const row = parsePerftest(ownFixture("perftest_ib_send_bw_ib_all_sizes.txt")).tests[0]?.bandwidthRows[5];
    expect(row?.bwAverageBytesPerSecond).toBe(23398.1 * 2 ** 20);
  });

  it("parsePerftest(older three-column ib_read_lat) reads t_min/t_max/t_typical and leaves the rest null", () => {
    const r = parsePerftest(ownFixture("perftest_ib_read_lat_old_three_columns.txt"));
    expect(r.diagnostics).toEqual([]);
    const t = r.tests[0];
    expect(t).toMatchObject({
      program: "ib_read_lat",
      verb: "read",
      measure: "latency",
      device: "mlx4_0",
      mtuBytes: 2048,
    });
    expect(t?.fields["Outstand reads"]).toBe("16");
    expect(t?.latencyRows[2]).toEqual({
      line: 20,
      bytes: 1024,
      iterations: 1000,
      tMinUs: 2.43,
      tMaxUs: 10.25,
      tTypicalUs: 2.49,
      tAvgUs: null,
      tStdevUs: null,
      p99Us: null,
      p999Us: null,
    });
  });

  it("parsePerftest flags a MsgRate that does not match BW average / size", () => {
    const text = ownFixture("perftest_ib_send_bw_ib_all_sizes.txt").replace("0.374370", "0.474370");
    const r = parsePerftest(text);
    expect(r.diagnostics).toEqual([
      {
        line: 25,
        code: "perftest-msg-rate-mismatch",
        values: { msgRateMpps: 0.47437, expectedMpps: expect.closeTo(0.37437, 4), unit: "MiB/s" },
      },
    ]);
  });

  it("parsePerftest flags latency percentiles out of order", () => {
    const text = [
      "                    RDMA_Write Latency Test",
      " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]    t_avg[usec]    t_stdev[usec]   99% percentile[usec]   99.9% percentile[usec] ",
      " 2       1000          1.24           3.11         1.26     \t       1.26        \t0.02   \t\t4.29    \t\t3.11   ",
    ].join("\n");
    const r = parsePerftest(text);
    expect(r.diagnostics).toEqual([
      {
        line: 3,
        code: "perftest-latency-order",
        values: { lower: "99%", lowerUs: 4.29, upper: "99.9%", upperUs: 3.11 },
      },
    ]);
    expect(measurementMessageText(r.diagnostics[0] as MeasurementDiagnostic)).toBe(
      "99% 4.29 us exceeds 99.9% 3.11 us",
    );
  });

  it("parsePerftest reads duration-mode latency (t_avg only) and notes the -D flag", () => {
    const text = [
      "$ ib_send_lat -d mlx5_0 -D 10 peer",
      "---------------------------------------------------------------------------------------",
      "                    Send Latency Test",
      " Device         : mlx5_0",
      "---------------------------------------------------------------------------------------",
      " #bytes        #iterations       t_avg[usec]    tps average",
      " 2             4198772           1.19           838726.97",
    ].join("\n");
    const t = parsePerftest(text).tests[0];
    expect(t).toMatchObject({ durationMode: true, durationSeconds: 10, measure: "latency" });
    expect(t?.latencyRows[0]).toMatchObject({ bytes: 2, iterations: 4198772, tAvgUs: 1.19, tMinUs: null });
  });

  it("parsePerftest reports a garbled row inside the table with its line and keeps the others", () => {
    const text = ownFixture("perftest_ib_send_bw_ib_all_sizes.txt").replace(
      " 512        1000 ",
      " 512        l000 ",
    );
    const r = parsePerftest(text);
    expect(r.diagnostics).toEqual([{ line: 23, code: "row-value-not-number", values: { text: "l000" } }]);
    expect(r.tests[0]?.bandwidthRows.length).toBe(7);
  });

  it("parsePerftest('') returns no tests and a diagnostic; it never throws on non-text", () => {
    expect(parsePerftest("")).toMatchObject({ kind: "perftest", tests: [], diagnostics: [{ line: 0 }] });
    expect(parsePerftest(null as unknown as string).diagnostics[0]?.code).toBe("input-not-text");
  });

  it("parsePerftest ignores a __proto__ key in the parameter block", () => {
    const r = parsePerftest("                    Send BW Test\n __proto__ : polluted\n");
    expect(Object.getPrototypeOf(r.tests[0]?.fields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
