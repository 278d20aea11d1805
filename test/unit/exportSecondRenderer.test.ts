/**
 * Exports as another tool sees them: every figure's chart, exported as a standalone SVG with its
 * title and source, in light and dark, is drawn by resvg (a renderer that knows no CSS custom
 * properties and no `light-dark()`) to a PNG of the export's size with more than one colour in it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { beforeAll, describe, expect, it } from "vitest";
import { renderFigureParts } from "../../src/figures/figureView.ts";
import { figures } from "../../src/figures/registry.ts";
import { standaloneSvg, standaloneSvgSize } from "../../src/lib/exportFigure.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { allStringAreas, loadStrings } from "../../src/lib/stringAreas.ts";
import { shimChartContext } from "./shimChartContext.ts";

/** The site's colour tokens as a page resolves them (tokens.css), by name. */
function tokens(): Map<string, string> {
  const css = readFileSync(new URL("../../src/styles/tokens.css", import.meta.url), "utf8");
  const root = css.slice(0, css.indexOf(":root[data-theme"));
  return new Map(
    [...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("figure exports in a second renderer (resvg)", () => {
  beforeAll(async () => {
    await loadStrings("en", allStringAreas);
    const require = createRequire(import.meta.url);
    await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  });

  const values = tokens();
  for (const definition of figures.values()) {
    it(`standaloneSvg(${definition.id}'s chart, light and dark, with title and source) draws at its size in resvg, no CSS function left`, () => {
      const tr = translator("en");
      const parts = renderFigureParts(definition, defaultState(definition.spec), shimChartContext());
      const chart = parts.chart as Element;
      if (typeof chart?.tagName !== "string") {
        // A Lit-template diagram becomes DOM only in a page; its export is checked in the browser.
        expect(parts.chart).toHaveProperty("strings");
        return;
      }
      for (const scheme of ["light", "dark"] as const) {
        const options = {
          background: values.get("--fab-bg") ?? "#fff",
          color: scheme === "light" ? "#111111" : "#eeeeee",
          font: "sans-serif",
          scheme,
          title: tr(definition.title),
          source: `fabric-notebook, https://example.org/embed/${definition.id}/`,
        };
        const svg = standaloneSvg(chart, (name) => values.get(name) ?? "", options);
        expect(svg, scheme).not.toMatch(/light-dark\(|var\(--/);
        expect(svg).toContain(tr(definition.title).replace(/&/g, "&amp;").replace(/</g, "&lt;"));
        const png = new Resvg(svg).render().asPng();
        const size = standaloneSvgSize(chart, options);
        expect(pngSize(png), scheme).toEqual({
          width: Math.round(size.width),
          height: Math.round(size.height),
        });
      }
    });
  }
});
