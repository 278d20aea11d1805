import { statePrefix } from "../figures/figureLinks.ts";
import { parseParam, type StateSpec } from "../lib/figureState.ts";
import type { PredictionFigure } from "./PredictionDefinition.ts";

/**
 * A same-page link that opens the chapter with a figure in a given state and scrolls to it: the
 * state as `<figure>.<param>=value` query entries (every given value, defaults included, so the
 * link wins over the state the chapter authored) and `#fig-<figure>`.
 * @throws Error when a parameter is unknown or a value invalid for `spec` (an authoring mistake).
 * @example figureStateHref({ name: "bus-contention", state: { devices: 16 } }, spec) // "./?bus-contention.devices=16#fig-bus-contention"
 */
export function figureStateHref(figure: PredictionFigure, spec: StateSpec): string {
  const entries = Object.entries(figure.state).map(([name, value]): [string, string] => {
    const param = spec[name];
    if (!param) throw new Error(`figure "${figure.name}" has no parameter "${name}"`);
    const raw = typeof value === "boolean" ? (value ? "1" : "0") : String(value);
    const parsed = parseParam(param, raw);
    if (!parsed.ok) throw new Error(`figure "${figure.name}": "${raw}" is not a valid ${name}`);
    return [statePrefix(figure.name) + name, raw];
  });
  const query = new URLSearchParams(entries).toString();
  return `./${query ? `?${query}` : ""}#fig-${figure.name}`;
}
