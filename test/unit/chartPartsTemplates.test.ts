import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { legendRow } from "../../src/charts/legendRow.ts";
import { legendRowSvg, type SvgLegendItem } from "../../src/charts/legendRowSvg.ts";
import { wrapKeyItems } from "../../src/charts/textWidth.ts";
import {
  chartKey,
  chartKeySvg,
  type SvgKeyItem,
  type TextBlockItem,
  textBlock,
  textBlockSvg,
} from "../../src/charts/trainingChartParts.ts";
import { drawingMarkup, renderedSvg } from "./renderedChart.ts";

const { document: shim } = parseHTML("<!doctype html><html><body></body></html>");
const document = shim as unknown as Document;

/** The nested <svg> a part's template draws, rendered. */
const drawn = (part: { template: Parameters<typeof renderedSvg>[0] }) =>
  renderedSvg(part.template).querySelector("svg") as Element;

const legendItems: SvgLegendItem[] = [
  { label: "partial sum 부분합", color: "var(--c0)" },
  { label: "send and add", color: "var(--c1)", shape: "line" },
  { label: "swatch", color: "var(--c2)", shape: "swatch" },
];
const keyItems: SvgKeyItem[] = [
  { label: "payload copy", color: "var(--c0)", shape: "square" },
  { label: "kernel entry", color: "var(--c1)", shape: "triangle" },
  { label: "estimate", color: "var(--c2)", shape: "dashed" },
];

describe("chart parts as elements and as Lit templates", () => {
  it("wrapKeyItems(items, width, rowHeight, itemWidth) starts a row when the next item would pass width", () => {
    const { placed, width, height } = wrapKeyItems(["a", "b", "c"], 50, 20, () => 20);
    expect(placed.map((p) => [p.x, p.y])).toEqual([
      [0, 0],
      [20, 0],
      [0, 20],
    ]);
    expect([width, height]).toEqual([50, 40]);
    expect(wrapKeyItems(["a"], 50, 20, () => 12.5)).toMatchObject({ width: 13, height: 20 });
  });

  it("legendRowSvg(items, {width, y}) draws what legendRow(document, items, width) draws, each of its shapes and a sample, one row or wrapped", () => {
    const items = legendItems;
    for (const width of [200, 2000]) {
      const element = legendRow(document, items, width);
      element.setAttribute("y", "40");
      const template = legendRowSvg(items, { width, y: 40 });
      expect(drawingMarkup(drawn(template))).toBe(drawingMarkup(element));
      expect(template.height).toBe(Number(element.getAttribute("height")));
    }
  });

  it("chartKeySvg(items, {width, y}) draws what chartKey(document, items, width) draws, each of its shapes, one row or wrapped", () => {
    const items = keyItems;
    for (const width of [200, 2000]) {
      const element = chartKey(document, items, width);
      element.setAttribute("y", "0");
      const template = chartKeySvg(items, { width, y: 0 });
      expect(drawingMarkup(drawn(template))).toBe(drawingMarkup(element));
      expect(template.height).toBe(Number(element.getAttribute("height")));
    }
  });

  it("textBlockSvg(items, {width, y}) draws what textBlock(document, items, width) draws: wrapped, bold, muted, indented", () => {
    const items: TextBlockItem[] = [
      { text: "A message of 1 MiB over the pod overlay takes 180 µs, with 4 copies", bold: true },
      { text: "Sender CPU 41 µs, receiver CPU 52 µs, hypervisor 30 µs", indent: 8 },
      { text: "Estimated: the layer model rests on published ranges", muted: true, gap: 2 },
    ];
    const element = textBlock(document, items, 300);
    element.setAttribute("y", "120");
    const template = textBlockSvg(items, { width: 300, y: 120 });
    expect(drawingMarkup(drawn(template))).toBe(drawingMarkup(element));
    expect(template.height).toBe(Number(element.getAttribute("height")));
  });
});
