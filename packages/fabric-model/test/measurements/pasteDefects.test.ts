import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createMeasurementReader,
  type MeasurementResult,
  type NcclTestsResult,
  parseMeasurement,
} from "../../src/index.ts";

// Each defect that reading real outputs showed (issue 19), with the real output from the paste
// corpus (test/fixtures/pastes/) that shows it read right. The golden test checks every fact of
// every file; these name the defects one by one.

const paste = (id: string) => readFileSync(new URL(`../fixtures/pastes/${id}.txt`, import.meta.url), "utf8");
const read = (id: string) => parseMeasurement(paste(id));
const codes = (r: MeasurementResult) => [...r.diagnostics, ...r.notes].map((d) => d.code);

function nccl(r: MeasurementResult): NcclTestsResult {
  if (r.kind !== "nccl-tests") throw new Error(`read as ${r.kind}`);
  return r;
}

describe("defects of reading real outputs, each on one", () => {
  it("pre-2022 nccl-tests: the `error` column is the largest error (maxError), never a count of wrong elements", () => {
    const r = nccl(read("nccl-2021-allreduce-p4d-efa-mpi-kubectl"));
    expect(r.rows[29]?.outOfPlace).toMatchObject({ wrong: null, maxError: 5e-7 });
    expect(r.rows.every((row) => row.outOfPlace?.wrong === null && row.inPlace?.wrong === null)).toBe(true);
    expect(codes(r)).not.toContain("nccl-wrong-rows");
  });

  it("a device list cut short (`...` after the 4th rank line) leaves the rank count to the rows: 96, no false busbw remark", () => {
    const r = nccl(read("nccl-2024-allreduce-h100-sharp-kubectl-elided"));
    expect([r.nranks, r.nranksSource]).toEqual([96, "inferred"]);
    expect(r.diagnostics.filter((d) => d.code.startsWith("nccl-busbw"))).toEqual([]);
  });

  it("only the last rank line shown (`Rank 71`): 72 ranks, as the rows' busbw / algbw agree", () => {
    const r = nccl(read("nccl-2025-allreduce-gb200-rack-last-rank-only"));
    expect([r.nranks, r.nranksSource, r.ranks.length]).toEqual([72, "inferred", 1]);
    expect(r.diagnostics).toEqual([]);
  });

  it("a rank line that contradicts the rows (`Rank 143` but busbw / algbw gives 128): the rank count is unknown and said so", () => {
    const r = nccl(read("nccl-2025-allreduce-gb200-2rack-rank-line-contradicts"));
    expect(r.nranks).toBeNull();
    expect(r.notes).toContainEqual({
      line: 2,
      code: "nccl-nranks-contradicts-devices",
      values: { shown: 144, inferred: "128" },
    });
    expect(r.diagnostics.filter((d) => d.code.startsWith("nccl-busbw"))).toEqual([]);
  });

  it("`# Collective test concluded: all_reduce_perf` (here without its `#`) names the collective", () => {
    const r = nccl(read("nccl-2025-allreduce-nebius-hash-stripped-concluded"));
    expect([r.collective, r.collectiveSource, r.header.era]).toEqual(["all_reduce", "header", "2025-06"]);
    expect(r.avgBusBandwidthGBps).toBe(125.499);
  });

  it("Markdown indentation before Open MPI's `[1,0]<stdout>:`: every row is read", () => {
    const r = nccl(read("nccl-2023-allreduce-p5-mpi-prefix-row-elision"));
    expect([r.rows.length, r.nranks, r.avgBusBandwidthGBps]).toEqual([7, 16, 52.9753]);
  });

  it("rows grepped out of a log, runs separated by `====== 2-node ======`: four runs, each its own rank count", () => {
    const r = nccl(read("rccl-2025-allreduce-mi325x-grep-rows-only"));
    expect([r, ...r.moreRuns].map((run) => [run.collective, run.nranks, run.rows.length])).toEqual([
      ["all_reduce", 8, 3],
      ["all_reduce", 16, 3],
      ["all_reduce", 32, 3],
      ["all_reduce", 64, 3],
    ]);
  });

  it("every run of a text is read: five collectives from one terminal session", () => {
    const r = nccl(read("nccl-2023-five-collectives-2080ti-zh-markdown"));
    expect([r, ...r.moreRuns].map((run) => `${run.collective}/${run.nranks}`)).toEqual([
      "all_reduce/2",
      "all_gather/2",
      "broadcast/2",
      "reduce/2",
      "reduce/1",
      "alltoall/2",
    ]);
  });

  it("two processes printing one table (nccl-tests without MPI under mpirun): interleaved rows, named as the mistake", () => {
    const r = nccl(read("nccl-2025-alltoall-nompi-4proc-interleaved"));
    expect([r.processes, r.nranks, r.rows.length]).toEqual([4, 1, 112]);
    expect(r.diagnostics).toContainEqual({
      line: 2,
      code: "nccl-separate-processes",
      values: { processes: 4 },
    });
    const launch = nccl(read("nccl-2025-allreduce-launch-fail-then-interleaved"));
    expect([launch.processes, launch.moreRuns[0]?.processes, launch.moreRuns[0]?.rows.length]).toEqual([
      1, 2, 56,
    ]);
  });

  it("a sendrecv whose redop prints `sum`: busbw = algbw with 8 ranks and an in-place N/A make it sendrecv, not all_reduce", () => {
    const r = nccl(read("nccl-2025-sendrecv-h100-roce-4gpu-log"));
    expect([r.collective, r.collectiveSource, r.nranks]).toEqual(["sendrecv", "inferred", 8]);
    expect(r.diagnostics).toEqual([]);
  });

  it("results after a long NCCL TRACE log: the whole 1.9 MB is read, the table header at line 375 found, and what was skipped said", () => {
    const r = nccl(read("nccl-2025-allgather-trace-long-log"));
    expect([r.collective, r.nranks, r.nranksSource, r.rows.length]).toEqual(["all_gather", 4, "log", 0]);
    expect(r.header.era).toBe("2022-08");
    const note = r.notes.find((n) => n.code === "input-read");
    expect(note?.values).toMatchObject({ lines: 12717 });
  });

  it("a table after 8 MB of NCCL log (past the old 5 MiB limit) is read whole, its rows counted", () => {
    // A real log's lines repeated by the test, then a real table: nothing is stored as a fixture.
    const log = paste("nccl-2025-sendrecv-h100-roce-4gpu-log")
      .split("\n")
      .filter((l) => l.includes("NCCL INFO"))
      .join("\n");
    const table = paste("nccl-2025-allreduce-h100-roce-gdr0-log");
    const reader = createMeasurementReader();
    let pushed = 0;
    while (pushed < 8e6) {
      reader.push(`${log}\n`);
      pushed += log.length + 1;
    }
    reader.push(table);
    const r = nccl(reader.end());
    expect([r.collective, r.rows.length, r.avgBusBandwidthGBps]).toEqual(["all_reduce", 13, 15.0418]);
    expect(r.notes.find((n) => n.code === "input-read")?.values.characters).toBeGreaterThan(8e6);
  });

  it("perftest -b: the run is marked bidirectional (204.59 Gb/s is both directions together)", () => {
    const r = read("perftest-write-bw-bidir-rocm-gpu-rst");
    expect(
      r.kind === "perftest" && [r.tests[0]?.bidirectional, r.tests[0]?.bandwidthRows.at(-1)?.bwAverage],
    ).toEqual([true, 204.59]);
  });

  it("perftest BW peak printed as 0.00 with 100000 iterations: the peak is marked not measured", () => {
    const r = read("perftest-send-bw-lat-peak-zero-rxe-patch-mail");
    expect(r.kind === "perftest" && r.tests.map((t) => [t.program, t.peakMeasured])).toEqual([
      ["ib_send_bw", false],
      ["ib_send_lat", true],
      ["ib_send_bw", false],
      ["ib_send_lat", true],
    ]);
  });

  it("a command wrapped with a trailing backslash is read as one line: its options, no remark", () => {
    const r = read("perftest-write-bw-cuda-dmabuf-kubectl-wrapped");
    if (r.kind !== "perftest") throw new Error(r.kind);
    expect(r.tests[0]?.commands).toEqual([
      "$ kubectl exec -it demo-pod-2 -- ib_write_bw -n 5000 --use_cuda=0 --use_cuda_dmabuf -d mlx5_0 -a -F --report_gbits -q 1 192.168.38.90",
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("a mail's quoted-printable rows (`MsgRate[=` / `Mpps]`, `=09` tabs) are read", () => {
    const r = read("perftest-send-bw-rows-only-quoted-printable-mail");
    expect(r.kind === "perftest" && r.tests.map((t) => t.bandwidthRows[0]?.msgRateMpps)).toEqual([
      0.000006, 0.000048, 0.006158,
    ]);
  });

  it("iperf3 3.0 (`Test Complete. Summary Results:`, `[  4]`, no sender/receiver): three runs, each total with loss", () => {
    const r = read("iperf3-3.0-udp-html-entity-summaries");
    expect(r.kind === "iperf3" && r.runs.map((run) => [run.total?.bitrate, run.total?.lossPercent])).toEqual([
      [1.06, 84],
      [21.3, 84],
      [104, 85],
    ]);
  });

  it("iperf3 -J over UDP (3.1.3: one end.sum, after the command in the same fence): jitter and loss read", () => {
    const r = read("iperf3-json-3.1-udp-k10000-command-fenced");
    if (r.kind !== "iperf3") throw new Error(r.kind);
    const sum = r.runs[0]?.sender;
    expect([
      r.runs[0]?.protocol,
      sum?.jitterMs,
      sum?.lostDatagrams,
      sum?.totalDatagrams,
      sum?.lossPercent,
    ]).toEqual(["udp", 0.092, 69, 9996, 0.690276]);
    expect(r.diagnostics).toEqual([]);
  });

  it("iperf 2 is named, its totals and UDP server report read", () => {
    const r = read("iperf2-udp-client-server-zh");
    if (r.kind !== "iperf3") throw new Error(r.kind);
    expect([r.tool, r.runs[0]?.total?.bitrate, r.runs[0]?.receiver?.lossPercent]).toEqual([
      "iperf2",
      100,
      4.8,
    ]);
    expect(codes(r)).toContain("iperf2-output");
    expect(codes(r)).not.toContain("iperf3-no-report-lines");
  });

  it("nccom-test's nccl-tests look-alike is named and not read as nccl-tests", () => {
    expect(read("other-nccom-test-neuron-allreduce-lookalike")).toEqual({
      kind: "unknown",
      diagnostics: [{ line: 0, code: "input-lookalike", values: { tool: "nccom-test" } }],
      notes: [],
    });
  });
});
