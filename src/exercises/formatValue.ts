/**
 * One line of text for any value a learner logs: numbers without float noise (or exactly as
 * JavaScript writes them, for the labs, whose output is compared with Node's), keys and addresses
 * in hex, verbs objects by their useful fields, cycles and deep nesting cut short. Never throws.
 */
import { IbvCq, IbvMr, IbvPd, IbvQp, ibvAccessFlagNames, VerbsContext } from "fabric-model";

/** Longest line a log call produces. */
export const MAX_LOG_LINE = 400;

const hex = (n: number): string => `0x${n.toString(16)}`;

/** How numbers are written: `readable` drops float noise, `exact` is JavaScript's `String(n)`. */
export type NumberStyle = "readable" | "exact";

/**
 * A number as text with at most 15 significant digits, the most a double keeps for every decimal
 * (DBL_DIG): the noise that arithmetic leaves in the 16th and 17th goes, every digit a person wrote
 * stays. Integers are written whole.
 * @example readableNumber(1.5925897000000003e-6) // "0.0000015925897"
 * @example readableNumber(0.1 + 0.2) // "0.3"
 */
export function readableNumber(n: number): string {
  if (Object.is(n, -0)) return "-0";
  if (Number.isInteger(n) || !Number.isFinite(n)) return String(n);
  return String(Number(n.toPrecision(15)));
}

function fields(name: string, entries: ReadonlyArray<readonly [string, string]>): string {
  return `${name} { ${entries.map(([k, v]) => `${k}: ${v}`).join(", ")} }`;
}

function verbsObject(value: object): string | undefined {
  if (value instanceof IbvMr) {
    const access = ibvAccessFlagNames(value.access).join(" | ") || "0";
    return fields("IbvMr", [
      ["addr", hex(value.addr)],
      ["length", String(value.length)],
      ["lkey", hex(value.lkey)],
      ["rkey", hex(value.rkey)],
      ["access", access],
    ]);
  }
  if (value instanceof IbvQp)
    return fields("IbvQp", [
      ["qpNum", hex(value.qpNum)],
      ["state", value.state],
    ]);
  if (value instanceof IbvCq)
    return fields("IbvCq", [
      ["cqe", String(value.cqe)],
      ["depth", String(value.depth)],
    ]);
  if (value instanceof IbvPd)
    return fields("IbvPd", [
      ["host", value.host],
      ["handle", String(value.handle)],
    ]);
  if (value instanceof VerbsContext) return fields("VerbsContext", [["host", value.host]]);
  return undefined;
}

function format(value: unknown, depth: number, seen: Set<object>, numbers: NumberStyle): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "string":
      return depth === 0 ? value : JSON.stringify(value);
    case "number":
      return numbers === "readable" ? readableNumber(value) : Object.is(value, -0) ? "-0" : String(value);
    case "bigint":
      return `${value}n`;
    case "boolean":
    case "undefined":
      return String(value);
    case "symbol":
      return value.toString();
    case "function":
      return `[function ${value.name || "anonymous"}]`;
  }
  const obj = value as object;
  const known = verbsObject(obj);
  if (known !== undefined) return known;
  if (seen.has(obj)) return "[circular]";
  if (depth >= 3) return Array.isArray(obj) ? "[…]" : "{…}";
  seen.add(obj);
  try {
    if (obj instanceof Error) return `${obj.name}: ${obj.message}`;
    if (ArrayBuffer.isView(obj) && !(obj instanceof DataView)) {
      const items = Array.from(obj as unknown as ArrayLike<number>).slice(0, 64);
      const more = (obj as unknown as ArrayLike<number>).length > 64 ? ", …" : "";
      return `${obj.constructor.name}(${(obj as unknown as ArrayLike<number>).length}) [${items.join(", ")}${more}]`;
    }
    if (Array.isArray(obj)) {
      const items = obj.slice(0, 32).map((v) => format(v, depth + 1, seen, numbers));
      return `[${items.join(", ")}${obj.length > 32 ? ", …" : ""}]`;
    }
    const entries = Object.entries(obj)
      .slice(0, 32)
      .map(([k, v]) => `${k}: ${format(v, depth + 1, seen, numbers)}`);
    const name = obj.constructor && obj.constructor !== Object ? `${obj.constructor.name} ` : "";
    return entries.length === 0 ? `${name}{}` : `${name}{ ${entries.join(", ")} }`;
  } finally {
    seen.delete(obj);
  }
}

/**
 * The text `log(...values)` prints: values separated by spaces, at most {@link MAX_LOG_LINE} characters.
 * `formatLogLine(["rkey", 0x1a3])` -> "rkey 419"; `formatLogLine([{ time: 1.5925897000000003e-6 }])`
 * -> "{ time: 0.0000015925897 }" (`numbers: "exact"` keeps the noise, as Node prints it).
 */
export function formatLogLine(values: readonly unknown[], numbers: NumberStyle = "readable"): string {
  let line: string;
  try {
    line = values.map((v) => format(v, 0, new Set(), numbers)).join(" ");
  } catch {
    line = "[value that cannot be printed]";
  }
  return line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE - 1)}…` : line;
}
