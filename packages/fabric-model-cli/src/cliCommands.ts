import type { CliCommand } from "./CliCommand.ts";
import { crossValidateCommand } from "./crossValidateCommand.ts";
import { parseCommand } from "./parseCommand.ts";
import { predictCollectiveCommand } from "./predictCollectiveCommand.ts";
import { predictTrainingCommand } from "./predictTrainingCommand.ts";

/**
 * The verbs of the `fabric-model` command, in the order `--help` lists them. To add a verb, write
 * `src/<verb>Command.ts` exporting a `CliCommand` and add it here.
 * @example cliCommands.map((c) => c.name) // ["parse", "predict-collective", "predict-training", "cross-validate"]
 */
export const cliCommands: readonly CliCommand[] = [
  parseCommand,
  predictCollectiveCommand,
  predictTrainingCommand,
  crossValidateCommand,
];
