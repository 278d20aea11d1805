import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BoundedReadError, readBounded, readFileBounded } from "../src/readBounded.ts";

describe("readBounded", () => {
  it("readBounded(an endless stream, 1 MiB) refuses it once past the limit, holding about the limit in memory", async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 65536;
        this.push(Buffer.alloc(65536, 48));
      },
    });
    await expect(readBounded(endless, { limitBytes: 2 ** 20 })).rejects.toThrow(/larger than 1 MiB/);
    expect(pulled).toBeLessThan(2 ** 20 + 4 * 65536);
  });
  it("readBounded(a stream that never ends, timeout 50 ms) gives up with a message, marked abandoned", async () => {
    const silent = new Readable({ read() {} });
    const error = await readBounded(silent, { limitBytes: 100, timeoutMs: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BoundedReadError);
    expect((error as BoundedReadError).abandoned).toBe(true);
    expect((error as Error).message).toMatch(/nothing more came within 0.05 s/);
  });
  it("readFileBounded(a file within the limit) is its text; a larger one is refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fabric-read-"));
    try {
      writeFileSync(join(dir, "small.txt"), "héllo\n");
      writeFileSync(join(dir, "large.txt"), "x".repeat(3000));
      expect(await readFileBounded(join(dir, "small.txt"), { limitBytes: 1000 })).toBe("héllo\n");
      await expect(readFileBounded(join(dir, "large.txt"), { limitBytes: 1000 })).rejects.toThrow(
        /larger than/,
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
  it.skipIf(process.platform === "win32")(
    "readFileBounded(a FIFO nobody writes to, timeout 200 ms) gives up without a thread left waiting in open()",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "fabric-fifo-"));
      try {
        const fifo = join(dir, "fifo");
        execFileSync("mkfifo", [fifo]);
        await expect(readFileBounded(fifo, { limitBytes: 100, timeoutMs: 200 })).rejects.toThrow(
          /nothing more came/,
        );
      } finally {
        rmSync(dir, { recursive: true });
      }
    },
  );
});
