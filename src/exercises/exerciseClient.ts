/**
 * Browser wiring of every `<Exercise>` on a page: the editor's keys (Tab indents, Escape then Tab
 * leaves, Ctrl+Enter runs), Run / Stop / Reset, and the output region that shows the verdict,
 * errors with their line, time-outs and the learner's log. Nothing is written to the console.
 */
import { defaultLang, isLang, type Lang, translator, type UiKey } from "../lib/i18n.ts";
import { loadStrings } from "../lib/stringAreas.ts";
import { verbsErrorLine } from "../lib/verbsMessages.ts";
import { blobWorker } from "./blobWorker.ts";
import { ExerciseRunner, type WorkerLike } from "./exerciseRunner.ts";
import runtimeAsset from "./exerciseRuntime.ts?worker&url";
import type { RunOutcome } from "./protocol.ts";

/** Absolute: a worker made from a Blob cannot resolve a path against its blob: URL. */
const runtimeUrl = new URL(runtimeAsset, location.href).href;
/** The built site loads the runtime as a classic script; the dev server serves it as a module. */
const load: "importScripts" | "import" = import.meta.env.DEV ? "import" : "importScripts";

function createWorker(script: string): WorkerLike {
  return blobWorker(script, load);
}

interface Parts {
  readonly section: HTMLElement;
  readonly code: HTMLTextAreaElement;
  readonly run: HTMLButtonElement;
  readonly stop: HTMLButtonElement;
  readonly reset: HTMLButtonElement;
  readonly output: HTMLElement;
}

function parts(section: HTMLElement): Parts | undefined {
  const code = section.querySelector<HTMLTextAreaElement>("textarea[data-role=code]");
  const run = section.querySelector<HTMLButtonElement>("button[data-role=run]");
  const stop = section.querySelector<HTMLButtonElement>("button[data-role=stop]");
  const reset = section.querySelector<HTMLButtonElement>("button[data-role=reset]");
  const output = section.querySelector<HTMLElement>("[data-role=output]");
  if (!code || !run || !stop || !reset || !output) return undefined;
  return { section, code, run, stop, reset, output };
}

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

/** Character offsets of line `line` (1-based) in `text`. */
function lineRange(text: string, line: number): { start: number; end: number } {
  let start = 0;
  for (let i = 1; i < line; i++) {
    const next = text.indexOf("\n", start);
    if (next < 0) return { start: text.length, end: text.length };
    start = next + 1;
  }
  const end = text.indexOf("\n", start);
  return { start, end: end < 0 ? text.length : end };
}

function selectLine(code: HTMLTextAreaElement, line: number): void {
  const { start, end } = lineRange(code.value, line);
  code.focus();
  code.setSelectionRange(start, end);
  const lineHeight = Number.parseFloat(getComputedStyle(code).lineHeight) || 20;
  code.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

/** The offending line of code with a caret under `column`, as a <pre>. */
function codeExcerpt(code: string, line: number, column: number | undefined): HTMLElement {
  const { start, end } = lineRange(code, line);
  const text = code.slice(start, end);
  const gutter = `${line} | `;
  const pre = node("pre", "exercise-excerpt");
  pre.tabIndex = 0;
  const caret =
    column !== undefined && column >= 1 && column <= text.length + 1
      ? `\n${" ".repeat(gutter.length + column - 1)}^`
      : "";
  pre.append(node("code", "", `${gutter}${text}${caret}`));
  return pre;
}

function replaceText(code: HTMLTextAreaElement, start: number, end: number, text: string): void {
  code.setSelectionRange(start, end);
  // execCommand keeps the edit on the undo stack; setRangeText is the fallback.
  if (!document.execCommand?.("insertText", false, text)) {
    code.setRangeText(text, start, end, "end");
  }
}

/** Tab / Shift+Tab indent and dedent the selected lines by two spaces. */
function indent(code: HTMLTextAreaElement, outdent: boolean): void {
  const { selectionStart: s, selectionEnd: e, value } = code;
  const lineStart = value.lastIndexOf("\n", s - 1) + 1;
  if (!outdent && !value.slice(s, e).includes("\n")) {
    replaceText(code, s, e, "  ");
    return;
  }
  const block = value.slice(lineStart, e);
  const changed = outdent ? block.replace(/^ {1,2}/gm, "") : block.replace(/^/gm, "  ");
  replaceText(code, lineStart, e, changed);
  code.setSelectionRange(lineStart, lineStart + changed.length);
}

function wire(p: Parts, tr: (key: UiKey, vars?: Record<string, string | number>) => string): void {
  const exerciseId = p.section.dataset.exercise ?? "";
  const names = (p.section.dataset.names ?? "").split(",").filter(Boolean);
  const runner = new ExerciseRunner({ createWorker, runtimeUrl, load });
  let escaped = false;

  const status = (kind: string, label: string, message: string): void => {
    p.output.dataset.verdict = kind;
    const head = node("p", "exercise-status");
    head.append(
      node("strong", `exercise-badge exercise-badge-${kind}`, label),
      document.createTextNode(` ${message}`),
    );
    p.output.replaceChildren(head);
  };
  const errorAt = (codeText: string, line: number | undefined, column: number | undefined): void => {
    if (line === undefined) return;
    p.output.append(codeExcerpt(codeText, line, column));
    const go = node("button", "exercise-goto", tr("ex.ui.goToLine", { line }));
    go.type = "button";
    go.addEventListener("click", () => selectLine(p.code, line));
    p.output.append(go);
  };

  const show = (outcome: RunOutcome, codeText: string): void => {
    switch (outcome.kind) {
      case "result": {
        const { result } = outcome;
        if (result.error) {
          const e = result.error;
          const said = e.verbs
            ? verbsErrorLine(e.verbs as Parameters<typeof verbsErrorLine>[0], tr)
            : e.message;
          const message = e.unreadable
            ? tr("ex.ui.unreadable")
            : e.line !== undefined
              ? tr("ex.ui.errorAt", { line: e.line, column: e.column ?? 1, name: e.name, message: said })
              : tr("ex.ui.errorNoLine", { name: e.name, message: said });
          status("error", tr("ex.ui.error"), message);
          errorAt(codeText, e.line, e.column);
        } else if (result.verdict) {
          const v = result.verdict;
          status(
            v.pass ? "pass" : "fail",
            tr(v.pass ? "ex.ui.pass" : "ex.ui.fail"),
            tr(v.key, { ...v.vars }),
          );
        }
        if (result.logs.length > 0 || result.droppedLogs > 0) {
          p.output.append(node("p", "exercise-log-title", tr("ex.ui.logTitle")));
          const pre = node("pre", "exercise-log");
          // Focusable, so the region can be scrolled from the keyboard.
          pre.tabIndex = 0;
          pre.append(node("code", "", result.logs.join("\n")));
          p.output.append(pre);
          if (result.droppedLogs > 0)
            p.output.append(node("p", "exercise-note", tr("ex.ui.logDropped", { n: result.droppedLogs })));
        }
        return;
      }
      case "syntax": {
        const message =
          outcome.line !== undefined
            ? tr("ex.ui.syntaxAt", {
                line: outcome.line,
                column: outcome.column ?? 1,
                message: outcome.message,
              })
            : outcome.message === ""
              ? tr("ex.ui.syntaxUnknown")
              : tr("ex.ui.syntax", { message: outcome.message });
        status("error", tr("ex.ui.error"), message);
        errorAt(codeText, outcome.line, outcome.column);
        return;
      }
      case "timeout":
        status("timeout", tr("ex.ui.stoppedBadge"), tr("ex.ui.timeout", { seconds: outcome.seconds }));
        return;
      case "stopped":
        status("timeout", tr("ex.ui.stoppedBadge"), tr("ex.ui.stopped"));
        return;
      case "failed":
        status("error", tr("ex.ui.error"), tr("ex.ui.workerFailed", { reason: outcome.reason }));
        return;
    }
  };

  const start = async (): Promise<void> => {
    const codeText = p.code.value;
    p.run.disabled = true;
    p.stop.disabled = false;
    p.output.setAttribute("aria-busy", "true");
    p.output.dataset.verdict = "running";
    p.output.replaceChildren(node("p", "exercise-status", tr("ex.ui.running")));
    const outcome = await runner.run({ exerciseId, names, code: codeText });
    p.output.removeAttribute("aria-busy");
    p.run.disabled = false;
    p.stop.disabled = true;
    show(outcome, codeText);
  };

  p.run.addEventListener("click", () => void start());
  p.stop.addEventListener("click", () => runner.stop());
  p.reset.addEventListener("click", () => {
    runner.stop();
    p.code.value = p.code.defaultValue;
    delete p.output.dataset.verdict;
    p.output.replaceChildren(node("p", "exercise-status", tr("ex.ui.ready")));
  });
  p.code.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      escaped = true;
      return;
    }
    if (event.key === "Tab" && !escaped && !event.ctrlKey && !event.altKey && !event.metaKey) {
      event.preventDefault();
      indent(p.code, event.shiftKey);
      return;
    }
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!p.run.disabled) void start();
      return;
    }
    if (event.key !== "Shift") escaped = false;
  });
  p.code.addEventListener("focus", () => {
    escaped = false;
  });

  p.run.disabled = false;
  p.reset.disabled = false;
  p.stop.disabled = true;
  p.output.replaceChildren(node("p", "exercise-status", tr("ex.ui.ready")));
  p.section.classList.add("is-live");
}

function init(): void {
  for (const section of document.querySelectorAll<HTMLElement>("section[data-exercise]")) {
    if (section.classList.contains("is-live")) continue;
    const found = parts(section);
    if (!found) continue;
    const lang: Lang = isLang(section.dataset.lang) ? section.dataset.lang : defaultLang;
    // The exercise's strings in its language before it speaks.
    void loadStrings(lang, ["verbs"]).then(() => wire(found, translator(lang)));
  }
}

init();
