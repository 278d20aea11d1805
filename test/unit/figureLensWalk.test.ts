/**
 * Every figure under every unit lens: the chart speaks the lens's unit, its axes hold the data
 * the lens shows, and its tick labels are plain numbers. Generated over the registry, so a new
 * figure is walked without anyone remembering to add it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { AnyFigureDefinition } from "../../src/figures/FigureDefinition.ts";
import { renderFigureParts, tableValues } from "../../src/figures/figureView.ts";
import { figures } from "../../src/figures/registry.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { translator } from "../../src/lib/i18n.ts";
import { allStringAreas, loadStrings } from "../../src/lib/stringAreas.ts";
import { lensRateUnit, type UnitLens } from "../../src/lib/unitLens.ts";
import { shimChartContext } from "./shimChartContext.ts";

const LENSES: UnitLens[] = (["Gbps", "GBps"] as const).flatMap((rate) =>
  (["one-way", "bidirectional"] as const).flatMap((direction) =>
    (["busbw", "algbw"] as const).map((collective) => ({ rate, direction, collective })),
  ),
);

/**
 * Tick labels of every axis of a chart (Plot draws each axis's labels as one tabular-numbers group),
 * with the text of the plot they belong to (where its axis label or panel title names the unit).
 */
function axes(chart: Element): Array<{ label: string; ticks: string[] }> {
  const out: Array<{ label: string; ticks: string[] }> = [];
  const svgs =
    chart.tagName.toLowerCase() === "svg"
      ? [chart, ...chart.querySelectorAll("svg")]
      : [...chart.querySelectorAll("svg")];
  for (const svg of svgs) {
    for (const group of svg.querySelectorAll(":scope > g[font-variant='tabular-nums']")) {
      const ticks = [...group.querySelectorAll("text")].map((t) => t.textContent ?? "");
      if (ticks.length > 0) out.push({ label: svg.textContent ?? "", ticks });
    }
  }
  return out;
}

/** A tick label as a number (English digits, thousands separators), or NaN when it is not plain. */
const tickNumber = (text: string) =>
  /^[−-]?[\d,]*\.?\d+$/.test(text.trim())
    ? Number(text.replace(/[,−]/g, (c) => (c === "−" ? "-" : "")))
    : Number.NaN;

/** The default state, then each parameter moved alone: up to 6 options of a list, a number's ends. */
function states(definition: AnyFigureDefinition): Array<Record<string, unknown>> {
  const base = defaultState(definition.spec) as Record<string, unknown>;
  const out: Array<Record<string, unknown>> = [base];
  for (const [name, param] of Object.entries(definition.spec)) {
    const values: unknown[] =
      param.kind === "enum"
        ? param.options.filter((_, i, all) => all.length <= 6 || i % Math.ceil(all.length / 6) === 0)
        : param.kind === "bool"
          ? [!param.default]
          : [param.min, param.max];
    for (const v of values) if (v !== base[name]) out.push({ ...base, [name]: v });
  }
  return out;
}

function render(definition: AnyFigureDefinition, lens: UnitLens, state = defaultState(definition.spec)) {
  const context = shimChartContext({ lens });
  const parts = renderFigureParts(definition, state as ReturnType<typeof defaultState>, context);
  const table = tableValues(parts.table, "en", lens);
  return { chart: parts.chart as Element, table: parts.table, values: table.rows };
}

describe("every figure under every unit lens", () => {
  beforeAll(async () => {
    await loadStrings("en", allStringAreas);
  });

  for (const definition of figures.values()) {
    it(`${definition.id}: the chart names the lens's unit (never Gb/s under GB/s), its linear rate axes follow the lens, its ticks are plain numbers`, () => {
      const tr = translator("en");
      const rateColumns = (table: ReturnType<typeof render>["table"]) =>
        table.columns.map((c, i) => ({ c, i })).filter(({ c }) => c.rate !== undefined);
      const atDefault = render(definition, LENSES[0] as UnitLens);
      const defaultText = atDefault.chart.textContent ?? "";
      // A chart that names no rate at the default lens draws none (its table may still list some).
      if (!/Gb\/s/.test(defaultText)) return;
      const runs = [
        ...LENSES.map((lens) => ({ lens, state: defaultState(definition.spec) as Record<string, unknown> })),
        ...states(definition)
          .slice(1)
          .flatMap((state) => [LENSES[0], LENSES[7]].map((lens) => ({ lens: lens as UnitLens, state }))),
      ];
      const drawsRates = new Map<string, boolean>();
      for (const { lens, state } of runs) {
        // A state whose chart names no rate in Gb/s draws none (e.g. a panel that only some states show).
        const key = JSON.stringify(state);
        if (!drawsRates.has(key)) {
          const bits = render(definition, LENSES[0] as UnitLens, state as ReturnType<typeof defaultState>);
          drawsRates.set(key, /Gb\/s/.test(bits.chart.textContent ?? ""));
        }
        if (!drawsRates.get(key)) continue;
        const { chart, table } = render(definition, lens, state as ReturnType<typeof defaultState>);
        const text = chart.textContent ?? "";
        const tag = `${definition.id} ${JSON.stringify(state)} under ${lens.rate}.${lens.direction}.${lens.collective}`;
        const columns = rateColumns(table);
        const units = new Set(columns.map(({ c }) => tr(lensRateUnit(c.rate ?? "throughput", lens))));
        if (units.size === 0) units.add(tr(lensRateUnit("throughput", lens)));
        // The chart names the lens's unit, and a rate figure under GB/s never says Gb/s.
        expect(
          [...units].some((u) => text.includes(u)),
          `${tag}: chart names ${[...units].join(" or ")}`,
        ).toBe(true);
        if (lens.rate === "GBps") expect(text, `${tag}: no Gb/s left`).not.toMatch(/Gb\/s/);
        for (const axis of axes(chart)) {
          for (const t of axis.ticks.filter((x) => x.trim() !== "")) {
            expect(
              Number.isFinite(tickNumber(t)) || !/\d/.test(t) || /[KMG]?i?B$/.test(t.trim()),
              `${tag}: tick "${t}" on "${axis.label}"`,
            ).toBe(true);
          }
        }
      }
      // Under GB/s every plot that names its rate unit has a numeric axis that shrank about 8 times
      // (1/20 to 1/3: a log axis moves by a decade): a 0-100 axis under 12.5 GB/s of data is an
      // axis that ignored the lens.
      for (const state of states(definition)) {
        const bits = render(
          definition,
          LENSES[0] as UnitLens,
          state as ReturnType<typeof defaultState>,
        ).chart;
        const bytes = render(
          definition,
          LENSES[4] as UnitLens,
          state as ReturnType<typeof defaultState>,
        ).chart;
        const plotsOf = (chart: Element) =>
          chart.tagName.toLowerCase() === "svg"
            ? [chart, ...chart.querySelectorAll("svg")]
            : [...chart.querySelectorAll("svg")];
        const before = plotsOf(bits);
        const after = plotsOf(bytes);
        before.forEach((svg, i) => {
          // The plot's own texts (axis labels, titles, marks), not a nested plot's or a legend's.
          const own = [...svg.querySelectorAll(":scope > g text, :scope > text")]
            .map((t) => t.textContent)
            .join(" ");
          if (!/Gb\/s/.test(own)) return;
          // The top tick of each linear numeric axis (a log axis rounds to decades: 900 Gb/s and
          // 112 GB/s both top out at 1,000, so only a linear axis shows the scale it follows).
          const tops = (el: Element | undefined) =>
            el
              ? [...el.querySelectorAll(":scope > g[font-variant='tabular-nums']")].map((g) => {
                  const ticks = [...g.querySelectorAll("text")]
                    .map((t) => tickNumber(t.textContent ?? ""))
                    .filter(Number.isFinite);
                  const steps = ticks.slice(1).map((t, k) => t - (ticks[k] as number));
                  const step = steps[0] ?? 0;
                  const linear =
                    ticks.length >= 3 && steps.every((d) => Math.abs(d - step) <= Math.abs(step) * 0.01);
                  return linear ? Math.max(...ticks) : Number.NaN;
                })
              : [];
          const a = tops(svg);
          const b = tops(after[i]);
          const numeric = a
            .map((top, k) => ({ top, to: b[k] ?? Number.NaN }))
            .filter((x) => Number.isFinite(x.top) && x.top > 0);
          if (numeric.length === 0) return;
          const scaled = numeric.some((x) => x.to / x.top >= 1 / 20 && x.to / x.top <= 1 / 3);
          expect(
            scaled,
            `${definition.id} ${JSON.stringify(state)}: plot ${i} has an axis that follows the lens: ${JSON.stringify(numeric)}`,
          ).toBe(true);
        });
      }
    });
  }
});
