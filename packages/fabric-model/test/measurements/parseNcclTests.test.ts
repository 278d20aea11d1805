import { describe, expect, it } from "vitest";
import {
  createMeasurementReader,
  measurementInputLimit,
  measurementMessageText,
  parseNcclTests,
} from "../../src/index.ts";
import { ownFixture } from "./ownFixture.ts";

// Own fixtures (test/fixtures/nccl_*) are hand-written in each era's format with numbers that obey
// the nccl-tests arithmetic; they are expected to parse with no diagnostics.

const replaceLine = (text: string, lineNumber: number, edit: (line: string) => string): string =>
  text
    .split("\n")
    .map((l, i) => (i === lineNumber - 1 ? edit(l) : l))
    .join("\n");

describe("parseNcclTests on each format era and oddity", () => {
  it("parseNcclTests(pre-2022-08 all_gather) reads the error column as maxError (never a count), old device lines and per-rank counts", () => {
    const r = parseNcclTests(ownFixture("nccl_pre2022_all_gather_4gpu.txt"));
    expect(r.diagnostics).toEqual([]);
    expect(r.header.era).toBe("pre-2022-08");
    expect([r.collective, r.collectiveSource]).toEqual(["all_gather", "command"]);
    expect([r.nranks, r.nranksSource]).toEqual([4, "devices"]);
    expect(r.devices).toEqual(Array(4).fill("Tesla V100-SXM2-16GB"));
    expect(r.ranks[1]).toMatchObject({ rank: 1, group: null, host: "dgx1", cudaDevice: 1, pciBusId: "0x07" });
    expect(r.rows.length).toBe(6);
    expect(r.rows[0]).toMatchObject({ bytes: 1024, count: 64, type: "float", redop: null, root: null });
    expect(r.rows[0]?.outOfPlace).toEqual({
      timeUs: 21.53,
      algbwGBps: 0.05,
      busbwGBps: 0.04,
      wrong: null,
      maxError: 0,
    });
    expect(r.header).toMatchObject({
      nThread: 1,
      nGpus: 4,
      minBytes: 1024,
      maxBytes: 1048576,
      stepFactor: 4,
      iters: 20,
      warmupIters: 5,
      aggIters: null,
      graph: null,
    });
  });

  it("parseNcclTests(2022-08 broadcast under mpirun --tag-output) strips [1,0]<stdout>: and skips NCCL INFO", () => {
    const r = parseNcclTests(ownFixture("nccl_2022_broadcast_mpi_prefix.txt"));
    expect(r.diagnostics).toEqual([]);
    expect(r.header.era).toBe("2022-08");
    expect([r.collective, r.nranks]).toEqual(["broadcast", 2]);
    expect(r.ranks.map((k) => k.host)).toEqual(["node-a", "node-b"]);
    expect(r.rows.length).toBe(9);
    expect(r.rows[8]).toMatchObject({ bytes: 67108864, redop: "none", root: 0 });
    expect(r.rows[8]?.inPlace).toEqual({
      timeUs: 2769.0,
      algbwGBps: 24.24,
      busbwGBps: 24.24,
      wrong: 0,
      maxError: null,
    });
    expect(r.notes).toEqual([
      { line: 18, code: "nccl-warning", values: { text: "NET/IB : Got async event : port error" } },
    ]);
    expect(r.avgBusBandwidthGBps).toBe(8.01278);
    expect(r.outOfBounds).toEqual({ count: 0, ok: true });
  });

  it("parseNcclTests(2025-06 reduce_scatter in indented Markdown) reads rows around an elision and notes it", () => {
    const r = parseNcclTests(ownFixture("nccl_2025_reduce_scatter_markdown.md"));
    expect(r.diagnostics).toEqual([]);
    expect(r.header.era).toBe("2025-06");
    expect([r.collective, r.collectiveSource, r.nranks]).toEqual(["reduce_scatter", "header", 8]);
    expect(r.rows.map((x) => x.bytes)).toEqual([1048576, 2097152, 4194304, 536870912, 1073741824]);
    // reduce_scatter prints count per rank: 1 MiB of bfloat16 over 8 ranks.
    expect(r.rows[0]?.count).toBe(65536);
    expect(r.notes).toEqual([{ line: 25, code: "elided-rows", values: {} }]);
  });

  it("parseNcclTests(2025-10 alltoall with srun --label and validation off) reads N/A as wrong: null", () => {
    const r = parseNcclTests(ownFixture("nccl_2025_10_alltoall_srun_label.txt"));
    expect(r.diagnostics).toEqual([]);
    expect(r.header).toMatchObject({
      era: "2025-10",
      version: "2.17.6",
      ncclHeaders: 22703,
      ncclLibrary: 22703,
      validation: 0,
    });
    expect([r.collective, r.nranks]).toEqual(["alltoall", 16]);
    expect(new Set(r.ranks.map((k) => k.host))).toEqual(new Set(["gpu-00", "gpu-01"]));
    expect(r.rows.at(-1)?.outOfPlace).toEqual({
      timeUs: 17533.0,
      algbwGBps: 15.31,
      busbwGBps: 14.35,
      wrong: null,
      maxError: null,
    });
  });

  it("parseNcclTests(2026-03 sendrecv, in-place-only rows, blank redop) gives outOfPlace: null", () => {
    const r = parseNcclTests(ownFixture("nccl_2026_03_sendrecv_inplace_only.txt"));
    expect(r.diagnostics).toEqual([]);
    expect(r.header).toMatchObject({ era: "2026-03", unalign: 0, nGpus: 2 });
    expect([r.collective, r.nranks]).toEqual(["sendrecv", 2]);
    expect(r.rows.length).toBe(6);
    for (const row of r.rows) {
      expect(row.outOfPlace).toBeNull();
      expect(row.redop).toBeNull();
      expect(row.root).toBe(-1);
    }
    expect(r.rows[5]?.inPlace).toEqual({
      timeUs: 271.8,
      algbwGBps: 15.43,
      busbwGBps: 15.43,
      wrong: 0,
      maxError: null,
    });
  });

  it("parseNcclTests(per-iteration and timestamp columns) reads time, algbw and busbw around them", () => {
    const text = [
      "# Collective test starting: all_reduce_perf",
      "# nThread 1 nGpus 8 minBytes 1048576 maxBytes 1048576 step: 2(factor) warmup iters: 1 iters: 20 agg iters: 1 validation: 1 graph: 0 unalign: 0",
      "#",
      "#       size         count      type   redop    root     time   algbw   busbw  #wrong    i_min    i_max    i_p99    i_cv%     time   algbw   busbw  #wrong    i_min    i_max    i_p99    i_cv%           timestamp",
      "     1048576        262144     float     sum      -1   100.00   10.49   18.35       0    98.10   120.40   119.90     3.21   101.00   10.38   18.17       0    99.00   121.00   120.50     3.30  2026-03-01 12:00:00",
      "# Avg bus bandwidth    : 18.26 ",
    ].join("\n");
    const r = parseNcclTests(text, { nranks: 8 });
    expect(r.diagnostics).toEqual([]);
    expect(r.rows[0]?.outOfPlace).toMatchObject({
      timeUs: 100,
      algbwGBps: 10.49,
      busbwGBps: 18.35,
      wrong: 0,
    });
    expect(r.rows[0]?.inPlace).toMatchObject({ timeUs: 101, algbwGBps: 10.38, busbwGBps: 18.17, wrong: 0 });
    expect(r.nranksSource).toBe("option");
  });
});

describe("parseNcclTests checks rows against the nccl-tests arithmetic", () => {
  const text = ownFixture("nccl_2022_broadcast_mpi_prefix.txt");

  it("parseNcclTests flags an algbw that is not size / time, with its line number", () => {
    // Line 21 is the 16 MiB row: 16777216 B / 710.2 us = 23.62 GB/s; print 25.62 instead.
    const r = parseNcclTests(replaceLine(text, 21, (l) => l.replace("710.2   23.62", "710.2   25.62")));
    const d = r.diagnostics.find((d) => d.line === 21);
    expect(d).toMatchObject({
      code: "nccl-algbw-mismatch-factor",
      values: {
        half: "out-of-place",
        algbwGBps: 25.62,
        bytes: 16777216,
        timeUs: 710.2,
        expectedGBps: 23.6232,
      },
    });
    expect(d && measurementMessageText(d)).toMatch(
      /^out-of-place algbw 25.62 GB\/s is not size \/ time = 16777216 B \/ 710.2 us = 23.6232 GB\/s \(broadcast, \d+ ranks: factor 1\)$/,
    );
  });

  it("parseNcclTests flags a busbw that is not algbw x the collective's factor", () => {
    const r = parseNcclTests(ownFixture("nccl_2025_reduce_scatter_markdown.md"), { nranks: 4 });
    // With 4 ranks the factor would be 3/4, not the 7/8 the rows were printed with.
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics[0]).toMatchObject({
      code: "nccl-busbw-mismatch",
      values: { collective: "reduce_scatter", nranks: 4, factor: 0.75 },
    });
  });

  it("parseNcclTests flags an Avg bus bandwidth that is not the mean of the rows (rows deleted, no elision mark)", () => {
    const r = parseNcclTests(replaceLine(text, 22, () => ""));
    expect(r.diagnostics).toEqual([
      { line: 0, code: "nccl-avg-mismatch", values: { avgGBps: 8.01278, meanGBps: expect.any(Number) } },
    ]);
  });

  it("parseNcclTests reports an unreadable line inside the table and keeps reading", () => {
    const r = parseNcclTests(replaceLine(text, 15, (l) => l.replace("18.97    0.03", "18.97    zero")));
    expect(r.diagnostics).toEqual([{ line: 15, code: "nccl-row-timing", values: {} }]);
    expect(r.rows.length).toBe(8);
  });

  it("parseNcclTests keeps notes, not diagnostics, for warnings inside the table", () => {
    const r = parseNcclTests(
      replaceLine(text, 16, (l) => `${l}\nsrun: warning: step creation temporarily disabled`),
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.notes.map((n) => n.line)).toContain(17);
  });

  it("parseNcclTests notes why a run has no rows (a 'Test NCCL failure' line), but not a continued command line", () => {
    const failed = [
      "$ mpirun -np 2 \\",
      "    -x NCCL_DEBUG=WARN \\",
      "    ./build/all_reduce_perf -b 8 -e 128M -f 2 -g 1",
      "# nThread 1 nGpus 1 minBytes 8 maxBytes 134217728 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
      "#",
      "# Using devices",
      "#  Rank  0 Group  0 Pid   101 on node-a device  0 [0x1b] NVIDIA H100 80GB HBM3",
      "node-a: Test NCCL failure common.cu:1005 'unhandled system error (run with NCCL_DEBUG=INFO for details)'",
    ].join("\n");
    const r = parseNcclTests(failed);
    expect(r.rows).toEqual([]);
    expect(r.notes).toEqual([
      {
        line: 8,
        code: "tool-line",
        values: {
          text: "node-a: Test NCCL failure common.cu:1005 'unhandled system error (run with NCCL_DEBUG=INFO for details)'",
        },
      },
    ]);
  });
});

describe("parseNcclTests when the text does not say everything", () => {
  const bare = ownFixture("nccl_2025_reduce_scatter_markdown.md")
    .split("\n")
    .filter((l) => !/Rank|Collective test|reduce_scatter_perf/.test(l))
    .join("\n");

  it("parseNcclTests infers reduce_scatter and 8 ranks from redop, count x type size and size", () => {
    const r = parseNcclTests(bare);
    expect([r.collective, r.collectiveSource, r.nranks, r.nranksSource]).toEqual([
      "reduce_scatter",
      "inferred",
      8,
      "inferred",
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("parseNcclTests(text, { collective, nranks }) takes the caller's values over the text", () => {
    const r = parseNcclTests(bare, { collective: "reduce_scatter", nranks: 8 });
    expect([r.collectiveSource, r.nranksSource]).toEqual(["option", "option"]);
  });

  it("parseNcclTests reads rows that come without a column header, assuming the 2022-08 layout", () => {
    const rowsOnly = bare
      .split("\n")
      .filter((l) => !/^\s*#\s+(?:size|\(B\))/.test(l))
      .join("\n");
    const r = parseNcclTests(rowsOnly);
    expect(r.rows.length).toBe(5);
    expect(r.notes.some((n) => n.code === "nccl-assumed-columns")).toBe(true);
  });

  it("parseNcclTests reads both of two concatenated runs: the second in moreRuns, from its first line", () => {
    const one = ownFixture("nccl_2026_03_sendrecv_inplace_only.txt");
    const r = parseNcclTests(`${one}${one}`);
    expect(r.rows.length).toBe(6);
    expect(r.moreRuns.map((m) => [m.line, m.collective, m.nranks, m.rows.length])).toEqual([
      [23, "sendrecv", 2, 6],
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("parseNcclTests infers n = 2 for an all-reduce whose busbw equals algbw", () => {
    const text = [
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
      "     1048576        262144     float     sum      -1    100.0   10.49   10.49      0    100.0   10.49   10.49      0",
    ].join("\n");
    const r = parseNcclTests(text);
    expect([r.collective, r.nranks]).toEqual(["all_reduce", 2]);
  });
});

describe("parseNcclTests reads what NCCL's INFO lines say of the network", () => {
  const rows = [
    "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
    "     1048576        262144     float     sum      -1    100.0   10.49   10.49      0    100.0   10.49   10.49      0",
  ];
  it("parseNcclTests(own mpi-prefixed broadcast).network -> IB, as NET/IB's list says (no 'Using network' line), line 7", () => {
    expect(parseNcclTests(ownFixture("nccl_2022_broadcast_mpi_prefix.txt")).network).toEqual({
      name: "IB",
      provider: null,
      providerNics: null,
      sockets: null,
      linkLayer: "IB",
      line: 7,
    });
  });
  it("parseNcclTests reads 'Using network', the OFI provider and the NICs it found, and a RoCE port; the first of each counts", () => {
    const text = [
      "hostA:1:1 [0] NCCL INFO NET/IB : Using [0]mlx5_2:1/RoCE [1]mlx5_3:1/IB [RO]; OOB eth0:10.0.0.1<0>",
      "hostA:1:1 [0] NCCL INFO NET/OFI Selected Provider is cxi (found 4 nics)",
      "hostA:1:1 [0] NCCL INFO Using network IB",
      "hostB:2:2 [0] NCCL INFO Using network Socket",
      ...rows,
    ].join("\n");
    expect(parseNcclTests(text).network).toEqual({
      name: "IB",
      provider: "cxi",
      providerNics: 4,
      sockets: null,
      linkLayer: "RoCE",
      line: 1,
    });
  });
  it("parseNcclTests reads the sockets NCCL's socket transport opens per connection: threads x sockets per thread, the first line counts", () => {
    const text = [
      "ip-10-0-0-1:7:7 [0] NCCL INFO NET/Socket : Using [0]eth0:10.0.0.1<0>",
      "ip-10-0-0-1:7:7 [0] NCCL INFO NET/Socket: Using 2 threads and 8 sockets per thread",
      "ip-10-0-0-2:7:7 [0] NCCL INFO NET/Socket: Using 4 threads and 1 sockets per thread",
      "ip-10-0-0-1:7:7 [0] NCCL INFO Using network Socket",
      ...rows,
    ].join("\n");
    expect(parseNcclTests(text).network).toMatchObject({ name: "Socket", sockets: 16 });
    const without = [
      "h:1:1 [0] NCCL INFO NET/Socket : Using [0]eth0:10.0.0.1<0>",
      "h:1:1 [0] NCCL INFO Using network Socket",
      ...rows,
    ];
    expect(parseNcclTests(without.join("\n")).network?.sockets).toBeNull();
  });
  it("parseNcclTests on output without NCCL INFO lines, or with unrelated ones, -> network null", () => {
    expect(parseNcclTests(rows.join("\n")).network).toBeNull();
    expect(
      parseNcclTests(
        ["h:1:1 [0] NCCL INFO Channel 00/02 : 0 1", "h:1:1 [0] NCCL INFO Using network ", ...rows].join("\n"),
      ).network,
    ).toBeNull();
  });
});

describe("parseNcclTests on hostile input", () => {
  it("parseNcclTests('') returns no rows and one diagnostic", () => {
    expect(parseNcclTests("")).toMatchObject({ kind: "nccl-tests", rows: [], diagnostics: [{ line: 0 }] });
  });

  it("createMeasurementReader({ limit }) reads only up to its limit, says so, and counts the rest unread", () => {
    const line =
      "           8             2     float     sum      -1    10.00    0.00    0.00      0    10.00    0.00    0.00      0\n";
    const big = line.repeat(2000);
    const reader = createMeasurementReader({ kind: "nccl-tests", limit: 100_000 });
    for (let at = 0; at < big.length; at += 30_000) reader.push(big.slice(at, at + 30_000));
    const r = reader.end();
    expect(reader.characters).toBe(big.length);
    const read = Math.floor(100_000 / line.length) * line.length;
    expect(r.diagnostics[0]).toEqual({
      line: 0,
      code: "input-cut",
      values: { characters: big.length, limit: 100_000, read },
    });
    expect(r.kind === "nccl-tests" && r.rows.length).toBe(read / line.length);
    expect(measurementInputLimit).toBe(64_000_000);
  });

  it("parseNcclTests(one 100k-character line) skips the line with a diagnostic", () => {
    const r = parseNcclTests(`# Avg bus bandwidth : 1\n${"9".repeat(100_000)}\n`);
    expect(r.diagnostics).toContainEqual({ line: 2, code: "line-too-long", values: { limit: 10_000 } });
  });

  it("parseNcclTests(non-string) returns a diagnostic instead of throwing", () => {
    expect(parseNcclTests(undefined as unknown as string).diagnostics[0]?.code).toBe("input-not-text");
  });

  it("parseNcclTests caps the diagnostics list at 100 plus a count of the rest", () => {
    const r = parseNcclTests(
      "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n" +
        "1 2 3 4 5 6 7 x\n".repeat(500),
    );
    expect(r.diagnostics.length).toBe(101);
    expect(r.diagnostics.at(-1)).toEqual({ line: 0, code: "remarks-left-out", values: { count: 401 } });
  });
});
