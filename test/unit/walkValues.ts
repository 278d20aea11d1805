import type { ParamSpec } from "../../src/lib/figureState.ts";

/** The values of a param the figure walks try: every option, both booleans, or ends, default and middle. */
export function walkValues(param: ParamSpec): Array<string | number | boolean> {
  switch (param.kind) {
    case "enum":
      return [...param.options];
    case "bool":
      return [false, true];
    case "int":
      return [...new Set([param.min, param.default, param.max, Math.round((param.min + param.max) / 2)])];
    case "number":
      return [...new Set([param.min, param.default, param.max, (param.min + param.max) / 2])];
  }
}
