import { collectiveValidationSweeps, crossValidateCollective, ncclReferenceSweeps } from "fabric-model";
import { describe, expect, it } from "vitest";
import { crossValidateCommand } from "../src/crossValidateCommand.ts";
import { runCli } from "../src/runCli.ts";
import { fakeIo } from "./fakeIo.ts";

const run = async (...argv: string[]) => {
  const f = fakeIo();
  const code = await runCli(["cross-validate", ...argv], f.io, [crossValidateCommand]);
  return { code, stdout: f.stdout(), stderr: f.stderr() };
};

// Each run calibrates the collective model once per system of the corpus (a few seconds).
const SLOW = 60_000;

describe("crossValidateCommand", () => {
  it(
    "fabric-model cross-validate --json prints every sweep's and every system's held-out errors, as crossValidateCollective gives them",
    async () => {
      const r = await run("--json");
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout);
      const validation = crossValidateCollective(collectiveValidationSweeps(ncclReferenceSweeps));
      expect(report.sweeps).toHaveLength(ncclReferenceSweeps.length);
      expect(report.systems.map((s: { system: string }) => s.system)).toEqual(
        validation.systems.map((s) => s.system),
      );
      expect(report.overallLargeError).toBeCloseTo(100 * validation.overallLargeError, 1);
      const crusoe = report.sweeps.find((s: { sweep: string }) => s.sweep === "crusoe-a100-2x8-ib");
      const row = validation.rows.find((x) => x.sweep === "crusoe-a100-2x8-ib");
      expect(crusoe.largeError).toBeCloseTo(100 * (row?.largeError ?? Number.NaN), 1);
      expect(crusoe.largest.algorithm).toBe(row?.largest?.algorithm);
      expect(report.systemsAboveTarget).toEqual(
        validation.systems.filter((s) => (s.largeError ?? 0) > 0.15).map((s) => s.system),
      );
    },
    SLOW,
  );

  it(
    "fabric-model cross-validate --system crusoe-a100 prints each measured size against its held-out prediction and the pair NCCL picks",
    async () => {
      const r = await run("--system", "crusoe-a100");
      expect(r.code).toBe(0);
      const sweep = ncclReferenceSweeps.find((s) => s.id === "crusoe-a100-2x8-ib");
      const lines = r.stdout.split("\n");
      expect(lines).toContain("crusoe-a100-2x8-ib (validated)");
      // One line per measured size (2 GiB, the largest, among them), each naming its pair.
      const sizeLines = lines.filter(
        (l) => /^\s*\d+\s/.test(l) && / (ring|tree|nvls|nvlstree|collnet\w*|pat) /.test(l),
      );
      expect(sizeLines).toHaveLength(sweep?.points.length ?? -1);
      expect(sizeLines.at(-1)).toMatch(/^\s*2147483648\s+20745\.70\s/);
      expect(r.stdout).toMatch(/crusoe-a100\s+1\s+\d+\.\d %/);
      expect(r.stdout).not.toContain("coreweave");
    },
    SLOW,
  );

  it("fabric-model cross-validate --system nope refuses in one line naming the systems it knows", async () => {
    const r = await run("--system", "nope");
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("no system 'nope'");
    expect(r.stderr).toContain("crusoe-a100");
    expect(r.stdout).toBe("");
  });
});
