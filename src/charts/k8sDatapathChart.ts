/**
 * One message between two pods, hop by hop: the sending pod's hops down the left column, the
 * wire across the bottom, the receiving pod's hops up the right column (one column when narrow).
 * Every hop a path does not cross keeps its place as a dashed outline, so switching paths shows
 * which layers disappear. Each hop box carries its time and CPU, facts about the layer, and the
 * payload copies (squares) and kernel or hypervisor entries (triangles) it makes; totals follow.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { copyColor, crossingColor, mutedColor } from "./chartTheme.ts";
import { stackCharts } from "./stackCharts.ts";
import { clipText, wrapText } from "./textWidth.ts";
import { chartKey, NETWORK_COLORS, type TextBlockItem, textBlock } from "./trainingChartParts.ts";

needStrings("trainingStudy");

/** The hop slots of one side, top to bottom. */
const SLOTS = ["app", "overlay", "hypervisor", "vf", "nic"] as const;
type Slot = (typeof SLOTS)[number];

/** One hop as the chart draws it (labels and metrics already formatted). */
export interface HopView {
  readonly slot: Slot | "wire";
  readonly side: "sender" | "wire" | "receiver";
  readonly label: string;
  readonly metrics: string;
  readonly facts: string;
  readonly copies: number;
  readonly crossings: number;
  readonly estimate: boolean;
}

/** The chart's input. */
export interface K8sDatapathChartData {
  readonly hops: readonly HopView[];
  /** Label of every slot, for the outlines of hops the path does not cross. */
  readonly slotLabels: Readonly<Record<Slot, string>>;
  readonly rdma: boolean;
  readonly totals: readonly TextBlockItem[];
}

const BOX_HEIGHT = 78;
const ROW_GAP = 12;
const WIRE_HEIGHT = 58;
const HEADER = 26;
const NS = "http://www.w3.org/2000/svg";

function slotColor(slot: Slot | "wire", rdma: boolean): string {
  switch (slot) {
    case "app":
      return rdma ? NETWORK_COLORS["sriov-rdma"] : "currentColor";
    case "overlay":
      return NETWORK_COLORS["pod-overlay"];
    case "hypervisor":
      return NETWORK_COLORS.vnic;
    case "vf":
      return NETWORK_COLORS["sriov-vf"];
    default:
      return mutedColor;
  }
}

function el(document: Document, name: string, attrs: Record<string, string | number>): Element {
  const node = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function text(
  document: Document,
  x: number,
  y: number,
  content: string,
  attrs: Record<string, string | number> = {},
): Element {
  const node = el(document, "text", { x, y, "font-size": 12, fill: "currentColor", ...attrs });
  node.textContent = content;
  return node;
}

/** The line as it fits `chars` Latin character units, cut with an ellipsis. */
const clip = clipText;

/** Draw one hop box (or the outline of an absent one) at (x, y). */
function hopBox(
  document: Document,
  hop: HopView | undefined,
  slot: Slot | "wire",
  label: string,
  box: { x: number; y: number; width: number; height: number },
  rdma: boolean,
  absentText: string,
): Element {
  const g = el(document, "g", {});
  const { x, y, width, height } = box;
  const chars = Math.floor((width - 20) / 6.4);
  if (!hop) {
    g.append(
      el(document, "rect", {
        x,
        y,
        width,
        height,
        rx: 6,
        fill: "none",
        stroke: mutedColor,
        "stroke-dasharray": "3,4",
      }),
      text(document, x + 10, y + 20, clip(label, chars), { opacity: 0.55 }),
      text(document, x + 10, y + 38, clip(absentText, chars), { "font-size": 11, opacity: 0.55 }),
    );
    return g;
  }
  const color = slotColor(slot, rdma);
  g.append(
    el(document, "rect", { x, y, width, height, rx: 6, fill: "var(--fab-bg)" }),
    el(document, "rect", {
      x,
      y,
      width,
      height,
      rx: 6,
      fill: color,
      "fill-opacity": 0.1,
      stroke: color,
      "stroke-width": 1.5,
      ...(hop.estimate ? { "stroke-dasharray": "5,3" } : {}),
    }),
  );
  const glyphs = hop.copies + hop.crossings;
  const glyphWidth = glyphs * 13;
  g.append(
    text(document, x + 10, y + 18, clip(hop.label, chars - Math.ceil(glyphWidth / 6.4)), {
      "font-weight": 700,
    }),
  );
  g.append(text(document, x + 10, y + 36, clip(hop.metrics, chars), { "font-size": 11 }));
  const facts = wrapText(hop.facts, chars * (12 / 11));
  facts.slice(0, 2).forEach((line, i) => {
    const last = i === 1 && facts.length > 2;
    g.append(
      text(document, x + 10, y + 52 + i * 14, last ? clip(`${line} …`, chars + 4) : line, {
        "font-size": 11,
        opacity: 0.8,
      }),
    );
  });
  let gx = x + width - 12;
  for (let i = 0; i < hop.crossings; i++) {
    g.append(
      el(document, "path", {
        d: `M${gx - 5},${y + 16} L${gx + 1},${y + 5} L${gx + 7},${y + 16} Z`,
        fill: crossingColor,
      }),
    );
    gx -= 13;
  }
  for (let i = 0; i < hop.copies; i++) {
    g.append(el(document, "rect", { x: gx - 4, y: y + 6, width: 9, height: 9, fill: copyColor }));
    gx -= 13;
  }
  return g;
}

function arrowHead(document: Document, x: number, y: number, down: boolean): Element {
  const d = down
    ? `M${x - 5},${y - 8} L${x + 5},${y - 8} L${x},${y} Z`
    : `M${x - 5},${y + 8} L${x + 5},${y + 8} L${x},${y} Z`;
  return el(document, "path", { d, fill: "currentColor", opacity: 0.6 });
}

/** The hop diagram, its legend and the totals. */
export function k8sDatapathChart(data: K8sDatapathChartData, context: ChartContext): Element {
  const { tr, document } = context;
  const width = context.width;
  const two = width >= 560;
  const gapX = 36;
  const colWidth = two ? Math.floor((width - gapX) / 2) : width - 24;
  const rowY = (i: number) => HEADER + i * (BOX_HEIGHT + ROW_GAP);
  const find = (side: "sender" | "receiver" | "wire", slot: Slot | "wire") =>
    data.hops.find((h) => h.side === side && h.slot === slot);
  const absent = tr("fig.k8sPath.absent");
  const svg = el(document, "svg", {});
  const lineStyle = { stroke: "currentColor", "stroke-width": 2, opacity: 0.45 };

  let height: number;
  if (two) {
    const wireY = rowY(SLOTS.length);
    const leftX = 0;
    const rightX = colWidth + gapX;
    const cxL = leftX + colWidth / 2;
    const cxR = rightX + colWidth / 2;
    svg.append(
      text(document, leftX, 16, tr("fig.k8sPath.sendingPod"), { "font-weight": 700, "font-size": 13 }),
      text(document, rightX, 16, tr("fig.k8sPath.receivingPod"), { "font-weight": 700, "font-size": 13 }),
      el(document, "line", { x1: cxL, y1: rowY(0) + BOX_HEIGHT, x2: cxL, y2: wireY, ...lineStyle }),
      el(document, "line", { x1: cxR, y1: wireY, x2: cxR, y2: rowY(0) + BOX_HEIGHT, ...lineStyle }),
    );
    SLOTS.forEach((slot, i) => {
      const box = { y: rowY(i), width: colWidth, height: BOX_HEIGHT };
      svg.append(
        hopBox(
          document,
          find("sender", slot),
          slot,
          data.slotLabels[slot],
          { ...box, x: leftX },
          data.rdma,
          absent,
        ),
        hopBox(
          document,
          find("receiver", slot),
          slot,
          data.slotLabels[slot],
          { ...box, x: rightX },
          data.rdma,
          absent,
        ),
      );
    });
    svg.append(
      hopBox(
        document,
        find("wire", "wire"),
        "wire",
        "",
        { x: 0, y: wireY, width, height: WIRE_HEIGHT },
        data.rdma,
        absent,
      ),
      arrowHead(document, cxL, wireY, true),
      arrowHead(document, cxR, rowY(0) + BOX_HEIGHT, false),
    );
    height = wireY + WIRE_HEIGHT + 2;
  } else {
    const order: Array<{ side: "sender" | "receiver" | "wire"; slot: Slot | "wire" }> = [
      ...SLOTS.map((slot) => ({ side: "sender" as const, slot })),
      { side: "wire", slot: "wire" },
      ...[...SLOTS].reverse().map((slot) => ({ side: "receiver" as const, slot })),
    ];
    const x = 24;
    svg.append(
      text(document, 0, 16, tr("fig.k8sPath.sendingPod"), { "font-weight": 700, "font-size": 13 }),
      el(document, "line", {
        x1: 10,
        y1: rowY(0),
        x2: 10,
        y2: rowY(order.length - 1) + BOX_HEIGHT,
        ...lineStyle,
      }),
      arrowHead(document, 10, rowY(order.length - 1) + BOX_HEIGHT, true),
    );
    order.forEach((o, i) => {
      const label = o.slot === "wire" ? "" : data.slotLabels[o.slot];
      svg.append(
        hopBox(
          document,
          find(o.side, o.slot),
          o.slot,
          label,
          { x, y: rowY(i), width: colWidth, height: BOX_HEIGHT },
          data.rdma,
          absent,
        ),
      );
    });
    height = rowY(order.length - 1) + BOX_HEIGHT + 22;
    svg.append(
      text(document, 0, height - 4, tr("fig.k8sPath.receivingPod"), { "font-weight": 700, "font-size": 13 }),
    );
  }
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(height));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const legend = chartKey(
    document,
    [
      { label: tr("fig.k8sPath.legendCopy"), color: copyColor, shape: "square" },
      { label: tr("fig.k8sPath.legendCrossing"), color: crossingColor, shape: "triangle" },
      { label: tr("fig.k8sPath.legendEstimate"), color: mutedColor, shape: "dashed" },
    ],
    width,
  );
  return stackCharts(document, [legend, svg, textBlock(document, data.totals, width)], {
    direction: "column",
    gap: 10,
  });
}
