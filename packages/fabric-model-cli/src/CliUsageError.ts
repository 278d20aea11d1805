/**
 * Thrown by argument parsing or a command's `run` when the arguments are wrong: `runCli` prints its
 * message as one line on stderr and exits with 2.
 * @example throw new CliUsageError("--nranks must be an integer >= 1");
 */
export class CliUsageError extends Error {
  override readonly name = "CliUsageError";
}
