import { describe, expect, it } from "vitest";
import "../../src/lib/allStrings.ts";
import { EMBED_CHART_WIDTH, embedFrameHeight, svgSize } from "../../src/figures/embedFrameHeight.ts";
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_HEIGHT_VERSION,
  embedSnippets,
  heightListenerScript,
} from "../../src/figures/embedSnippets.ts";
import { defaultEmbedTheme, isEmbedTheme } from "../../src/figures/embedTheme.ts";
import { figureView } from "../../src/figures/figureView.ts";
import { figureById, figures } from "../../src/figures/registry.ts";
import { staticEmbedFrameHeight } from "../../src/figures/renderFigureStatic.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { defaultLens } from "../../src/lib/unitLens.ts";

const bus = figureById("bus-contention");
const state = defaultState(bus.spec);
const labels = { iframe: "iframe", component: "component" };
const NOTEBOOK = "https://notebook.example";

/** The listener script's code, run against a page of `frames` (their windows), as a browser would. */
function runListener(frames: Array<{ contentWindow: object; style: { height?: string } }>) {
  const code = /<script>([\s\S]*)<\/script>/.exec(heightListenerScript(NOTEBOOK))?.[1] ?? "";
  let handler: ((e: { origin: string; source: object; data: unknown }) => void) | undefined;
  const addEventListener = (type: string, h: typeof handler) => {
    if (type === "message") handler = h;
  };
  const document = { querySelectorAll: () => frames };
  new Function("addEventListener", "document", code)(addEventListener, document);
  return (origin: string, source: object, data: unknown) => handler?.({ origin, source, data });
}

describe("heightListenerScript", () => {
  const message = (height: unknown, extra: object = {}) => ({
    type: EMBED_HEIGHT_MESSAGE,
    version: EMBED_HEIGHT_VERSION,
    figure: "bus-contention",
    height,
    ...extra,
  });

  it("heightListenerScript(origin) sizes the iframe whose window sent the message, and no other", () => {
    const a = { contentWindow: {}, style: {} as { height?: string } };
    const b = { contentWindow: {}, style: {} as { height?: string } };
    const post = runListener([a, b]);
    post(NOTEBOOK, b.contentWindow, message(731));
    expect(b.style.height).toBe("731px");
    expect(a.style.height).toBeUndefined();
  });

  it("heightListenerScript(origin) ignores other origins, other types and versions, and heights that are not whole positive numbers", () => {
    const frame = { contentWindow: {}, style: {} as { height?: string } };
    const post = runListener([frame]);
    post("https://evil.example", frame.contentWindow, message(900));
    post("null", frame.contentWindow, message(900));
    post(NOTEBOOK, frame.contentWindow, { ...message(900), type: "other:height" });
    post(NOTEBOOK, frame.contentWindow, message(900, { version: 2 }));
    for (const height of ["900", "900px; color: red", -5, 0, 12.5, Number.NaN, null])
      post(NOTEBOOK, frame.contentWindow, message(height));
    post(NOTEBOOK, frame.contentWindow, null);
    post(NOTEBOOK, frame.contentWindow, "fabric-notebook:height");
    expect(frame.style.height).toBeUndefined();
  });
});

describe("embedSnippets", () => {
  const snippets = (theme: "light" | "dark" | "auto", height = 731.2) =>
    embedSnippets({ definition: bus, state, origin: NOTEBOOK, theme, height, title: "T", labels });

  it("embedSnippets({theme, height}) -> iframe ?theme=<theme> at that height (whole px), its listener, and theme=<theme> on the element", () => {
    for (const theme of ["light", "dark", "auto"] as const) {
      const [iframe, component] = snippets(theme);
      expect(iframe?.code).toMatch(new RegExp(`src="${NOTEBOOK}/embed/bus-contention/\\?theme=${theme}"`));
      expect(iframe?.code).toContain(' height="732" ');
      expect(iframe?.code).toContain(heightListenerScript(NOTEBOOK));
      expect(component?.code).toContain(`<fab-bus-contention theme="${theme}"></fab-bus-contention>`);
    }
  });

  it("defaultEmbedTheme is light: a frame cannot see its host's colours, and auto follows the reader's system", () => {
    expect(defaultEmbedTheme).toBe("light");
    expect(isEmbedTheme("auto")).toBe(true);
    expect(isEmbedTheme("sepia")).toBe(false);
  });
});

describe("embedFrameHeight", () => {
  const view = figureView({
    definition: bus,
    state,
    errors: [],
    lang: "en",
    lens: defaultLens,
    chart: null,
    table: { columns: [], rows: [] },
    summary: "One line.",
    live: true,
    controlsMode: "full",
    embedHref: "/embed/bus-contention/",
    citationUrl: `${NOTEBOOK}/embed/bus-contention/`,
  });
  const chart = { width: EMBED_CHART_WIDTH, height: 280 };

  it("embedFrameHeight(view, chart) grows by the chart's height, scaled to the figure's content width", () => {
    const base = embedFrameHeight(view, chart);
    const taller = embedFrameHeight(view, { ...chart, height: 580 });
    expect(taller - base).toBeGreaterThan(280);
    expect(taller - base).toBeLessThan(300);
    // A chart twice as wide as the frame shows at half its height.
    expect(embedFrameHeight(view, { width: 2 * EMBED_CHART_WIDTH, height: 560 })).toBeLessThan(taller);
  });

  it("embedFrameHeight(view, chart) grows with a longer summary and more controls, and drops the controls with controls=none", () => {
    const base = embedFrameHeight(view, chart);
    expect(embedFrameHeight({ ...view, summary: "A summary. ".repeat(40) }, chart)).toBeGreaterThan(
      base + 100,
    );
    const more = [...view.controls, ...view.controls, ...view.controls, ...view.controls];
    expect(embedFrameHeight({ ...view, controls: more }, chart)).toBeGreaterThan(base + 60);
    expect(embedFrameHeight({ ...view, controlsMode: "none" }, chart)).toBeLessThan(base - 60);
  });

  it("staticEmbedFrameHeight(…) of every figure is a whole number of px, 500 to 3,000, and a Korean figure's too", () => {
    const height = (id: string, lang: "en" | "ko") => {
      const definition = figureById(id);
      return staticEmbedFrameHeight({
        definition,
        state: defaultState(definition.spec),
        lang,
        pageUrl: `${NOTEBOOK}/embed/${id}/`,
      });
    };
    for (const [id, lang] of [
      ...[...figures.keys()].map((id) => [id, "en"] as const),
      ["fault-isolation", "ko"] as const,
    ]) {
      const px = height(id, lang);
      expect(Number.isInteger(px), id).toBe(true);
      expect(px, id).toBeGreaterThan(500);
      expect(px, id).toBeLessThan(3000);
    }
  }, 60_000);

  it("svgSize(markup) reads the outer SVG's width and height attributes, not its children's or stroke-width", () => {
    expect(
      svgSize(
        '<svg stroke-width="3" viewBox="0 0 720 280" height="280" width="720"><svg width="5" height="6">',
      ),
    ).toEqual({
      width: 720,
      height: 280,
    });
    expect(svgSize('<svg viewBox="0 0 10 10">')).toBeUndefined();
    expect(svgSize("<div></div>")).toBeUndefined();
  });
});
