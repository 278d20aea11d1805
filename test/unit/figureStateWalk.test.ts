/**
 * Combined-state validation, generated from every figure's spec: each pair of control values (all
 * options of an enum, both of a switch, a number's ends, middle and default; every other control at
 * its default) either computes — data, table, summary and chart, with no NaN or Infinity said — or
 * is a conflict the figure declares, said in the reader's words in every language, naming only its
 * own controls. A new figure inherits the walk.
 */
import { describe, expect, it } from "vitest";
import { renderFigureParts } from "../../src/figures/figureView.ts";
import { figures } from "../../src/figures/registry.ts";
import { conflictErrors } from "../../src/figures/settleState.ts";
import { defaultState, type ParamSpec, type StateOf, type StateSpec } from "../../src/lib/figureState.ts";
import { languages, translator, type UiKey } from "../../src/lib/i18n.ts";
import { renderedChart } from "./renderedChart.ts";
import { shimChartContext } from "./shimChartContext.ts";
import { walkValues } from "./walkValues.ts";

/** Every state that sets two params to one pair of their walk values, the rest at defaults (each once). */
function pairStates(spec: StateSpec): Array<StateOf<StateSpec>> {
  const names = Object.keys(spec);
  const base = defaultState(spec) as Record<string, unknown>;
  const seen = new Map<string, StateOf<StateSpec>>();
  const add = (state: Record<string, unknown>) =>
    seen.set(JSON.stringify(state), state as StateOf<StateSpec>);
  add(base);
  for (let i = 0; i < names.length; i++) {
    const a = names[i] as string;
    for (const va of walkValues(spec[a] as ParamSpec)) {
      add({ ...base, [a]: va });
      for (let j = i + 1; j < names.length; j++) {
        const b = names[j] as string;
        for (const vb of walkValues(spec[b] as ParamSpec)) add({ ...base, [a]: va, [b]: vb });
      }
    }
  }
  return [...seen.values()];
}

/** Text a reader must never see: unfilled placeholders, raw keys, numbers gone wrong, model identifiers. */
const BROKEN = /\{[a-zA-Z]+\}|\bNaN\b|Infinity|undefined|\b[a-z]+[A-Z][a-zA-Z]*\(|\bpredict[A-Z]/;

describe("every figure's combinations of control values", () => {
  for (const [id, definition] of figures) {
    it(`${id}: each pair of values computes, or is a declared conflict said in words`, () => {
      const context = shimChartContext();
      let computed = 0;
      for (const state of pairStates(definition.spec)) {
        const conflicts = definition.conflicts?.(state) ?? [];
        const where = `${id} ${JSON.stringify(state)}`;
        if (conflicts.length === 0) {
          const parts = renderFigureParts(definition, state, context);
          expect(parts.summary, where).not.toMatch(BROKEN);
          expect(renderedChart(parts.chart).tagName.toLowerCase(), where).toMatch(/svg|figure|div/);
          computed++;
          continue;
        }
        for (const conflict of conflicts) {
          expect(conflict.params.length, where).toBeGreaterThanOrEqual(2);
          for (const param of conflict.params) expect(Object.keys(definition.spec), where).toContain(param);
        }
        for (const lang of languages) {
          const tr = translator(lang);
          for (const conflict of conflicts)
            expect(tr(conflict.reason.key as UiKey), `${where} ${lang}`).not.toBe(conflict.reason.key);
          const errors = conflictErrors(definition, state, tr);
          for (const error of errors) {
            const text = tr(error.message.key, error.message.vars);
            expect(text, `${where} ${lang}`).not.toMatch(BROKEN);
            // Names the other controls by their labels.
            const others = (conflicts.find((c) => c.params.includes(error.param))?.params ?? []).filter(
              (p) => p !== error.param,
            );
            for (const other of others)
              expect(text).toContain(tr((definition.spec[other] as ParamSpec).label));
          }
        }
      }
      expect(computed).toBeGreaterThan(0);
    }, 120_000);
  }
});
