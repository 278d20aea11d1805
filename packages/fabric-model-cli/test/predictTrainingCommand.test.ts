import { describe, expect, it } from "vitest";
import type { CliIo } from "../src/CliCommand.ts";
import { predictTrainingCommand } from "../src/predictTrainingCommand.ts";
import { runCli } from "../src/runCli.ts";

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), readFile: () => "" };
  return { cli, stdout: () => out.join(""), stderr: () => err.join("") };
}
const run = async (...argv: string[]) => {
  const f = io();
  const code = await runCli(["predict-training", ...argv], f.cli, [predictTrainingCommand]);
  return { code, stdout: f.stdout(), stderr: f.stderr() };
};

describe("predictTrainingCommand", () => {
  it("fabric-model predict-training --study redhat-2025 --json prints points, mape, looMape and parameters", async () => {
    const r = await run("--study", "redhat-2025", "--json");
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.points).toHaveLength(12);
    for (const p of report.points) {
      expect(Object.keys(p)).toEqual(
        expect.arrayContaining(["cluster", "nodes", "network", "measured", "predicted"]),
      );
    }
    expect(report.points[0]).toMatchObject({ cluster: "L40S", nodes: 1, network: null, measured: 2.04 });
    expect(report.errorUnit).toBe("%");
    expect(report.mape).toBeLessThanOrEqual(3);
    expect(report.looMape).toBeLessThanOrEqual(6);
    expect(report.parameters.length).toBeLessThanOrEqual(7);
    for (const p of report.parameters) {
      expect(Object.keys(p)).toEqual(expect.arrayContaining(["name", "value", "unit", "meaning", "range"]));
    }
    expect(report.extrapolations[0].maxAbsError).toBeLessThanOrEqual(10);
    expect(report.claims.every((c: { holds: boolean }) => c.holds)).toBe(true);
  });

  it("fabric-model predict-training prints a table, the errors and the parameters", async () => {
    const r = await run();
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^cluster\s+nodes\s+network\s+measured\s+predicted\s+error %/);
    expect(r.stdout).toMatch(/MAPE \d+(\.\d+)?%, leave-one-out \d+(\.\d+)?% over 8 points/);
    expect(r.stdout).toContain("bandwidth.l40s.vnic");
  });

  it("fabric-model predict-training --gpu gh200 --network vnic --nodes 4 prints a band with its reasons", async () => {
    const text = await run("--gpu", "gh200", "--network", "vnic", "--nodes", "4");
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/band \[gpu-not-calibrated, network-not-calibrated\]/);
    const json = await run("--gpu", "l40s", "--network", "vnic", "--nodes", "8", "--json");
    expect(JSON.parse(json.stdout)).toMatchObject({ gpu: "l40s", nodes: 8, kind: "calibrated", reasons: [] });
  });

  it("fabric-model predict-training exits 2 with one line on stderr for --gpu without --nodes or a bad study", async () => {
    const missing = await run("--gpu", "l40s", "--network", "vnic");
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--gpu needs --nodes/);
    const bad = await run("--study", "nope");
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
  });
});
