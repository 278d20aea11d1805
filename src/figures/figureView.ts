/**
 * The plain view model of a figure in one state: labels resolved, values formatted, errors
 * attached to their controls. Built the same way at build time and in the browser.
 */
import { chartAsImage } from "../charts/chartAsImage.ts";
import { paramApplies, type StateError, type StateOf, type StateSpec } from "../lib/figureState.ts";
import { formatNumber, type Lang, translator } from "../lib/i18n.ts";
import {
  lensNote,
  lensRate,
  lensRateUnit,
  type RateKind,
  resolveLens,
  type UnitLens,
} from "../lib/unitLens.ts";
import type { EmbedTheme } from "./embedTheme.ts";
import {
  type AnyFigureDefinition,
  type Chart,
  type ChartContext,
  type DataTable,
  isChartElement,
} from "./FigureDefinition.ts";

/** How much of the control panel to show (embeds may hide it). */
export type ControlsMode = "full" | "compact" | "none";

/** One control, ready to render. */
export interface ControlView {
  readonly name: string;
  readonly domId: string;
  readonly label: string;
  readonly unit: string;
  readonly kind: "number" | "range" | "select" | "checkbox";
  readonly value: string;
  readonly checked: boolean;
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly error: string;
  /** For a playable param: whether it is playing now (false when it could play but is paused). */
  readonly playing?: boolean;
}

/** A figure ready to render. `chart` is an Element in the browser, SVG markup at build time. */
export interface FigureView {
  readonly id: string;
  readonly domId: string;
  readonly title: string;
  readonly caption: string;
  readonly summary: string;
  /** The unit conversion applied by the lens, or "" at the default lens. */
  readonly lensNote: string;
  /** Links to other pages that follow from this state, under the chart. */
  readonly pageLinks: ReadonlyArray<{ readonly href: string; readonly label: string }>;
  readonly controls: readonly ControlView[];
  readonly controlsMode: ControlsMode;
  readonly chart: unknown;
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
  readonly tableCaption: string;
  readonly citation: string;
  /** The page's address in this state, landing on the figure (`#fig-<id>`): what "Copy link" copies. */
  readonly linkHref: string;
  readonly embedHref: string;
  /** False before hydration: controls and downloads render disabled. */
  readonly live: boolean;
  /** A message about the state as a whole (e.g. "some values in the link were not valid"). */
  readonly notice: string;
  /** Confirmation after a copy ("Copied"), or "". */
  readonly copied: string;
  /** Confirmation after "Copy link", or "". */
  readonly linkCopied: string;
  /** The param being played, if any. */
  readonly playing?: string;
  /**
   * A count that changes when the summary must be announced again though its text may not have
   * changed (a playback paused on the step it showed): the summary's text is rendered anew.
   */
  readonly announcement: number;
  /** Whether the data table is open (a live figure renders, and formats, its rows only then). */
  readonly tableOpen: boolean;
  readonly labels: {
    readonly controls: string;
    readonly dataTable: string;
    readonly downloadSvg: string;
    readonly downloadCsv: string;
    readonly downloadPng: string;
    readonly embed: string;
    readonly embedTitle: string;
    readonly embedTheme: string;
    readonly embedThemeHint: string;
    readonly embedThemes: Readonly<Record<EmbedTheme, string>>;
    readonly copy: string;
    readonly close: string;
    readonly play: string;
    readonly pause: string;
    readonly openAlone: string;
    readonly copyLink: string;
    readonly cite: string;
    readonly reset: string;
  };
}

/** Model version shown in citations; kept in step with packages/fabric-model/package.json. */
export const MODEL_VERSION = "0.1.0";

/** Everything a figure shows for `state`, computed through its definition. */
export interface FigureRender {
  readonly data: unknown;
  /** An element, or a Lit template the figure's own template renders (and diffs) in place. */
  readonly chart: Chart;
  readonly table: DataTable;
  readonly summary: string;
  /** The definition's links to other pages for this state (`FigureDefinition.pageLinks`). */
  readonly links: ReadonlyArray<{ readonly href: string; readonly label: string }>;
}

/** Compute and chart one state of a figure (`data`: its model numbers, when already computed). */
export function renderFigureParts(
  definition: AnyFigureDefinition,
  state: StateOf<StateSpec>,
  context: ChartContext,
  data: unknown = definition.compute(state),
): FigureRender {
  context = { ...context, lens: resolveLens(context.lens, definition.collectiveBandwidth === true) };
  const summary = definition.summary(data, context.tr, context.lang, context.lens);
  const label = `${context.tr(definition.title)}. ${summary}`;
  const chart = definition.chart(data, { ...context, label });
  if (isChartElement(chart)) chartAsImage(chart, label);
  const links = definition.pageLinks?.(data, context) ?? [];
  return { data, chart, table: definition.table(data, context.tr), summary, links };
}

/** A table's headers and values as shown: units in headers, bandwidths through the lens. */
export function tableValues(
  table: DataTable,
  lang: Lang,
  lens: UnitLens,
): { headers: string[]; rows: Array<Array<number | string>> } {
  const tr = translator(lang);
  const headers = table.columns.map((c) => {
    const unit = c.rate ? lensRateUnit(c.rate, lens) : c.unit;
    return unit ? `${tr(c.label)} (${tr(unit)})` : tr(c.label);
  });
  const rows = table.rows.map((row) =>
    table.columns.map((c) => {
      const v = row[c.key] ?? "";
      return typeof v === "number" && c.rate ? lensRate(v, c.rate, lens) : v;
    }),
  );
  return { headers, rows };
}

/** Format a data table for display (numbers localised, units in headers). */
export function formatTable(
  table: DataTable,
  lang: Lang,
  lens: UnitLens,
): { headers: string[]; rows: string[][] } {
  const { headers, rows } = tableValues(table, lang, lens);
  return {
    headers,
    rows: rows.map((row) =>
      row.map((v, i) =>
        typeof v === "number" ? formatNumber(lang, v, table.columns[i]?.digits ?? 2) : String(v),
      ),
    ),
  };
}

/** The rate kinds a table shows (for the lens note). */
export function tableRateKinds(table: DataTable): Set<RateKind> {
  return new Set(table.columns.flatMap((c) => (c.rate ? [c.rate] : [])));
}

/** Build the view of a figure. */
export function figureView(options: {
  definition: AnyFigureDefinition;
  state: StateOf<StateSpec>;
  errors: readonly StateError[];
  /** Raw text of controls whose value was rejected (kept so the user can fix it). */
  rejected?: Readonly<Record<string, string>>;
  lang: Lang;
  lens: UnitLens;
  chart: unknown;
  table: DataTable;
  summary: string;
  /** Links to other pages for this state (`FigureRender.links`). */
  links?: FigureView["pageLinks"];
  live: boolean;
  controlsMode: ControlsMode;
  embedHref: string;
  citationUrl: string;
  /** Access date for the citation (YYYY-MM-DD), when known (in the browser). */
  citationDate?: string;
  notice?: string;
  copied?: string;
  linkCopied?: string;
  /** The playable param now playing, if any. */
  playing?: string;
  /** See `FigureView.announcement` (default 0). */
  announcement?: number;
  /** Whether the data table is open (default: closed). */
  tableOpen?: boolean;
}): FigureView {
  const { definition, state, lang } = options;
  const tr = translator(lang);
  const domId = `fig-${definition.id}`;
  const errorsByParam = new Map(options.errors.map((e) => [e.param, tr(e.message.key, e.message.vars)]));
  // A control that does nothing in this state is not shown (its value stays in the state), unless
  // it holds a value that was refused, which stays beside its message.
  const shown = Object.entries(definition.spec).filter(
    ([name, spec]) => paramApplies(spec, state as Record<string, unknown>) || errorsByParam.has(name),
  );
  const controls: ControlView[] = shown.map(([name, spec]) => {
    const value = (state as Record<string, unknown>)[name];
    const rejected = options.rejected?.[name];
    return {
      name,
      domId: `${domId}-${name}`,
      label: tr(spec.label),
      unit: spec.unit ? tr(spec.unit) : "",
      kind:
        spec.kind === "enum"
          ? "select"
          : spec.kind === "bool"
            ? "checkbox"
            : spec.kind === "int" && spec.step !== undefined && spec.max - spec.min <= 64
              ? "range"
              : "number",
      value: rejected ?? String(value),
      checked: value === true,
      ...(spec.kind === "int" || spec.kind === "number"
        ? { min: spec.min, max: spec.max, step: spec.step ?? 1 }
        : {}),
      options:
        spec.kind === "enum"
          ? spec.options.map((v) => {
              const key = spec.labels?.[v];
              return { value: v, label: spec.optionLabel ? spec.optionLabel(v, tr) : key ? tr(key) : v };
            })
          : [],
      error: errorsByParam.get(name) ?? "",
      ...(spec.kind === "int" && spec.play ? { playing: options.playing === name } : {}),
    };
  });
  // Rows are formatted only where shown: always at build time, in the page while the table is open.
  const lens = resolveLens(options.lens, definition.collectiveBandwidth === true);
  const tableShown = !options.live || options.tableOpen === true;
  const { headers, rows } = tableShown ? formatTable(options.table, lang, lens) : { headers: [], rows: [] };
  // The note explains a unit the reader chose; "as the tools print it" needs none.
  const note = lensNote(options.lens, tableRateKinds(options.table), definition.collectiveBandwidth)
    .map((key) => tr(key))
    .join(" ");
  const title = tr(definition.title);
  return {
    id: definition.id,
    domId,
    title,
    caption: tr(definition.caption),
    summary: options.summary,
    lensNote: note,
    pageLinks: options.links ?? [],
    controls,
    controlsMode: options.controlsMode,
    chart: options.chart,
    headers,
    rows,
    tableCaption: tr("figure.tableCaption", { title }),
    citation: options.citationDate
      ? tr("figure.citationDated", {
          title,
          url: options.citationUrl,
          version: MODEL_VERSION,
          date: options.citationDate,
        })
      : tr("figure.citation", { title, url: options.citationUrl, version: MODEL_VERSION }),
    embedHref: options.embedHref,
    linkHref: options.citationUrl,
    live: options.live,
    notice: options.notice ?? "",
    copied: options.copied ?? "",
    linkCopied: options.linkCopied ?? "",
    ...(options.playing ? { playing: options.playing } : {}),
    announcement: options.announcement ?? 0,
    tableOpen: options.tableOpen ?? false,
    labels: {
      controls: tr("figure.controls", { title }),
      dataTable: tr("figure.dataTable"),
      downloadSvg: tr("figure.downloadSvg"),
      downloadCsv: tr("figure.downloadCsv"),
      downloadPng: tr("figure.downloadPng"),
      embed: tr("figure.embed"),
      embedTitle: tr("figure.embedTitle", { title }),
      embedTheme: tr("figure.embedTheme"),
      embedThemeHint: tr("figure.embedThemeHint"),
      embedThemes: {
        light: tr("figure.embedThemeLight"),
        dark: tr("figure.embedThemeDark"),
        auto: tr("figure.embedThemeAuto"),
      },
      copy: tr("figure.copy"),
      close: tr("figure.close"),
      play: tr("figure.play"),
      pause: tr("figure.pause"),
      openAlone: tr("figure.openAlone"),
      copyLink: tr("figure.copyLink"),
      cite: tr("figure.cite"),
      reset: tr("figure.reset"),
    },
  };
}
