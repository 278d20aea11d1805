/**
 * The "Your measurements" page: read pasted or dropped tool output in a worker (size limit,
 * time limit, never freezing the page), then show what was read, what was not (with line
 * numbers), the likely problems, a hardware picker prefilled from the output, the measurement
 * against the model, and a CSV. Every label comes from the dictionary; input is only ever text.
 */
import "../lib/strings/en/figure.ts";
import "../lib/strings/en/measurements.ts";
import type { LinkPresetId, MeasurementDiagnostic, MeasurementResult, NcclTestsResult } from "fabric-model";
import { gpuPresetIds, linkPresets } from "fabric-model";
import { html, nothing, render, type TemplateResult } from "lit";
import { chartAsImage } from "../charts/chartAsImage.ts";
import { isCollective, measurementChart } from "../charts/measurementChart.ts";
import { csvField } from "../lib/exportFigure.ts";
import { defaultLang, formatNumber, isLang, type Lang, translator, type UiKey } from "../lib/i18n.ts";
import { lensNote } from "../lib/unitLens.ts";
import { wireLensForm } from "../lib/unitLensControl.ts";
import { currentLens, LENS_EVENT } from "../lib/unitLensStore.ts";
import { compareIperf3 } from "./compareIperf3.ts";
import { compareNcclTests } from "./compareNcclTests.ts";
import { comparePerftest } from "./comparePerftest.ts";
import type { FirstComparison } from "./firstComparison.ts";
import { guessNcclHardware } from "./guessNcclHardware.ts";
import type { MeasurementComparison } from "./MeasurementComparison.ts";
import { measurementTable } from "./measurementTable.ts";
import type { NcclHardware } from "./NcclHardware.ts";
import { type PackedMeasurement, unpackMeasurement } from "./packMeasurement.ts";
import { tableBody } from "./tableBody.ts";

/** The page's language (Korean pages load the Korean strings before this script runs). */
const lang: Lang = isLang(document.documentElement.lang) ? document.documentElement.lang : defaultLang;
const tr = translator(lang);
const TIME_LIMIT_MS = 5000;
const TABLE_ROWS_SHOWN = 200;
/**
 * Rows put in the table at once; the rest of the shown rows follow as soon as the page is idle.
 * The table scrolls in a box about 14 rows high below the chart, so a large read paints its
 * chart without waiting for the layout of rows nobody can see yet.
 */
const TABLE_ROWS_FIRST = 40;
/**
 * Above this many characters a paste, file or drop is held in memory and the box shows only its
 * first lines: laying out a megabyte of text in a textarea takes the browser longer than reading it.
 */
const HOLD_OVER_CHARS = 100_000;
const PREVIEW_LINES = 200;
const TRANSPORTS = ["ib", "roce", "tcp", "efa", "slingshot", "tcpxo"] as const;
const LINKS = (Object.keys(linkPresets) as LinkPresetId[]).filter((id) => /^(ib|ethernet)-/.test(id));

const section = document.querySelector<HTMLElement>(".measurements");
const form = document.getElementById("measure-form") as HTMLFormElement | null;
const input = document.getElementById("measure-input") as HTMLTextAreaElement | null;
const fileInput = document.getElementById("measure-file") as HTMLInputElement | null;
const status = document.getElementById("measure-status");
const results = document.getElementById("measure-results");
const maxChars = Number(section?.dataset.maxChars ?? 5e6);

interface PageState {
  /** The read as it came from the worker; `full` rebuilds all of it when first needed. */
  packed: PackedMeasurement;
  /** The result with only the rows the table shows (all of them for short reads). */
  head: MeasurementResult;
  /** Rows the table would have in full (the CSV's rows). */
  rowCount: number;
  /** The worker's comparison for the guessed hardware (nccl-tests). */
  first?: FirstComparison;
  ms: number;
  hardware?: NcclHardware;
  /** Fields of `hardware` (or "link") read from the output; the others are defaults to check. */
  known: readonly string[];
  /** Fields the reader has changed since the read. */
  edited: string[];
  link: LinkPresetId;
  hardwareError: string;
}
let state: PageState | undefined;
/** The full result of the shown read, rebuilt from the packed rows on first use. */
let fullResult: { packed: PackedMeasurement; result: MeasurementResult } | undefined;

function full(s: PageState): MeasurementResult {
  if (fullResult?.packed !== s.packed) fullResult = { packed: s.packed, result: unpackMeasurement(s.packed) };
  return fullResult.result;
}
let worker: Worker | undefined;
/** The full text of a large input the box only previews; dropped when the reader edits the box. */
let held: string | undefined;
const heldNote = document.createElement("p");
heldNote.className = "hint measure-held";
heldNote.hidden = true;
input?.insertAdjacentElement("afterend", heldNote);
let request = 0;

/** Put a message in the status line (a live region: an unchanged message is not said again). */
function say(key: UiKey, vars?: Record<string, string | number>): void {
  const text = tr(key, vars);
  if (status && status.textContent !== text) status.textContent = text;
}

/** Put `text` in the box, or for a large text, hold it and show its first lines with a note. */
function setSource(text: string): void {
  if (!input) return;
  if (text.length <= HOLD_OVER_CHARS) {
    held = undefined;
    heldNote.hidden = true;
    input.value = text;
    return;
  }
  held = text;
  let end = 0;
  for (let i = 0; i < PREVIEW_LINES && end >= 0; i++) end = text.indexOf("\n", end + 1);
  input.value = end < 0 ? text.slice(0, HOLD_OVER_CHARS) : text.slice(0, end);
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines++;
  heldNote.textContent = tr("measure.held", {
    size: formatNumber(lang, text.length / 1e6, 1),
    lines: formatNumber(lang, lines, 0),
    shown: PREVIEW_LINES,
  });
  heldNote.hidden = false;
}

/** What the reader gave: the held text, or the box. */
function source(): string {
  return held ?? input?.value ?? "";
}

/** The reading worker, kept between reads; a new one after a time-out. */
function readingWorker(): Worker {
  worker ??= new Worker(new URL("./parseWorker.ts", import.meta.url), { type: "module" });
  return worker;
}

/** Read `text` in the worker, within the size and time limits. */
function read(text: string): void {
  if (text.trim() === "") {
    say("measure.empty");
    return;
  }
  if (text.length > maxChars) {
    say("measure.tooLarge", {
      size: formatNumber(lang, text.length / 1e6, 1),
      max: formatNumber(lang, maxChars / 1e6, 0),
    });
    return;
  }
  say("measure.reading");
  const w = readingWorker();
  const id = ++request;
  const timer = setTimeout(() => {
    w.terminate();
    worker = undefined;
    say("measure.timeout", { seconds: TIME_LIMIT_MS / 1000 });
  }, TIME_LIMIT_MS);
  w.onmessage = (
    event: MessageEvent<{
      id: number;
      packed?: PackedMeasurement;
      ms?: number;
      first?: FirstComparison;
      error?: string;
    }>,
  ) => {
    if (event.data.id !== id) return; // an answer to a read the reader has since replaced
    clearTimeout(timer);
    if (event.data.error || !event.data.packed) {
      say("measure.failed", { message: event.data.error ?? "?" });
      return;
    }
    const packed = event.data.packed;
    const head = unpackMeasurement(packed, TABLE_ROWS_SHOWN);
    const first = event.data.first;
    const guess =
      head.kind === "nccl-tests" && !first
        ? guessNcclHardware(unpackMeasurement(packed) as NcclTestsResult)
        : undefined;
    const link = defaultLink(head);
    state = {
      packed,
      head,
      rowCount: packed.kind === "nccl-tests" ? packed.rows.count : measurementTable(head).rows.length,
      ...(first ? { first } : {}),
      ms: event.data.ms ?? 0,
      ...(head.kind === "nccl-tests"
        ? { hardware: first?.hardware ?? (guess?.hardware as NcclHardware) }
        : {}),
      known: first?.known ?? guess?.known ?? (link.known ? ["link"] : []),
      edited: [],
      link: link.id,
      hardwareError: "",
    };
    show();
  };
  w.onerror = () => {
    clearTimeout(timer);
    w.terminate();
    worker = undefined;
    say("measure.failed", { message: "worker" });
  };
  w.postMessage({ id, text });
}

/** The link to compare with: InfiniBand or Ethernet as perftest's "Link type" says, else 100 GbE. */
function defaultLink(result: MeasurementResult): { id: LinkPresetId; known: boolean } {
  const linkType = result.kind === "perftest" ? (result.tests[0]?.linkType ?? "") : "";
  return { id: /infiniband/i.test(linkType) ? "ib-hdr-4x" : "ethernet-100g", known: linkType !== "" };
}

function summaryOf(s: PageState): string {
  const result = s.head;
  switch (result.kind) {
    case "nccl-tests":
      return tr("measure.kindNccl", {
        collective: result.collective ?? "?",
        ranks: result.nranks ?? "?",
        rows: s.rowCount,
      });
    case "perftest": {
      const test = result.tests[0];
      return tr("measure.kindPerftest", {
        program: test?.program ?? test?.title ?? "perftest",
        rows: (test?.bandwidthRows.length ?? 0) + (test?.latencyRows.length ?? 0),
      });
    }
    case "iperf3":
      return tr("measure.kindIperf3", { runs: result.runs.length });
    default:
      return tr("measure.unknown");
  }
}

function compare(s: PageState): MeasurementComparison | undefined {
  const r = s.head;
  if (r.kind === "nccl-tests" && s.hardware) {
    if (s.first && s.first.hardware === s.hardware) return s.first.comparison;
    return compareNcclTests(full(s) as NcclTestsResult, s.hardware);
  }
  if (r.kind === "perftest") return comparePerftest(r, s.link);
  if (r.kind === "iperf3") return compareIperf3(r, s.link);
  return undefined;
}

/** Whether a field's value was read from the output or assumed, said beside its label. */
function valueSource(s: PageState, field: string): TemplateResult {
  const said = s.edited.includes(field)
    ? "measure.yourValue"
    : s.known.includes(field)
      ? "measure.fromOutput"
      : "measure.assumed";
  return html`<span class="measure-source">${tr(said)}</span>`;
}

function numberField(
  s: PageState,
  name: keyof NcclHardware,
  label: UiKey,
  value: number,
  min: number,
  max: number,
): TemplateResult {
  return html`<label>${tr(label)}${valueSource(s, name)}
    <input type="number" name=${name} .value=${String(value)} min=${min} max=${max} step="1" inputmode="numeric"
      data-label=${tr(label)} />
  </label>`;
}

function hardwareForm(s: PageState): TemplateResult {
  const hw = s.hardware;
  const linkSelect = html`<label>${tr("measure.link")}${valueSource(s, "link")}
    <select name="link">${LINKS.map((id) => html`<option value=${id} ?selected=${id === s.link}>${linkPresets[id].label}</option>`)}</select>
  </label>`;
  return html`<form class="measure-hardware" aria-labelledby="measure-hw-title" @submit=${(e: Event) => e.preventDefault()}
    @change=${onHardwareChange}>
    <h2 id="measure-hw-title">${tr("measure.hardware")}</h2>
    <p class="hint">${tr("measure.hardwareHint")}</p>
    ${
      hw
        ? html`<label>${tr("measure.gpu")}${valueSource(s, "gpu")}
            <select name="gpu">${gpuPresetIds.map((g) => html`<option value=${g} ?selected=${g === hw.gpu}>${g}</option>`)}</select>
          </label>
          ${numberField(s, "gpusPerNode", "measure.gpusPerNode", hw.gpusPerNode, 1, 64)}
          ${numberField(s, "nodes", "measure.nodes", hw.nodes, 1, 4096)}
          ${numberField(s, "nicCount", "measure.nicCount", hw.nicCount, 1, 64)}
          ${numberField(s, "nicGbps", "measure.nicGbps", hw.nicGbps, 1, 3200)}
          <label>${tr("measure.transport")}${valueSource(s, "transport")}
            <select name="transport">${TRANSPORTS.map((t) => html`<option value=${t} ?selected=${t === hw.transport}>${t}</option>`)}</select>
          </label>`
        : linkSelect
    }
    ${s.hardwareError ? html`<p class="fab-error" role="alert">${s.hardwareError}</p>` : nothing}
  </form>`;
}

function onHardwareChange(event: Event): void {
  if (!state) return;
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  const name = target.name;
  if (name === "link") {
    state.link = target.value as LinkPresetId;
    state.edited.push(name);
  } else if (state.hardware && name in state.hardware) {
    const next = { ...state.hardware } as Record<string, unknown>;
    if (target instanceof HTMLInputElement && target.type === "number") {
      const n = Number(target.value);
      if (!Number.isInteger(n) || n < Number(target.min) || n > Number(target.max)) {
        state.hardwareError = tr("measure.hardwareInvalid", {
          field: target.dataset.label ?? name,
          message: tr("state.error.range", { value: target.value, min: target.min, max: target.max }),
        });
        show();
        return;
      }
      next[name] = n;
    } else {
      next[name] = target.value;
    }
    const candidate = next as unknown as NcclHardware;
    try {
      compareNcclTests(full(state) as NcclTestsResult, candidate);
      state.hardware = candidate;
      state.hardwareError = "";
      state.edited.push(name);
    } catch (error) {
      state.hardwareError = tr("measure.hardwareInvalid", {
        field: name,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  show();
}

function downloadCsv(): void {
  if (!state) return;
  const table = measurementTable(full(state));
  const lines = [
    table.headers.map((h) => csvField(tr(h))).join(","),
    ...table.rows.map((r) => r.map(csvField).join(",")),
  ];
  const url = URL.createObjectURL(
    new Blob([`${lines.join("\r\n")}\r\n`], { type: "text/csv;charset=utf-8" }),
  );
  const a = document.createElement("a");
  a.href = url;
  a.download = `measurement-${state.head.kind}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function show(): void {
  if (!state || !results) return;
  const s = state;
  say("measure.readIn", { ms: formatNumber(lang, s.ms, 0) });
  const r = s.head;
  // Recognised, but no result row read: nothing to compare, and the remarks say why.
  const nothingRead = r.kind !== "unknown" && s.rowCount === 0;
  let comparison: MeasurementComparison | undefined;
  try {
    comparison = compare(s);
  } catch (error) {
    s.hardwareError = tr("measure.failed", {
      message: error instanceof Error ? error.message : String(error),
    });
  }
  const lens = currentLens();
  const chart = comparison?.series.some((x) => x.points.length > 0)
    ? measurementChart(
        comparison,
        { document, width: Math.min(900, results.clientWidth || 800), lang, tr, lens },
        { xKind: r.kind === "iperf3" ? "streams" : "bytes" },
      )
    : null;
  // The conversion the unit lens applied to the chart, as under every figure.
  const note =
    chart && comparison?.quantity === "rate"
      ? lensNote(lens, new Set(["throughput"]), isCollective(comparison))
          .map((key) => tr(key))
          .join(" ")
      : "";
  if (chart) chartAsImage(chart, tr("measure.chart"));
  const table = measurementTable(r);
  const shownRows = table.rows.slice(0, TABLE_ROWS_SHOWN);
  const format = (v: number) => formatNumber(lang, v, 3);
  const body = tableBody(document, shownRows.slice(0, TABLE_ROWS_FIRST), format);
  if (shownRows.length > TABLE_ROWS_FIRST) {
    whenIdle(() => {
      // Only into the table still shown (a newer read or a hardware change renders a new one).
      if (body.isConnected)
        body.append(...tableBody(document, shownRows.slice(TABLE_ROWS_FIRST), format).rows);
    });
  }
  const problems = [...(comparison?.problems ?? [])];
  const unavailable = comparison?.modelUnavailable;
  render(
    html`<p class="measure-kind">${summaryOf(s)}</p>
      ${
        r.kind === "unknown"
          ? nothing
          : nothingRead
            ? html`<p class="measure-nothing">${tr("measure.noRows")}</p>`
            : html`<section aria-labelledby="measure-problems-title">
              <h2 id="measure-problems-title">${tr("measure.problems")}</h2>
              ${
                problems.length === 0
                  ? html`<p>${tr("measure.noProblems")}</p>`
                  : html`<ul class="measure-problems">${problems.map((p) => html`<li>${tr(p.key, p.vars)}</li>`)}</ul>`
              }
              ${unavailable ? html`<p class="hint">${tr(unavailable.key, unavailable.vars)}</p>` : nothing}
            </section>
            ${hardwareForm(s)}
            ${
              chart
                ? html`<section aria-labelledby="measure-chart-title">
                    <h2 id="measure-chart-title">${tr("measure.chart")}</h2>
                    <div class="fab-chart">${chart}</div>
                    ${note ? html`<p class="fab-lens-note">${note}</p>` : nothing}
                  </section>`
                : nothing
            }`
      }
      <section aria-labelledby="measure-diag-title">
        <h2 id="measure-diag-title">${tr("measure.diagnostics")}</h2>
        ${
          r.diagnostics.length === 0
            ? html`<p>${tr("measure.noDiagnostics")}</p>`
            : remarkList(r.diagnostics, "measure-diagnostics")
        }
      </section>
      ${
        r.notes.length > 0
          ? html`<section aria-labelledby="measure-notes-title">
              <h2 id="measure-notes-title">${tr("measure.notes")}</h2>
              ${remarkList(r.notes, "measure-notes")}
            </section>`
          : nothing
      }
      ${
        table.rows.length > 0
          ? html`<section class="measure-rows">
              <h2 id="measure-table-title">${tr("measure.table")}</h2>
              <button type="button" @click=${downloadCsv}>${tr("measure.downloadCsv")}</button>
              ${
                s.rowCount > TABLE_ROWS_SHOWN
                  ? html`<p class="hint">${tr("measure.tableShown", { shown: TABLE_ROWS_SHOWN, total: s.rowCount })}</p>`
                  : nothing
              }
              <div class="fab-table-wrap" tabindex="0" role="region" aria-label=${tr("measure.table")}>
                <table class="measure-table">
                  <thead><tr>${table.headers.map((h) => html`<th scope="col">${tr(h)}</th>`)}</tr></thead>
                  ${body}
                </table>
              </div>
            </section>`
          : nothing
      }`,
    results,
  );
}

/**
 * Remarks with their line numbers, every one the parser kept (it keeps at most 100 of a kind and
 * counts the rest in one closing remark). Line 0 is about the input as a whole: no number.
 */
function remarkList(remarks: readonly MeasurementDiagnostic[], className: string): TemplateResult {
  return html`<ul class=${className}>
    ${remarks.map(
      (d) =>
        html`<li>${d.line > 0 ? html`<strong>${tr("measure.line", { line: d.line })}</strong>: ` : nothing}${tr(`measure.msg.${d.code}`, d.values)}</li>`,
    )}
  </ul>`;
}

/** Run `task` once the page is idle (soon after the next paint). */
function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 500 });
  else setTimeout(task, 50);
}

const EXAMPLES: Record<string, () => Promise<{ default: string }>> = {
  nccl: () => import("../../packages/fabric-model/test/fixtures/nccl_2022_broadcast_mpi_prefix.txt?raw"),
  perftest: () =>
    import("../../packages/fabric-model/test/fixtures/perftest_ib_send_bw_ib_all_sizes.txt?raw"),
  iperf3: () => import("../../packages/fabric-model/test/fixtures/iperf3_tcp_parallel_omitted.txt?raw"),
};

form?.addEventListener("submit", (event) => {
  event.preventDefault();
  read(source());
});
input?.addEventListener("paste", (event) => {
  const text = event.clipboardData?.getData("text/plain") ?? "";
  // The browser pastes a short text as usual; the input event that follows reads the box.
  if (text.length <= HOLD_OVER_CHARS) return;
  event.preventDefault();
  setSource(text);
  read(text);
});
input?.addEventListener("input", (event) => {
  // The reader edited the box (or a held text's preview): from now on the box is the input.
  held = undefined;
  heldNote.hidden = true;
  // A paste is read at once, with whatever else the box holds; typing waits for Read.
  if (event instanceof InputEvent && event.inputType === "insertFromPaste") read(source());
  else say(source().trim() === "" ? "measure.empty" : "measure.edited");
});
document.getElementById("measure-clear")?.addEventListener("click", () => {
  setSource("");
  state = undefined;
  if (results) render(nothing, results);
  say("measure.empty");
});
fileInput?.addEventListener("change", () => void readFile(fileInput.files?.[0]));
input?.addEventListener("dragover", (event) => event.preventDefault());
input?.addEventListener("drop", (event) => {
  event.preventDefault();
  const file = event.dataTransfer?.files?.[0];
  if (file) {
    void readFile(file);
    return;
  }
  // Text dragged from another page or editor replaces the box, as a dropped file does.
  const text = event.dataTransfer?.getData("text/plain") ?? "";
  if (text === "") return;
  setSource(text);
  read(source());
});
for (const button of document.querySelectorAll<HTMLButtonElement>("[data-example]")) {
  button.addEventListener("click", async () => {
    const load = EXAMPLES[button.dataset.example ?? ""];
    if (!load || !input) return;
    setSource((await load()).default);
    read(source());
  });
}
window.addEventListener(LENS_EVENT, () => show());
// Start the reading worker (and its parser warm-up) once the page is idle, before the first paste.
if ("requestIdleCallback" in window) requestIdleCallback(() => readingWorker(), { timeout: 2000 });
else setTimeout(() => readingWorker(), 500);
for (const lensForm of document.querySelectorAll<HTMLFormElement>(".unit-lens-form")) wireLensForm(lensForm);

async function readFile(file: File | undefined): Promise<void> {
  if (!file || !input) return;
  if (file.size > maxChars) {
    say("measure.tooLarge", {
      size: formatNumber(lang, file.size / 1e6, 1),
      max: formatNumber(lang, maxChars / 1e6, 0),
    });
    return;
  }
  setSource(await file.text());
  read(source());
}
