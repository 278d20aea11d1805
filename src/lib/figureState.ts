/**
 * Figure state: one typed object per figure, described by a parameter spec, validated, and
 * mirrored to the URL query string. Parsing never throws: a bad value yields a message and the
 * fallback (default or last good) value.
 */
import type { UiKey } from "./i18n.ts";

interface ParamBase {
  /** UI-dictionary key of the control's label. */
  readonly label: UiKey;
  /** UI-dictionary key of the unit shown after the value, if any. */
  readonly unit?: UiKey;
  /**
   * The states in which the control does something (always, when absent): elsewhere the figure
   * hides it (its value stays in the state and the URL). A generated test checks that a control
   * shown in a state changes the figure's data for some value.
   */
  readonly appliesWhen?: (state: Readonly<Record<string, unknown>>) => boolean;
  /**
   * Shown in every state although it may leave the data alone (say why beside it): the generated
   * test then skips it.
   */
  readonly alwaysShown?: true;
}
/** An integer in [min, max]. */
export interface IntParam extends ParamBase {
  readonly kind: "int";
  readonly min: number;
  readonly max: number;
  readonly step?: number;
  readonly default: number;
  /**
   * Playable: the control gets Play / Pause, which advances the value by `step` every
   * `intervalMs` (divided by the numeric value of the `speed` param, if the spec has one) and
   * stops at `max`. For stepping through a simulation; stepping by hand always works.
   */
  readonly play?: {
    readonly intervalMs: number;
    /** The last value worth playing to in a given state (a simulation's real length), if below max. */
    readonly last?: (state: Readonly<Record<string, unknown>>) => number;
  };
}
/** A real number in [min, max]. */
export interface NumberParam extends ParamBase {
  readonly kind: "number";
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly default: number;
}
/**
 * One of a fixed list of string values; `labels` maps each value to a UI key (omit it when the
 * values are numbers that need no translation: they are shown as they are, with the unit).
 */
export interface EnumParam<V extends string = string> extends ParamBase {
  readonly kind: "enum";
  readonly options: readonly V[];
  readonly labels?: Readonly<Record<V, UiKey>>;
  /** The label of a value built from several dictionary entries (for long data-driven lists); wins over `labels`. */
  readonly optionLabel?: (
    value: V,
    tr: (key: UiKey, vars?: Record<string, string | number>) => string,
  ) => string;
  readonly default: V;
}
/** A yes/no switch. */
export interface BoolParam extends ParamBase {
  readonly kind: "bool";
  readonly default: boolean;
}
/** Any parameter kind. */
export type ParamSpec = IntParam | NumberParam | EnumParam | BoolParam;
/** A figure's parameters by name (the name is the URL key). */
export type StateSpec = Readonly<Record<string, ParamSpec>>;

/** The state object a spec describes. */
export type StateOf<S extends StateSpec> = {
  readonly [K in keyof S]: S[K] extends EnumParam<infer V> ? V : S[K] extends BoolParam ? boolean : number;
};

/** A value that could not be used, with the message to show next to its control. */
export interface StateError {
  readonly param: string;
  readonly raw: string;
  readonly message: { readonly key: UiKey; readonly vars: Record<string, string | number> };
}

/** Result of parsing one raw value. */
export type ParamResult =
  | { readonly ok: true; readonly value: number | string | boolean }
  | { readonly ok: false; readonly message: StateError["message"] };

const MAX_RAW_LENGTH = 64;

/**
 * Parse one raw string (from the URL, an attribute or a control) against its spec.
 * @example parseParam({kind:"int",min:1,max:64,default:8,label:"…"}, "16") // {ok:true, value:16}
 */
export function parseParam(spec: ParamSpec, raw: string): ParamResult {
  const text = raw.trim();
  if (text.length > MAX_RAW_LENGTH) return fail("state.error.tooLong", { max: MAX_RAW_LENGTH });
  switch (spec.kind) {
    case "int":
    case "number": {
      if (text === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) {
        return fail("state.error.notNumber", { value: text });
      }
      // "-0" is 0: a state never holds a negative zero (it would print as "-0").
      const value = Number(text) + 0;
      if (spec.kind === "int" && !Number.isInteger(value)) {
        return fail("state.error.notInteger", { value: text });
      }
      if (value < spec.min || value > spec.max) {
        return fail("state.error.range", { value: text, min: spec.min, max: spec.max });
      }
      return { ok: true, value };
    }
    case "enum":
      return spec.options.includes(text)
        ? { ok: true, value: text }
        : fail("state.error.option", { value: text, options: spec.options.join(", ") });
    case "bool":
      if (text === "1" || text === "true") return { ok: true, value: true };
      if (text === "0" || text === "false") return { ok: true, value: false };
      return fail("state.error.bool", { value: text });
  }
}

/**
 * Whether a param's control does something in `state` (see `appliesWhen`).
 * @example paramApplies({ kind: "bool", default: false, label: "…", appliesWhen: (s) => s.mode === "a" }, { mode: "b" }) // false
 */
export function paramApplies(param: ParamSpec, state: Readonly<Record<string, unknown>>): boolean {
  return param.appliesWhen?.(state) ?? true;
}

/** The default state of a spec. */
export function defaultState<S extends StateSpec>(spec: S): StateOf<S> {
  const state: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(spec)) state[name] = param.default;
  return state as StateOf<S>;
}

/**
 * Read a state from key/value pairs (a URL's query, element attributes), keeping `fallback`'s
 * value for anything missing or invalid and reporting each invalid value.
 * Keys are `prefix + name`; unknown keys are ignored.
 */
export function readState<S extends StateSpec>(
  spec: S,
  get: (key: string) => string | null | undefined,
  options: { prefix?: string; fallback?: StateOf<S> } = {},
): { state: StateOf<S>; errors: StateError[] } {
  const prefix = options.prefix ?? "";
  const state: Record<string, unknown> = { ...(options.fallback ?? defaultState(spec)) };
  const errors: StateError[] = [];
  for (const [name, param] of Object.entries(spec)) {
    const raw = get(prefix + name);
    if (raw === null || raw === undefined) continue;
    const result = parseParam(param, raw);
    if (result.ok) state[name] = result.value;
    else errors.push({ param: name, raw: raw.slice(0, MAX_RAW_LENGTH), message: result.message });
  }
  return { state: state as StateOf<S>, errors };
}

/** The query entries that encode `state`: only values that differ from the default. */
export function stateEntries<S extends StateSpec>(
  spec: S,
  state: StateOf<S>,
  prefix = "",
): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  for (const [name, param] of Object.entries(spec)) {
    const value = (state as Record<string, unknown>)[name];
    if (value === param.default) continue;
    entries.push([prefix + name, typeof value === "boolean" ? (value ? "1" : "0") : String(value)]);
  }
  return entries;
}

/** Write `state` into `params` under `prefix`, removing keys whose value is the default. */
export function writeState<S extends StateSpec>(
  spec: S,
  state: StateOf<S>,
  params: URLSearchParams,
  prefix = "",
): void {
  for (const name of Object.keys(spec)) params.delete(prefix + name);
  for (const [key, value] of stateEntries(spec, state, prefix)) params.set(key, value);
}

function fail(key: UiKey, vars: Record<string, string | number>): ParamResult {
  return { ok: false, message: { key, vars } };
}
