import { describe, expect, it } from "vitest";
import { parseMeasurement } from "../../src/index.ts";
import { detectMeasurementKind } from "../../src/measurements/detectMeasurementKind.ts";
import { ownFixture } from "./ownFixture.ts";

describe("parseMeasurement", () => {
  const cases: [string, string][] = [
    ["nccl_pre2022_all_gather_4gpu.txt", "nccl-tests"],
    ["nccl_2022_broadcast_mpi_prefix.txt", "nccl-tests"],
    ["nccl_2025_reduce_scatter_markdown.md", "nccl-tests"],
    ["nccl_2025_10_alltoall_srun_label.txt", "nccl-tests"],
    ["nccl_2026_03_sendrecv_inplace_only.txt", "nccl-tests"],
    ["perftest_ib_send_bw_ib_all_sizes.txt", "perftest"],
    ["perftest_ib_read_lat_old_three_columns.txt", "perftest"],
    ["iperf3_tcp_parallel_omitted.txt", "iperf3"],
    ["iperf3_udp_client_1g.txt", "iperf3"],
  ];
  for (const [name, kind] of cases) {
    it(`parseMeasurement(${name}) detects ${kind} and reads it with no diagnostics`, () => {
      const r = parseMeasurement(ownFixture(name));
      expect(r.kind).toBe(kind);
      expect(r.diagnostics).toEqual([]);
    });
  }

  it("parseMeasurement(prose) gives kind unknown and one diagnostic", () => {
    expect(parseMeasurement("Hello, this is not a benchmark.\n")).toEqual({
      kind: "unknown",
      diagnostics: [{ line: 0, code: "input-unrecognised", values: {} }],
      notes: [],
    });
  });

  it("parseMeasurement('') says the input is empty", () => {
    expect(parseMeasurement("").diagnostics).toEqual([{ line: 0, code: "input-empty", values: {} }]);
  });

  it("detectMeasurementKind(long text) reads the clues in its head and tail, not in the middle", () => {
    const filler =
      "          8             2     float     sum      -1    10.00    0.00    0.00      0\n".repeat(5000);
    expect(detectMeasurementKind(`#  size count type redop root time algbw busbw #wrong\n${filler}`)).toBe(
      "nccl-tests",
    );
    expect(detectMeasurementKind(`${filler}# Avg bus bandwidth    : 1.5\n`)).toBe("nccl-tests");
    const prose = "a line of the job's own log, of no tool in particular\n".repeat(3000);
    expect(detectMeasurementKind(`${prose}[ ID] Interval${prose}`)).toBeNull();
  });

  it("detectMeasurementKind prefers the tool with the strongest clues", () => {
    expect(detectMeasurementKind("#  size count type redop root time algbw busbw #wrong")).toBe("nccl-tests");
    expect(detectMeasurementKind(" #bytes     #iterations    BW peak[MB/sec]")).toBe("perftest");
    expect(detectMeasurementKind("[ ID] Interval           Transfer     Bitrate")).toBe("iperf3");
    expect(detectMeasurementKind("nothing here")).toBeNull();
  });
});
