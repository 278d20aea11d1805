/**
 * What a figure is: a typed state spec, a pure computation through fabric-model, a chart
 * function, and the table of the data it shows. The same definition serves the build-time
 * static render, the hydrated custom element and the embed route.
 */

import type { TemplateResult } from "lit";
import type { StateOf, StateSpec } from "../lib/figureState.ts";
import type { Lang, UiKey } from "../lib/i18n.ts";
import type { RateKind, UnitLens } from "../lib/unitLens.ts";

/** One column of a figure's data table (and CSV). */
export interface TableColumn {
  readonly key: string;
  /** UI key of the header; the unit, if any, is appended in parentheses. */
  readonly label: UiKey;
  readonly unit?: UiKey;
  /** Fraction digits shown in the table (CSV keeps full precision). */
  readonly digits?: number;
  /**
   * A bandwidth column: values are Gb/s in one direction, shown through the unit lens (which
   * also supplies the unit label, so `unit` is not needed).
   */
  readonly rate?: RateKind;
}
/** The data a figure shows, as a table: the accessible alternative and the CSV download. */
export interface DataTable {
  readonly columns: readonly TableColumn[];
  readonly rows: ReadonlyArray<Readonly<Record<string, number | string>>>;
}

/** What a chart function receives besides its data. */
export interface ChartContext {
  /** The document to build nodes in (the browser's, or a DOM shim's at build time). */
  readonly document: Document;
  readonly width: number;
  readonly lang: Lang;
  readonly tr: (key: UiKey, vars?: Record<string, string | number>) => string;
  /** How bandwidths are shown: convert Gb/s one-way values with `lensRate`, label with `lensRateUnit`. */
  readonly lens: UnitLens;
  /**
   * The chart's accessible name (the figure's title and summary), for a chart drawn as a template
   * to put on its root; `renderFigureParts` names an element chart itself (`chartAsImage`).
   */
  readonly label?: string;
  /**
   * The notebook's root URL when the figure is shown on another site (the embed kit): a link to
   * one of the notebook's pages resolves against it. Absent on the notebook's own pages and
   * routes, where a root-relative link is right.
   */
  readonly siteRoot?: string;
}

/**
 * Controls whose values are each valid alone but cannot be computed together, and why, as a UI
 * key with its values (the reader's words: "1 GPU in all; an all-reduce needs at least 2").
 */
export interface StateConflict<S extends StateSpec = StateSpec> {
  /** The params that conflict (at least two), in the order their controls appear. */
  readonly params: ReadonlyArray<keyof S & string>;
  readonly reason: { readonly key: UiKey; readonly vars: Readonly<Record<string, string | number>> };
}

/**
 * What a chart function returns: an SVG element (Plot charts), or a Lit template whose one root
 * is an `<svg>` (diagrams that animate): drawn again for the next state, Lit changes only what
 * differs, so the figure element keeps its nodes and any number of the same figure can share a page.
 */
export type Chart = Element | TemplateResult;

/**
 * Whether a chart is an element rather than a Lit template (any DOM's: the browser's or a shim's).
 * @example isChartElement(Plot.plot({ marks: [] })) // true
 */
export function isChartElement(chart: Chart): chart is Element {
  return typeof (chart as Partial<Element>).nodeType === "number";
}

/**
 * A figure of the notebook. `S` is its state spec, `D` the data computed from a state, `C` what
 * its chart function returns (an element unless it draws a Lit template).
 */
export interface FigureDefinition<S extends StateSpec = StateSpec, D = unknown, C extends Chart = Element> {
  /** Kebab-case id: the element is `fab-<id>`, the embed route `/embed/<id>/`. */
  readonly id: string;
  readonly title: UiKey;
  /** What the figure shows and what to try; shown as its caption. */
  readonly caption: UiKey;
  readonly spec: S;
  /** True when the chart shows collective bandwidths, which the unit lens gives as algbw or busbw. */
  readonly collectiveBandwidth?: boolean;
  /**
   * The combinations of valid values that cannot be computed (none when absent). A state with
   * no conflict must compute: a generated test walks every figure's spec for it.
   */
  readonly conflicts?: (state: StateOf<S>) => ReadonlyArray<StateConflict<S>>;
  /** Pure: state in, plain data out, all numbers from fabric-model. */
  readonly compute: (state: StateOf<S>) => D;
  /**
   * For a figure whose compute can take long (a re-fit): the same work in pieces, a generator that
   * pauses between them and leaves its results where `compute` finds them (a memo), so `compute`
   * is then quick. The element runs it with the main thread handed back between pieces, saying
   * "Computing…" meanwhile; a state already prepared ends at once. Build-time rendering and
   * tests call `compute` alone.
   */
  readonly prepare?: (state: StateOf<S>) => Iterator<unknown>;
  /**
   * Work the reader's likely next states need, done ahead: a generator the element runs after a
   * state is shown and painted, in pieces with the main thread handed back between them, stopped
   * by the next change. It leaves its results where `compute` finds them (a memo), so picking one
   * of those states is then quick. Build-time rendering and tests never run it.
   */
  readonly warm?: (state: StateOf<S>) => Iterator<unknown>;
  /** Pure render: data in, an SVG element or a Lit template of one out. */
  readonly chart: (data: D, context: ChartContext) => C;
  /** The data shown, as a table; text cells are translated with `tr`. */
  readonly table: (data: D, tr: ChartContext["tr"]) => DataTable;
  /** One-line reading of the result, announced when it changes (bandwidths through `lens`). */
  readonly summary: (data: D, tr: ChartContext["tr"], lang: Lang, lens: UnitLens) => string;
  /**
   * Links to the notebook's pages that follow from this state (the advisor's planned run opened in
   * "Your measurements"), shown under the chart, outside its image: root-relative on the notebook's
   * own pages, absolute to it (`context.siteRoot`) on another site.
   */
  readonly pageLinks?: (
    data: D,
    context: Pick<ChartContext, "lang" | "tr" | "siteRoot">,
  ) => ReadonlyArray<{ readonly href: string; readonly label: string }>;
}

/** Erase a definition's type parameters for registries. */
export type AnyFigureDefinition = FigureDefinition<StateSpec, unknown, Chart>;

/** Widen a concrete definition for a registry (the state/data types stay consistent inside). */
export function anyFigure<S extends StateSpec, D, C extends Chart>(
  definition: FigureDefinition<S, D, C>,
): AnyFigureDefinition {
  return definition as unknown as AnyFigureDefinition;
}
