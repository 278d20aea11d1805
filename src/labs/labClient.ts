/**
 * Browser wiring of a lab page: the listing becomes a CodeMirror editor; Run type-checks the code
 * (the TypeScript compiler in a worker, fetched on the first Run or Check and kept for the visit)
 * while it strips the types (sucrase) and runs the lab in a fresh Web Worker through the exercises'
 * runner, with a time limit; type errors are shown first (with "Run anyway" for the run's own
 * verdict), else the verdict (the expected-output check, an error mapped to its line, a time-out)
 * and what the lab printed; Check only type-checks; Reset restores the code. The sandbox action
 * loads its code only when clicked. Nothing is written to the console.
 */
import { blobWorker } from "../exercises/blobWorker.ts";
import { ExerciseRunner, type WorkerLike } from "../exercises/exerciseRunner.ts";
import { defaultLang, isLang, translator, type UiKey } from "../lib/i18n.ts";
import { loadStrings } from "../lib/stringAreas.ts";
import { createLabEditor, type LabEditor } from "./labEditor.ts";
import runtimeAsset from "./labRuntime.ts?worker&url";
import type { LabTypeError } from "./labTypeCheck.ts";
import { LabTypeCheckClient, type TypeCheckWorkerLike } from "./labTypeCheckClient.ts";
import typeCheckAsset from "./labTypeCheckWorker.ts?worker&url";
import { type LabRunView, labRunView, typeErrorView, verdictText } from "./labVerdict.ts";
import { openInSandbox, type SandboxEvent } from "./openInSandbox.ts";
import { reachable } from "./reachable.ts";
import { LAB_SCOPE_NAMES } from "./runLab.ts";
import { sandboxBootLimitMs } from "./sandboxSettings.ts";
import { type WarmWorker, WarmWorkerPool } from "./warmWorkerPool.ts";
import { WEBCONTAINER_PROBE_URL } from "./webContainerOrigin.ts";

/** Time a lab may run in the page, ms. */
export const LAB_TIME_LIMIT_MS = 5000;

type Translate = (key: UiKey, vars?: Record<string, string | number>) => string;

/** Absolute: a worker made from a Blob cannot resolve a path against its blob: URL. */
const runtimeUrl = new URL(runtimeAsset, location.href).href;
/**
 * The built site keeps a warm worker that has loaded the runtime as a classic script; the dev
 * server serves the runtime as a module, loaded by each run's own module worker.
 */
const warm = !import.meta.env.DEV;
const pool = new WarmWorkerPool({
  spawn: () => blobWorker(`importScripts(${JSON.stringify(runtimeUrl)});`, "importScripts") as WarmWorker,
  scriptUrl: (script) => URL.createObjectURL(new Blob([script], { type: "text/javascript" })),
  revokeUrl: (url) => URL.revokeObjectURL(url),
});
/** The type stripper, fetched once the editor is up so the first Run does not wait for it. */
let stripper: Promise<typeof import("./stripLabTypes.ts")> | undefined;
/**
 * The type checker: its worker, and with it the compiler, starts on the first Run or Check. Like
 * the runtime it starts from a Blob that loads the script (a cross-origin isolated page admits a
 * worker script only with its own COEP header; a Blob inherits the page's).
 */
const typeCheckUrl = JSON.stringify(new URL(typeCheckAsset, location.href).href);
const typeChecker = new LabTypeCheckClient(
  new URL("/labs/lab-types.json", location.href).href,
  () =>
    (warm
      ? blobWorker(`importScripts(${typeCheckUrl});`, "importScripts")
      : blobWorker(`import ${typeCheckUrl};`, "import")) as unknown as TypeCheckWorkerLike,
);

function node<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className !== "") el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A focusable <pre> (so it scrolls from the keyboard) holding `text`. */
function listing(className: string, text: string): HTMLPreElement {
  const pre = node("pre", className);
  pre.tabIndex = 0;
  pre.append(node("code", "", text));
  return pre;
}

interface Parts {
  readonly section: HTMLElement;
  readonly editorHost: HTMLElement;
  readonly run: HTMLButtonElement;
  readonly check: HTMLButtonElement;
  readonly stop: HTMLButtonElement;
  readonly reset: HTMLButtonElement;
  readonly status: HTMLElement;
  readonly output: HTMLElement;
  readonly expected: string;
  readonly sandbox: HTMLButtonElement | null;
  readonly sandboxPanel: HTMLElement | null;
}

function parts(section: HTMLElement): Parts | undefined {
  const q = <E extends Element>(role: string) => section.querySelector<E>(`[data-role="${role}"]`);
  const editorHost = q<HTMLElement>("editor");
  const run = q<HTMLButtonElement>("run");
  const check = q<HTMLButtonElement>("check");
  const stop = q<HTMLButtonElement>("stop");
  const reset = q<HTMLButtonElement>("reset");
  const status = q<HTMLElement>("status");
  const output = q<HTMLElement>("output");
  const expected = q<HTMLElement>("expected");
  if (!editorHost || !run || !check || !stop || !reset || !status || !output || !expected) return undefined;
  return {
    section,
    editorHost,
    run,
    check,
    stop,
    reset,
    status,
    output,
    expected: expected.textContent ?? "",
    sandbox: q<HTMLButtonElement>("sandbox"),
    sandboxPanel: q<HTMLElement>("sandbox-panel"),
  };
}

/** The type errors as a list, one line each. */
function typeErrorList(errors: readonly LabTypeError[], tr: Translate): HTMLOListElement {
  const list = node("ol", "lab-type-errors");
  for (const e of errors)
    list.append(
      node(
        "li",
        "",
        tr("labs.typeErrorItem", { line: e.line, column: e.column, message: e.message, code: e.code }),
      ),
    );
  return list;
}

/** Shows a run's verdict, the line it points at, the first difference and the lab's output. */
function showRun(p: Parts, view: LabRunView, code: string, editor: LabEditor, tr: Translate): void {
  const { verdict } = view;
  const text = verdictText(verdict);
  p.section.dataset.verdict = text.tone;
  const badge = node("strong", `lab-badge lab-badge-${text.tone}`, tr(text.badge));
  p.status.replaceChildren(badge, document.createTextNode(` ${tr(text.message, { ...text.vars })}`));
  p.output.replaceChildren();
  const line =
    verdict.kind === "error" || verdict.kind === "syntax" || verdict.kind === "types"
      ? verdict.line
      : undefined;
  if (line !== undefined) {
    const source = code.split("\n")[line - 1] ?? "";
    p.output.append(listing("lab-excerpt", `${line} | ${source}`));
    const go = node("button", "lab-goto", tr("labs.goToLine", { line }));
    go.type = "button";
    go.addEventListener("click", () => editor.selectLine(line));
    p.output.append(go);
  }
  if (verdict.kind === "types") p.output.append(typeErrorList(verdict.errors, tr));
  if (verdict.kind === "differs") {
    const none = tr("labs.noLine");
    p.output.append(
      listing(
        "lab-diff",
        `${tr("labs.expectedLine")} ${verdict.expected ?? none}\n${tr("labs.actualLine")} ${verdict.actual ?? none}`,
      ),
    );
  }
  if (verdict.kind === "pass" || verdict.kind === "differs" || verdict.kind === "error") {
    p.output.append(node("p", "lab-log-title", tr("labs.outputTitle")));
    if (view.logs.length === 0) p.output.append(node("p", "lab-note", tr("labs.outputEmpty")));
    else p.output.append(listing("lab-log", view.logs.join("\n")));
    if (view.droppedLogs > 0)
      p.output.append(node("p", "lab-note", tr("labs.outputDropped", { n: view.droppedLogs })));
  }
}

/** The sentence for a sandbox event, or undefined for output (which goes to the terminal). */
function sandboxMessage(event: SandboxEvent, name: string, tr: Translate): string | undefined {
  switch (event.kind) {
    case "booting":
      return tr("labs.sandboxBooting");
    case "running":
      return tr("labs.sandboxRunning", { name });
    case "output":
      return undefined;
    case "exited":
      return tr("labs.sandboxExited", { code: event.code });
    case "timeout":
      return tr("labs.sandboxTimeout", { seconds: event.seconds });
    case "offline":
      return tr("labs.sandboxOffline");
    case "not-isolated":
      return tr("labs.sandboxNotIsolated");
    case "unavailable":
      return tr("labs.sandboxUnavailable", { reason: event.reason });
    case "failed":
      return tr("labs.sandboxFailed", { reason: event.reason });
    case "cancelled":
      return tr("labs.sandboxCancelled");
  }
}

function wire(p: Parts, tr: Translate): void {
  const name = p.section.dataset.lab ?? "";
  const original = p.section.querySelector('[data-role="source"]')?.textContent ?? "";
  const runner = new ExerciseRunner({
    createWorker: (script: string): WorkerLike =>
      warm ? pool.createWorker(script) : blobWorker(script, "import"),
    runtimeUrl,
    load: warm ? "preloaded" : "import",
    timeLimitMs: LAB_TIME_LIMIT_MS,
  });
  let sandboxRun: AbortController | undefined;

  const busy = (running: boolean): void => {
    p.run.disabled = running;
    p.stop.disabled = !running;
    if (running) p.status.setAttribute("aria-busy", "true");
    else p.status.removeAttribute("aria-busy");
  };

  /** Run the code as it is, type errors or not: its verdict and output. */
  const execute = async (code: string): Promise<LabRunView> => {
    stripper ??= import("./stripLabTypes.ts");
    let view: LabRunView;
    try {
      const stripped = (await stripper).stripLabTypes(code);
      if (stripped.ok) {
        const outcome = await runner.run({
          exerciseId: name,
          names: LAB_SCOPE_NAMES,
          code: stripped.code,
          async: true,
        });
        view = labRunView(outcome, p.expected);
      } else {
        const { ok: _, ...syntax } = stripped;
        view = labRunView({ kind: "syntax", ...syntax }, p.expected);
      }
    } catch (thrown) {
      // The stripper's chunk did not load (a dropped connection): try again on the next Run.
      stripper = undefined;
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      view = labRunView({ kind: "failed", reason }, p.expected);
    }
    return view;
  };

  /** Run: the type check and the run side by side; type errors are shown before the run's verdict. */
  const start = async (): Promise<void> => {
    if (p.run.disabled) return;
    const code = editor.text();
    busy(true);
    p.section.dataset.verdict = "running";
    p.status.replaceChildren(tr(typeChecker.started ? "labs.running" : "labs.checkingFirst"));
    const [types, view] = await Promise.all([typeChecker.check(code), execute(code)]);
    busy(false);
    if (types.kind === "checked" && types.errors.length > 0) {
      const shown = typeErrorView(types.errors, view);
      showRun(p, shown, code, editor, tr);
      const anyway = node("button", "lab-run-anyway", tr("labs.runAnyway"));
      anyway.type = "button";
      anyway.addEventListener("click", () => showRun(p, shown.run, code, editor, tr));
      p.output.append(anyway);
      return;
    }
    showRun(p, view, code, editor, tr);
    if (types.kind === "failed")
      p.output.prepend(node("p", "lab-note", tr("labs.typesNotChecked", { reason: types.reason })));
  };

  /** Check: the type check alone. */
  const checkOnly = async (): Promise<void> => {
    if (p.check.disabled) return;
    const code = editor.text();
    p.check.disabled = true;
    p.status.setAttribute("aria-busy", "true");
    p.status.replaceChildren(tr(typeChecker.started ? "labs.checkingOnly" : "labs.checkingOnlyFirst"));
    const types = await typeChecker.check(code);
    p.check.disabled = false;
    p.status.removeAttribute("aria-busy");
    p.output.replaceChildren();
    if (types.kind === "failed") {
      p.section.dataset.verdict = "error";
      p.status.replaceChildren(tr("labs.runnerFailed", { reason: types.reason }));
    } else if (types.errors.length > 0) {
      const verdict = { kind: "types", errors: types.errors, line: types.errors[0]?.line ?? 1 } as const;
      showRun(p, { verdict, logs: [], droppedLogs: 0 }, code, editor, tr);
    } else {
      p.section.dataset.verdict = "checked";
      p.status.replaceChildren(tr("labs.typesOk", { ms: Math.max(1, Math.round(types.ms)) }));
    }
  };

  const editor = createLabEditor(p.editorHost, {
    text: original,
    label: p.editorHost.dataset.label ?? "",
    describedBy: p.editorHost.dataset.keys ?? "",
    run: () => void start(),
  });

  p.run.addEventListener("click", () => void start());
  p.check.addEventListener("click", () => void checkOnly());
  p.stop.addEventListener("click", () => {
    runner.stop();
    sandboxRun?.abort();
  });
  p.reset.addEventListener("click", () => {
    runner.stop();
    sandboxRun?.abort();
    editor.setText(original);
    delete p.section.dataset.verdict;
    p.status.replaceChildren(tr("labs.ready"));
    p.output.replaceChildren();
  });

  if (p.sandbox && p.sandboxPanel) {
    const button = p.sandbox;
    const panel = p.sandboxPanel;
    const status = panel.querySelector<HTMLElement>('[data-role="sandbox-status"]');
    const terminal = panel.querySelector<HTMLElement>('[data-role="sandbox-output"]');
    const filesUrl = new URL(p.section.dataset.files ?? "/labs/sandbox-files.json", location.href).href;
    button.disabled = false;
    button.addEventListener("click", async () => {
      sandboxRun?.abort();
      const controller = new AbortController();
      sandboxRun = controller;
      panel.hidden = false;
      terminal?.setAttribute("hidden", "");
      terminal?.querySelector("code")?.replaceChildren();
      button.disabled = true;
      p.stop.disabled = false;
      await openInSandbox({
        load: async () => (await import("./webContainerSandbox.ts")).webContainerSandbox(filesUrl),
        lab: { name, source: editor.text() },
        isolated: globalThis.crossOriginIsolated === true,
        online: navigator.onLine,
        probe: (signal) => reachable(WEBCONTAINER_PROBE_URL, signal),
        bootLimitMs: sandboxBootLimitMs(location.search),
        signal: controller.signal,
        fallback: () => {
          p.stop.disabled = true;
          void start();
        },
        report: (event) => {
          if (event.kind === "output" && terminal) {
            terminal.hidden = false;
            terminal.querySelector("code")?.append(event.text);
            return;
          }
          const message = sandboxMessage(event, name, tr);
          if (message !== undefined && status) {
            status.textContent = message;
            panel.dataset.state = event.kind;
          }
        },
      });
      if (sandboxRun === controller) sandboxRun = undefined;
      button.disabled = false;
      if (!runner.running) p.stop.disabled = true;
    });
  }

  p.run.disabled = false;
  p.check.disabled = false;
  p.reset.disabled = false;
  p.stop.disabled = true;
  p.status.replaceChildren(tr("labs.ready"));
  p.section.classList.add("is-live");
  // Fetch the type stripper and load a worker now, while the learner reads: Run need not wait.
  stripper ??= import("./stripLabTypes.ts");
  if (warm) pool.warm();
}

function init(): void {
  for (const section of document.querySelectorAll<HTMLElement>("section[data-lab]")) {
    if (section.classList.contains("is-live")) continue;
    const found = parts(section);
    if (!found) continue;
    const lang = isLang(section.dataset.lang) ? section.dataset.lang : defaultLang;
    // The lab's strings in its language before it speaks.
    void loadStrings(lang, ["labs"]).then(() => wire(found, translator(lang)));
  }
}

init();
