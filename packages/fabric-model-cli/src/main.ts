import { readFileSync } from "node:fs";
import process from "node:process";
import type { CliIo } from "./CliCommand.ts";
import { runCli } from "./runCli.ts";

/**
 * Node entry point of the `fabric-model` command: runs `runCli` on `process.argv` with the real
 * stdout, stderr and file system, and sets `process.exitCode`; bin/fabric-model.js calls this.
 * @example await runNodeCli() // exit code, e.g. 0
 */
export async function runNodeCli(): Promise<number> {
  const io: CliIo = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path) => readFileSync(path, "utf8"),
    readStdin: () => readFileSync(0, "utf8"),
  };
  const code = await runCli(process.argv.slice(2), io);
  process.exitCode = code;
  return code;
}
