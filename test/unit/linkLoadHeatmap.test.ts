/**
 * The link-load heat map draws each row's runs of neighbouring cells of one load as one rectangle:
 * every loaded cell must still be painted exactly once, in a path of its own load, and idle cells
 * not at all (seeded property test).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LinkLoadCell, linkLoadHeatmap } from "../../src/charts/linkLoadHeatmap.ts";
import { renderedChart } from "./renderedChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const GROUPS = ["upLeaf", "upSpine", "downSpine", "downLeaf"] as const;

/** Rows of 1-3 routings over 1-40 links, loads 0-4 (runs of equal loads are common). */
const heatmaps = fc
  .record({
    rows: fc.integer({ min: 1, max: 3 }),
    loads: fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 40, maxLength: 40 }), {
      minLength: 3,
      maxLength: 3,
    }),
    links: fc.integer({ min: 1, max: 40 }),
  })
  .map(({ rows, loads, links }) => {
    const keys = ["a", "b", "c"].slice(0, rows);
    const cells: LinkLoadCell[] = keys.flatMap((row, r) =>
      Array.from({ length: links }, (_, index) => ({
        row,
        index,
        group: GROUPS[Math.floor((index * GROUPS.length) / links)] as LinkLoadCell["group"],
        flows: loads[r]?.[index] ?? 0,
      })),
    );
    const maxOf = (row: string) =>
      cells.filter((c) => c.row === row).reduce((m, c) => Math.max(m, c.flows), 0);
    return { rows: keys.map((key) => ({ key, maxFlows: maxOf(key) })), cells };
  });

/** The rectangles of a path's `d` ("M x,y h w v h H x z" each): x range and top. */
function rects(d: string): { x0: number; x1: number; y: number }[] {
  return [...d.matchAll(/M([-\d.e]+),([-\d.e]+)h([-\d.e]+)v[-\d.e]+H[-\d.e]+z/g)].map((m) => ({
    x0: Number(m[1]),
    x1: Number(m[1]) + Number(m[3]),
    y: Number(m[2]),
  }));
}

describe("linkLoadHeatmap", () => {
  it("linkLoadHeatmap(random loads, seed 23) paints every loaded cell once, in a path of its load, and no idle cell", () => {
    fc.assert(
      fc.property(heatmaps, (data) => {
        const context = shimChartContext();
        const svg = renderedChart(
          linkLoadHeatmap(data, context, {
            row: (key) => key,
            group: { upLeaf: "1", upSpine: "2", downSpine: "3", downLeaf: "4" },
            max: (flows) => String(flows),
            legend: "flows",
          }),
        );
        const links = data.cells.reduce((m, c) => Math.max(m, c.index + 1), 0);
        const left = 120;
        const right = context.width - 70;
        const centre = (index: number) => left + ((right - left) * (index + 0.5)) / links;
        const paths = [...svg.querySelectorAll("path")].map((p) => rects(p.getAttribute("d") ?? ""));
        // Each row's top, from its background band (drawn in the rows' order).
        const rowTop = new Map(
          [...svg.querySelectorAll("rect")].map((r, i) => [data.rows[i]?.key, Number(r.getAttribute("y"))]),
        );
        expect(rowTop.size).toBe(data.rows.length);
        for (const c of data.cells) {
          if (c.flows === 0) continue;
          const top = rowTop.get(c.row);
          const covering = paths.flatMap((p) =>
            p.filter((r) => r.y === top && r.x0 < centre(c.index) && centre(c.index) < r.x1),
          );
          expect(covering, `${c.row} ${c.index}`).toHaveLength(1);
        }
        // Each path holds cells of one load only, and idle cells sit in none.
        const loadOfPath = new Map<number, number>();
        for (const c of data.cells) {
          const top = rowTop.get(c.row);
          const hit = paths.findIndex((p) =>
            p.some((r) => r.y === top && r.x0 < centre(c.index) && centre(c.index) < r.x1),
          );
          if (c.flows === 0) {
            expect(hit, `${c.row} ${c.index} idle`).toBe(-1);
            continue;
          }
          const seen = loadOfPath.get(hit);
          if (seen !== undefined) expect(seen).toBe(c.flows);
          loadOfPath.set(hit, c.flows);
        }
      }),
      { seed: 23, numRuns: 100 },
    );
  });
});
