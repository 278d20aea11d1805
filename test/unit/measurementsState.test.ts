import { readFileSync } from "node:fs";
import { parseMeasurement } from "fabric-model";
import { describe, expect, it } from "vitest";
import { firstComparison } from "../../src/yourMeasurements/firstComparison.ts";
import {
  boxText,
  defaultLink,
  HOLD_OVER_CHARS,
  initialMeasurementsState,
  type MeasurementsEvent,
  type MeasurementsState,
  measurementsReducer,
  PREVIEW_LINES,
} from "../../src/yourMeasurements/measurementsState.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";

const example = (name: string) => readFileSync(`src/yourMeasurements/examples/${name}`, "utf8");
const MAX = 5_000_000;
const run = (events: MeasurementsEvent[], from: MeasurementsState = initialMeasurementsState) =>
  events.reduce(measurementsReducer, from);

const corpus = (name: string) => readFileSync(`packages/fabric-model/test/fixtures/pastes/${name}`, "utf8");

/** The worker's answer to read `id` of `text`, as parseWorker.ts makes it. */
function answer(
  id: number,
  text: string,
  extra: { lines?: number; preview?: string } = {},
): MeasurementsEvent {
  const result = parseMeasurement(text);
  const first = firstComparison(result);
  return {
    type: "readDone",
    id,
    packed: packMeasurement(result).packed,
    ms: 12,
    ...(first ? { first } : {}),
    ...extra,
  };
}

/** A text over HOLD_OVER_CHARS: the nccl-tests example after lines of a launcher's chatter. */
function largeOutput(): string {
  const chatter = "launcher: waiting for the other ranks to join the job\n".repeat(
    Math.ceil(HOLD_OVER_CHARS / 50) + 10,
  );
  return chatter + example("nccl-tests.txt");
}

describe("measurementsReducer", () => {
  it('measurementsReducer(state, { type: "read", text: "  " }) says there is nothing to read and starts no read', () => {
    const next = run([{ type: "read", text: "  \n", maxChars: MAX }]);
    expect(next.status).toEqual({ kind: "empty" });
    expect(next.reading).toBeUndefined();
  });

  it("a read over the size limit is refused and the last result stays", () => {
    const text = example("perftest.txt");
    const read = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const refused = run([{ type: "read", text: "x".repeat(MAX + 1), maxChars: MAX }], read);
    expect(refused.status).toEqual({ kind: "tooLarge", chars: MAX + 1, maxChars: MAX });
    expect(refused.read).toBe(read.read);
  });

  it("a paste or file over the limit (100 MB) is refused before it is read: nothing of it is kept in the state", () => {
    const text = example("perftest.txt");
    const read = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    // A small limit stands for the page's 64 MB: the rule is the same, the test's memory is not.
    const paste = "z".repeat(1001);
    const refused = run([{ type: "readWhole", text: paste, maxChars: 1000 }], read);
    expect(refused).toEqual({ ...read, status: { kind: "tooLarge", chars: 1001, maxChars: 1000 } });
    expect(refused.pending).toBeUndefined();
    const file = new Blob(["x"]);
    const refusedFile = run([{ type: "readFile", file, name: "huge.log", size: 100e6, maxChars: MAX }], read);
    expect(refusedFile).toEqual({ ...read, status: { kind: "tooLarge", chars: 100e6, maxChars: MAX } });
  });

  it("a bad paste (prose, binary) is read, said to be no tool's output, and the last result and held text stay", () => {
    const good = largeOutput();
    const shown = run([{ type: "readWhole", text: good, maxChars: MAX }, answer(1, good, { lines: 4000 })]);
    expect(shown.held).toEqual({ kind: "text", text: good, lines: 4000 });
    const prose = "Here is what I got when I ran the test yesterday.\nIt seemed slow to me.\n";
    const afterProse = run([{ type: "read", text: prose, maxChars: MAX }, answer(2, prose)], shown);
    expect(afterProse.status).toEqual({ kind: "notRead", code: "input-unrecognised", values: {} });
    expect(afterProse.read).toBe(shown.read);
    expect(afterProse.held).toBe(shown.held);
    const binary = "\u0000\u0001\u0002ELF\u0000\u0000".repeat(20_000);
    const afterBinary = run(
      [{ type: "readWhole", text: binary, maxChars: MAX }, answer(3, binary)],
      afterProse,
    );
    expect(afterBinary.status).toMatchObject({ kind: "notRead", code: "input-binary" });
    expect(afterBinary.read).toBe(shown.read);
    expect(afterBinary.held).toBe(shown.held);
    expect(afterBinary.pending).toBeUndefined();
  });

  it("a large paste is held only once it reads as a tool's output; until then, and if it fails, the box's text stays", () => {
    const text = largeOutput();
    const reading = run([{ type: "readWhole", text, maxChars: MAX }]);
    expect(reading.held).toBeUndefined();
    expect(reading.pending).toEqual({ kind: "text", text });
    const failed = run([{ type: "readFailed", id: 1, message: "worker" }], reading);
    expect(failed.held).toBeUndefined();
    expect(failed.pending).toBeUndefined();
    const timedOut = run(
      [
        { type: "readWhole", text, maxChars: MAX },
        { type: "readTimedOut", id: 2, seconds: 5 },
      ],
      failed,
    );
    expect(timedOut.held).toBeUndefined();
    const done = run(
      [{ type: "readWhole", text, maxChars: MAX }, answer(3, text, { lines: 4321 })],
      timedOut,
    );
    expect(done.held).toEqual({ kind: "text", text, lines: 4321 });
    expect(done.read?.head.kind).toBe("nccl-tests");
  });

  it("a file is read from disk and held with its first lines once read: readProgress counts its bytes", () => {
    const text = example("nccl-tests.txt");
    const file = new Blob([text]);
    const reading = run([{ type: "readFile", file, name: "run.log", size: file.size, maxChars: MAX }]);
    expect(reading.pending).toEqual({ kind: "file", file, name: "run.log", size: file.size });
    const progress = run([{ type: "readProgress", id: 1, done: 100, total: file.size }], reading);
    expect(progress.status).toEqual({ kind: "reading", done: 100, total: file.size });
    expect(run([{ type: "readProgress", id: 9, done: 5, total: 10 }], reading)).toBe(reading);
    const done = run([answer(1, text, { lines: 30, preview: "first lines" })], progress);
    expect(done.held).toEqual({
      kind: "file",
      file,
      name: "run.log",
      size: file.size,
      lines: 30,
      preview: "first lines",
    });
  });

  it("each read gets the next id, and only the answer to the latest read counts", () => {
    const text = example("nccl-tests.txt");
    const two = run([
      { type: "read", text, maxChars: MAX },
      { type: "read", text, maxChars: MAX },
    ]);
    expect(two.reading).toBe(2);
    expect(two.status).toEqual({ kind: "reading" });
    const stale = run([answer(1, text), { type: "readTimedOut", id: 1, seconds: 5 }], two);
    expect(stale).toBe(two);
    const done = run([answer(2, text)], two);
    expect(done.reading).toBeUndefined();
    expect(done.status).toEqual({ kind: "readIn", ms: 12 });
    expect(done.read?.head.kind).toBe("nccl-tests");
    expect(done.read?.rowCount).toBe(9);
  });

  it("a read that times out or fails says so, and keeps the last result", () => {
    const text = example("iperf3.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const timedOut = run(
      [
        { type: "read", text, maxChars: MAX },
        { type: "readTimedOut", id: 2, seconds: 5 },
      ],
      shown,
    );
    expect(timedOut.status).toEqual({ kind: "timeout", seconds: 5 });
    expect(timedOut.read).toBe(shown.read);
    const failed = run(
      [
        { type: "read", text, maxChars: MAX },
        { type: "readFailed", id: 3, message: "worker" },
      ],
      timedOut,
    );
    expect(failed.status).toEqual({ kind: "failed", message: "worker" });
  });

  it("the nccl-tests example's hardware comes from its output: GPU, nodes, GPUs per node and transport; the NIC is assumed", () => {
    const text = example("nccl-tests.txt");
    const { read } = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    expect(read?.hardware).toEqual({
      gpu: "h100-sxm",
      gpusPerNode: 4,
      nodes: 2,
      nicCount: 4,
      nicGbps: 400,
      transport: "ib",
    });
    expect([...(read?.known ?? [])].sort()).toEqual(["gpu", "gpusPerNode", "nodes", "transport"]);
  });

  it("a hardware value out of range is refused with its range and the comparison keeps the last valid hardware", () => {
    const text = example("nccl-tests.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const refused = run([{ type: "hardware", name: "nicGbps", value: "0" }], shown);
    expect(refused.read?.hardware).toBe(shown.read?.hardware);
    expect(refused.read?.hardwareProblem).toEqual({
      kind: "range",
      field: "nicGbps",
      value: "0",
      min: 1,
      max: 3200,
    });
    expect(refused.read?.edited).toEqual([]);
    const changed = run([{ type: "hardware", name: "nicGbps", value: "200" }], refused);
    expect(changed.read?.hardware?.nicGbps).toBe(200);
    expect(changed.read?.hardwareProblem).toBeUndefined();
    expect(changed.read?.edited).toEqual(["nicGbps"]);
    const again = run([{ type: "hardware", name: "nicGbps", value: "100" }], changed);
    expect(again.read?.edited).toEqual(["nicGbps"]);
  });

  it("NCCL_ALGO and NCCL_PROTO in the hardware form: ring is asked for, auto leaves the tuner, an unknown name and what the hardware cannot run are refused", () => {
    const text = example("nccl-tests.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const ring = run([{ type: "hardware", name: "algorithm", value: "ring" }], shown);
    expect(ring.read?.hardware?.algorithm).toBe("ring");
    expect(ring.read?.edited).toEqual(["algorithm"]);
    const simple = run([{ type: "hardware", name: "protocol", value: "Simple" }], ring);
    expect(simple.read?.hardware).toMatchObject({ algorithm: "ring", protocol: "Simple" });
    const auto = run([{ type: "hardware", name: "algorithm", value: "auto" }], simple);
    expect(auto.read?.hardware && "algorithm" in auto.read.hardware).toBe(false);
    expect(run([{ type: "hardware", name: "algorithm", value: "bogus" }], shown).read).toBe(shown.read);
    // H100 nodes over InfiniBand without SHARP switches: NCCL would refuse CollNet, and so does the form.
    const collnet = run([{ type: "hardware", name: "algorithm", value: "collnet" }], shown);
    expect(collnet.read?.hardwareProblem?.kind).toBe("model");
    expect(collnet.read?.hardware).toBe(shown.read?.hardware);
  });

  it("NCCL_IB_QPS_PER_CONNECTION and NCCL_MIN_CTAS in the hardware form: a count is asked for, auto keeps NCCL's default, a count NCCL would not take is refused", () => {
    const text = example("nccl-tests.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const qps = run([{ type: "hardware", name: "qpsPerConnection", value: "2" }], shown);
    expect(qps.read?.hardware?.qpsPerConnection).toBe(2);
    expect(qps.read?.edited).toEqual(["qpsPerConnection"]);
    const ctas = run([{ type: "hardware", name: "minChannels", value: "24" }], qps);
    expect(ctas.read?.hardware).toMatchObject({ qpsPerConnection: 2, minChannels: 24 });
    const auto = run([{ type: "hardware", name: "qpsPerConnection", value: "auto" }], ctas);
    expect(auto.read?.hardware && "qpsPerConnection" in auto.read.hardware).toBe(false);
    for (const value of ["0", "129", "1.5", "two", ""])
      expect(run([{ type: "hardware", name: "qpsPerConnection", value }], shown).read, value).toBe(
        shown.read,
      );
    expect(run([{ type: "hardware", name: "minChannels", value: "65" }], shown).read).toBe(shown.read);
  });

  /** The page's nccl-tests example read and shown, its form then set to this many nodes over this transport. */
  const exampleAcross = (nodes: string, transport: string) => {
    const text = example("nccl-tests.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    return run(
      [
        { type: "hardware", name: "nodes", value: nodes },
        { type: "hardware", name: "transport", value: transport },
      ],
      shown,
    );
  };

  it("Sockets and the per-flow limit in the hardware form: a count and a rate are taken, auto clears them, anything else is refused, and leaving kernel TCP keeps them without a problem", () => {
    const tcp = exampleAcross("2", "tcp");
    const limited = run(
      [
        { type: "hardware", name: "flowGbps", value: "10" },
        { type: "hardware", name: "socketsPerConnection", value: "16" },
      ],
      tcp,
    );
    expect(limited.read?.hardware).toMatchObject({ flowGbps: 10, socketsPerConnection: 16 });
    expect(limited.read?.edited).toEqual(expect.arrayContaining(["flowGbps", "socketsPerConnection"]));
    for (const value of ["0", "-5", "ten", "", "1e3", "99999"])
      expect(run([{ type: "hardware", name: "flowGbps", value }], tcp).read, value).toBe(tcp.read);
    expect(run([{ type: "hardware", name: "socketsPerConnection", value: "65" }], tcp).read).toBe(tcp.read);
    const cleared = run([{ type: "hardware", name: "flowGbps", value: "auto" }], limited);
    expect(cleared.read?.hardware && "flowGbps" in cleared.read.hardware).toBe(false);
    const ib = run([{ type: "hardware", name: "transport", value: "ib" }], limited);
    expect(ib.read?.hardwareProblem).toBeUndefined();
    expect(ib.read?.hardware).toMatchObject({ transport: "ib", flowGbps: 10 });
  });

  it("aws-ofi-nccl's tuner in the hardware form: on, off and auto are taken, anything else refused", () => {
    const efa = exampleAcross("4", "efa");
    const off = run([{ type: "hardware", name: "ofiTuner", value: "off" }], efa);
    expect(off.read?.hardware?.ofiTuner).toBe(false);
    expect(off.read?.edited).toContain("ofiTuner");
    expect(run([{ type: "hardware", name: "ofiTuner", value: "on" }], efa).read?.hardware?.ofiTuner).toBe(
      true,
    );
    expect(run([{ type: "hardware", name: "ofiTuner", value: "maybe" }], efa).read).toBe(efa.read);
    const auto = run([{ type: "hardware", name: "ofiTuner", value: "auto" }], off);
    expect(auto.read?.hardware && "ofiTuner" in auto.read.hardware).toBe(false);
  });

  it("NCCL_NVLS_ENABLE and NCCL_COLLNET_ENABLE in the hardware form: on, off and auto are taken, anything else refused; with CollNet on, NCCL_ALGO=collnet can run", () => {
    const text = example("nccl-tests.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const off = run([{ type: "hardware", name: "nvls", value: "off" }], shown);
    expect(off.read?.hardware?.nvls).toBe(false);
    expect(off.read?.edited).toEqual(["nvls"]);
    const auto = run([{ type: "hardware", name: "nvls", value: "auto" }], off);
    expect(auto.read?.hardware && "nvls" in auto.read.hardware).toBe(false);
    for (const value of ["0", "true", ""])
      expect(run([{ type: "hardware", name: "collnet", value }], shown).read, value).toBe(shown.read);
    const sharp = run(
      [
        { type: "hardware", name: "nodes", value: "4" },
        { type: "hardware", name: "collnet", value: "on" },
        { type: "hardware", name: "algorithm", value: "collnet" },
      ],
      shown,
    );
    expect(sharp.read?.hardwareProblem).toBeUndefined();
    expect(sharp.read?.hardware).toMatchObject({ collnet: true, algorithm: "collnet" });
  });

  it("a hardware count that is not a whole number, or empty, is refused as such (not as out of range)", () => {
    const text = example("nccl-tests.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const problem = (value: string) =>
      run([{ type: "hardware", name: "nodes", value }], shown).read?.hardwareProblem;
    expect(problem("2.5")).toEqual({ kind: "notWhole", field: "nodes", value: "2.5" });
    expect(problem("two")).toEqual({ kind: "notWhole", field: "nodes", value: "two" });
    expect(problem("")).toEqual({ kind: "empty", field: "nodes" });
    expect(problem("   ")).toEqual({ kind: "empty", field: "nodes" });
    expect(problem("5000")).toEqual({ kind: "range", field: "nodes", value: "5000", min: 1, max: 4096 });
    expect(problem(" 4 ")).toBeUndefined();
    expect(run([{ type: "hardware", name: "nodes", value: "2.5" }], shown).read?.hardware).toBe(
      shown.read?.hardware,
    );
  });

  it('a text with several nccl-tests runs shows the first; { type: "run", index } shows another with its own hardware', () => {
    const text = corpus("nccl-2025-allgather-openmpi-warning-boxes-two-runs.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    const result = parseMeasurement(text);
    if (result.kind !== "nccl-tests") throw new Error(result.kind);
    expect(result.moreRuns.length).toBeGreaterThan(0);
    expect(shown.read?.run).toBe(0);
    const second = run([{ type: "run", index: 1 }], shown);
    expect(second.read?.run).toBe(1);
    expect(second.read?.edited).toEqual([]);
    expect(run([{ type: "run", index: 99 }], shown).read).toBe(shown.read);
    expect(run([{ type: "run", index: 0 }], second).read?.hardware).toEqual(shown.read?.hardware);
  });

  it('{ type: "diagram", channel, view } changes the NCCL log diagram\'s channel or view, keeping the other', () => {
    const text = example("nccl-log.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    expect(shown.read?.diagram).toEqual({ channel: 0, view: "ring" });
    const tree = run([{ type: "diagram", view: "tree" }], shown);
    expect(tree.read?.diagram).toEqual({ channel: 0, view: "tree" });
    expect(run([{ type: "diagram", channel: 1 }], tree).read?.diagram).toEqual({ channel: 1, view: "tree" });
  });

  it("defaultLink(perftest result) takes perftest's Link type as known, and the reader can change the link", () => {
    const text = example("perftest.txt");
    const shown = run([{ type: "read", text, maxChars: MAX }, answer(1, text)]);
    expect(shown.read?.link).toBe(defaultLink(parseMeasurement(text)).id);
    expect(shown.read?.known).toEqual(["link"]);
    expect(defaultLink(parseMeasurement(example("iperf3.txt")))).toEqual({
      id: "ethernet-100g",
      known: false,
    });
    const changed = run([{ type: "hardware", name: "link", value: "ethernet-400g" }], shown);
    expect(changed.read?.link).toBe("ethernet-400g");
    expect(changed.read?.edited).toEqual(["link"]);
  });

  it("a large text is held whole while the box shows its first lines; editing the box drops it", () => {
    const text = largeOutput();
    const held = run([{ type: "readWhole", text, maxChars: MAX }, answer(1, text, { lines: 2100 })]);
    expect(held.held).toEqual({ kind: "text", text, lines: 2100 });
    expect(boxText(text).split("\n")).toHaveLength(PREVIEW_LINES);
    expect(boxText("short\ntext")).toBe("short\ntext");
    const edited = run([{ type: "edited", empty: false }], held);
    expect(edited.held).toBeUndefined();
    expect(edited.status).toEqual({ kind: "edited" });
    expect(edited.read).toBe(held.read);
  });

  it("clearing drops the result, the held text and the read under way (its late answer is not shown)", () => {
    const text = example("perftest.txt");
    const large = largeOutput();
    const pending = run([
      { type: "readWhole", text: large, maxChars: MAX },
      answer(1, large),
      { type: "read", text, maxChars: MAX },
    ]);
    const cleared = run([{ type: "cleared" }], pending);
    expect(cleared).toEqual({ status: { kind: "empty" }, lastId: 2 });
    expect(run([answer(2, text)], cleared)).toBe(cleared);
  });
});

describe("the page's examples (src/yourMeasurements/examples/)", () => {
  for (const [file, kind, rows] of [
    ["nccl-tests.txt", "nccl-tests", 9],
    ["perftest.txt", "perftest", 23],
    ["iperf3.txt", "iperf3", 1],
    ["nccl-log.txt", "nccl-tests", 9],
  ] as const) {
    it(`parseMeasurement(${file}) reads it as ${kind}, every line, with no remark about its lines`, () => {
      const result = parseMeasurement(example(file));
      expect(result.kind).toBe(kind);
      expect(result.diagnostics).toEqual([]);
      if (result.kind === "nccl-tests") expect(result.rows).toHaveLength(rows);
      if (result.kind === "perftest") expect(result.tests[0]?.bandwidthRows).toHaveLength(rows);
      if (result.kind === "iperf3") expect(result.runs).toHaveLength(rows);
    });
  }
  it("parseMeasurement(nccl-log.txt) decodes its NCCL log: sockets between two nodes, named at the Using network Socket line", () => {
    const text = example("nccl-log.txt");
    const result = parseMeasurement(text);
    if (result.kind !== "nccl-tests" || !result.ncclLog) throw new Error("no NCCL log");
    const log = result.ncclLog;
    const socketLine = text.split("\n").findIndex((l) => l.endsWith("Using network Socket")) + 1;
    expect(log.findings).toEqual([{ line: socketLine, code: "nccl-log-socket-between-nodes", values: {} }]);
    expect(log.versions.map((v) => v.version)).toEqual(["2.26.2+cuda12.8"]);
    expect([log.nranks, log.nNodes, log.localRanks, log.channels]).toEqual([8, 2, 4, 2]);
    expect(log.rings.map((r) => r.ranks)).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7],
      [0, 1, 2, 3, 4, 5, 6, 7],
    ]);
    expect(log.trees).toHaveLength(16);
    expect(log.transports.map((t) => [t.transport, t.count])).toEqual([
      ["P2P/CUMEM/read", 24],
      ["NET/Socket/0", 16],
    ]);
  });
});
