import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Spawns the real launcher (bin/fabric-model.js) with the Node running the tests; it needs Node
// 22.18+ for type stripping and is skipped, saying so, on older Node.
const launcher = fileURLToPath(new URL("../bin/fabric-model.js", import.meta.url));
const fixture = fileURLToPath(
  new URL("../../fabric-model/test/fixtures/perftest_ib_send_bw_ib_all_sizes.txt", import.meta.url),
);
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
const canStripTypes = major > 22 || (major === 22 && minor >= 18);

const run = (...args: string[]) =>
  spawnSync(process.execPath, [launcher, ...args], { encoding: "utf8", timeout: 15_000 });

// Each test spawns Node on the sources (the model's ~200 files type-stripped at every start): on a
// busy machine a spawn takes seconds, so these tests get a minute.
describe.skipIf(!canStripTypes)(
  `bin/fabric-model.js under node ${process.versions.node}`,
  { timeout: 60_000 },
  () => {
    it("fabric-model --help exits 0 with usage on stdout and nothing on stderr", () => {
      const r = run("--help");
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: fabric-model <command>/);
      expect(r.stderr).toBe("");
    });

    it("fabric-model parse FILE --json exits 0 and prints JSON only", () => {
      const r = run("parse", fixture, "--json");
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout)).toMatchObject({ kind: "perftest", diagnostics: [] });
      expect(r.stderr).toBe("");
    });

    it("fabric-model cross-validate whose reader stops after one line (| head -1) ends quietly", async () => {
      // A pipe whose reader has gone: the launcher's writes fail with EPIPE.
      const child = spawn(process.execPath, [launcher, "cross-validate"], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (text: string) => {
        stderr += text;
      });
      child.stdout.once("data", () => child.stdout.destroy());
      const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
      expect(stderr).toBe("");
      expect(status).toBe(0);
    });

    it("fabric-model with bad arguments exits 2 with one stderr line and no stack trace", () => {
      for (const args of [["parse"], ["parse", "--bogus"], ["nope"], ["parse", "/nonexistent/file.txt"]]) {
        const r = run(...args);
        expect(r.status).toBe(2);
        expect(r.stderr.trimEnd().split("\n").length).toBe(1);
        expect(r.stderr).not.toMatch(/\bat \S+:\d+|Error:|Warning/);
        expect(r.stdout).toBe("");
      }
    });
  },
);

if (!canStripTypes) {
  describe("bin/fabric-model.js", () => {
    it.skip(`skipped: node ${process.versions.node} cannot strip types (needs 22.18+)`, () => {});
  });
}
