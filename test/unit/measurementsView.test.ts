import { readFileSync } from "node:fs";
import { parseMeasurement } from "fabric-model";
import { describe, expect, it } from "vitest";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens, type UnitLens } from "../../src/lib/unitLens.ts";
import { firstComparison } from "../../src/yourMeasurements/firstComparison.ts";
import {
  initialMeasurementsState,
  type MeasurementsEvent,
  type MeasurementsState,
  measurementsReducer,
} from "../../src/yourMeasurements/measurementsState.ts";
import { measurementCsv, resultView, statusView } from "../../src/yourMeasurements/measurementsView.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";

const en = { lang: "en", tr: translator("en"), lens: defaultLens } as const;
const ko = { lang: "ko", tr: translator("ko"), lens: defaultLens } as const;

/** The state after reading `text` (as the page does: a read, then the worker's answer). */
function readOf(text: string, events: MeasurementsEvent[] = []): MeasurementsState {
  const result = parseMeasurement(text);
  const first = firstComparison(result);
  return [
    { type: "read", text, maxChars: 5e6 } as const,
    {
      type: "readDone",
      id: 1,
      packed: packMeasurement(result).packed,
      ms: 12.4,
      ...(first ? { first } : {}),
    } as const,
    ...events,
  ].reduce(measurementsReducer, initialMeasurementsState);
}
const example = (name: string) => readFileSync(`src/yourMeasurements/examples/${name}`, "utf8");

describe("statusView", () => {
  it("statusView(state) words the status line in the page's language, numbers formatted", () => {
    expect(statusView(initialMeasurementsState, en).status).toBe(
      "Nothing to read yet: paste tool output above, or choose a file.",
    );
    expect(statusView(readOf(example("iperf3.txt")), en).status).toBe("Read in 12 ms.");
    const refused = measurementsReducer(initialMeasurementsState, {
      type: "refused",
      chars: 5_300_000,
      maxChars: 5e6,
    });
    expect(statusView(refused, en).status).toContain("5.3");
    expect(statusView(refused, ko).status).not.toBe(statusView(refused, en).status);
    expect(statusView(refused, ko).status).toMatch(/[가-힣]/);
  });
  it("statusView says how much of a held text the box shows, and nothing when it shows all", () => {
    const held = measurementsReducer(initialMeasurementsState, {
      type: "source",
      text: "a\n".repeat(60_000),
    });
    expect(statusView(held, en).heldNote).toContain("60,001");
    expect(statusView(initialMeasurementsState, en).heldNote).toBeUndefined();
  });
});

describe("resultView", () => {
  it("resultView(nccl-tests example) names the run, says where each hardware value came from, and charts sizes", () => {
    const read = readOf(example("nccl-tests.txt")).read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.kindLine).toBe("nccl-tests output: all_reduce, 8 ranks, 9 sizes");
    const source = Object.fromEntries(view.compared?.hardware.map((f) => [f.name, f.source]) ?? []);
    expect(source).toEqual({
      gpu: "from the output",
      gpusPerNode: "from the output",
      nodes: "from the output",
      nicCount: "assumed: check it",
      nicGbps: "assumed: check it",
      transport: "from the output",
    });
    expect(view.compared?.hardware.find((f) => f.name === "nicGbps")?.range).toEqual({ min: 1, max: 3200 });
    expect(view.compared?.chart?.xKind).toBe("bytes");
    expect(view.compared?.chart?.lensNote).toBe("");
    expect(view.diagnostics).toEqual([]);
    expect(view.table?.rows).toHaveLength(9);
    expect(view.table?.shownNote).toBeUndefined();
  });
  it("resultView notes the unit lens's conversions under a collective's chart", () => {
    const read = readOf(example("nccl-tests.txt")).read;
    if (!read) throw new Error("no read");
    const lens: UnitLens = { ...defaultLens, rate: "GBps", collective: "algbw" };
    const note = resultView(read, { ...en, lens }).compared?.chart?.lensNote ?? "";
    expect(note).toContain("divided by 8");
    expect(note).toContain("busbw is algbw × 2(n−1)/n");
  });
  it("resultView words a refused hardware value with its range, as the page shows it", () => {
    const read = readOf(example("nccl-tests.txt"), [{ type: "hardware", name: "nicGbps", value: "0" }]).read;
    if (!read) throw new Error("no read");
    expect(resultView(read, en).compared?.hardwareError).toBe(
      "NIC line rate (Gb/s): 0 is outside 1–3200. The comparison keeps the last valid hardware.",
    );
    const edited = readOf(example("nccl-tests.txt"), [
      { type: "hardware", name: "nicGbps", value: "200" },
    ]).read;
    if (!edited) throw new Error("no read");
    const view = resultView(edited, en);
    expect(view.compared?.hardware.find((f) => f.name === "nicGbps")).toMatchObject({
      value: "200",
      source: "your value",
    });
    expect(view.compared?.hardwareError).toBeUndefined();
  });
  it("resultView(iperf3 example) offers the link, charts streams; in Korean every label is Korean", () => {
    const read = readOf(example("iperf3.txt")).read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.kindLine).toBe("iperf3 output: 1 runs");
    expect(view.compared?.hardware.map((f) => f.name)).toEqual(["link"]);
    expect(view.compared?.chart?.xKind).toBe("streams");
    const korean = resultView(read, ko);
    expect(korean.kindLine).toMatch(/[가-힣]/);
    for (const label of Object.values(korean.labels)) expect(label).toMatch(/[가-힣]/);
  });
  it("resultView of unknown text says so, with its remark and nothing to compare", () => {
    const read = readOf("hello\nthis is not a benchmark\n").read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.kindLine).toContain("does not look like");
    expect(view.compared).toBeUndefined();
    expect(view.nothingRead).toBeUndefined();
    expect(view.diagnostics.length).toBeGreaterThan(0);
    expect(view.diagnostics[0]?.line).toBeUndefined();
  });
  it("resultView of a run with no result row says there is nothing to compare, and lists no hardware", () => {
    const header = example("nccl-tests.txt")
      .split("\n")
      .filter((l) => l.startsWith("#"))
      .join("\n");
    const read = readOf(header).read;
    if (!read) throw new Error("no read");
    const view = resultView(read, en);
    expect(view.nothingRead).toContain("nothing to compare with the model");
    expect(view.compared).toBeUndefined();
  });
});

describe("measurementCsv", () => {
  it("measurementCsv(read) has every row, not only those shown, headers in the page's language, CRLF", () => {
    const header =
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong";
    const rows = Array.from({ length: 250 }, (_, i) => {
      const size = 8 * (i + 1);
      const time = 20;
      const bw = (size / time / 1e3).toFixed(2);
      return `${String(size).padStart(12)} ${String(size / 4).padStart(12)}     float     sum      -1 ${time.toFixed(2).padStart(8)} ${bw.padStart(7)} ${bw.padStart(7)}      0 ${time.toFixed(2).padStart(8)} ${bw.padStart(7)} ${bw.padStart(7)}      0`;
    });
    const read = readOf([header, ...rows].join("\n")).read;
    if (!read) throw new Error("no read");
    expect(resultView(read, en).table?.rows).toHaveLength(200);
    expect(resultView(read, en).table?.shownNote).toContain("250");
    const csv = measurementCsv(read, translator("ko"));
    expect(csv.name).toBe("measurement-nccl-tests.csv");
    const lines = csv.text.split("\r\n");
    expect(lines).toHaveLength(252);
    expect(lines[0]).toMatch(/[가-힣]/);
    expect(lines[1]?.split(",")[1]).toBe("8");
  });
});
