/**
 * cli/: the `fabric-model` command framework. `runCli(argv, io)` dispatches to the verbs in
 * `cliCommands`; each verb is one file `src/cli/<verb>Command.ts` exporting a `CliCommand`
 * (name, summary, options spec, `run(args, io)`). Commands talk to the world only through the
 * `CliIo` they are given, so tests run them without spawning a process; `src/cli.ts` is the Node
 * entry point that supplies the real stdout, stderr and file reader.
 */

export * from "./CliCommand.ts";
export * from "./CliUsageError.ts";
export * from "./cliCommands.ts";
export * from "./cliCommonOptions.ts";
export * from "./cliProgramName.ts";
export * from "./formatCommandHelp.ts";
export * from "./formatMainHelp.ts";
export * from "./formatMeasurement.ts";
export * from "./formatTextTable.ts";
export * from "./parseCliArgs.ts";
export * from "./parseCommand.ts";
export * from "./runCli.ts";
export * from "./textColumns.ts";
