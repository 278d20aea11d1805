import { parseHTML } from "linkedom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { virtualisationLayersFigure } from "../../src/figures/definitions/virtualisationLayers.ts";
import { embedSnippets } from "../../src/figures/embedSnippets.ts";
import { figureLinks } from "../../src/figures/figureLinks.ts";
import { figureById } from "../../src/figures/registry.ts";
import { tableToCsv } from "../../src/lib/exportFigure.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { t, translator } from "../../src/lib/i18n.ts";
import { languageSwitchScript } from "../../src/lib/languageSwitchScript.ts";

const bus = figureById("bus-contention");
const state = { ...defaultState(bus.spec), devices: 16 };
const labels = { iframe: "iframe", component: "component" };

describe("embedSnippets", () => {
  it('embedSnippets({lang: "ko"}) -> iframe /embed/<id>/?…&lang=ko and a lang="ko" attribute', () => {
    const [iframe, component] = embedSnippets({
      definition: bus,
      state,
      origin: "https://x",
      lang: "ko",
      theme: "auto",
      height: 700,
      title: "T",
      labels,
    });
    expect(iframe?.code).toMatch(
      /src="https:\/\/x\/embed\/bus-contention\/\?[^"]*devices=16[^"]*&amp;lang=ko&amp;theme=auto"/,
    );
    expect(component?.code).toMatch(
      /<fab-bus-contention [^>]*devices="16"[^>]* lang="ko" theme="auto"><\/fab-bus-contention>/,
    );
  });
  it('embedSnippets({lang: "en"}) leaves the language implicit', () => {
    const snippets = embedSnippets({
      definition: bus,
      state,
      origin: "https://x",
      lang: "en",
      theme: "light",
      height: 700,
      title: "T",
      labels,
    });
    expect(snippets.map((s) => s.code).join("\n")).not.toMatch(/lang/);
  });
  it("embedSnippets(…) carry no style attribute, which a host that forbids inline styles would refuse", () => {
    const snippets = embedSnippets({
      definition: bus,
      state,
      origin: "https://x",
      theme: "light",
      height: 700,
      title: "T",
      labels,
    });
    for (const { code } of snippets) expect(code).not.toMatch(/\sstyle=/);
    expect(snippets[0]?.code).toContain('frameborder="0"');
  });
});

describe("figureLinks", () => {
  it("figureLinks on a Korean chapter -> embed link under /ko/embed/, citation keeps the /ko/ page", () => {
    const links = figureLinks({
      definition: bus,
      state,
      lang: "ko",
      pageUrl: "https://x/ko/chapters/shared-bus-vs-switched-fabric/",
      prefix: "bus-contention.",
    });
    expect(links.embedHref).toMatch(/^\/ko\/embed\/bus-contention\/\?.*devices=16/);
    expect(links.citationUrl).toMatch(
      /^https:\/\/x\/ko\/chapters\/shared-bus-vs-switched-fabric\/\?.*#fig-bus-contention$/,
    );
    expect(links.citationUrl).not.toMatch(/lang=/);
  });
  it("figureLinks on /embed/<id>/?lang=ko -> the citation link carries lang=ko", () => {
    const links = figureLinks({
      definition: bus,
      state,
      lang: "ko",
      pageUrl: "https://x/embed/bus-contention/?lang=ko",
      prefix: "",
    });
    expect(new URL(links.citationUrl).searchParams.get("lang")).toBe("ko");
    const english = figureLinks({
      definition: bus,
      state,
      lang: "en",
      pageUrl: "https://x/embed/bus-contention/",
      prefix: "",
    });
    expect(new URL(english.citationUrl).searchParams.get("lang")).toBeNull();
  });
  it("figureLinks({siteUrl}) (the embed kit on another site) -> the embed link on the notebook's origin", () => {
    const links = figureLinks({
      definition: bus,
      state,
      lang: "ko",
      pageUrl: "https://notebook.example/ko/embed/bus-contention/",
      prefix: "",
      siteUrl: "https://notebook.example/",
    });
    expect(links.embedHref).toMatch(/^https:\/\/notebook\.example\/ko\/embed\/bus-contention\/\?devices=16$/);
    expect(links.citationUrl).toBe("https://notebook.example/ko/embed/bus-contention/?devices=16");
  });
});

describe("figure tables in Korean", () => {
  it("virtualisationLayersFigure.table(data, translator('ko')) labels its rows and CSV headers in Korean", () => {
    const data = virtualisationLayersFigure.compute(defaultState(virtualisationLayersFigure.spec));
    const table = virtualisationLayersFigure.table(data, translator("ko"));
    const text = table.rows.flatMap((row) => Object.values(row).filter((v) => typeof v === "string"));
    expect(text.some((v) => /[가-힣]/.test(String(v)))).toBe(true);
    const header = tableToCsv(table, "ko").split("\r\n")[0] ?? "";
    expect(header).toContain(t("ko", table.columns[0]?.label ?? "site.name"));
    expect(header).toMatch(/[가-힣]/);
  });
});

describe("languageSwitchScript", () => {
  /** A page with a switch link, two sections and two figures; `layout` sets their tops (px) and the scroll. */
  function page() {
    const { document, Event } = parseHTML(`<!doctype html><html><body>
      <a id="switch" data-lang-switch href="/ko/chapters/x/">한국어</a>
      <span class="section-anchor" id="section-1"></span>
      <figure class="fab-figure" id="fig-bus-contention"></figure>
      <span class="section-anchor" id="section-2"></span>
      <fab-fault-isolation data-figure="fault-isolation"><figure class="fab-figure" id="fig-fault-isolation"></figure></fab-fault-isolation>
    </body></html>`);
    const handlers: Array<() => void> = [];
    const window = {
      scrollY: 0,
      innerHeight: 900,
      addEventListener: (_: string, h: () => void) => handlers.push(h),
      requestAnimationFrame: (frame: () => void) => setTimeout(frame, 16),
    };
    const location = { search: "?bus-contention.devices=16" };
    const layout = (scrollY: number, tops: Record<string, number>) => {
      window.scrollY = scrollY;
      for (const [id, top] of Object.entries(tops)) {
        const el = document.getElementById(id) as unknown as { getBoundingClientRect: () => { top: number } };
        el.getBoundingClientRect = () => ({ top });
      }
    };
    const scroll = (scrollY: number, tops: Record<string, number>) => {
      layout(scrollY, tops);
      for (const h of handlers) h();
      vi.advanceTimersByTime(400);
    };
    layout(0, {
      "section-1": 500,
      "fig-bus-contention": 900,
      "section-2": 1300,
      "fig-fault-isolation": 1700,
    });
    new Function("window", "document", "location", languageSwitchScript)(window, document, location);
    const link = document.getElementById("switch");
    const href = () => {
      link?.dispatchEvent(new Event("click"));
      return link?.getAttribute("href");
    };
    return { document, Event, location, scroll, href };
  }
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("at the top of the page the link carries the query and no place", () => {
    expect(page().href()).toBe("/ko/chapters/x/?bus-contention.devices=16");
  });
  it("after scrolling stops, the place is the last figure or section above a third of the viewport", () => {
    const p = page();
    p.scroll(1200, {
      "section-1": -700,
      "fig-bus-contention": 100,
      "section-2": 700,
      "fig-fault-isolation": 1100,
    });
    expect(p.href()).toBe("/ko/chapters/x/?bus-contention.devices=16#fig-bus-contention");
    p.scroll(1900, {
      "section-1": -1400,
      "fig-bus-contention": -600,
      "section-2": 0,
      "fig-fault-isolation": 400,
    });
    expect(p.href()).toBe("/ko/chapters/x/?bus-contention.devices=16#section-2");
  });
  it("scrolling back up to the header keeps the place the reader left", () => {
    const p = page();
    p.scroll(1200, {
      "section-1": -700,
      "fig-bus-contention": 100,
      "section-2": 700,
      "fig-fault-isolation": 1100,
    });
    p.scroll(0, {
      "section-1": 500,
      "fig-bus-contention": 900,
      "section-2": 1300,
      "fig-fault-isolation": 1700,
    });
    expect(p.href()).toBe("/ko/chapters/x/?bus-contention.devices=16#fig-bus-contention");
  });
  it("the place a page opens at is read after the first frame, not as the page is parsed", () => {
    const { document, Event } = parseHTML(`<!doctype html><html><body>
      <a id="switch" data-lang-switch href="/ko/chapters/x/">한국어</a>
      <span class="section-anchor" id="section-2"></span></body></html>`);
    const anchor = document.getElementById("section-2") as unknown as {
      getBoundingClientRect: () => { top: number };
    };
    let measured = 0;
    anchor.getBoundingClientRect = () => {
      measured++;
      return { top: 100 };
    };
    const window = {
      scrollY: 2400,
      innerHeight: 900,
      addEventListener: () => undefined,
      requestAnimationFrame: (frame: () => void) => setTimeout(frame, 16),
    };
    new Function("window", "document", "location", languageSwitchScript)(window, document, { search: "" });
    expect(measured).toBe(0);
    vi.advanceTimersByTime(20);
    expect(measured).toBe(1);
    const link = document.getElementById("switch");
    link?.dispatchEvent(new Event("click"));
    expect(link?.getAttribute("href")).toBe("/ko/chapters/x/#section-2");
  });
  it("changing a figure makes it the place, and the link takes the new query", () => {
    const p = page();
    p.location.search = "?fault-isolation.fabric=tree";
    const element = p.document.querySelector("fab-fault-isolation");
    element?.dispatchEvent(new p.Event("fab-state", { bubbles: true }));
    expect(p.href()).toBe("/ko/chapters/x/?fault-isolation.fabric=tree#fig-fault-isolation");
  });
});
