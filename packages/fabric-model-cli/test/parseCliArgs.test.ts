import { describe, expect, it } from "vitest";
import { type CliCommand, CliUsageError, parseCliArgs } from "../src/index.ts";

const command: CliCommand = {
  name: "t",
  summary: "test",
  positionals: [
    { name: "A", summary: "first", required: true },
    { name: "B", summary: "second", required: false },
  ],
  options: [
    { name: "n", short: "n", kind: "number", summary: "a number" },
    { name: "mode", kind: "string", choices: ["x", "y"], summary: "a choice" },
    { name: "flag", short: "f", kind: "flag", summary: "a flag" },
  ],
  run: () => 0,
};

describe("parseCliArgs", () => {
  it("parseCliArgs reads --name value, --name=value, short flags, '-' and '--'", () => {
    expect(parseCliArgs(command, ["a", "--n", "3", "--mode=y", "-f"])).toEqual({
      options: { n: 3, mode: "y", flag: true },
      positionals: ["a"],
    });
    expect(parseCliArgs(command, ["-", "--", "--not-an-option"]).positionals).toEqual([
      "-",
      "--not-an-option",
    ]);
    expect(parseCliArgs(command, ["a", "-n", "-2.5"]).options.n).toBe(-2.5);
  });

  it("parseCliArgs does not require positionals with --help", () => {
    expect(parseCliArgs(command, ["--help"]).options.help).toBe(true);
  });

  it("parseCliArgs throws CliUsageError for unknown options, bad numbers and missing positionals", () => {
    expect(() => parseCliArgs(command, ["a", "--x"])).toThrow(CliUsageError);
    expect(() => parseCliArgs(command, ["a", "--n", "ten"])).toThrow(/needs a number, got 'ten'/);
    expect(() => parseCliArgs(command, ["a", "--n", "Infinity"])).toThrow(/needs a number/);
    expect(() => parseCliArgs(command, [])).toThrow(/missing A/);
    expect(() => parseCliArgs(command, ["a", "b", "c"])).toThrow(/unexpected argument 'c'/);
  });
});
