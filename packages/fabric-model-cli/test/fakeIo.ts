import type { CliIo } from "../src/index.ts";

/** A CliIo that records what a command writes and serves files from a map (test helper). */
export function fakeIo(files: Record<string, string> = {}, stdin?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw new Error(`ENOENT: no such file or directory, open '${path}'`);
      return text;
    },
    ...(stdin === undefined ? {} : { readStdin: () => stdin }),
  };
  return { io, stdout: () => out.join(""), stderr: () => err.join("") };
}
