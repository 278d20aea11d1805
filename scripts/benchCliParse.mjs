#!/usr/bin/env node
// The budget of `fabric-model parse` on inputs it will not read whole: /dev/zero, a 600 MB file
// and a FIFO nobody writes to, each run RUNS times; prints the median wall time (s) and the median
// peak memory (max RSS, MB, from GNU time when installed), the exit code and the message.
// Budget: memory <= 300 MB, exit within 10 s with a message. Run with `npm run bench:cli`.
// The machine may be shared: the wall time includes Node's start-up, which load stretches.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const RUNS = Number(process.env.RUNS ?? 3);
const bin = new URL("../packages/fabric-model-cli/bin/fabric-model.js", import.meta.url).pathname;
const gnuTime = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;
const dir = mkdtempSync(join(tmpdir(), "fabric-parse-bench-"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  const big = join(dir, "big.txt");
  writeFileSync(big, "");
  truncateSync(big, 600 * 1024 * 1024); // a sparse 600 MB file
  const fifo = join(dir, "fifo");
  execFileSync("mkfifo", [fifo]);
  for (const [name, input] of [
    ["/dev/zero", "/dev/zero"],
    ["600 MB file", big],
    ["FIFO, no writer", fifo],
  ]) {
    const walls = [];
    const rss = [];
    let last;
    for (let i = 0; i < RUNS; i++) {
      const argv = [process.execPath, bin, "parse", input];
      const started = performance.now();
      last = gnuTime
        ? spawnSync(gnuTime, ["-f", "RSS_KB=%M", ...argv], { encoding: "utf8", timeout: 30_000 })
        : spawnSync(argv[0], argv.slice(1), { encoding: "utf8", timeout: 30_000 });
      walls.push((performance.now() - started) / 1000);
      const kb = /RSS_KB=(\d+)/.exec(last.stderr ?? "")?.[1];
      if (kb) rss.push(Number(kb) / 1024);
    }
    const message = (last.stderr ?? "").split("\n").find((l) => l.startsWith("fabric-model")) ?? "";
    console.log(
      `${name}: median ${median(walls).toFixed(2)} s, peak ${rss.length ? `${median(rss).toFixed(0)} MB` : "n/a"}, exit ${last.status}: ${message}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
