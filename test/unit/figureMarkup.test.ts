import { render } from "@lit-labs/ssr";
import { collectResultSync } from "@lit-labs/ssr/lib/render-result.js";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { allreduceSteps } from "../../src/figures/definitions/allreduceSteps.ts";
import { busContention } from "../../src/figures/definitions/busContention.ts";
import { anyFigure } from "../../src/figures/FigureDefinition.ts";
import { figureTemplate } from "../../src/figures/figureTemplate.ts";
import { figureView, renderFigureParts } from "../../src/figures/figureView.ts";
import { renderFigureStatic, withoutLitMarkers } from "../../src/figures/renderFigureStatic.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";
import { shimChartContext } from "./shimChartContext.ts";

const definition = anyFigure(busContention);
const state = defaultState(definition.spec);
const parts = renderFigureParts(definition, state, shimChartContext());

/** The figure's live markup (as the element renders it), as HTML. */
function liveMarkup(tableOpen: boolean): string {
  const view = figureView({
    definition,
    state,
    errors: [],
    lang: "en",
    lens: defaultLens,
    chart: null,
    table: parts.table,
    summary: parts.summary,
    live: true,
    controlsMode: "full",
    embedHref: "/embed/bus-contention/",
    citationUrl: "http://localhost/chapters/x/",
    tableOpen,
  });
  return collectResultSync(render(figureTemplate(view, "chart")));
}

describe("a figure's data table", () => {
  it("renderFigureStatic(...) puts the table, every row of it, in a <noscript> inside the closed Data table", () => {
    const html = renderFigureStatic({
      definition,
      state,
      lang: "en",
      pageUrl: "http://localhost/chapters/x/",
    });
    // A DOM without scripting, as a browser with JavaScript off parses the page.
    const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
    const details = document.querySelector("details.fab-data");
    expect(details?.hasAttribute("open")).toBe(false);
    const rows = details?.querySelectorAll("noscript.fab-data-static table tbody tr") ?? [];
    expect(rows.length).toBe(parts.table.rows.length);
    expect(document.querySelectorAll("table")).toHaveLength(1);
  });
  it("renderFigureStatic(...) holds no table elements for a browser that runs scripts (the noscript is text)", () => {
    const html = renderFigureStatic({
      definition,
      state,
      lang: "en",
      pageUrl: "http://localhost/chapters/x/",
    });
    const outside = html.replace(/<noscript class="fab-data-static">[\s\S]*?<\/noscript>/, "");
    expect(outside).not.toMatch(/<table|<tr|<td/);
  });
  it("figureTemplate(live view) renders the table only while it is open, with its rows formatted only then", () => {
    const closed = liveMarkup(false);
    expect(closed).toContain('class="fab-data"');
    expect(closed).not.toContain("<table");
    const open = liveMarkup(true);
    const { document } = parseHTML(`<!doctype html><html><body>${open}</body></html>`);
    expect(document.querySelector("details.fab-data")?.hasAttribute("open")).toBe(true);
    expect(document.querySelectorAll("details.fab-data tbody tr")).toHaveLength(parts.table.rows.length);
  });
});

describe("a figure's build-time markup", () => {
  it("withoutLitMarkers(html) drops Lit's part and node markers and keeps other comments and the markup", () => {
    const html =
      '<!--lit-part iNB+SZdHw=--><p><!--lit-node 3--><b x="1">a</b><!--lit-part-->b<!--/lit-part--></p><!-- note --><!--/lit-part-->';
    expect(withoutLitMarkers(html)).toBe('<p><b x="1">a</b>b</p><!-- note -->');
  });
  it("renderFigureStatic(...) holds no Lit markers and still draws the chart and its caption, for a chart element and a Lit-template chart", () => {
    for (const figure of [definition, anyFigure(allreduceSteps)]) {
      const options = {
        definition: figure,
        state: defaultState(figure.spec),
        lang: "en" as const,
        pageUrl: "http://localhost/x/",
      };
      const html = renderFigureStatic(options);
      expect(html).not.toMatch(/<!--\/?lit-/);
      const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
      expect(document.querySelectorAll(".fab-chart svg").length).toBeGreaterThan(0);
      expect(document.querySelector("figcaption.fab-caption")?.textContent?.trim()).not.toBe("");
    }
  });
});
