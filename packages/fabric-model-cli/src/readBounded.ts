import { constants, createReadStream, openSync } from "node:fs";
import { stat } from "node:fs/promises";
import { Socket } from "node:net";
import type { Readable } from "node:stream";

/** What {@link readBounded} may read: at most `limitBytes`, within `timeoutMs` (none: no limit in time). */
export interface ReadBounds {
  readonly limitBytes: number;
  readonly timeoutMs?: number;
}

/**
 * Thrown when an input is not read whole: larger than the limit, or silent past the time-out (a
 * named pipe with no writer). `abandoned` is true when a read may still be pending in the
 * background (the entry point then ends the process rather than wait for it).
 */
export class BoundedReadError extends Error {
  override readonly name = "BoundedReadError";
  readonly abandoned: boolean;
  constructor(message: string, abandoned: boolean) {
    super(message);
    this.abandoned = abandoned;
  }
}

/**
 * Reads a stream as UTF-8 text in chunks, keeping at most `limitBytes` + one chunk in memory: a
 * larger input (a 600 MB file, /dev/zero) is refused once the limit is passed, without reading the
 * rest; an input that has not ended within `timeoutMs` (a FIFO nobody writes to) is given up.
 * @throws BoundedReadError (over the limit, or too slow), or the stream's own error (ENOENT, EISDIR).
 * @example await readBounded(createReadStream("run.txt"), { limitBytes: 5 * 2 ** 20, timeoutMs: 8000 })
 */
export function readBounded(stream: Readable, bounds: ReadBounds): Promise<string> {
  const mib = (bytes: number) => `${Math.round((bytes / 2 ** 20) * 10) / 10} MiB`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) clearTimeout(timer);
      outcome();
    };
    const timer =
      bounds.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            settle(() =>
              reject(
                new BoundedReadError(
                  `nothing more came within ${(bounds.timeoutMs ?? 0) / 1000} s (a pipe nobody writes to?); read it from standard input instead`,
                  true,
                ),
              ),
            );
            stream.destroy();
          }, bounds.timeoutMs);
    stream.on("data", (chunk: Buffer | string) => {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > bounds.limitBytes) {
        settle(() =>
          reject(
            new BoundedReadError(
              `larger than ${mib(bounds.limitBytes)}, the most it reads; pass the part with the results (e.g. with tail)`,
              false,
            ),
          ),
        );
        stream.destroy();
        return;
      }
      chunks.push(buffer);
    });
    stream.on("end", () => settle(() => resolve(Buffer.concat(chunks).toString("utf8"))));
    stream.on("error", (error) => settle(() => reject(error)));
  });
}

/**
 * A file read with {@link readBounded} (64 KiB chunks). A named pipe is opened without blocking
 * and read as a socket (event-driven, no worker thread waits in open() for a writer), so a pipe
 * nobody writes to is given up at the time-out and the process can end.
 */
export async function readFileBounded(path: string, bounds: ReadBounds): Promise<string> {
  const info = await stat(path);
  if (info.isFIFO()) {
    const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    return readBounded(new Socket({ fd, readable: true, writable: false }), bounds);
  }
  return readBounded(createReadStream(path, { highWaterMark: 64 * 1024 }), bounds);
}
