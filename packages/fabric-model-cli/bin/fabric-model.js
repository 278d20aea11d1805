#!/usr/bin/env node
// Launcher for the fabric-model command: runs src/cli.ts through Node's built-in type stripping
// (Node 22.18 or later strips types by default).
import process from "node:process";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(`fabric-model: needs Node 22.18 or later, this is ${process.versions.node}\n`);
  process.exit(2);
}

// Some Node 22 releases warn once that type stripping is experimental; keep the output clean.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const message = typeof warning === "string" ? warning : (warning?.message ?? "");
  const type = typeof rest[0] === "string" ? rest[0] : rest[0]?.type;
  if (type === "ExperimentalWarning" && /type.?strip|typescript/i.test(message)) return;
  emitWarning(warning, ...rest);
};

const { runNodeCli } = await import("../src/main.ts");
await runNodeCli();
