/**
 * A chart context on a DOM shim (linkedom), as the build-time render has: English, 720 px wide,
 * the default unit lens, each overridable. For chart tests and benches outside a browser.
 */
import { parseHTML } from "linkedom";
import type { ChartContext } from "../../src/figures/FigureDefinition.ts";
import { translator } from "../../src/lib/i18n.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";

/** A fresh shim document with these defaults, overridden by `overrides`. */
export function shimChartContext(overrides: Partial<ChartContext> = {}): ChartContext {
  const { document } = parseHTML("<!doctype html><html><body></body></html>");
  const lang = overrides.lang ?? "en";
  return {
    document: document as unknown as Document,
    width: 720,
    lang,
    tr: translator(lang),
    lens: defaultLens,
    ...overrides,
  };
}
