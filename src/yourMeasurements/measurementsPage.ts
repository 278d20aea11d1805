/**
 * The "Your measurements" page in the browser: pasted, dropped, chosen or example output goes
 * through one state (measurementsState.ts: events in, state out), read off the page's thread by
 * the reading worker (MeasurementReader.ts), worded by the view (measurementsView.ts) and drawn
 * by the template (measurementsTemplate.ts) with the chart. A file is streamed by the worker from
 * disk; the page holds its first lines only.
 */
import { html, render } from "lit";
import { chartAsImage } from "../charts/chartAsImage.ts";
import { downloadBlob } from "../lib/exportFigure.ts";
import { defaultLang, formatNumber, isLang, type Lang, translator } from "../lib/i18n.ts";
import { loadStrings } from "../lib/stringAreas.ts";
import type { UnitLens } from "../lib/unitLens.ts";
import { wireLensForm } from "../lib/unitLensControl.ts";
import { currentLens, LENS_EVENT } from "../lib/unitLensStore.ts";
import { yieldToMain } from "../lib/yieldToMain.ts";
import { readHardwareQuery } from "./hardwareQuery.ts";
import { MeasurementReader, type ReadingWorker } from "./MeasurementReader.ts";
import {
  boxText,
  HOLD_OVER_CHARS,
  initialMeasurementsState,
  type MeasurementRead,
  type MeasurementsEvent,
  measurementsReducer,
} from "./measurementsState.ts";
import { resultsTemplate } from "./measurementsTemplate.ts";
import { measurementCsv, type ResultView, resultView, statusView } from "./measurementsView.ts";
import type { ReadSource } from "./readProtocol.ts";
import { tableBody } from "./tableBody.ts";

/** The page's language: its strings load before the page is wired. */
const lang: Lang = isLang(document.documentElement.lang) ? document.documentElement.lang : defaultLang;
const tr = translator(lang);
/** Longest a read may go without a word from the worker (it reports progress every 0.1 s), ms. */
const TIME_LIMIT_MS = 5000;
/**
 * Rows put in the table at once; the rest of the shown rows follow as soon as the page is idle.
 * The table scrolls in a box about 14 rows high below the chart, so a large read paints its
 * chart without waiting for the layout of rows nobody can see yet.
 */
const TABLE_ROWS_FIRST = 40;

/** The examples' text, each loaded when its button is pressed (outputs written for this page). */
const EXAMPLES: Record<string, () => Promise<{ default: string }>> = {
  nccl: () => import("./examples/nccl-tests.txt?raw"),
  perftest: () => import("./examples/perftest.txt?raw"),
  iperf3: () => import("./examples/iperf3.txt?raw"),
  "nccl-log": () => import("./examples/nccl-log.txt?raw"),
};

/**
 * The chart's code (Observable Plot and d3, over half the page's script): fetched when the first
 * read starts, alongside the worker's parsing, so a reader who never pastes never downloads it.
 */
let chartCode: typeof import("../charts/measurementChart.ts") | undefined;
/** Whether the chart's code is on its way (or came). */
let chartLoading = false;
function loadChart(): void {
  if (chartLoading) return;
  chartLoading = true;
  import("../charts/measurementChart.ts").then(
    (module) => {
      chartCode = module;
      // Results drawn before it came get their chart now.
      drawn = { read: undefined, lens: undefined };
      show();
    },
    () => {
      // A failed fetch (offline, a new deployment): the next read tries again; the table stays.
      chartLoading = false;
    },
  );
}

const section = document.querySelector<HTMLElement>(".measurements");
const input = document.getElementById("measure-input") as HTMLTextAreaElement | null;
const fileInput = document.getElementById("measure-file") as HTMLInputElement | null;
const status = document.getElementById("measure-status");
const results = document.getElementById("measure-results");
const maxChars = Number(section?.dataset.maxChars ?? 5e6);
const heldNote = document.createElement("p");
heldNote.className = "hint measure-held";
heldNote.hidden = true;

let state = initialMeasurementsState;
/** Opened as /measurements/?example=nccl-log#nccl-log: show the log's section once it is drawn. */
let revealLog = false;
/** The read and lens the results were last drawn for: the results change only with them. */
let drawn: { read: MeasurementRead | undefined; lens: UnitLens | undefined } = {
  read: undefined,
  lens: undefined,
};

const reader = new MeasurementReader(
  () => new Worker(new URL("./parseWorker.ts", import.meta.url), { type: "module" }) as ReadingWorker,
  TIME_LIMIT_MS,
  (event) => dispatch(event),
);

/** What a read event asks the worker to read. */
function sourceOf(event: MeasurementsEvent): ReadSource | undefined {
  if (event.type === "read" || event.type === "readWhole") return { text: event.text };
  if (event.type === "readFile") return { file: event.file };
  return undefined;
}

/** Apply an event, start (or cancel) the read it asks for, and show the new state. */
function dispatch(event: MeasurementsEvent): void {
  const before = state;
  state = measurementsReducer(state, event);
  const source = sourceOf(event);
  if (source && state.reading !== undefined && state.reading !== before.reading) {
    reader.read(state.reading, source);
    loadChart();
  }
  if (event.type === "cleared") reader.cancel();
  // A large text or a file that read as a tool's output: the box shows its first lines.
  if (input && state.held && state.held !== before.held) {
    input.value = state.held.kind === "text" ? boxText(state.held.text) : state.held.preview;
  }
  show();
}

/** Read what the reader gave: the held text or file, or the box. */
function readSource(): void {
  const held = state.held;
  if (held?.kind === "text") dispatch({ type: "readWhole", text: held.text, maxChars });
  else if (held?.kind === "file")
    dispatch({ type: "readFile", file: held.file, name: held.name, size: held.size, maxChars });
  else dispatch({ type: "read", text: input?.value ?? "", maxChars });
}

/**
 * Read a whole text given at once (a drop, an example, a large paste). A short one goes in the box
 * and is read as the box; a large one is read first, and the box shows its first lines only if it
 * was a tool's output: until then, and if it was not, the box keeps what it had.
 */
function readWhole(text: string): void {
  if (text.length <= HOLD_OVER_CHARS) {
    if (input) input.value = text;
    dispatch({ type: "edited", empty: text.trim() === "" });
    dispatch({ type: "read", text, maxChars });
  } else {
    dispatch({ type: "readWhole", text, maxChars });
  }
}

/** Counts the results drawn: a draw still waiting for its second piece is dropped once a newer one starts. */
let draws = 0;

function show(): void {
  const lens = currentLens();
  if (!results || (drawn.read === state.read && drawn.lens === lens)) {
    showStatus();
    return;
  }
  drawn = { read: state.read, lens };
  const draw = ++draws;
  const read = state.read;
  if (!read) {
    showStatus();
    render(html``, results);
    return;
  }
  void drawInPieces(draw, read, lens);
}

/**
 * Draw a read's results in three tasks, so that none runs long (a large read's view and chart
 * each take tens of ms): its view, then its chart (built off the page), then the status, the table
 * and the chart put on the page together. A newer draw drops what is left of this one.
 */
async function drawInPieces(draw: number, read: MeasurementRead, lens: UnitLens): Promise<void> {
  const result = resultView(read, { lang, tr, lens });
  const chartView = result.compared?.chart;
  if (chartView && !chartCode) loadChart();
  await yieldToMain();
  if (draw !== draws || !results) return;
  const chart =
    chartView && chartCode
      ? chartCode.measurementChart(
          chartView.comparison,
          { document, width: Math.min(900, results.clientWidth || 800), lang, tr, lens },
          { xKind: chartView.xKind },
        )
      : null;
  if (chart) chartAsImage(chart, result.labels.chart);
  await yieldToMain();
  if (draw !== draws) return;
  showStatus();
  drawResults(read, result, chart);
}

/** The status line and the held text's note, as the state says now. */
function showStatus(): void {
  const view = statusView(state, { lang, tr });
  // The status is a live region: an unchanged message is not said again.
  if (status && status.textContent !== view.status) status.textContent = view.status;
  heldNote.hidden = view.heldNote === undefined;
  heldNote.textContent = view.heldNote ?? "";
}

/** Put a read's results on the page: its view, with the chart built for it, and the table. */
function drawResults(read: MeasurementRead, result: ResultView, chart: Element | null): void {
  if (!results) return;
  const rows = result.table?.rows ?? [];
  const format = (v: number) => formatNumber(lang, v, 3);
  const body = tableBody(document, rows.slice(0, TABLE_ROWS_FIRST), format);
  if (rows.length > TABLE_ROWS_FIRST) {
    whenIdle(() => {
      // Only into the table still shown (a newer read or a hardware change renders a new one).
      if (body.isConnected) body.append(...tableBody(document, rows.slice(TABLE_ROWS_FIRST), format).rows);
    });
  }
  render(
    resultsTemplate(result, {
      chart,
      body,
      onHardwareChange: (name, value) => dispatch({ type: "hardware", name, value }),
      onRunChange: (index) => dispatch({ type: "run", index }),
      onDiagramChange: (change) => dispatch({ type: "diagram", ...change }),
      onDownloadCsv: () => {
        const csv = measurementCsv(read, tr);
        downloadBlob(csv.name, new Blob([csv.text], { type: "text/csv;charset=utf-8" }));
      },
    }),
    results,
  );
  // The section did not exist when the browser looked for the link's #nccl-log: go to it now.
  const logSection = revealLog ? document.getElementById("nccl-log") : null;
  if (logSection) {
    revealLog = false;
    logSection.scrollIntoView();
  }
}

/** Read one of the page's own example outputs. */
async function readExample(name: string): Promise<void> {
  const load = Object.hasOwn(EXAMPLES, name) ? EXAMPLES[name] : undefined;
  if (load) readWhole((await load()).default);
}

/** Run `task` once the page is idle (soon after the next paint). */
function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 500 });
  else setTimeout(task, 50);
}

/** Read a chosen or dropped file: the worker streams it from disk; the page never holds its text. */
function readFile(file: File | undefined): void {
  if (!file) return;
  dispatch({ type: "readFile", file, name: file.name, size: file.size, maxChars });
}

function wire(): void {
  input?.insertAdjacentElement("afterend", heldNote);
  document.getElementById("measure-form")?.addEventListener("submit", (event) => {
    event.preventDefault();
    readSource();
  });
  input?.addEventListener("paste", (event) => {
    const text = event.clipboardData?.getData("text/plain") ?? "";
    // The browser pastes a short text as usual; the input event that follows reads the box.
    if (text.length <= HOLD_OVER_CHARS || !input) return;
    event.preventDefault();
    // A large paste goes where a paste would: into the box's text at the selection (over the held
    // text's preview, it replaces it). It is read before the box shows anything of it.
    const whole = state.held
      ? text
      : input.value.slice(0, input.selectionStart) + text + input.value.slice(input.selectionEnd);
    readWhole(whole);
  });
  input?.addEventListener("input", (event) => {
    // The reader edited the box (or a held text's preview): from now on the box is the input.
    dispatch({ type: "edited", empty: input.value.trim() === "" });
    // A paste is read at once, with whatever else the box holds; typing waits for Read.
    if (event instanceof InputEvent && event.inputType === "insertFromPaste") readSource();
  });
  document.getElementById("measure-clear")?.addEventListener("click", () => {
    if (input) input.value = "";
    dispatch({ type: "cleared" });
  });
  fileInput?.addEventListener("change", () => readFile(fileInput.files?.[0]));
  input?.addEventListener("dragover", (event) => event.preventDefault());
  input?.addEventListener("drop", (event) => {
    event.preventDefault();
    const file = event.dataTransfer?.files?.[0];
    if (file) {
      readFile(file);
      return;
    }
    // Text dragged from another page or editor replaces the box, as a dropped file does.
    const text = event.dataTransfer?.getData("text/plain") ?? "";
    if (text !== "") readWhole(text);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-example]")) {
    button.addEventListener("click", () => void readExample(button.dataset.example ?? ""));
  }
  // A link naming hardware (the cluster advisor's plan): pastes are compared with it.
  const planned = readHardwareQuery(new URLSearchParams(location.search));
  if (Object.keys(planned.hardware).length > 0 || planned.refused.length > 0)
    dispatch({ type: "planned", planned });
  // A link to /measurements/?example=nccl-log (from the NCCL chapter) opens with that example read.
  const asked = new URLSearchParams(location.search).get("example");
  if (asked !== null && Object.hasOwn(EXAMPLES, asked)) {
    revealLog = location.hash === "#nccl-log";
    void readExample(asked);
  }
  window.addEventListener(LENS_EVENT, () => show());
  // The buttons come disabled from the server: a press before they are wired would be lost (and
  // Read would submit the form to the server).
  for (const control of document.querySelectorAll<HTMLButtonElement | HTMLInputElement>("[data-until-wired]"))
    control.disabled = false;
  for (const form of document.querySelectorAll<HTMLFormElement>(".unit-lens-form")) wireLensForm(form);
  // Text pasted or dropped in the box while the page was loading is read now, as a paste would be.
  if (input && input.value.trim() !== "") {
    dispatch({ type: "edited", empty: false });
    readSource();
  }
  // Once the page is idle, before the first paste: start the reading worker (and its parser
  // warm-up), and format a first number. The browser's first number format loads its locale data
  // (20-35 ms of main thread); paid here, it is not paid during a read, where the status's
  // progress and the chart's code (whose first lines make one) would each be a task that long.
  const warm = () => {
    reader.warm();
    formatNumber(lang, 0);
  };
  if ("requestIdleCallback" in window) requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 500);
}

void loadStrings(lang, ["figure", "measurements"]).then(wire);
