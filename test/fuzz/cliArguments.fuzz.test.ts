/**
 * CLI argument fuzz: seeded argument lists for every command of `fabric-model`. Whatever the
 * arguments, the command exits 0, 1 or 2, says why in one line on stderr when it refuses, never
 * reports an internal error, never prints Infinity or NaN, and never echoes a number outside the
 * schema's range. Seed and time cap from fuzzBudget.ts (each command's lists are generated up
 * front and run until the cap).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cliCommands } from "../../packages/fabric-model-cli/src/cliCommands.ts";
import { runCli } from "../../packages/fabric-model-cli/src/index.ts";
import { fakeIo } from "../../packages/fabric-model-cli/test/fakeIo.ts";
import { FUZZ_SEED, fuzzDeadline } from "./fuzzBudget.ts";

/** Values an attacker or a typo gives: numbers in every spelling, ends of ranges, text. */
const VALUES = fc.oneof(
  fc.constantFrom(
    "0",
    "-0",
    "1",
    "2",
    "8",
    "72",
    "73",
    "0.5",
    "1e308",
    "1e-308",
    "-1",
    "0x10",
    "1_0",
    "Infinity",
    "NaN",
    "",
    " ",
    "1G",
    "1T",
    "256M",
    "abc",
    "--json",
    "-",
  ),
  fc.double().map(String),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.string({ maxLength: 12 }),
);

describe("CLI argument fuzz", () => {
  for (const command of cliCommands) {
    it(`${command.name}: 150 seeded argument lists end in 0, 1 or 2 with a one-line reason, no internal error`, async () => {
      const names = [...command.options.map((o) => o.name), "help", "json", "bogus"];
      const argvs = fc.sample(
        fc
          .array(fc.tuple(fc.constantFrom(...names), VALUES, fc.boolean()), { maxLength: 6 })
          .map((pairs) =>
            pairs.flatMap(([name, value, joined]) =>
              joined ? [`--${name}=${value}`] : [`--${name}`, value],
            ),
          ),
        { seed: FUZZ_SEED, numRuns: 150 },
      );
      const more = fuzzDeadline();
      for (const rest of argvs) {
        if (!more()) break;
        const argv = command.name === "parse" ? [command.name, "-", ...rest] : [command.name, ...rest];
        const f = fakeIo({}, "# nccl-tests output\n");
        const code = await runCli(argv, f.io);
        const where = JSON.stringify(argv);
        expect([0, 1, 2], where).toContain(code);
        expect(f.stderr(), where).not.toMatch(/internal error/);
        // Nothing out of range is used: no NaN or Infinity, no huge number, outside the quoted input.
        const said = (f.stdout() + f.stderr()).replace(/'[^']*'/g, "'…'");
        expect(said, where).not.toMatch(/\bNaN\b|Infinity|e\+30\d/);
        if (code === 2) expect(f.stderr().trimEnd().split("\n"), where).toHaveLength(1);
      }
    }, 120_000);
  }
});
