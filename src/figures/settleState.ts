/**
 * Combined-state validation: a state whose values are each valid but do not go together (a
 * figure's `conflicts`) is never computed. Each conflicting control gets a message in the reader's
 * words naming the other controls, and the state falls back: the conflicting values to the
 * fallback's, or the whole fallback if that still conflicts, so the controls always show the state
 * the chart shows. Used by the figure element for links, attributes and controls, and by the
 * tests that walk and fuzz every figure's state.
 */
import { readState, type StateError, type StateOf, type StateSpec } from "../lib/figureState.ts";
import type { UiKey } from "../lib/i18n.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";

type Translate = (key: UiKey, vars?: Record<string, string | number>) => string;

/**
 * One error per control in a conflict of `state`: "Does not go with GPUs per node: 1 GPU in all;
 * an all-reduce needs at least 2." (translated pieces, in the figure's language).
 * `conflictErrors(protocolSweep, { …, gpusPerNode: "1", nodes: "1" }, tr).map((e) => e.param)` -> ["gpusPerNode", "nodes"]
 */
export function conflictErrors(
  definition: AnyFigureDefinition,
  state: StateOf<StateSpec>,
  tr: Translate,
): StateError[] {
  const errors: StateError[] = [];
  for (const conflict of definition.conflicts?.(state) ?? []) {
    const reason = tr(conflict.reason.key, { ...conflict.reason.vars });
    for (const param of conflict.params) {
      const others = conflict.params
        .filter((other) => other !== param)
        .map((other) => {
          const spec = definition.spec[other];
          return spec ? tr(spec.label) : other;
        })
        .join(", ");
      errors.push({
        param,
        raw: String((state as Record<string, unknown>)[param]),
        message: { key: "state.error.conflict", vars: { others, reason } },
      });
    }
  }
  return errors;
}

/**
 * The state to show for `candidate`: itself when nothing conflicts; else `candidate` with its
 * conflicting values taken from `fallback`, or `fallback` itself when that still conflicts; with
 * the conflicts of `candidate` as errors.
 */
export function settleState(
  definition: AnyFigureDefinition,
  candidate: StateOf<StateSpec>,
  fallback: StateOf<StateSpec>,
  tr: Translate,
): { state: StateOf<StateSpec>; errors: StateError[] } {
  const errors = conflictErrors(definition, candidate, tr);
  if (errors.length === 0) return { state: candidate, errors };
  const partial: Record<string, unknown> = { ...candidate };
  for (const { param } of errors) partial[param] = (fallback as Record<string, unknown>)[param];
  const state = partial as StateOf<StateSpec>;
  return {
    state: (definition.conflicts?.(state) ?? []).length === 0 ? state : fallback,
    errors,
  };
}

/**
 * A figure's state read from key/value pairs (a link's query, element attributes) as the element
 * reads it: each value checked alone (`readState`, the fallback's value kept for a bad one), then
 * the combination settled ({@link settleState}); `notice` is the UI key that sums the errors up,
 * if any. Never throws; the state it gives always computes.
 * `readSettledState(def, (k) => query.get(k), { prefix: "", fallback }, tr).state`
 */
export function readSettledState(
  definition: AnyFigureDefinition,
  get: (key: string) => string | null | undefined,
  options: { readonly prefix?: string; readonly fallback: StateOf<StateSpec> },
  tr: Translate,
): { state: StateOf<StateSpec>; errors: StateError[]; notice?: UiKey } {
  const read = readState(definition.spec, get, options);
  const settled = settleState(definition, read.state, options.fallback, tr);
  const errors = [...read.errors, ...settled.errors];
  const notice: UiKey | undefined =
    read.errors.length > 0
      ? "figure.invalidState"
      : settled.errors.length > 0
        ? "figure.conflictingLink"
        : undefined;
  return { state: settled.state, errors, ...(notice ? { notice } : {}) };
}
