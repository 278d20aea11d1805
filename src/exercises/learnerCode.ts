/**
 * The learner's code as a worker script, and mapping errors back to editor lines. The page runs
 * each attempt as the main script of a fresh classic Worker made from a Blob: no eval (the site's
 * Content-Security-Policy forbids it), a syntax error is reported by the Worker's `error` event
 * with its line, and an endless loop is stopped by terminating the Worker. The script's first
 * lines load the exercise runtime and open a function whose body is the learner's code, so editor
 * line `n` is script line `n + CODE_FIRST_LINE - 1`.
 */

/** Script line on which the learner's first line sits. */
export const CODE_FIRST_LINE = 3;

/** Name of the global the runtime defines and the script calls: `__fabricExercise(id, lines, fn)`. */
export const RUNTIME_ENTRY = "__fabricExercise";

/** An error of the learner's code, as shown next to the editor. */
export interface LearnerError {
  /** "SyntaxError", "TypeError", "VerbsError", ... */
  readonly name: string;
  readonly message: string;
  /** A refused verb call (a VerbsError), as codes the page says in its language. */
  readonly verbs?: {
    readonly verb: string;
    readonly errno: string;
    readonly code: string;
    readonly values: Readonly<Record<string, string | number>>;
  };
  /** 1-based line in the editor, when known. */
  readonly line?: number;
  /** The thrown value could not be read (a Proxy whose traps throw): the page says so. */
  readonly unreadable?: true;
  /** 1-based column, when known. */
  readonly column?: number;
}

/** How a worker script gets its runtime (see {@link workerScript}). */
export type RuntimeLoad = "importScripts" | "import" | "preloaded";

/**
 * The worker script for one attempt. `load` is how the runtime is loaded: `importScripts` for a
 * classic script (the built site), `import` for an ES module (the dev server), `preloaded` when the
 * worker already runs the runtime and imports this script itself (the labs' warm workers); each
 * takes one line.
 * `exerciseId` is what the runtime runs (an exercise id, or a lab's name); `async` makes the code
 * the body of an async function, so it may use `await` (labs).
 * `workerScript({ runtimeUrl: "/rt.js", load: "importScripts", exerciseId: "x", names: ["a"], code: "return a" })`
 */
export function workerScript(inputs: {
  runtimeUrl: string;
  load: RuntimeLoad;
  exerciseId: string;
  names: readonly string[];
  code: string;
  async?: boolean;
}): string {
  const url = JSON.stringify(inputs.runtimeUrl);
  const loader =
    inputs.load === "import"
      ? `import ${url};`
      : inputs.load === "preloaded"
        ? `// ${url} is already loaded.`
        : `importScripts(${url});`;
  const fn = inputs.async === true ? "async function" : "function";
  const head = `${RUNTIME_ENTRY}(${JSON.stringify(inputs.exerciseId)}, ${lineCount(inputs.code)}, ${fn} (${inputs.names.join(", ")}) {"use strict";`;
  return `${loader}\n${head}\n${inputs.code}\n});\n`;
}

/** Number of lines of `code` as the editor shows them. */
export function lineCount(code: string): number {
  return code.split("\n").length;
}

/** Editor line of script line `scriptLine`, or undefined outside the code. */
export function editorLine(scriptLine: number, lines: number): number | undefined {
  const line = scriptLine - CODE_FIRST_LINE + 1;
  return Number.isInteger(line) && line >= 1 && line <= lines ? line : undefined;
}

/**
 * The editor position of a syntax error the Worker reported at `scriptLine`: errors found at the
 * closing line (an unclosed brace) point at the last line of the code.
 */
export function syntaxErrorLine(scriptLine: number, lines: number): number | undefined {
  if (!Number.isInteger(scriptLine) || scriptLine < CODE_FIRST_LINE) return undefined;
  return Math.min(scriptLine - CODE_FIRST_LINE + 1, Math.max(1, lines));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Where in the editor an error happened: the innermost stack frame inside the learner's code (so
 * an error thrown inside a verb points at the line that called it). `scriptUrl` is the worker
 * script's URL as stack traces print it.
 * `editorLocation("at blob:x/1:5:3", "blob:x/1", 10)` -> {line: 3, column: 3}
 */
export function editorLocation(
  stack: string | undefined,
  scriptUrl: string,
  lines: number,
): { line: number; column: number } | undefined {
  if (typeof stack !== "string" || scriptUrl === "") return undefined;
  const frame = new RegExp(`${escapeRegExp(scriptUrl)}:(\\d+):(\\d+)`, "g");
  for (const m of stack.matchAll(frame)) {
    const line = editorLine(Number(m[1]), lines);
    if (line !== undefined) return { line, column: Number(m[2]) };
  }
  return undefined;
}

/**
 * Describes anything the learner's code threw (errors from any realm, or any value); never throws.
 * A value that cannot even be read (a Proxy whose traps throw) is said to be one, `unreadable`.
 */
export function describeThrown(thrown: unknown, scriptUrl: string, lines: number): LearnerError {
  try {
    return describeReadable(thrown, scriptUrl, lines);
  } catch {
    return { name: "Error", message: "", unreadable: true };
  }
}

function describeReadable(thrown: unknown, scriptUrl: string, lines: number): LearnerError {
  if (typeof thrown === "object" && thrown !== null && typeof (thrown as Error).message === "string") {
    const error = thrown as Error;
    let stack: string | undefined;
    try {
      stack = typeof error.stack === "string" ? error.stack : undefined;
    } catch {
      stack = undefined;
    }
    const at = editorLocation(stack, scriptUrl, lines);
    const name = typeof error.name === "string" && error.name !== "" ? error.name : "Error";
    const verbs = name === "VerbsError" ? verbsRefusal(error) : undefined;
    return {
      name: String(name),
      message: String(error.message),
      ...(verbs ? { verbs } : {}),
      ...(at ? { line: at.line, column: at.column } : {}),
    };
  }
  let text: string;
  try {
    text = String(thrown);
  } catch {
    text = typeof thrown;
  }
  return { name: "Error", message: text };
}

/** A VerbsError's verb, errno, code and values (plain data, to cross to the page), or undefined. */
function verbsRefusal(error: object): LearnerError["verbs"] {
  const { verb, errno, code, values } = error as Record<string, unknown>;
  if (typeof verb !== "string" || typeof errno !== "string" || typeof code !== "string") return undefined;
  if (typeof values !== "object" || values === null) return undefined;
  const plain: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values))
    if (typeof v === "string" || typeof v === "number") plain[k] = v;
  return { verb, errno, code, values: plain };
}

/** The message of a Worker `error` event without the engine's "Uncaught " prefix. */
export function cleanErrorMessage(message: string): string {
  return message.replace(/^Uncaught\s+/, "");
}
