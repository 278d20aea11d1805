/**
 * The results of a read as a Lit template: lays a `ResultView` out (measurementsView.ts) with the
 * chart and the table body the page built, and calls back on a hardware change or the CSV button.
 */
import { html, nothing, type TemplateResult } from "lit";
import { hopStyle, ncclTopologyDiagram } from "../charts/ncclTopologyDiagram.ts";
import type { HardwareFieldView, RemarkView, ResultView } from "./measurementsView.ts";

/** The parts of the results the page makes itself, and what the controls call. */
export interface ResultParts {
  /** The comparison chart, or null when there is none. */
  readonly chart: Element | null;
  /** The table's body (filled in steps for a large read). */
  readonly body: HTMLTableSectionElement;
  readonly onHardwareChange: (name: string, value: string) => void;
  readonly onDownloadCsv: () => void;
  /** Another nccl-tests run of the text picked. */
  readonly onRunChange: (index: number) => void;
  /** Another channel, or ring / tree, picked for the NCCL log's diagram. */
  readonly onDiagramChange: (change: { channel?: number; view?: "ring" | "tree" }) => void;
}

function field(f: HardwareFieldView): TemplateResult {
  const source = html`<span class="measure-source">${f.source}</span>`;
  return f.options
    ? html`<label>${f.label}${source}
        <select name=${f.name}>${f.options.map(
          (o) => html`<option value=${o.value} ?selected=${o.value === f.value}>${o.label}</option>`,
        )}</select>
      </label>`
    : html`<label>${f.label}${source}
        <input type="number" name=${f.name} .value=${f.value} min=${f.range?.min ?? nothing}
          max=${f.range?.max ?? nothing} step="1" inputmode="numeric" />
      </label>`;
}

function remarkList(list: readonly RemarkView[], className: string): TemplateResult {
  return html`<ul class=${className}>
    ${list.map((d) => html`<li>${d.line ? html`<strong>${d.line}</strong>: ` : nothing}${d.text}</li>`)}
  </ul>`;
}

/** The NCCL log section: the facts, the mistakes it shows, and the rings and trees drawn. */
function ncclLogTemplate(log: NonNullable<ResultView["ncclLog"]>, parts: ResultParts): TemplateResult {
  const { labels, diagram } = log;
  return html`<section class="measure-nccl-log" id="nccl-log" aria-labelledby="measure-log-title">
    <h2 id="measure-log-title">${labels.title}</h2>
    <dl class="measure-log-facts">
      ${log.facts.map((f) => html`<dt>${f.label}</dt><dd>${f.value}</dd>`)}
    </dl>
    <h3>${labels.findings}</h3>
    ${
      log.findings.length === 0
        ? html`<p>${labels.noFindings}</p>`
        : remarkList(log.findings, "measure-log-findings")
    }
    ${
      diagram
        ? html`<h3>${labels.diagram}</h3>
          <form class="measure-log-controls" @submit=${(e: Event) => e.preventDefault()}>
            ${
              diagram.channels.length > 1
                ? html`<label>${labels.channel}
                    <select name="channel" @change=${(e: Event) =>
                      parts.onDiagramChange({ channel: Number((e.target as HTMLSelectElement).value) })}>
                      ${diagram.channels.map(
                        (c) =>
                          html`<option value=${c.value} ?selected=${c.value === String(diagram.channel)}>${c.label}</option>`,
                      )}
                    </select>
                  </label>`
                : nothing
            }
            ${
              diagram.views.length > 1
                ? html`<fieldset><legend>${labels.view}</legend>
                    ${diagram.views.map(
                      (v) => html`<label><input type="radio" name="view" value=${v}
                        .checked=${v === diagram.topology.view}
                        @change=${() => parts.onDiagramChange({ view: v })} />${v === "ring" ? labels.ring : labels.tree}</label>`,
                    )}
                  </fieldset>`
                : nothing
            }
          </form>
          <div class="fab-chart measure-log-diagram">${ncclTopologyDiagram(diagram.topology, { title: diagram.text })}</div>
          <ul class="measure-log-legend">
            ${diagram.legend.map(
              (
                l,
              ) => html`<li><svg width="28" height="10" aria-hidden="true"><line x1="2" y1="5" x2="26" y2="5"
                stroke=${hopStyle(l.kind).color} stroke-width="2.5" stroke-dasharray=${hopStyle(l.kind).dash || "none"}></line></svg>
                ${l.label}</li>`,
            )}
          </ul>
          <p class="hint measure-log-text">${diagram.text}</p>
          ${diagram.drawnNote ? html`<p class="hint">${diagram.drawnNote}</p>` : nothing}`
        : nothing
    }
  </section>`;
}

/** The InfiniBand tools' section: the facts read, each with the figure that explains it, the remarks and the tables. */
function ibToolsTemplate(ib: NonNullable<ResultView["ibTools"]>): TemplateResult {
  const { labels } = ib;
  const explained = (l: { href: string; text: string } | undefined) =>
    l ? html` <a class="measure-ib-link" href=${l.href}>${labels.explained}: ${l.text}</a>` : nothing;
  return html`<section class="measure-ib-tools" aria-labelledby="measure-ib-title">
    <h2 id="measure-ib-title">${labels.title}</h2>
    <dl class="measure-log-facts">
      ${ib.facts.map((f) => html`<dt>${f.label}</dt><dd>${f.value}${explained(f.link)}</dd>`)}
    </dl>
    <h3>${labels.findings}</h3>
    ${
      ib.findings.length === 0
        ? html`<p>${labels.noFindings}</p>`
        : html`<ul class="measure-ib-findings">
            ${ib.findings.map(
              (d) =>
                html`<li>${d.line ? html`<strong>${d.line}</strong>: ` : nothing}${d.text}${explained(d.link)}</li>`,
            )}
          </ul>`
    }
    ${ib.tables.map(
      (t) => html`<h3>${t.title}</h3>
        <p class="hint">${explained(t.link)}</p>
        ${t.shownNote ? html`<p class="hint">${t.shownNote}</p>` : nothing}
        <div class="fab-table-wrap" tabindex="0" role="region" aria-label=${t.title}>
          <table class="measure-ib-table">
            <thead><tr>${t.headers.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
            <tbody>${t.rows.map((row) => html`<tr>${row.map((c) => html`<td>${c}</td>`)}</tr>`)}</tbody>
          </table>
        </div>`,
    )}
  </section>`;
}

/** The results section for `view`. */
export function resultsTemplate(view: ResultView, parts: ResultParts): TemplateResult {
  const { labels } = view;
  const compared = view.compared;
  const onChange = (event: Event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    parts.onHardwareChange(target.name, target.value);
  };
  const runs = view.runs;
  return html`<p class="measure-kind">${view.kindLine}</p>
    ${
      runs
        ? html`<label class="measure-run">${runs.label}
            <select name="run" @change=${(e: Event) => parts.onRunChange(Number((e.target as HTMLSelectElement).value))}>
              ${runs.options.map((o) => html`<option value=${o.value} ?selected=${o.value === runs.selected}>${o.label}</option>`)}
            </select>
          </label>`
        : nothing
    }
    ${view.notices.map((n) => html`<p class="measure-notice">${n}</p>`)}
    ${view.nothingRead ? html`<p class="measure-nothing">${view.nothingRead}</p>` : nothing}
    ${
      compared
        ? html`<section aria-labelledby="measure-problems-title">
              <h2 id="measure-problems-title">${labels.problems}</h2>
              ${
                compared.problems.length === 0
                  ? html`<p>${labels.noProblems}</p>`
                  : html`<ul class="measure-problems">${compared.problems.map((p) => html`<li>${p}</li>`)}</ul>`
              }
              ${compared.unavailable ? html`<p class="hint">${compared.unavailable}</p>` : nothing}
            </section>
            <form class="measure-hardware" aria-labelledby="measure-hw-title"
              @submit=${(e: Event) => e.preventDefault()} @change=${onChange}>
              <h2 id="measure-hw-title">${labels.hardware}</h2>
              <p class="hint">${labels.hardwareHint}</p>
              ${compared.hardware.map(field)}
              ${compared.hardwareError ? html`<p class="fab-error" role="alert">${compared.hardwareError}</p>` : nothing}
            </form>
            ${
              compared.chart && parts.chart
                ? html`<section aria-labelledby="measure-chart-title">
                    <h2 id="measure-chart-title">${labels.chart}</h2>
                    <div class="fab-chart">${parts.chart}</div>
                    ${compared.chart.lensNote ? html`<p class="fab-lens-note">${compared.chart.lensNote}</p>` : nothing}
                  </section>`
                : nothing
            }`
        : nothing
    }
    <section aria-labelledby="measure-diag-title">
      <h2 id="measure-diag-title">${labels.diagnostics}</h2>
      ${
        view.diagnostics.length === 0
          ? html`<p>${labels.noDiagnostics}</p>`
          : remarkList(view.diagnostics, "measure-diagnostics")
      }
    </section>
    ${view.ncclLog ? ncclLogTemplate(view.ncclLog, parts) : nothing}
    ${view.ibTools ? ibToolsTemplate(view.ibTools) : nothing}
    ${
      view.notes.length > 0
        ? html`<section aria-labelledby="measure-notes-title">
            <h2 id="measure-notes-title">${labels.notes}</h2>
            ${remarkList(view.notes, "measure-notes")}
          </section>`
        : nothing
    }
    ${
      view.table
        ? html`<section class="measure-rows">
            <h2 id="measure-table-title">${labels.table}</h2>
            <button type="button" @click=${parts.onDownloadCsv}>${labels.downloadCsv}</button>
            ${view.table.shownNote ? html`<p class="hint">${view.table.shownNote}</p>` : nothing}
            <div class="fab-table-wrap" tabindex="0" role="region" aria-label=${labels.table}>
              <table class="measure-table">
                <thead><tr>${view.table.headers.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead>
                ${parts.body}
              </table>
            </div>
          </section>`
        : nothing
    }`;
}
