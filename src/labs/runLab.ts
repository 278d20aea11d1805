/**
 * Runs a lab's compiled code in the in-page runner: the code is the body of a function over
 * {@link LAB_SCOPE_NAMES} (`require` hands out fabric-model, `console` prints to the page), and
 * what it printed or threw comes back as data. Never rejects. The page runs it in a Worker it can
 * terminate (labRuntime.ts); tests run it directly.
 */
import { formatLogLine } from "../exercises/formatValue.ts";
import { describeThrown } from "../exercises/learnerCode.ts";
import type { SandboxResult } from "../exercises/sandbox.ts";

/** Most output lines kept from one run of a lab. */
export const MAX_LAB_LINES = 1000;

/** The names a lab's compiled code takes, in order (what sucrase's imports transform expects). */
export const LAB_SCOPE_NAMES: readonly string[] = ["require", "exports", "module", "console"];

/** What a lab may import in the page: module name -> module. */
export type LabModules = Readonly<Record<string, unknown>>;

/**
 * Runs `lab` (compiled over {@link LAB_SCOPE_NAMES}) with `modules` importable, awaiting it when it
 * returns a promise. `where` locates the code in stack traces.
 * `await runLab((req, ex, mod, con) => con.log("hi"), {}, { scriptUrl: "", lines: 1 })` -> { logs: ["hi"], droppedLogs: 0 }
 */
export async function runLab(
  lab: (...values: unknown[]) => unknown,
  modules: LabModules,
  where: { readonly scriptUrl: string; readonly lines: number },
): Promise<SandboxResult> {
  const logs: string[] = [];
  let droppedLogs = 0;
  // console.log prints one line per call; text that holds newlines becomes several lines. Numbers
  // print exactly as Node prints them, since the output is compared with Node's.
  const log = (...values: unknown[]): void => {
    const text =
      values.length === 1 && typeof values[0] === "string" ? values[0] : formatLogLine(values, "exact");
    for (const line of text.split("\n")) {
      if (logs.length < MAX_LAB_LINES) logs.push(formatLogLine([line]));
      else droppedLogs++;
    }
  };
  const console = Object.freeze({ log, info: log, warn: log, error: log, debug: log });
  const require = (name: unknown): unknown => {
    if (typeof name === "string" && Object.hasOwn(modules, name)) return modules[name];
    const known = Object.keys(modules)
      .map((m) => `"${m}"`)
      .join(", ");
    throw new Error(`Cannot import "${String(name)}" in the page: only ${known} is available here`);
  };
  const exports = {};
  const module = { exports };
  try {
    await lab.call(undefined, require, exports, module, console);
  } catch (thrown) {
    return { logs, droppedLogs, error: describeThrown(thrown, where.scriptUrl, where.lines) };
  }
  return { logs, droppedLogs };
}
