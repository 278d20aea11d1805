/**
 * A control the reader sees must do something: generated from every figure's spec, in the default
 * state and in every state one control away from it (each enum option, both of a switch, a
 * number's ends, middle and default), every control shown there (`appliesWhen` true or absent)
 * changes the figure's computed data for at least one of its values, unless its param is declared
 * `alwaysShown` (with its reason in the spec). A control that does nothing in a state declares
 * `appliesWhen`, and the figure hides it there. A new figure inherits the walk.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { congestedSwitch } from "../../src/figures/definitions/congestedSwitch.ts";
import { anyFigure } from "../../src/figures/FigureDefinition.ts";
import { figureView } from "../../src/figures/figureView.ts";
import { figures } from "../../src/figures/registry.ts";
import { defaultState, paramApplies, type StateOf, type StateSpec } from "../../src/lib/figureState.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { walkValues } from "./walkValues.ts";

/** The default state and every state one control away from it (each once). */
function nearStates(spec: StateSpec): Array<StateOf<StateSpec>> {
  const base = defaultState(spec) as Record<string, unknown>;
  const seen = new Map<string, StateOf<StateSpec>>();
  const add = (state: Record<string, unknown>) =>
    seen.set(JSON.stringify(state), state as StateOf<StateSpec>);
  add(base);
  for (const [name, param] of Object.entries(spec))
    for (const value of walkValues(param)) add({ ...base, [name]: value });
  return [...seen.values()];
}

describe("every figure's shown controls change what it computes", () => {
  for (const [id, definition] of figures) {
    it(`${id}: each control shown in a state changes the data for some value, or is hidden there`, () => {
      const idle: string[] = [];
      for (const state of nearStates(definition.spec)) {
        if ((definition.conflicts?.(state) ?? []).length > 0) continue;
        const data = definition.compute(state);
        for (const [name, param] of Object.entries(definition.spec)) {
          if (!paramApplies(param, state) || param.alwaysShown) continue;
          const moves = walkValues(param).some((value) => {
            if (value === (state as Record<string, unknown>)[name]) return false;
            const next = { ...state, [name]: value } as StateOf<StateSpec>;
            if ((definition.conflicts?.(next) ?? []).length > 0) return false;
            return !isDeepStrictEqual(definition.compute(next), data);
          });
          if (!moves) idle.push(`${name} in ${JSON.stringify(state)}`);
        }
      }
      expect(idle, `${id}: controls shown that change nothing`).toEqual([]);
      // The advisors' walks compute hundreds of states: generous on a shared machine.
    }, 90_000);
  }
});

describe("figureView", () => {
  /** The names of the controls the view shows for a state. */
  const controlsShown = (definition: ReturnType<typeof anyFigure>, state: Record<string, unknown>) =>
    figureView({
      definition,
      state: state as StateOf<StateSpec>,
      errors: [],
      lang: "en",
      lens: defaultLens,
      chart: null,
      table: { columns: [], rows: [] },
      summary: "",
      live: true,
      controlsMode: "full",
      embedHref: "",
      citationUrl: "http://localhost/",
    }).controls.map((c) => c.name);

  it("figureView(congested-switch) shows Loss recovery with a lossy fabric and hides it with PFC or credits", () => {
    const definition = anyFigure(congestedSwitch);
    const base = defaultState(definition.spec) as Record<string, unknown>;
    for (const mode of ["pfc", "pfc-ecn", "ib-credits"])
      expect(controlsShown(definition, { ...base, mode }), mode).not.toContain("recovery");
    expect(controlsShown(definition, { ...base, mode: "lossy" })).toContain("recovery");
  });

  it("figureView(allreduce-steps) shows Tree pieces per half with the tree only", () => {
    const definition = figures.get("allreduce-steps") as ReturnType<typeof anyFigure>;
    const base = defaultState(definition.spec) as Record<string, unknown>;
    expect(controlsShown(definition, { ...base, algorithm: "ring" })).not.toContain("pieces");
    expect(controlsShown(definition, { ...base, algorithm: "tree" })).toContain("pieces");
  });
});
