/**
 * fabric-model-cli: the `fabric-model` command. `runCli(argv, io)` dispatches to the verbs in
 * `cliCommands`; each verb is one file `src/<verb>Command.ts` exporting a `CliCommand` (name,
 * summary, options spec, `run(args, io)`). Commands talk to the world only through the `CliIo` they
 * are given, so tests run them without spawning a process; `src/main.ts` is the Node entry point
 * that supplies the real stdout, stderr and file reader.
 * @example await runCli(["predict-collective", "--help"], io) // 0
 */

export {
  type CliArgs,
  type CliCommand,
  type CliIo,
  type CliOptionSpec,
  type CliPositionalSpec,
  CliUsageError,
} from "./CliCommand.ts";
export { cliCommands } from "./cliCommands.ts";
export { parseCliArgs } from "./parseCliArgs.ts";
export { runCli } from "./runCli.ts";
