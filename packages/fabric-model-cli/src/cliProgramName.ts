/**
 * The program name shown in help and messages.
 * @example `${cliProgramName} parse --help` // "fabric-model parse --help"
 */
export const cliProgramName = "fabric-model";
