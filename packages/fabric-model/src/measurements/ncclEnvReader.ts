import type { NcclEnvSetting } from "./NcclEnvSetting.ts";

/** Most distinct variables kept. */
const MAX_NAMES = 64;
const NAME = "NCCL_[A-Z0-9_]{1,60}";
/** `-x NAME=VALUE` (mpirun), `export NAME=VALUE`, or `NAME=VALUE` starting a word. */
const ASSIGNMENT = new RegExp(
  `(?:^|[\\s;(:>\\]])(-x\\s+|export\\s+|--env\\s+|-e\\s+)?(${NAME})=("[^"]*"|'[^']*'|[^\\s;)]*)`,
  "g",
);
/** NCCL's own report of what it read: "NCCL_ALGO set by environment to RING", "NCCL_IB_HCA set to mlx5_5". */
const REPORTED = new RegExp(`(${NAME}) set (?:by environment )?to (.+?)\\.?$`);
/**
 * A network plugin's report of what it set in NCCL's environment before NCCL read it: aws-ofi-nccl's
 * `NET/OFI Setting NCCL_PROTO to "simple"`.
 */
const PLUGIN_SET = new RegExp(`Setting (${NAME}) to ("[^"]*"|\\S+)`);
/** Slurm's `srun --export=ALL,NCCL_ALGO=Ring,...`: a comma-separated list (`--export` alone has no NCCL_). */
const SLURM_EXPORT = /--export[=\s]+("[^"]*"|'[^']*'|\S+)/g;
const LIST_ITEM = new RegExp(`^(${NAME})=(.*)$`);
/** MPICH and Intel MPI's launcher: `mpiexec -genv NAME VALUE` (or `-env`). */
const HYDRA = new RegExp(`(?:^|\\s)-g?env\\s+(${NAME})\\s+("[^"]*"|'[^']*'|[^\\s;]+)`, "g");
/** A Kubernetes container's env entry, over two lines: `- name: NCCL_ALGO` then `value: "Ring"`. */
const YAML_NAME = new RegExp(`^\\s*(?:-\\s*)?name:\\s*["']?(${NAME})["']?\\s*$`);
const YAML_VALUE = /^\s*value:(.*)$/;

/** Collects the NCCL environment variables a text sets. */
export interface NcclEnvReader {
  /** Read one line (anything; lines without "NCCL_" cost one search). */
  line(text: string, lineNumber: number): void;
  /**
   * Whether line `lineNumber` may finish a setting though it has no "NCCL_" (the `value:` line of a
   * Kubernetes env entry): a caller that passes only lines with "NCCL_" passes this one too.
   */
  awaits(lineNumber: number): boolean;
  /** The effective setting of each variable, by name. */
  end(): readonly NcclEnvSetting[];
}

/**
 * A reader of NCCL environment variables: every `NCCL_*` set by `-x NAME=VALUE`, `NAME=VALUE`
 * before a command, `export NAME=VALUE`, Slurm's `--export=ALL,NAME=VALUE,...`, `-genv NAME VALUE`
 * (MPICH, Intel MPI), a Kubernetes env entry (`- name: NAME` then `value: VALUE` on the next
 * line), or reported by NCCL itself ("set by environment to") or by its network plugin (aws-ofi-nccl's
 * `Setting NCCL_PROTO to "simple"`).
 * For each name the last setting in the text counts, and NCCL's own report wins over a command
 * line's (it says what NCCL read). Sorted by name; at most 64 names.
 * @example const r = ncclEnvReader(); r.line("mpirun -x NCCL_ALGO=Ring ./all_reduce_perf", 1); r.end() // [{ name: "NCCL_ALGO", value: "Ring", line: 1, source: "mpirun" }]
 */
export function ncclEnvReader(): NcclEnvReader {
  const byName = new Map<string, NcclEnvSetting>();
  const set = (setting: NcclEnvSetting) => {
    const before = byName.get(setting.name);
    if (before === undefined && byName.size >= MAX_NAMES) return;
    if (before?.source === "nccl" && setting.source !== "nccl") return;
    byName.set(setting.name, setting);
  };
  /** A Kubernetes env entry's name, waiting for its value on the next line. */
  let pending: { readonly name: string; readonly line: number } | undefined;
  return {
    awaits: (lineNumber) => pending !== undefined && pending.line === lineNumber - 1,
    line(text, lineNumber) {
      const waiting = pending;
      pending = undefined;
      if (waiting !== undefined && waiting.line === lineNumber - 1) {
        const value = YAML_VALUE.exec(text);
        if (value !== null) {
          const v = unquote(value[1] ?? "");
          if (v !== "") set({ name: waiting.name, value: v, line: lineNumber, source: "assignment" });
          return;
        }
      }
      const at = text.indexOf("NCCL_");
      if (at < 0) return;
      const named = YAML_NAME.exec(text);
      if (named !== null) {
        pending = { name: named[1] ?? "", line: lineNumber };
        return;
      }
      const reported = text.includes(" set ") ? REPORTED.exec(text.slice(at)) : null;
      if (reported !== null) {
        set({ name: reported[1] ?? "", value: unquote(reported[2] ?? ""), line: lineNumber, source: "nccl" });
        return;
      }
      const plugin = text.includes("Setting ") ? PLUGIN_SET.exec(text) : null;
      if (plugin !== null) {
        const value = unquote(plugin[2] ?? "");
        if (value !== "") set({ name: plugin[1] ?? "", value, line: lineNumber, source: "nccl" });
        return;
      }
      for (const m of text.matchAll(ASSIGNMENT)) {
        const how = (m[1] ?? "").trim();
        const value = unquote(m[3] ?? "");
        if (value === "") continue;
        const source = how === "-x" ? "mpirun" : how === "export" ? "export" : "assignment";
        set({ name: m[2] ?? "", value, line: lineNumber, source });
      }
      if (text.includes("--export")) {
        for (const m of text.matchAll(SLURM_EXPORT)) {
          for (const item of unquote(m[1] ?? "").split(",")) {
            const pair = LIST_ITEM.exec(item.trim());
            const value = unquote(pair?.[2] ?? "");
            if (pair && value !== "") set({ name: pair[1] ?? "", value, line: lineNumber, source: "export" });
          }
        }
      }
      if (text.includes("env ")) {
        for (const m of text.matchAll(HYDRA)) {
          const value = unquote(m[2] ?? "");
          if (value !== "") set({ name: m[1] ?? "", value, line: lineNumber, source: "mpirun" });
        }
      }
    },
    end() {
      return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
  };
}

function unquote(value: string): string {
  const v = value.trim();
  return (v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))
    ? v.slice(1, -1)
    : v;
}
