import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { redhat2025 } from "fabric-model";
import { describe, expect, it } from "vitest";
import { compareOutput } from "../../src/labs/compareOutput.ts";

/** Runs `npm run lab <args>` the way npm does: scripts/lab.mjs in this Node, fabric-model from its sources. */
function lab(...args: string[]) {
  const run = spawnSync(process.execPath, ["--conditions=source", "scripts/lab.mjs", ...args], {
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const expected = (name: string) => readFileSync(`demos/expected/${name}.txt`, "utf8");

describe("the labs, run in Node", () => {
  it("lab('ring-allreduce') prints its expected output, with the model's buffers and 2(n-1)/n", () => {
    const run = lab("ring-allreduce");
    expect(run.code).toBe(0);
    expect(compareOutput(expected("ring-allreduce"), run.stdout)).toEqual({ same: true, lines: 15 });
    expect(run.stdout).toContain("same buffers as fabric-model's ringAllReduce: yes");
    expect(run.stdout).toContain("rank 3: 60 64 68 72 76 80 84 88");
    expect(run.stdout).toContain("2(n-1)/n = 1.5");
    expect(run.stderr).toContain("matches the expected output");
  });

  it("lab('rdma-write') as shipped fails with IBV_WC_REM_ACCESS_ERR at line 3 and exits 1", () => {
    const run = lab("rdma-write");
    expect(run.code).toBe(1);
    expect(compareOutput(expected("rdma-write"), run.stdout)).toEqual({
      same: false,
      line: 3,
      expected: "alice's completion: IBV_WC_SUCCESS, IBV_WC_RDMA_WRITE, 10 bytes",
      actual: "alice's completion: IBV_WC_REM_ACCESS_ERR, IBV_WC_RDMA_WRITE, 0 bytes",
    });
    expect(run.stderr).toContain("differs from the expected output at line 3");
  });

  it("lab('rdma-write', '--solution') prints the expected output: the WRITE lands in bob's buffer", () => {
    const run = lab("rdma-write", "--solution");
    expect(run.code).toBe(0);
    expect(compareOutput(expected("rdma-write"), run.stdout).same).toBe(true);
    expect(run.stdout).toContain(`bob's buffer now starts with: "hello, bob"`);
    expect(run.stdout).toContain("verbs calls bob's CPU made for the WRITE: 0");
  });

  it("the rdma-write solution is the lab with one code line changed: bob's access flags", () => {
    const code = (path: string) =>
      readFileSync(path, "utf8")
        .split("\n")
        .filter((line) => !line.startsWith("//"));
    const lab = code("demos/rdma-write.ts");
    const solution = code("demos/solutions/rdma-write.ts");
    expect(solution).toHaveLength(lab.length);
    const changed = lab.flatMap((line, i) => (line === solution[i] ? [] : [[line, solution[i]]]));
    expect(changed).toEqual([
      [
        "const bobMr = bob.regMr(bobPd, bobBuf, IBV_ACCESS_LOCAL_WRITE);",
        "const bobMr = bob.regMr(bobPd, bobBuf, IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE);",
      ],
    ]);
  });

  it("lab('scaling-sweep') prints its expected output, with every L40S measurement of the study", () => {
    const run = lab("scaling-sweep");
    expect(run.code).toBe(0);
    expect(compareOutput(expected("scaling-sweep"), run.stdout).same).toBe(true);
    const l40s = redhat2025.points.filter((p) => p.cluster === "l40s");
    expect(l40s.length).toBeGreaterThan(0);
    for (const point of l40s) {
      const network = point.network ?? "";
      const row = new RegExp(
        `^${network || "\\S+"}\\s+${point.nodes}\\s+${point.samplesPerSecond.toFixed(2)}\\s`,
        "m",
      );
      expect(run.stdout).toMatch(row);
    }
  });

  it("lab('no-such-lab') exits 1 and lists the labs; so does a call without a name", () => {
    for (const run of [lab("no-such-lab"), lab()]) {
      expect(run.code).toBe(1);
      expect(run.stdout).toBe("");
      for (const name of ["ring-allreduce", "rdma-write", "scaling-sweep"]) {
        expect(run.stderr).toContain(`npm run lab ${name}`);
      }
    }
    expect(lab("no-such-lab").stderr).toContain('There is no lab called "no-such-lab"');
  });

  it("lab('--list') prints the lab names, one a line", () => {
    const run = lab("--list");
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split("\n")).toEqual(["rdma-write", "ring-allreduce", "scaling-sweep"]);
  });
});
