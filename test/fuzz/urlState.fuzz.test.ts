/**
 * URL-state fuzz, every figure: 200 seeded hostile queries each (valid values, ends and just past
 * them, numbers in every spelling, markup, control characters, long and empty values, repeated and
 * unknown keys), read the way the element reads a link (`readSettledState`). Seed and time cap
 * from fuzzBudget.ts. Whatever the query,
 * the state shown is valid value by value and as a whole, computes, and says no NaN or Infinity;
 * every value that was not used has its message. A new figure inherits the fuzz.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyFigureDefinition } from "../../src/figures/FigureDefinition.ts";
import { figures } from "../../src/figures/registry.ts";
import { readSettledState } from "../../src/figures/settleState.ts";
import {
  defaultState,
  type ParamSpec,
  parseParam,
  type StateOf,
  type StateSpec,
} from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { fuzzRuns } from "./fuzzBudget.ts";

const HOSTILE = [
  "",
  " ",
  "<img src=x onerror=alert(1)>",
  '"><script>alert(1)</script>',
  "javascript:alert(1)",
  "%00",
  "\u0000",
  "\u202e8",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e308",
  "1e-320",
  "-0",
  "0x10",
  "0b1",
  "1_000",
  "١٢",
  "1.",
  ".5",
  "+1",
  "1e",
  "true",
  "yes",
  "null",
  "undefined",
  "constructor",
  "__proto__",
  "x".repeat(65),
  "9".repeat(400),
];

/** Raw values for one param: its own good values and edges, numbers around them, hostile text. */
function rawValue(param: ParamSpec): fc.Arbitrary<string> {
  const own: string[] =
    param.kind === "enum"
      ? [...param.options, ...param.options.map((o) => o.toUpperCase()), ` ${param.options[0]} `]
      : param.kind === "bool"
        ? ["1", "0", "true", "false"]
        : [param.min, param.max, param.default, param.min - 1, param.max + 1, param.min + 0.5].map(String);
  return fc.oneof(
    fc.constantFrom(...own),
    fc.constantFrom(...HOSTILE),
    fc.double({ noNaN: false }).map(String),
    fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String),
    fc.string({ maxLength: 80 }),
  );
}

/** A query for `definition` under `prefix`: some of its keys (some twice), and unknown keys. */
function query(definition: AnyFigureDefinition, prefix: string): fc.Arbitrary<URLSearchParams> {
  const entries = Object.entries(definition.spec).map(([name, param]) =>
    fc
      .option(fc.array(rawValue(param), { minLength: 1, maxLength: 2 }), { nil: undefined })
      .map((values) => (values ?? []).map((v) => [prefix + name, v] as [string, string])),
  );
  const unknown = fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })), {
    maxLength: 3,
  });
  return fc
    .tuple(fc.tuple(...entries), unknown)
    .map(([known, extra]) => new URLSearchParams([...known.flat(), ...extra]));
}

const computed = new Map<string, string>();
/** The summary of a state (memoised: fuzzed states repeat). */
function summaryOf(definition: AnyFigureDefinition, state: StateOf<StateSpec>): string {
  const key = `${definition.id} ${JSON.stringify(state)}`;
  let summary = computed.get(key);
  if (summary === undefined) {
    const tr = translator("en");
    const data = definition.compute(state);
    definition.table(data, tr);
    summary = definition.summary(data, tr, "en", defaultLens);
    computed.set(key, summary);
  }
  return summary;
}

describe("URL-state fuzz", () => {
  for (const [id, definition] of figures) {
    it(`${id}: 200 hostile links each give a valid state that computes, with a message per value not used`, () => {
      const tr = translator("en");
      const fallback = defaultState(definition.spec);
      for (const prefix of ["", `${id}.`]) {
        fc.assert(
          fc.property(query(definition, prefix), (params) => {
            const { state, errors } = readSettledState(
              definition,
              (k) => params.get(k),
              { prefix, fallback },
              tr,
            );
            for (const [name, param] of Object.entries(definition.spec)) {
              const value = (state as Record<string, unknown>)[name];
              const raw = typeof value === "boolean" ? (value ? "1" : "0") : String(value);
              expect(parseParam(param, raw)).toEqual({ ok: true, value });
              const given = params.get(prefix + name);
              if (given !== null && errors.every((e) => e.param !== name)) {
                expect(parseParam(param, given)).toEqual({ ok: true, value });
              }
            }
            for (const error of errors) expect(Object.keys(definition.spec)).toContain(error.param);
            expect(definition.conflicts?.(state) ?? []).toEqual([]);
            expect(summaryOf(definition, state)).not.toMatch(/\bNaN\b|Infinity|undefined/);
          }),
          fuzzRuns(prefix === "" ? 200 : 50),
        );
      }
    }, 120_000);
  }
});
