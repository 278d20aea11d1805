import type { CliIo } from "./CliCommand.ts";
import { runCli } from "./runCli.ts";

/** The parts of Node's `process` the entry point uses (typed here: the package has no Node types). */
interface NodeProcess {
  readonly argv: readonly string[];
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  exitCode?: number | string | undefined;
  getBuiltinModule(id: "node:fs"): { readFileSync(path: string | number, encoding: "utf8"): string };
}

/**
 * Node entry point of the `fabric-model` command: runs `runCli` on `process.argv` with the real
 * stdout, stderr and file system, and sets `process.exitCode`. Uses `process.getBuiltinModule`
 * (Node 22.3+); bin/fabric-model.js calls this.
 * @throws Error when not running under Node (no `process`).
 * @example await runNodeCli() // exit code, e.g. 0
 */
export async function runNodeCli(): Promise<number> {
  const proc = (globalThis as unknown as { process?: NodeProcess }).process;
  if (proc === undefined) throw new Error("runNodeCli needs Node.js");
  const fs = proc.getBuiltinModule("node:fs");
  const io: CliIo = {
    stdout: (text) => proc.stdout.write(text),
    stderr: (text) => proc.stderr.write(text),
    readFile: (path) => fs.readFileSync(path, "utf8"),
    readStdin: () => fs.readFileSync(0, "utf8"),
  };
  const code = await runCli(proc.argv.slice(2), io);
  proc.exitCode = code;
  return code;
}
