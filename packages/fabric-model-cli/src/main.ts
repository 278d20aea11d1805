import process from "node:process";
import type { CliIo } from "./CliCommand.ts";
import { BoundedReadError, readBounded, readFileBounded } from "./readBounded.ts";
import { runCli } from "./runCli.ts";

/** How long a named file may take to end, ms (standard input has no limit: a run may pipe into it). */
const FILE_TIMEOUT_MS = 5000;

/**
 * When the reader of a pipe goes away (`fabric-model cross-validate | head`), writing to it fails
 * with EPIPE: stop there, with the command's exit code and no stack trace, as Unix tools do. Any
 * other write error is still thrown.
 */
function endQuietlyOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });
}

/**
 * Node entry point of the `fabric-model` command: runs `runCli` on `process.argv` with the real
 * stdout, stderr and file system, and sets `process.exitCode`; bin/fabric-model.js calls this.
 * @example await runNodeCli() // exit code, e.g. 0
 */
export async function runNodeCli(): Promise<number> {
  endQuietlyOnClosedPipe(process.stdout);
  endQuietlyOnClosedPipe(process.stderr);
  let abandoned = false;
  const io: CliIo = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path, limitBytes) =>
      readFileBounded(path, { limitBytes, timeoutMs: FILE_TIMEOUT_MS }).catch((error: unknown) => {
        if (error instanceof BoundedReadError && error.abandoned) abandoned = true;
        throw error;
      }),
    readStdin: (limitBytes) => readBounded(process.stdin, { limitBytes }),
  };
  const code = await runCli(process.argv.slice(2), io);
  process.exitCode = code;
  // A read given up may still wait in the background (opening a FIFO nobody writes to): end now,
  // what was written has gone out (stdout and stderr are synchronous on files, pipes and terminals).
  if (abandoned) process.exit(code);
  return code;
}
