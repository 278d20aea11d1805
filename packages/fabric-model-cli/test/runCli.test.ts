import { describe, expect, it } from "vitest";
import { ownFixture } from "../../fabric-model/test/measurements/ownFixture.ts";
import { type CliCommand, cliCommands, runCli } from "../src/index.ts";
import { fakeIo } from "./fakeIo.ts";

const files = {
  "nccl.txt": ownFixture("nccl_2022_broadcast_mpi_prefix.txt"),
  "perf.txt": ownFixture("perftest_ib_send_bw_ib_all_sizes.txt"),
  "iperf.txt": ownFixture("iperf3_udp_client_1g.txt"),
  "prose.txt": "nothing to see\n",
};

describe("runCli", () => {
  it("runCli(['--help']) lists every registered command and exits 0", async () => {
    const f = fakeIo();
    expect(await runCli(["--help"], f.io)).toBe(0);
    for (const c of cliCommands) expect(f.stdout()).toContain(c.name);
    expect(f.stderr()).toBe("");
  });

  it("runCli([verb, '--help']) prints the verb's usage for every command, and --json its spec", async () => {
    for (const c of cliCommands) {
      const text = fakeIo();
      expect(await runCli([c.name, "--help"], text.io)).toBe(0);
      expect(text.stdout()).toMatch(new RegExp(`^Usage: fabric-model ${c.name}`));
      expect(text.stdout()).toContain("--json");
      const json = fakeIo();
      expect(await runCli([c.name, "--help", "--json"], json.io)).toBe(0);
      expect(JSON.parse(json.stdout()).name).toBe(c.name);
    }
  });

  const bad: [string, string[], RegExp][] = [
    ["no command", [], /^fabric-model: missing command/],
    ["an unknown command", ["frobnicate"], /unknown command 'frobnicate'/],
    ["an option before the command", ["--json"], /expected a command before --json/],
    ["a missing FILE", ["parse"], /^fabric-model parse: missing FILE/],
    ["an unknown option", ["parse", "nccl.txt", "--nope"], /unknown option --nope/],
    ["an extra argument", ["parse", "nccl.txt", "more.txt"], /unexpected argument 'more.txt'/],
    [
      "a bad choice",
      ["parse", "nccl.txt", "--kind", "ping"],
      /--kind must be one of nccl-tests, perftest, iperf3/,
    ],
    [
      "a bad count",
      ["parse", "nccl.txt", "--nranks", "2.5"],
      /--nranks needs a whole number from 1 to 1048576/,
    ],
    [
      "a count past its range",
      ["parse", "nccl.txt", "--nranks", "1e308"],
      /--nranks needs a whole number from 1 to 1048576, got '1e308'/,
    ],
    ["a missing value", ["parse", "nccl.txt", "--nranks"], /--nranks needs a value/],
    ["a flag with a value", ["parse", "nccl.txt", "--json=yes"], /--json takes no value/],
    ["an unreadable file", ["parse", "missing.txt"], /cannot read missing.txt: ENOENT/],
  ];
  for (const [what, argv, message] of bad) {
    it(`runCli with ${what} exits 2 with one line on stderr and nothing on stdout`, async () => {
      const f = fakeIo(files);
      expect(await runCli(argv, f.io)).toBe(2);
      expect(f.stderr()).toMatch(message);
      expect(f.stderr().trimEnd().split("\n").length).toBe(1);
      expect(f.stdout()).toBe("");
    });
  }

  it("runCli turns an exception inside a command into one stderr line and exit 1", async () => {
    const broken: CliCommand = {
      name: "broken",
      summary: "Always throws",
      positionals: [],
      options: [],
      run: () => {
        throw new TypeError("boom");
      },
    };
    const f = fakeIo();
    expect(await runCli(["broken"], f.io, [broken])).toBe(1);
    expect(f.stderr()).toBe("fabric-model broken: internal error: boom\n");
  });

  it("a verb added to the registry gets --help, --json and argument parsing for free", async () => {
    const echo: CliCommand = {
      name: "echo",
      summary: "Print a word",
      positionals: [{ name: "WORD", summary: "The word", required: true }],
      options: [{ name: "times", kind: "number", integer: true, min: 1, summary: "Repeat count" }],
      run: (args, io) => {
        const word = args.positionals[0] ?? "";
        const times = typeof args.options.times === "number" ? args.options.times : 1;
        io.stdout(
          args.options.json === true ? `${JSON.stringify({ word, times })}\n` : `${word.repeat(times)}\n`,
        );
        return 0;
      },
    };
    const f = fakeIo();
    expect(await runCli(["echo", "ab", "--times=2", "--json"], f.io, [echo])).toBe(0);
    expect(JSON.parse(f.stdout())).toEqual({ word: "ab", times: 2 });
    const help = fakeIo();
    expect(await runCli(["echo", "-h"], help.io, [echo])).toBe(0);
    expect(help.stdout()).toContain("Usage: fabric-model echo WORD [options]");
  });
});

describe("fabric-model parse", () => {
  it("parse nccl.txt --json prints the parser result: kind, collective, nranks, devices, rows, avg, diagnostics", async () => {
    const f = fakeIo(files);
    expect(await runCli(["parse", "nccl.txt", "--json"], f.io)).toBe(0);
    const r = JSON.parse(f.stdout());
    expect(r).toMatchObject({
      kind: "nccl-tests",
      collective: "broadcast",
      nranks: 2,
      avgBusBandwidthGBps: 8.01278,
      diagnostics: [],
    });
    expect(r.devices).toEqual(["NVIDIA A100-SXM4-40GB", "NVIDIA A100-SXM4-40GB"]);
    expect(r.rows[0]).toEqual({
      line: 13,
      bytes: 8,
      count: 2,
      type: "float",
      redop: "none",
      root: 0,
      outOfPlace: { timeUs: 18.44, algbwGBps: 0, busbwGBps: 0, wrong: 0, maxError: null },
      inPlace: { timeUs: 18.21, algbwGBps: 0, busbwGBps: 0, wrong: 0, maxError: null },
    });
    expect(f.stderr()).toBe("");
  });

  it("parse nccl.txt prints a summary and a table with units in the headings", async () => {
    const f = fakeIo(files);
    expect(await runCli(["parse", "nccl.txt"], f.io)).toBe(0);
    expect(f.stdout()).toMatch(/^nccl-tests broadcast, 2 ranks, 9 rows/);
    expect(f.stdout()).toContain("algbw (GB/s)");
    expect(f.stdout()).toMatch(/67108864 +16777216 +float +2771.50 +24.21 +24.21/);
    expect(f.stdout()).toContain("line 18: NCCL warning");
  });

  it("parse perf.txt and parse iperf.txt detect their tools, in text and --json", async () => {
    const perf = fakeIo(files);
    expect(await runCli(["parse", "perf.txt"], perf.io)).toBe(0);
    expect(perf.stdout()).toMatch(/^ib_send_bw on mlx5_2 \(IB, MTU 4096, RC\)/);
    const iperf = fakeIo(files);
    expect(await runCli(["parse", "iperf.txt", "--json"], iperf.io)).toBe(0);
    expect(JSON.parse(iperf.stdout()).runs[0].receiver.lostDatagrams).toBe(412);
  });

  it("parse - reads standard input", async () => {
    const f = fakeIo({}, files["perf.txt"]);
    expect(await runCli(["parse", "-", "--json"], f.io)).toBe(0);
    expect(JSON.parse(f.stdout()).kind).toBe("perftest");
  });

  it("parse prose.txt exits 1 with kind unknown and a one-line reason", async () => {
    const text = fakeIo(files);
    expect(await runCli(["parse", "prose.txt"], text.io)).toBe(1);
    expect(text.stdout()).toBe("");
    expect(text.stderr()).toMatch(/^fabric-model parse: prose.txt: not recognised/);
    const json = fakeIo(files);
    expect(await runCli(["parse", "prose.txt", "--json"], json.io)).toBe(1);
    expect(JSON.parse(json.stdout())).toMatchObject({ kind: "unknown", diagnostics: [{ line: 0 }] });
  });

  it("parse --kind, --collective and --nranks steer the parser; --strict fails on diagnostics", async () => {
    const f = fakeIo(files);
    expect(
      await runCli(["parse", "nccl.txt", "--json", "--nranks", "4", "--collective", "broadcast"], f.io),
    ).toBe(0);
    expect(JSON.parse(f.stdout())).toMatchObject({
      nranks: 4,
      nranksSource: "option",
      collectiveSource: "option",
    });
    const wrongKind = fakeIo(files);
    expect(await runCli(["parse", "nccl.txt", "--kind", "iperf3", "--json", "--strict"], wrongKind.io)).toBe(
      1,
    );
    expect(JSON.parse(wrongKind.stdout())).toMatchObject({ kind: "iperf3", runs: [] });
  });
});
