/**
 * The markup of a figure, as one Lit template: rendered to a string at build time
 * (@lit-labs/ssr) and to the DOM by the custom element, so both are the same markup.
 */
import { html, nothing, type TemplateResult } from "lit";
import { keyed } from "lit/directives/keyed.js";
import type { ControlView, FigureView } from "./figureView.ts";

function control(c: ControlView, live: boolean, labels: FigureView["labels"]): TemplateResult {
  const errorId = `${c.domId}-error`;
  const described = c.error ? errorId : nothing;
  const input =
    c.kind === "select"
      ? html`<select id=${c.domId} name=${c.name} ?disabled=${!live} aria-describedby=${described}
          aria-invalid=${c.error ? "true" : "false"}>
          ${c.options.map((o) => html`<option value=${o.value} ?selected=${o.value === c.value}>${o.label}</option>`)}
        </select>`
      : c.kind === "checkbox"
        ? html`<input type="checkbox" id=${c.domId} name=${c.name} ?checked=${c.checked} ?disabled=${!live}
            aria-describedby=${described} />`
        : html`<input type=${c.kind} id=${c.domId} name=${c.name} .value=${c.value} value=${c.value}
            min=${c.min ?? nothing} max=${c.max ?? nothing} step=${c.step ?? nothing} ?disabled=${!live}
            inputmode=${c.kind === "number" ? "decimal" : nothing}
            aria-describedby=${described} aria-invalid=${c.error ? "true" : "false"} />`;
  return html`<div class="fab-control fab-control-${c.kind}">
    <label for=${c.domId}>${c.label}</label>
    <span class="fab-input">${input}${
      c.kind === "range" ? html`<output for=${c.domId}>${c.value}</output>` : nothing
    }${c.unit ? html`<span class="fab-unit">${c.unit}</span>` : nothing}${
      c.playing === undefined
        ? nothing
        : html`<button type="button" class="fab-play" data-action="play" data-param=${c.name}
            aria-pressed=${c.playing ? "true" : "false"} ?disabled=${!live}>${c.playing ? labels.pause : labels.play}</button>`
    }</span>
    ${c.error ? html`<p class="fab-error" id=${errorId} role="alert">${c.error}</p>` : nothing}
  </div>`;
}

/**
 * The figure's data table. A live figure renders it only while its "Data table" is open (a
 * figure's table can hold over a thousand cells); the build puts it in the figure's `<noscript>`
 * (`STATIC_TABLE_SLOT`, filled by renderFigureStatic), for readers without JavaScript.
 */
export function dataTableTemplate(view: FigureView): TemplateResult {
  return html`<div class="fab-table-wrap" tabindex="0" role="region" aria-label=${view.tableCaption}
    aria-busy=${view.playing ? "true" : nothing}>
    <table>
      <caption>${view.tableCaption}</caption>
      <thead><tr>${view.headers.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
      <tbody>${view.rows.map((r) => html`<tr>${r.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody>
    </table>
  </div>`;
}

/**
 * The summary: what the chart shows now, in words. It is a polite live region, silent while a
 * param plays (the chart moves on every step; the reader hears the step it stops on): its text is
 * rendered anew at each `announcement`, so a pause on the step already shown is announced too.
 */
function summaryTemplate(view: FigureView): TemplateResult {
  return html`<p class="fab-summary" aria-live=${view.playing ? "off" : "polite"}
    aria-busy=${view.playing ? "true" : nothing}>${keyed(view.announcement, view.summary)}</p>`;
}

/** Where the build-time markup of a figure takes its data table (see `dataTableTemplate`). */
export const STATIC_TABLE_SLOT = '<noscript class="fab-data-static"></noscript>';

/**
 * The figure's markup. `chartMarkup` wraps the chart (a node, or a directive at build time);
 * `dialog` is the embed dialog while it is open (`embedDialogTemplate`, loaded when first asked for).
 */
export function figureTemplate(
  view: FigureView,
  chartMarkup: unknown,
  dialog: unknown = nothing,
): TemplateResult {
  const showControls = view.controlsMode !== "none" && view.controls.length > 0;
  return html`<figure class="fab-figure ${view.live ? "is-live" : "is-static"}" id=${view.domId}
    aria-labelledby=${`${view.domId}-title`}>
    <p class="fab-title" id=${`${view.domId}-title`}>${view.title}</p>
    ${
      showControls
        ? html`<form class="fab-controls ${view.controlsMode === "compact" ? "is-compact" : ""}"
            aria-label=${view.labels.controls}>
            ${view.controls.map((c) => control(c, view.live, view.labels))}
            <button type="reset" class="fab-reset" ?disabled=${!view.live}>${view.labels.reset}</button>
          </form>`
        : nothing
    }
    ${view.notice ? html`<p class="fab-notice" role="status">${view.notice}</p>` : nothing}
    ${summaryTemplate(view)}
    <div class="fab-chart">${chartMarkup}</div>
    ${view.lensNote ? html`<p class="fab-lens-note">${view.lensNote}</p>` : nothing}
    ${
      view.pageLinks.length > 0
        ? html`<p class="fab-page-links">${view.pageLinks.map((l) => html`<a href=${l.href}>${l.label}</a> `)}</p>`
        : nothing
    }
    <figcaption class="fab-caption">${view.caption}</figcaption>
    <details class="fab-data" ?open=${view.tableOpen}>
      <summary>${view.labels.dataTable}</summary>
      ${
        view.live
          ? view.tableOpen
            ? dataTableTemplate(view)
            : nothing
          : html`<noscript class="fab-data-static"></noscript>`
      }
    </details>
    <div class="fab-actions">
      <button type="button" data-action="svg" ?disabled=${!view.live}>${view.labels.downloadSvg}</button>
      <button type="button" data-action="png" ?disabled=${!view.live}>${view.labels.downloadPng}</button>
      <button type="button" data-action="csv" ?disabled=${!view.live}>${view.labels.downloadCsv}</button>
      <button type="button" data-action="embed" aria-haspopup="dialog" ?disabled=${!view.live}>
        ${view.labels.embed}
      </button>
      <button type="button" data-action="link" data-href=${view.linkHref} ?disabled=${!view.live}>
        ${view.labels.copyLink}
      </button>
      <a href=${view.embedHref} class="fab-open">${view.labels.openAlone}</a>
      <span class="fab-link-copied" role="status">${view.linkCopied}</span>
    </div>
    <p class="fab-cite"><span>${view.labels.cite}</span> ${view.citation}</p>
    ${dialog}
  </figure>`;
}
