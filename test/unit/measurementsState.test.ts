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
  sourceText,
} from "../../src/yourMeasurements/measurementsState.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";

const example = (name: string) => readFileSync(`src/yourMeasurements/examples/${name}`, "utf8");
const MAX = 5_000_000;
const run = (events: MeasurementsEvent[], from: MeasurementsState = initialMeasurementsState) =>
  events.reduce(measurementsReducer, from);

/** The worker's answer to read `id` of `text`, as parseWorker.ts makes it. */
function answer(id: number, text: string): MeasurementsEvent {
  const result = parseMeasurement(text);
  const first = firstComparison(result);
  return {
    type: "readDone",
    id,
    packed: packMeasurement(result).packed,
    ms: 12,
    ...(first ? { first } : {}),
  };
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
    expect(run([{ type: "refused", chars: 9e6, maxChars: MAX }], read).status.kind).toBe("tooLarge");
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
    expect(run([{ type: "hardware", name: "nodes", value: "2.5" }], shown).read?.hardwareProblem?.kind).toBe(
      "range",
    );
    const changed = run([{ type: "hardware", name: "nicGbps", value: "200" }], refused);
    expect(changed.read?.hardware?.nicGbps).toBe(200);
    expect(changed.read?.hardwareProblem).toBeUndefined();
    expect(changed.read?.edited).toEqual(["nicGbps"]);
    const again = run([{ type: "hardware", name: "nicGbps", value: "100" }], changed);
    expect(again.read?.edited).toEqual(["nicGbps"]);
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
    const line = `${"x".repeat(99)}\n`;
    const text = line.repeat(Math.ceil(HOLD_OVER_CHARS / line.length) + 10);
    const held = run([{ type: "source", text }]);
    expect(held.held?.text).toBe(text);
    expect(held.held?.lines).toBe(text.split("\n").length);
    expect(sourceText(held, "the box")).toBe(text);
    expect(boxText(text).split("\n")).toHaveLength(PREVIEW_LINES);
    expect(boxText("short\ntext")).toBe("short\ntext");
    const edited = run([{ type: "edited", empty: false }], held);
    expect(edited.held).toBeUndefined();
    expect(edited.status).toEqual({ kind: "edited" });
    expect(sourceText(edited, "the box")).toBe("the box");
    expect(run([{ type: "source", text: "short" }], held).held).toBeUndefined();
  });

  it("clearing drops the result, the held text and the read under way (its late answer is not shown)", () => {
    const text = example("perftest.txt");
    const pending = run([
      { type: "source", text: "y".repeat(HOLD_OVER_CHARS + 1) },
      { type: "read", text, maxChars: MAX },
    ]);
    const cleared = run([{ type: "cleared" }], pending);
    expect(cleared).toEqual({ status: { kind: "empty" }, lastId: 1 });
    expect(run([answer(1, text)], cleared)).toBe(cleared);
  });
});

describe("the page's examples (src/yourMeasurements/examples/)", () => {
  for (const [file, kind, rows] of [
    ["nccl-tests.txt", "nccl-tests", 9],
    ["perftest.txt", "perftest", 23],
    ["iperf3.txt", "iperf3", 1],
  ] as const) {
    it(`parseMeasurement(${file}) reads it as ${kind}, every line, with no remark`, () => {
      const result = parseMeasurement(example(file));
      expect(result.kind).toBe(kind);
      expect(result.diagnostics).toEqual([]);
      if (result.kind === "nccl-tests") expect(result.rows).toHaveLength(rows);
      if (result.kind === "perftest") expect(result.tests[0]?.bandwidthRows).toHaveLength(rows);
      if (result.kind === "iperf3") expect(result.runs).toHaveLength(rows);
    });
  }
});
