#!/usr/bin/env node
// `npm run lab <name>` runs demos/<name>.ts in Node, prints its output, then compares it with
// demos/expected/<name>.txt (the check goes to stderr; exit code 1 when the output differs or the
// lab throws). Options: --solution runs demos/solutions/<name>.ts instead; --write-expected stores
// the output as the expected output; --list prints the lab names. Node 22.18+ strips the types
// itself; the WebContainer sandbox runs this same script through tsx.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import process from "node:process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compareOutput } from "../src/labs/compareOutput.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const demos = `${root}demos/`;

// Some Node 22 releases warn once that type stripping is experimental; keep the lab's output clean.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const text = typeof warning === "string" ? warning : (warning?.message ?? "");
  const type = typeof rest[0] === "string" ? rest[0] : rest[0]?.type;
  if (type === "ExperimentalWarning" && /type.?strip|typescript/i.test(text)) return;
  emitWarning(warning, ...rest);
};

/** Lab names: every demos/<name>.ts. */
function labNames() {
  return readdirSync(demos)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
    .map((file) => file.slice(0, -3))
    .sort();
}

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const name = args.find((a) => !a.startsWith("--"));
const names = labNames();
const listing = names.map((n) => `  npm run lab ${n}`).join("\n");

if (flags.has("--list")) {
  process.stdout.write(`${names.join("\n")}\n`);
  process.exit(0);
}
if (name === undefined || !names.includes(name)) {
  const problem = name === undefined ? "Which lab?" : `There is no lab called "${name}".`;
  process.stderr.write(`${problem} The labs are:\n${listing}\n`);
  process.exit(1);
}

const file = flags.has("--solution") ? `${demos}solutions/${name}.ts` : `${demos}${name}.ts`;
if (!existsSync(file)) {
  process.stderr.write(`Lab "${name}" has no solution file (demos/solutions/${name}.ts).\n`);
  process.exit(1);
}

// Run the lab in this process, keeping a copy of everything it prints.
let printed = "";
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  printed += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return write(chunk, ...rest);
};
try {
  await import(pathToFileURL(file).href);
} catch (error) {
  process.stdout.write = write;
  process.stderr.write(`\nLab "${name}" stopped with an error:\n${error?.stack ?? String(error)}\n`);
  process.exit(1);
}
process.stdout.write = write;

const expectedFile = `${demos}expected/${name}.txt`;
if (flags.has("--write-expected")) {
  writeFileSync(expectedFile, printed);
  process.stderr.write(`\nWrote the expected output of "${name}" (demos/expected/${name}.txt).\n`);
  process.exit(0);
}
if (!existsSync(expectedFile)) {
  process.stderr.write(`\nLab "${name}" has no expected output yet: run it with --write-expected.\n`);
  process.exit(1);
}
const result = compareOutput(readFileSync(expectedFile, "utf8"), printed);
if (result.same) {
  process.stderr.write(`\n✓ The output matches the expected output (${result.lines} lines).\n`);
} else {
  process.stderr.write(
    `\n✗ The output differs from the expected output at line ${result.line}:\n` +
      `  expected: ${result.expected ?? "(no more lines)"}\n` +
      `  printed:  ${result.actual ?? "(no more lines)"}\n`,
  );
  process.exitCode = 1;
}
