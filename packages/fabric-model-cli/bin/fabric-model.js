#!/usr/bin/env node
// Launcher of the fabric-model command. Installed from its package it runs the built JavaScript
// (dist/). In a checkout of the repository, where src/ sits beside it, it runs the TypeScript
// sources through Node's type stripping (Node 22.18 or later), fabric-model's too: a resolve hook
// adds the "source" export condition, as the site's build does.
import { existsSync } from "node:fs";
import module from "node:module";
import process from "node:process";

const sources = new URL("../src/main.ts", import.meta.url);
if (!existsSync(sources)) {
  const { runNodeCli } = await import("../dist/main.js");
  await runNodeCli();
} else {
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
  module.registerHooks({
    resolve: (specifier, context, next) =>
      next(specifier, { ...context, conditions: [...context.conditions, "source"] }),
  });
  const { runNodeCli } = await import(sources.href);
  await runNodeCli();
}
