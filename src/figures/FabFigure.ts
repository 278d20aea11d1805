/**
 * The custom element behind every figure, `fab-<id>`: reads its state from attributes and the
 * URL, renders the shared figure template, recomputes through fabric-model on every control
 * change, and offers SVG / PNG / CSV downloads (lib/exportFigure.ts), a citation and embed
 * snippets. Its controllers mirror the state to the URL on the site (UrlStateController) and
 * play a parameter (PlaybackController). Invalid input shows a message next to its control; the
 * last good state stays. On the site it renders in light DOM, replacing the build-time markup;
 * the embeddable bundle subclasses it with a shadow root and its own styles.
 */
import { LitElement, type PropertyValues } from "lit";
import { afterNextPaint } from "../lib/afterNextPaint.ts";
import { copyText } from "../lib/copyText.ts";
import {
  downloadBlob,
  exportFileName,
  standaloneSvg,
  standaloneSvgSize,
  svgToPng,
  tableToCsv,
} from "../lib/exportFigure.ts";
import {
  defaultState,
  parseParam,
  type StateError,
  type StateOf,
  type StateSpec,
} from "../lib/figureState.ts";
import { defaultLang, isLang, type Lang, localePath, translator } from "../lib/i18n.ts";
import { runInSlices } from "../lib/runInSlices.ts";
import { loadStrings } from "../lib/stringAreas.ts";
import { defaultLens, resolveLens, type UnitLens } from "../lib/unitLens.ts";
import { currentLens, LENS_EVENT, LENS_QUERY_KEY } from "../lib/unitLensStore.ts";
import { whenIdle } from "../lib/whenIdle.ts";
import { yieldToMain } from "../lib/yieldToMain.ts";
import { adoptChartStyles } from "./adoptChartStyles.ts";
import { EmbedDialogController } from "./EmbedDialogController.ts";
import { isEmbedTheme } from "./embedTheme.ts";
import { type AnyFigureDefinition, isChartElement } from "./FigureDefinition.ts";
import { figureLinks, statePrefix } from "./figureLinks.ts";
import { figureTemplate } from "./figureTemplate.ts";
import { type ControlsMode, type FigureRender, figureView, renderFigureParts } from "./figureView.ts";
import { PlaybackController } from "./PlaybackController.ts";
import { conflictErrors, readSettledState } from "./settleState.ts";
import { pageWithState, UrlStateController } from "./UrlStateController.ts";

const CONTROLS_MODES: readonly string[] = ["full", "compact", "none"];

/** Base class; `defineFigureElement` makes one subclass per figure. */
export class FabFigure extends LitElement {
  /** Render into a shadow root (embeddable bundle) rather than light DOM (the site). */
  static shadow = false;
  /** Mirror the state to the page URL and read it from there (the site, not other people's pages). */
  static syncsUrl = true;
  /**
   * The notebook's address, which links, the citation and embed snippets point at: the page's
   * own on the site (read from its URL, which a sandboxed frame keeps though its origin is
   * opaque); the embed kit sets the address it was loaded from, since on another site the
   * page's address is the host's.
   */
  static siteUrl: string | undefined;

  protected definition: AnyFigureDefinition | undefined;
  protected loadDefinition: (() => Promise<AnyFigureDefinition>) | undefined;
  private figureLang: Lang = defaultLang;
  private baseState: StateOf<StateSpec> = {};
  private figureState: StateOf<StateSpec> = {};
  private errors: StateError[] = [];
  private rejected: Record<string, string> = {};
  private notice = "";
  private parts: FigureRender | undefined;
  /** Style rules taken out of the chart into the shadow root's sheets (the embed kit), for exports. */
  private chartCss: string[] = [];
  private keyPrefix = "";
  private controlsMode: ControlsMode = "full";
  private syncUrl = true;
  private loadFailed = false;
  private tableOpen = false;
  private linkCopied = "";
  private attributeWatcher: MutationObserver | undefined;
  // On other people's pages the host's query and storage are not the figure's to read.
  private lens: UnitLens = (this.constructor as typeof FabFigure).syncsUrl ? currentLens() : defaultLens;
  /** Playbacks stopped or paused so far: each stop has the summary announced afresh (see `render`). */
  private stops = 0;
  // Playback first: when the element leaves the page, a playback stops before the URL is flushed.
  private readonly playback = new PlaybackController(this, () => {
    this.stops++;
    if (this.syncUrl) this.urlState.schedule();
    this.requestUpdate();
  });
  private readonly urlState = new UrlStateController(this, () => this.urlWithState());
  private readonly embed = new EmbedDialogController(this, () => this.renderRoot);
  /** While the first render is computed in pieces (`start`), the build-time markup stays shown. */
  private starting = false;
  /** Counts state changes: a `prepare` still running for an older one stops and shows nothing. */
  private prepareRun = 0;
  private resolveLive: () => void = () => undefined;
  /** Resolves once the element has rendered live for the first time (its hydration is done). */
  readonly live = new Promise<void>((resolve) => {
    this.resolveLive = resolve;
  });

  private get settings(): typeof FabFigure {
    return this.constructor as typeof FabFigure;
  }

  /** The notebook's root URL (see {@link FabFigure.siteUrl}). */
  private get siteRoot(): string {
    return new URL("/", this.settings.siteUrl ?? location.href).href;
  }

  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.settings.shadow ? super.createRenderRoot() : this;
  }

  override connectedCallback(): void {
    if (this.definition) void this.start(this.definition);
    super.connectedCallback();
    this.renderRoot.addEventListener("input", this.onInput);
    this.renderRoot.addEventListener("change", this.onInput);
    this.renderRoot.addEventListener("submit", this.onSubmit);
    this.renderRoot.addEventListener("reset", this.onReset);
    this.renderRoot.addEventListener("click", this.onClick);
    // "toggle" does not bubble: the data table's is caught on its way down.
    this.renderRoot.addEventListener("toggle", this.onToggle, true);
    window.addEventListener(LENS_EVENT, this.onLens);
    if (!this.definition && this.loadDefinition) {
      // The embed kit: say "Loading…" in the element's language while its figure's code arrives.
      const lang = this.getAttribute("lang") ?? document.documentElement.lang;
      this.figureLang = isLang(lang) ? lang : defaultLang;
      void loadStrings(this.figureLang, ["figure"]).then(() => this.requestUpdate());
      this.loadDefinition().then(
        (definition) => {
          this.definition = definition;
          void this.start(definition);
        },
        () => {
          this.loadFailed = true;
          this.requestUpdate();
        },
      );
    }
  }

  override disconnectedCallback(): void {
    this.renderRoot.removeEventListener("input", this.onInput);
    this.renderRoot.removeEventListener("change", this.onInput);
    this.renderRoot.removeEventListener("submit", this.onSubmit);
    this.renderRoot.removeEventListener("reset", this.onReset);
    this.renderRoot.removeEventListener("click", this.onClick);
    this.renderRoot.removeEventListener("toggle", this.onToggle, true);
    this.attributeWatcher?.disconnect();
    window.removeEventListener(LENS_EVENT, this.onLens);
    // Stops a playback and writes a pending URL change (the controllers' hostDisconnected).
    super.disconnectedCallback();
  }

  /**
   * Read settings and state, compute the first render, and watch state attributes. The first render
   * is computed in pieces with the main thread handed back between them (the model's numbers; the
   * chart, table and summary; then the live markup), so hydrating a figure blocks no input.
   */
  private async start(def: AnyFigureDefinition): Promise<void> {
    if (this.starting) return;
    this.starting = true;
    const standalone = this.dataset.standalone === "true";
    const params = new URLSearchParams(this.settings.syncsUrl ? location.search : "");
    const pick = (attribute: string | null | undefined, query: string | null) =>
      attribute ?? (standalone ? query : null) ?? undefined;
    // An element's own lang attribute wins; on the embed route `?lang=` overrides the page's
    // language (data-lang), so /embed/<id>/?lang=ko shows the figure in Korean.
    const lang =
      this.getAttribute("lang") ??
      (standalone ? params.get("lang") : null) ??
      this.dataset.lang ??
      document.documentElement.lang;
    this.figureLang = isLang(lang) ? lang : defaultLang;
    const controls = pick(this.getAttribute("controls") ?? this.dataset.controls, params.get("controls"));
    this.controlsMode = controls && CONTROLS_MODES.includes(controls) ? (controls as ControlsMode) : "full";
    this.syncUrl = this.settings.syncsUrl && this.dataset.syncUrl !== "false";
    this.keyPrefix = standalone ? "" : statePrefix(def.id);
    const tr = translator(this.figureLang);
    const fromAttributes = readSettledState(
      def,
      (key) => this.getAttribute(key),
      { fallback: defaultState(def.spec) },
      tr,
    );
    this.baseState = fromAttributes.state;
    const fromUrl = this.syncUrl
      ? readSettledState(
          def,
          (key) => params.get(key),
          { prefix: this.keyPrefix, fallback: this.baseState },
          tr,
        )
      : { state: this.baseState, errors: [] };
    this.errors = [...fromAttributes.errors, ...fromUrl.errors];
    const notice = fromUrl.notice ?? fromAttributes.notice;
    this.notice = notice ? tr(notice) : "";
    this.figureState = fromUrl.state;
    await yieldToMain();
    if (def.prepare) {
      try {
        await runInSlices(def.prepare(this.figureState));
      } catch {
        // compute() below says why, in the figure's notice.
      }
    }
    let data: unknown;
    try {
      data = def.compute(this.figureState);
    } catch {
      // compute() below says why, in the figure's notice.
    }
    await yieldToMain();
    this.parts = this.compute(this.figureState, data);
    if (!this.parts && this.figureState !== this.baseState) {
      // Never controls of one state beside the chart of another.
      this.figureState = this.baseState;
      this.parts = this.compute(this.baseState);
    }
    await yieldToMain();
    // A data table opened before hydration stays open.
    this.tableOpen ||=
      this.querySelector(":scope > figure > details.fab-data")?.hasAttribute("open") ?? false;
    if (!this.settings.shadow) this.replaceChildren();
    this.starting = false;
    // Attributes are state too (web components): follow changes made after load.
    this.attributeWatcher?.disconnect();
    this.attributeWatcher = new MutationObserver(() => this.onAttributesChanged(def));
    this.attributeWatcher.observe(this, { attributes: true, attributeFilter: Object.keys(def.spec) });
    this.requestUpdate();
    await this.updateComplete;
    this.resolveLive();
    this.warmUp(this.figureState);
  }

  /** The current state (a copy). */
  get state(): StateOf<StateSpec> {
    return { ...this.figureState };
  }

  /** The chart as drawn: its element, or the root of its Lit template once rendered. */
  private get chartElement(): Element | null | undefined {
    return this.renderRoot.querySelector(".fab-chart")?.firstElementChild;
  }

  /** The figure's current chart as a standalone SVG document. */
  toSVG(): string {
    const chart = this.chartElement;
    if (!chart) return "";
    const style = getComputedStyle(this);
    return standaloneSvg(chart, (name) => style.getPropertyValue(name), this.exportOptions(style));
  }

  /** The current chart as a PNG at `scale` times its size (2 by default), with title and source. */
  toPNG(scale = 2): Promise<Blob> {
    const chart = this.chartElement;
    if (!chart) return Promise.reject(new Error("no chart"));
    const { width, height } = standaloneSvgSize(chart, this.exportOptions(getComputedStyle(this)));
    return svgToPng(this.toSVG(), width, height, scale);
  }

  /** Colours, scheme and the words an export carries: the figure's title and its citation. */
  private exportOptions(style: CSSStyleDeclaration) {
    const theme = document.documentElement.dataset.theme;
    const dark =
      theme === "dark" ||
      (theme !== "light" && globalThis.matchMedia?.("(prefers-color-scheme: dark)").matches === true);
    return {
      background: style.getPropertyValue("--fab-bg").trim() || "#ffffff",
      color: style.color,
      font: style.fontFamily,
      scheme: dark ? ("dark" as const) : ("light" as const),
      title: this.definition ? translator(this.figureLang)(this.definition.title) : "",
      source: this.citation(),
      css: this.chartCss.join("\n"),
    };
  }

  /** The data shown, as CSV. */
  toCSV(): string {
    return this.parts
      ? tableToCsv(
          this.parts.table,
          this.figureLang,
          resolveLens(this.lens, this.definition?.collectiveBandwidth === true),
        )
      : "";
  }

  /** The citation line for the current state. */
  citation(): string {
    return this.renderRoot.querySelector(".fab-cite")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
  }

  protected override render(): unknown {
    const tr = translator(this.figureLang);
    const def = this.definition;
    const parts = this.parts;
    if (!def || !parts) {
      const key = this.loadFailed || def ? "figure.loadFailed" : "figure.loading";
      return figureMessage(tr(key));
    }
    // While a param plays, the summary and the data table show the step the chart shows; the
    // summary is announced once, when playback stops or pauses, not at every step.
    const playing = this.playback.playing;
    const root = this.siteRoot;
    // Off the site's own pages, the figure's embed route is the page that restores its state.
    const links = figureLinks({
      definition: def,
      state: this.figureState,
      lang: this.figureLang,
      pageUrl: this.syncUrl
        ? location.href
        : new URL(localePath(this.figureLang, `/embed/${def.id}/`), root).href,
      prefix: this.keyPrefix,
      lens: this.lens,
      // On other sites, links are absolute; the site's own pages keep them relative.
      ...(this.settings.siteUrl ? { siteUrl: root } : {}),
    });
    const view = figureView({
      definition: def,
      state: this.figureState,
      errors: this.errors,
      rejected: this.rejected,
      lang: this.figureLang,
      lens: this.lens,
      chart: null,
      table: parts.table,
      summary: parts.summary,
      links: parts.links,
      announcement: this.stops,
      live: true,
      controlsMode: this.controlsMode,
      notice: this.notice,
      ...links,
      citationDate: new Date().toISOString().slice(0, 10),
      copied: this.embed.copied,
      linkCopied: this.linkCopied,
      ...(playing ? { playing } : {}),
      tableOpen: this.tableOpen,
    });
    const dialog = this.embed.template(view, {
      definition: def,
      state: this.figureState,
      origin: new URL(root).origin,
      lang: this.figureLang,
    });
    return figureTemplate(view, parts.chart, dialog);
  }

  protected override shouldUpdate(changed: PropertyValues): boolean {
    return !this.starting && super.shouldUpdate(changed);
  }

  /** Everything shown for `state` (its model `data` when already computed), or undefined on error. */
  private compute(state: StateOf<StateSpec>, data?: unknown): FigureRender | undefined {
    const tr = translator(this.figureLang);
    if (!this.definition) return undefined;
    try {
      const width = Math.max(320, Math.min(960, this.clientWidth || 720));
      const parts = renderFigureParts(
        this.definition,
        state,
        {
          document,
          width,
          lang: this.figureLang,
          tr,
          lens: this.lens,
          ...(this.settings.siteUrl ? { siteRoot: this.siteRoot } : {}),
        },
        data,
      );
      // In a shadow root (the embed kit, on pages that may forbid inline styles), the chart's
      // <style> rules go to the root's adopted sheets before the chart is shown (a chart drawn as
      // a Lit template has none: its styles are in figure.css).
      if (this.renderRoot instanceof ShadowRoot && isChartElement(parts.chart)) {
        const css = adoptChartStyles(parts.chart, this.renderRoot);
        if (css.length > 0) this.chartCss = css;
      }
      return parts;
    } catch {
      // A state that passed `conflicts` and still fails: said plainly, never the model's words.
      this.notice = this.parts
        ? `${tr("figure.computeFailed")} ${tr("figure.previousShown")}`
        : tr("figure.computeFailed");
      return undefined;
    }
  }

  private onAttributesChanged(def: AnyFigureDefinition): void {
    const tr = translator(this.figureLang);
    const { state, errors, notice } = readSettledState(
      def,
      (key) => this.getAttribute(key),
      { fallback: this.figureState },
      tr,
    );
    this.errors = errors;
    this.notice = notice ? tr(notice) : "";
    this.baseState = readSettledState(
      def,
      (key) => this.getAttribute(key),
      { fallback: defaultState(def.spec) },
      tr,
    ).state;
    this.setState(state);
  }

  private readonly onInput = (event: Event): void => {
    const target = event.target as HTMLInputElement | HTMLSelectElement | null;
    // The embed dialog's theme: its snippets change, the figure does not.
    const theme = target?.getAttribute?.("data-embed-theme");
    if (theme !== null && theme !== undefined) {
      if (isEmbedTheme(theme) && event.type === "change") this.embed.choose(theme);
      return;
    }
    const spec = this.definition?.spec;
    const name = target?.name;
    if (!target || !spec || !name || !(name in spec)) return;
    const param = spec[name];
    if (!param) return;
    const raw =
      target instanceof HTMLInputElement && target.type === "checkbox"
        ? String(target.checked)
        : target.value;
    const result = parseParam(param, raw);
    this.errors = this.errors.filter((e) => e.param !== name);
    if (!result.ok) {
      this.errors = [...this.errors, { param: name, raw, message: result.message }];
      this.rejected = { ...this.rejected, [name]: raw };
      this.requestUpdate();
      return;
    }
    const { [name]: _dropped, ...rest } = this.rejected;
    this.rejected = rest;
    // Valid alone but not with the other controls: say which, and keep the last good state. A
    // value held back by an earlier conflict comes along when this change resolves it.
    const tr = translator(this.figureLang);
    const def = this.definition as AnyFigureDefinition;
    const pending: Record<string, unknown> = {};
    for (const e of this.errors.filter((e) => e.message.key === "state.error.conflict")) {
      const held = this.rejected[e.param];
      const heldSpec = spec[e.param];
      const parsed = held === undefined || !heldSpec ? undefined : parseParam(heldSpec, held);
      if (parsed?.ok) pending[e.param] = parsed.value;
      const { [e.param]: _conflicted, ...others } = this.rejected;
      this.rejected = others;
    }
    this.errors = this.errors.filter((e) => e.message.key !== "state.error.conflict");
    const alone = { ...this.figureState, [name]: result.value } as StateOf<StateSpec>;
    const together = { ...this.figureState, ...pending, [name]: result.value } as StateOf<StateSpec>;
    const resolved = conflictErrors(def, together, tr).length === 0;
    const candidate = resolved ? together : alone;
    const conflicts = conflictErrors(def, candidate, tr);
    if (conflicts.length > 0) {
      this.errors = [...this.errors, ...conflicts];
      this.rejected = { ...this.rejected, [name]: raw };
      this.notice = this.parts
        ? `${tr("figure.conflict")} ${tr("figure.previousShown")}`
        : tr("figure.conflict");
      this.requestUpdate();
      return;
    }
    if (this.playback.playing === name) this.playback.stop();
    this.setState(candidate);
  };

  /**
   * Show `next`: at once, or, for a figure whose `prepare` has work left for it, once that work has
   * run in pieces (the figure says "Computing…" meanwhile; a newer state replaces a pending one).
   */
  private setState(next: StateOf<StateSpec>): void {
    const run = ++this.prepareRun;
    const steps = this.definition?.prepare?.(next);
    let first: IteratorResult<unknown> | undefined;
    try {
      first = steps?.next();
    } catch {
      // Committing computes again, and its notice says why.
    }
    if (!steps || !first || first.done) {
      this.commitState(next);
      return;
    }
    this.notice = translator(this.figureLang)("figure.computing");
    this.requestUpdate();
    const commit = () => {
      if (run !== this.prepareRun) return;
      this.notice = "";
      this.commitState(next);
    };
    // The work starts after the next frame, so the notice paints first. Started at once, its first
    // slice ran before the notice could render, and work shorter than a slice ended unseen.
    const wanted = () => run === this.prepareRun;
    void afterNextPaint()
      .then(() => (wanted() ? runInSlices(steps, wanted) : false))
      .then(commit, commit);
  }

  private commitState(next: StateOf<StateSpec>): void {
    if (this.errors.length === 0) this.notice = "";
    // A copied link was for the state before.
    this.linkCopied = "";
    const parts = this.compute(next);
    if (parts) {
      this.figureState = next;
      this.parts = parts;
      if (this.syncUrl && !this.playback.playing) this.urlState.schedule();
      this.dispatchEvent(new CustomEvent("fab-state", { detail: this.state, bubbles: true, composed: true }));
      this.warmUp(next);
    }
    this.requestUpdate();
  }

  /**
   * Run the definition's `warm` for the state just shown, in slices at idle moments; the next
   * change of state (or the element leaving the page) stops it. A failure only loses the head start.
   */
  private warmUp(state: StateOf<StateSpec>): void {
    const warm = this.definition?.warm;
    if (!warm) return;
    const run = this.prepareRun;
    const wanted = () => run === this.prepareRun && this.isConnected;
    // Only in idle moments, between them too: it must hold back no paint, input or timer.
    void whenIdle()
      .then(() => (wanted() ? runInSlices(warm(state), wanted, whenIdle) : false))
      .catch(() => {
        // compute() says what is wrong when the reader picks that state.
      });
  }

  /** The page URL with this figure's state (its own keys and the unit lens rewritten). */
  private urlWithState(): string | undefined {
    const def = this.definition;
    if (!def) return undefined;
    const { citationUrl } = figureLinks({
      definition: def,
      state: this.figureState,
      lang: this.figureLang,
      pageUrl: location.href,
      prefix: this.keyPrefix,
      lens: this.lens,
    });
    const keys = [...Object.keys(def.spec).map((k) => this.keyPrefix + k), LENS_QUERY_KEY];
    return pageWithState(location.href, keys, citationUrl);
  }

  /**
   * Play a playable int param until its last step (restarting from min if already there). The
   * URL is brought up to date, and the summary announced, once playback stops or pauses.
   */
  private startPlaying(name: string): void {
    const spec = this.definition?.spec[name];
    if (spec?.kind !== "int" || !spec.play) return;
    const play = spec.play;
    const values = () => this.figureState as Record<string, unknown>;
    const speed = Number(values().speed ?? 1) || 1;
    this.playback.start(name, {
      min: spec.min,
      step: spec.step ?? 1,
      intervalMs: play.intervalMs / speed,
      value: () => Number(values()[name]),
      last: () => Math.min(spec.max, play.last?.(values()) ?? spec.max),
      go: (value) => this.setState({ ...this.figureState, [name]: value } as StateOf<StateSpec>),
    });
  }

  private readonly onLens = (event: Event): void => {
    const lens = (event as CustomEvent<UnitLens>).detail;
    if (!lens) return;
    this.lens = lens;
    this.parts = this.compute(this.figureState) ?? this.parts;
    if (this.syncUrl) this.urlState.schedule();
    this.requestUpdate();
  };

  private readonly onSubmit = (event: Event): void => {
    // The embed dialog's own <form method="dialog"> closes it; no other form submits.
    if ((event.target as Element | null)?.closest?.("dialog")) return;
    event.preventDefault();
  };

  private readonly onReset = (event: Event): void => {
    event.preventDefault();
    this.errors = [];
    this.rejected = {};
    this.notice = "";
    this.setState(this.baseState);
  };

  private readonly onToggle = (event: Event): void => {
    const details = event.target as HTMLDetailsElement | null;
    if (!details?.classList?.contains("fab-data") || details.open === this.tableOpen) return;
    this.tableOpen = details.open;
    this.requestUpdate();
  };

  private readonly onClick = (event: Event): void => {
    const button = (event.target as Element | null)?.closest?.("button[data-action]");
    const def = this.definition;
    if (!button || !def) return;
    const tr = translator(this.figureLang);
    switch (button.getAttribute("data-action")) {
      case "svg":
        downloadBlob(
          exportFileName(def.id, "svg"),
          new Blob([this.toSVG()], { type: "image/svg+xml;charset=utf-8" }),
        );
        break;
      case "csv":
        downloadBlob(
          exportFileName(def.id, "csv"),
          new Blob([this.toCSV()], { type: "text/csv;charset=utf-8" }),
        );
        break;
      case "png":
        this.toPNG().then(
          (blob) => downloadBlob(exportFileName(def.id, "png"), blob),
          () => {
            this.notice = tr("figure.pngFailed");
            this.requestUpdate();
          },
        );
        break;
      case "play": {
        const param = button.getAttribute("data-param") ?? "";
        if (this.playback.playing === param) this.playback.stop();
        else this.startPlaying(param);
        this.requestUpdate();
        break;
      }
      case "embed":
        this.embed.show(def, this.figureState, this.figureLang, () => {
          this.notice = tr("figure.embedFailed");
          this.requestUpdate();
        });
        break;
      case "link":
        // The address of this state that lands on the figure, for a chat or a slide.
        void copyText(button.getAttribute("data-href") ?? "").then((ok) => {
          this.linkCopied = tr(ok ? "figure.linkCopied" : "figure.copyFailed");
          this.requestUpdate();
        });
        break;
      case "copy":
        this.embed.copy(Number(button.getAttribute("data-snippet") ?? "0"), tr);
        break;
    }
  };
}

function figureMessage(text: string): unknown {
  const p = document.createElement("p");
  p.className = "fab-loading";
  p.setAttribute("role", "status");
  p.textContent = text;
  return p;
}

/** Register `fab-<id>` for a definition (once). */
export function defineFigureElement(definition: AnyFigureDefinition): void {
  const tag = `fab-${definition.id}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends FabFigure {
      protected override definition: AnyFigureDefinition | undefined = definition;
    },
  );
}
