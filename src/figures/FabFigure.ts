/**
 * The custom element behind every figure, `fab-<id>`: reads its state from attributes and the
 * URL, renders the shared figure template in light DOM, recomputes through fabric-model on
 * every control change, mirrors the state to the URL, and offers SVG/CSV downloads.
 * Invalid input shows a message next to its control; the last good state stays.
 */
import { LitElement } from "lit";
import { exportFileName, standaloneSvg, tableToCsv } from "../lib/exportFigure.ts";
import { parseParam, readState, type StateError, type StateOf, type StateSpec } from "../lib/figureState.ts";
import { defaultLang, isLang, type Lang, translator } from "../lib/i18n.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";
import { figureLinks, statePrefix } from "./figureLinks.ts";
import { figureTemplate } from "./figureTemplate.ts";
import { type ControlsMode, type FigureRender, figureView, renderFigureParts } from "./figureView.ts";

const CONTROLS_MODES: readonly ControlsMode[] = ["full", "compact", "none"];

/** Base class; `defineFigureElement` makes one subclass per figure. */
export abstract class FabFigure extends LitElement {
  protected abstract readonly definition: AnyFigureDefinition;
  private figureLang: Lang = defaultLang;
  private baseState!: StateOf<StateSpec>;
  private figureState!: StateOf<StateSpec>;
  private errors: StateError[] = [];
  private rejected: Record<string, string> = {};
  private notice = "";
  private parts: FigureRender | undefined;
  private keyPrefix = "";
  private syncUrl = true;

  /** Light DOM: page styles apply and the build-time markup is replaced in place. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    const def = this.definition;
    const lang = this.dataset.lang ?? document.documentElement.lang;
    this.figureLang = isLang(lang) ? lang : defaultLang;
    this.syncUrl = this.dataset.syncUrl !== "false";
    this.keyPrefix = this.dataset.standalone === "true" ? "" : statePrefix(def.id);
    const fromAttributes = readState(def.spec, (key) => this.getAttribute(key));
    this.baseState = fromAttributes.state;
    const params = new URLSearchParams(this.syncUrl ? location.search : "");
    const fromUrl = readState(def.spec, (key) => params.get(key), {
      prefix: this.keyPrefix,
      fallback: this.baseState,
    });
    this.errors = [...fromAttributes.errors, ...fromUrl.errors];
    this.notice = this.errors.length > 0 ? translator(this.figureLang)("figure.invalidState") : "";
    this.figureState = fromUrl.state;
    this.parts = this.compute(this.figureState) ?? this.compute(this.baseState);
    this.replaceChildren();
    this.addEventListener("input", this.onInput);
    this.addEventListener("change", this.onInput);
    this.addEventListener("submit", this.onSubmit);
    this.addEventListener("reset", this.onReset);
    this.addEventListener("click", this.onClick);
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.removeEventListener("input", this.onInput);
    this.removeEventListener("change", this.onInput);
    this.removeEventListener("submit", this.onSubmit);
    this.removeEventListener("reset", this.onReset);
    this.removeEventListener("click", this.onClick);
    super.disconnectedCallback();
  }

  /** The current state (a copy). */
  get state(): StateOf<StateSpec> {
    return { ...this.figureState };
  }

  /** The figure's current chart as a standalone SVG document. */
  toSVG(): string {
    const chart = this.parts?.chart;
    if (!chart) return "";
    const style = getComputedStyle(this);
    return standaloneSvg(chart, (name) => style.getPropertyValue(name), {
      background: style.getPropertyValue("--bg").trim() || "#ffffff",
      color: style.color,
      font: style.fontFamily,
    });
  }

  /** The data shown, as CSV. */
  toCSV(): string {
    return this.parts ? tableToCsv(this.parts.table, this.figureLang) : "";
  }

  /** The citation line for the current state. */
  citation(): string {
    return this.querySelector(".fab-cite")?.textContent?.trim() ?? "";
  }

  protected override render(): unknown {
    const def = this.definition;
    const parts = this.parts;
    if (!parts) return null;
    const controlsMode = this.dataset.controls as ControlsMode | undefined;
    const view = figureView({
      definition: def,
      state: this.figureState,
      errors: this.errors,
      rejected: this.rejected,
      lang: this.figureLang,
      chart: null,
      table: parts.table,
      summary: parts.summary,
      live: true,
      controlsMode: controlsMode && CONTROLS_MODES.includes(controlsMode) ? controlsMode : "full",
      notice: this.notice,
      ...figureLinks({
        definition: def,
        state: this.figureState,
        lang: this.figureLang,
        pageUrl: location.href,
        prefix: this.keyPrefix,
      }),
    });
    return figureTemplate(view, parts.chart);
  }

  private compute(state: StateOf<StateSpec>): FigureRender | undefined {
    const tr = translator(this.figureLang);
    try {
      const width = Math.max(320, Math.min(960, this.clientWidth || 720));
      return renderFigureParts(this.definition, state, { document, width, lang: this.figureLang, tr });
    } catch (error) {
      this.notice = tr("figure.computeFailed", {
        message: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  }

  private readonly onInput = (event: Event): void => {
    const target = event.target as HTMLInputElement | HTMLSelectElement | null;
    const name = target?.name;
    if (!target || !name || !(name in this.definition.spec)) return;
    const spec = this.definition.spec[name];
    if (!spec) return;
    const raw =
      target instanceof HTMLInputElement && target.type === "checkbox"
        ? String(target.checked)
        : target.value;
    const result = parseParam(spec, raw);
    this.errors = this.errors.filter((e) => e.param !== name);
    if (!result.ok) {
      this.errors = [...this.errors, { param: name, raw, message: result.message }];
      this.rejected = { ...this.rejected, [name]: raw };
      this.requestUpdate();
      return;
    }
    const { [name]: _dropped, ...rest } = this.rejected;
    this.rejected = rest;
    this.setState({ ...this.figureState, [name]: result.value } as StateOf<StateSpec>);
  };

  private setState(next: StateOf<StateSpec>): void {
    this.notice = this.errors.length > 0 ? this.notice : "";
    const parts = this.compute(next);
    if (parts) {
      this.figureState = next;
      this.parts = parts;
      if (this.syncUrl) this.writeUrl();
      this.dispatchEvent(new CustomEvent("fab-state", { detail: this.state, bubbles: true }));
    }
    this.requestUpdate();
  }

  private writeUrl(): void {
    const url = new URL(location.href);
    const { citationUrl } = figureLinks({
      definition: this.definition,
      state: this.figureState,
      lang: this.figureLang,
      pageUrl: url.href,
      prefix: this.keyPrefix,
    });
    const next = new URL(citationUrl);
    // Keep other figures' keys: rewrite only this figure's.
    for (const key of Object.keys(this.definition.spec)) url.searchParams.delete(this.keyPrefix + key);
    for (const [key, value] of next.searchParams) url.searchParams.set(key, value);
    history.replaceState(history.state, "", url.href);
  }

  private readonly onSubmit = (event: Event): void => {
    event.preventDefault();
  };

  private readonly onReset = (event: Event): void => {
    event.preventDefault();
    this.errors = [];
    this.rejected = {};
    this.notice = "";
    this.setState(this.baseState);
  };

  private readonly onClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest?.("button[data-action]");
    if (!button) return;
    const action = button.getAttribute("data-action");
    if (action === "svg") download(exportFileName(this.definition.id, "svg"), this.toSVG(), "image/svg+xml");
    if (action === "csv") download(exportFileName(this.definition.id, "csv"), this.toCSV(), "text/csv");
  };
}

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Register `fab-<id>` for a definition (once). */
export function defineFigureElement(definition: AnyFigureDefinition): void {
  const tag = `fab-${definition.id}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends FabFigure {
      protected readonly definition = definition;
    },
  );
}
