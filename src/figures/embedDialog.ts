/**
 * The embed dialog of a figure: its snippets for the current state, the height an iframe of them
 * starts at, and its markup. Loaded the first time a reader asks to embed a figure, so the figure
 * element on every page and in the embed kit does not carry it.
 */
import { html, render as litRender, type TemplateResult } from "lit";
import type { StateOf, StateSpec } from "../lib/figureState.ts";
import { type Lang, translator } from "../lib/i18n.ts";
import { defaultLens } from "../lib/unitLens.ts";
import { EMBED_CHART_WIDTH, embedFrameHeight, svgSize } from "./embedFrameHeight.ts";
import { embedSnippets } from "./embedSnippets.ts";
import { type EmbedTheme, embedThemes } from "./embedTheme.ts";
import { type AnyFigureDefinition, isChartElement } from "./FigureDefinition.ts";
import { type FigureView, renderFigureParts } from "./figureView.ts";

/** What the open dialog shows: the theme chosen in it, and the snippets of the current state. */
export interface EmbedDialog {
  readonly theme: EmbedTheme;
  readonly snippets: ReadonlyArray<{ readonly label: string; readonly code: string }>;
}

/**
 * The size of the chart of `state` drawn as an iframe of the embed route draws it
 * (`EMBED_CHART_WIDTH` wide), for the iframe's starting height; the `shown` chart's when that fails.
 * @example frameChartSize(definition, state, "en", figure.querySelector(".fab-chart svg")) // { width: 608, height: 380 }
 */
export function frameChartSize(
  definition: AnyFigureDefinition,
  state: StateOf<StateSpec>,
  lang: Lang,
  shown: Element | null,
): { width: number; height: number } {
  const fallback = svgSize(shown?.outerHTML ?? "") ?? { width: 1, height: 0 };
  try {
    const { chart } = renderFigureParts(definition, state, {
      document,
      width: EMBED_CHART_WIDTH,
      lang,
      tr: translator(lang),
      lens: defaultLens,
    });
    const holder = document.createElement("div");
    if (isChartElement(chart)) holder.append(chart);
    else litRender(chart, holder);
    return svgSize(holder.innerHTML) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The dialog's content for a figure's `view`: snippets pointing at the notebook (`origin`), in
 * `theme`, their iframe as tall as the figure it shows with the default controls and unit lens.
 * @example embedDialog({ definition, view, state, origin: "https://notebook.example", lang: "en", theme: "light", chart: { width: 608, height: 380 } }).snippets.length // 2
 */
export function embedDialog(options: {
  definition: AnyFigureDefinition;
  view: FigureView;
  state: StateOf<StateSpec>;
  origin: string;
  lang: Lang;
  theme: EmbedTheme;
  chart: { width: number; height: number };
}): EmbedDialog {
  const { definition, view, lang, theme } = options;
  const tr = translator(lang);
  return {
    theme,
    snippets: embedSnippets({
      definition,
      state: options.state,
      origin: options.origin,
      lang,
      theme,
      // The frame's figure shows the default controls and the default unit lens.
      height: embedFrameHeight({ ...view, controlsMode: "full", lensNote: "" }, options.chart),
      title: tr(definition.title),
      labels: { iframe: tr("figure.embedIframe"), component: tr("figure.embedComponent") },
    }),
  };
}

/** The dialog's markup (`figureTemplate` places it in the figure). */
export function embedDialogTemplate(view: FigureView, embed: EmbedDialog): TemplateResult {
  const snippets = embed.snippets;
  const hintId = `${view.domId}-embed-theme-hint`;
  return html`<dialog class="fab-embed-dialog" aria-labelledby=${`${view.domId}-embed-title`}>
    <p class="fab-title" id=${`${view.domId}-embed-title`}>${view.labels.embedTitle}</p>
    <fieldset class="fab-embed-theme" aria-describedby=${hintId}>
      <legend>${view.labels.embedTheme}</legend>
      ${embedThemes.map(
        (theme) => html`<label><input type="radio" name=${`${view.domId}-embed-theme`} value=${theme}
          data-embed-theme=${theme} .checked=${embed.theme === theme} />${view.labels.embedThemes[theme]}</label>`,
      )}
      <p class="fab-embed-hint" id=${hintId}>${view.labels.embedThemeHint}</p>
    </fieldset>
    ${snippets.map(
      (snippet, i) => html`<div class="fab-snippet">
        <label for=${`${view.domId}-snippet-${i}`}>${snippet.label}</label>
        <textarea id=${`${view.domId}-snippet-${i}`} readonly rows="6" .value=${snippet.code}></textarea>
        <button type="button" data-action="copy" data-snippet=${String(i)}>${view.labels.copy}</button>
      </div>`,
    )}
    <p class="fab-copied" role="status">${view.copied}</p>
    <form method="dialog"><button type="submit" data-action="close-embed">${view.labels.close}</button></form>
  </dialog>`;
}
