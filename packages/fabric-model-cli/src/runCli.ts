import { type CliCommand, type CliIo, CliUsageError, cliProgramName } from "./CliCommand.ts";
import { cliCommands } from "./cliCommands.ts";
import { formatHelp } from "./formatHelp.ts";
import { parseCliArgs } from "./parseCliArgs.ts";

/**
 * Run `fabric-model <verb> [options]` against the given io and return the exit code: 0 done,
 * 1 failed, 2 bad arguments (one line on stderr, no stack trace). `--help` on the program or any
 * verb prints help; with `--json` it prints the command specs as JSON. Never throws.
 * @example await runCli(["parse", "run.txt", "--json"], io) // 0
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  commands: readonly CliCommand[] = cliCommands,
): Promise<number> {
  const [verb, ...rest] = argv;
  const usage = (message: string, command?: string): number => {
    const help = command === undefined ? `${cliProgramName} --help` : `${cliProgramName} ${command} --help`;
    io.stderr(`${cliProgramName}${command === undefined ? "" : ` ${command}`}: ${message} (see '${help}')\n`);
    return 2;
  };
  if (verb === undefined) return usage("missing command");
  if (verb === "--help" || verb === "-h" || verb === "help") {
    if (rest.includes("--json")) io.stdout(`${JSON.stringify(commands.map(describe), null, 2)}\n`);
    else io.stdout(formatHelp(commands));
    return 0;
  }
  const command = commands.find((c) => c.name === verb);
  if (command === undefined) {
    return usage(
      verb.startsWith("-")
        ? `expected a command before ${verb}`
        : `unknown command '${verb}' (commands: ${commands.map((c) => c.name).join(", ")})`,
    );
  }
  try {
    const args = parseCliArgs(command, rest);
    if (args.options.help === true) {
      io.stdout(
        args.options.json === true
          ? `${JSON.stringify(describe(command), null, 2)}\n`
          : formatHelp(commands, command),
      );
      return 0;
    }
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliUsageError) return usage(error.message, command.name);
    io.stderr(
      `${cliProgramName} ${command.name}: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

function describe(command: CliCommand) {
  return {
    name: command.name,
    summary: command.summary,
    positionals: command.positionals,
    options: command.options,
  };
}
