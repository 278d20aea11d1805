/**
 * Argument validation through each command's one schema (kinds, whole-number and range rules,
 * required, required-when, needs): every defect the attack run found. The seeded fuzz of argument
 * lists for every command is test/fuzz/cliArguments.fuzz.test.ts.
 */
import { describe, expect, it } from "vitest";
import { runCli } from "../src/index.ts";
import { fakeIo } from "./fakeIo.ts";

const COLLECTIVE = [
  "predict-collective",
  "--collective",
  "all_reduce",
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
  "--bytes",
  "1G",
];

/** `argv` with option `name` set to `value` (replaced if present, appended if not; removed for null). */
function withOption(argv: readonly string[], name: string, value: string | null): string[] {
  const out = [...argv];
  const at = out.indexOf(`--${name}`);
  if (at >= 0) out.splice(at, 2);
  if (value !== null) out.push(`--${name}`, value);
  return out;
}

async function refused(argv: readonly string[]): Promise<string> {
  const f = fakeIo({}, "");
  expect(await runCli(argv, f.io)).toBe(2);
  expect(f.stdout()).toBe("");
  expect(f.stderr().trimEnd().split("\n")).toHaveLength(1);
  return f.stderr();
}

describe("the command line's argument schema", () => {
  it("predict-collective --nic-gbps 1e-308 is refused with the range, not priced as Infinity us", async () => {
    expect(await refused(withOption(COLLECTIVE, "nic-gbps", "1e-308"))).toMatch(
      /--nic-gbps needs a number from 1 to 3200, got '1e-308'/,
    );
  });
  it("predict-collective --bytes 0, 0.5 and 0x10 are refused; 256M and 1024 are taken", async () => {
    expect(await refused(withOption(COLLECTIVE, "bytes", "0"))).toMatch(
      /--bytes needs a size from 1 to 1024G/,
    );
    for (const bytes of ["0.5", "0x10", "1e3", "-1"])
      expect(await refused(withOption(COLLECTIVE, "bytes", bytes))).toMatch(
        /--bytes needs a whole number of bytes/,
      );
    for (const bytes of ["256M", "1024"]) {
      const f = fakeIo();
      expect(await runCli(withOption(COLLECTIVE, "bytes", bytes), f.io)).toBe(0);
    }
  });
  it("predict-collective --gpus-per-node 1000000 and --nodes 1e308 are refused with their ranges", async () => {
    expect(await refused(withOption(COLLECTIVE, "gpus-per-node", "1000000"))).toMatch(
      /--gpus-per-node needs a whole number from 1 to 72, got '1000000'/,
    );
    expect(await refused(withOption(COLLECTIVE, "nodes", "1e308"))).toMatch(
      /--nodes needs a whole number from 1 to 100000/,
    );
  });
  it("predict-collective across nodes without --nic-count says it is missing and why, never 'undefined'", async () => {
    const message = await refused(withOption(COLLECTIVE, "nic-count", null));
    expect(message).toMatch(/missing --nic-count, needed when --nodes is above 1/);
    expect(message).not.toMatch(/undefined/);
    const oneNode = fakeIo();
    expect(
      await runCli(
        withOption(withOption(withOption(COLLECTIVE, "nic-count", null), "nic-gbps", null), "nodes", "1"),
        oneNode.io,
      ),
    ).toBe(0);
  });
  it("parse --nranks 1e308 is refused, not echoed", async () => {
    expect(await refused(["parse", "-", "--nranks", "1e308"])).toMatch(
      /--nranks needs a whole number from 1 to 1048576/,
    );
  });
  it("predict-training --nodes 1e308 is refused (exit 2), not an internal error", async () => {
    const message = await refused([
      "predict-training",
      "--gpu",
      "h100-sxm",
      "--network",
      "vnic",
      "--nodes",
      "1e308",
    ]);
    expect(message).toMatch(/--nodes needs a whole number from 1 to 100000/);
  });
  it("predict-training --nodes 16 without --gpu says --nodes needs --gpu instead of printing the study", async () => {
    expect(await refused(["predict-training", "--nodes", "16"])).toMatch(/--nodes needs --gpu/);
    expect(await refused(["predict-training", "--gpu", "h100-sxm"])).toMatch(
      /--gpu needs --network and --nodes/,
    );
  });
});
