import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The packages as a user gets them: `npm pack` both (which builds them), install the two tarballs
// into an empty folder outside the repository with the network off, then use the model from plain
// Node, through a bundler and from TypeScript, and run the installed `fabric-model` command.

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const bin = (name: string) => join(repo, "node_modules", ".bin", name);
let work = "";
let app = "";

/** Run a command; on failure the test fails with its output. */
function run(command: string, args: readonly string[], cwd: string): string {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", timeout: 280_000 });
  if (r.status !== 0)
    throw new Error(`${command} ${args.join(" ")} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

// The same question asked of the model in every way it is reached.
const USE_MODEL = `import { bytes, gbps, inGBps, predictCollective, sourceUrl, linkPresets } from "fabric-model";
const p = predictCollective({ collective: "all_reduce", bytes: bytes(2 ** 30), gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, nicCount: 8, nicRate: gbps(400), transport: "ib" });
export const answer = { busbwGBps: inGBps(p.busBandwidth), algorithm: p.algorithm, protocol: p.protocol, source: sourceUrl(linkPresets["ib-ndr-4x"].sources[0]) };
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "fabric-model-pack-"));
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  run("npm", ["pack", "-w", "fabric-model", "-w", "fabric-model-cli", "--pack-destination", tarballs], repo);
  app = join(work, "app");
  mkdirSync(app);
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify({ name: "app", private: true, type: "module" })}\n`,
  );
  const files = readdirSync(tarballs).map((f) => join(tarballs, f));
  run("npm", ["install", "--offline", "--no-audit", "--no-fund", ...files], app);
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("npm pack round trip (fabric-model and fabric-model-cli from their tarballs)", () => {
  it("the tarballs install with no network: fabric-model has no dependencies, the command only fabric-model", () => {
    const installed = readdirSync(join(app, "node_modules")).filter((d) => !d.startsWith("."));
    expect(installed.sort()).toEqual(["fabric-model", "fabric-model-cli"]);
  });

  it("import('fabric-model') in plain Node ESM (no TypeScript loader) predicts a collective", () => {
    writeFileSync(join(app, "plain.mjs"), `${USE_MODEL}console.log(JSON.stringify(answer));\n`);
    const answer = JSON.parse(run(process.execPath, ["plain.mjs"], app));
    expect(answer).toMatchObject({ algorithm: expect.any(String), protocol: expect.any(String) });
    expect(answer.busbwGBps).toBeGreaterThan(10);
    expect(answer.source).toMatch(/^https:\/\/github\.com\/torvalds\/linux\//);
  });

  it("esbuild bundles it for the browser with no Node built-ins, and the bundle gives the same answer", async () => {
    writeFileSync(join(app, "entry.mjs"), USE_MODEL);
    const out = join(app, "bundle.mjs");
    const args = ["entry.mjs", "--bundle", "--platform=browser", "--format=esm", `--outfile=${out}`];
    run(bin("esbuild"), [...args, "--metafile=meta.json"], app);
    // The bundle imports nothing (a Node built-in would stay an external import, or fail the build).
    const meta = JSON.parse(readFileSync(join(app, "meta.json"), "utf8"));
    expect(Object.values(meta.outputs).flatMap((o) => (o as { imports: unknown[] }).imports)).toEqual([]);
    expect(Object.keys(meta.inputs).some((f) => f.startsWith("node_modules/fabric-model/dist/"))).toBe(true);
    const bundled = (await import(`${pathToFileURL(out).href}?${Date.now()}`)) as { answer: unknown };
    const plain = JSON.parse(run(process.execPath, ["plain.mjs"], app));
    expect(bundled.answer).toEqual(plain);
  });

  it("its .d.ts type-check a TypeScript consumer, and reject a wrong call", () => {
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "nodenext",
          target: "es2023",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
        },
        files: ["use.ts"],
      }),
    );
    writeFileSync(join(app, "use.ts"), USE_MODEL);
    run(process.execPath, [join(repo, "node_modules", "typescript", "bin", "tsc"), "-p", "."], app);
    writeFileSync(join(app, "use.ts"), `${USE_MODEL}predictCollective({ collective: "all_reduce" });\n`);
    const wrong = spawnSync(
      process.execPath,
      // Plain diagnostics whatever the terminal: "file(line,col): error TSxxxx".
      [join(repo, "node_modules", "typescript", "bin", "tsc"), "-p", ".", "--pretty", "false"],
      {
        cwd: app,
        encoding: "utf8",
      },
    );
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toMatch(/use\.ts\(\d+,\d+\): error TS2345/);
  }, 120_000);

  it("npx fabric-model predict-collective ... --json runs from the installed tarball", () => {
    const out = run(
      "npx",
      [
        "--offline",
        "fabric-model",
        "predict-collective",
        "--collective",
        "all_reduce",
        "--bytes",
        String(2 ** 30),
        "--gpu",
        "h100-sxm",
        "--gpus-per-node",
        "8",
        "--nodes",
        "2",
        "--nic-count",
        "8",
        "--nic-gbps",
        "400",
        "--transport",
        "ib",
        "--json",
      ],
      app,
    );
    const plain = JSON.parse(run(process.execPath, ["plain.mjs"], app));
    const cli = JSON.parse(out);
    expect(cli.busbwGBps).toBeCloseTo(plain.busbwGBps, 2);
    expect([cli.algorithm, cli.protocol]).toEqual([plain.algorithm, plain.protocol]);
  });

  it("npx fabric-model with a bad option exits 2 with one line on stderr", () => {
    const r = spawnSync("npx", ["--offline", "fabric-model", "predict-collective", "--bogus"], {
      cwd: app,
      encoding: "utf8",
    });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toEqual([
      "fabric-model predict-collective: unknown option --bogus (see 'fabric-model predict-collective --help')",
    ]);
  });
});
