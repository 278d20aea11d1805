/**
 * One message between two pods, hop by hop: the sending pod's hops down the left column, the
 * wire across the bottom, the receiving pod's hops up the right column (one column when narrow).
 * Every hop a path does not cross keeps its place as a dashed outline, so switching paths shows
 * which layers disappear. Each hop box carries its time and CPU, facts about the layer, and the
 * payload copies (squares) and kernel or hypervisor entries (triangles) it makes; totals follow.
 * A Lit template: every slot has its place whether or not the path crosses it, so switching
 * paths pairs the boxes by place and changes only those whose hop changed.
 */
import { nothing, type SVGTemplateResult, svg, type TemplateResult } from "lit";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { copyColor, crossingColor, mutedColor } from "./chartTheme.ts";
import { svgChart } from "./svgChart.ts";
import { clipText, wrapText } from "./textWidth.ts";
import { chartKeySvg, NETWORK_COLORS, type TextBlockItem, textBlockSvg } from "./trainingChartParts.ts";

needStrings("k8sPaths");

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
/** Space between the key, the diagram and the totals. */
const PART_GAP = 10;

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

/** A line of the chart's text at (x, y): 12 px unless `size` says otherwise. */
function label(
  x: number,
  y: number,
  content: string,
  style: { readonly size?: number; readonly weight?: number; readonly opacity?: number } = {},
): SVGTemplateResult {
  return svg`<text x=${x} y=${y} font-size=${style.size ?? 12} fill="currentColor" font-weight=${style.weight ?? nothing}
    opacity=${style.opacity ?? nothing}>${content}</text>`;
}

/** Where a hop is drawn: its side and slot, its box, and the label of an absent hop. */
interface HopPlace {
  readonly side: HopView["side"];
  readonly slot: Slot | "wire";
  readonly label: string;
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** One hop box (or the outline of an absent one). */
function hopBox(
  hop: HopView | undefined,
  place: HopPlace,
  rdma: boolean,
  absentText: string,
): SVGTemplateResult {
  const { x, y, width, height } = place.box;
  const chars = Math.floor((width - 20) / 6.4);
  if (!hop) {
    return svg`<g><rect x=${x} y=${y} width=${width} height=${height} rx="6" fill="none" stroke=${mutedColor}
      stroke-dasharray="3,4"></rect>${label(x + 10, y + 20, clipText(place.label, chars), { opacity: 0.55 })}${label(
        x + 10,
        y + 38,
        clipText(absentText, chars),
        { size: 11, opacity: 0.55 },
      )}</g>`;
  }
  const color = slotColor(place.slot, rdma);
  const glyphs = hop.copies + hop.crossings;
  const facts = wrapText(hop.facts, chars * (12 / 11));
  // Entries into the kernel or hypervisor, then copies, right to left from the box's corner.
  let gx = x + width - 12;
  const crossings = Array.from({ length: hop.crossings }, () => {
    const d = `M${gx - 5},${y + 16} L${gx + 1},${y + 5} L${gx + 7},${y + 16} Z`;
    gx -= 13;
    return svg`<path d=${d} fill=${crossingColor}></path>`;
  });
  const copies = Array.from({ length: hop.copies }, () => {
    const cx = gx - 4;
    gx -= 13;
    return svg`<rect x=${cx} y=${y + 6} width="9" height="9" fill=${copyColor}></rect>`;
  });
  return svg`<g><rect x=${x} y=${y} width=${width} height=${height} rx="6" fill="var(--fab-bg)"></rect><rect x=${x}
    y=${y} width=${width} height=${height} rx="6" fill=${color} fill-opacity="0.1" stroke=${color} stroke-width="1.5"
    stroke-dasharray=${hop.estimate ? "5,3" : nothing}></rect>${label(
      x + 10,
      y + 18,
      clipText(hop.label, chars - Math.ceil((glyphs * 13) / 6.4)),
      { weight: 700 },
    )}${label(x + 10, y + 36, clipText(hop.metrics, chars), { size: 11 })}${facts.slice(0, 2).map((line, i) =>
      label(x + 10, y + 52 + i * 14, i === 1 && facts.length > 2 ? clipText(`${line} …`, chars + 4) : line, {
        size: 11,
        opacity: 0.8,
      }),
    )}${crossings}${copies}</g>`;
}

function arrowHead(x: number, y: number, down: boolean): SVGTemplateResult {
  const d = down
    ? `M${x - 5},${y - 8} L${x + 5},${y - 8} L${x},${y} Z`
    : `M${x - 5},${y + 8} L${x + 5},${y + 8} L${x},${y} Z`;
  return svg`<path d=${d} fill="currentColor" opacity="0.6"></path>`;
}

function pathLine(x1: number, y1: number, x2: number, y2: number): SVGTemplateResult {
  return svg`<line x1=${x1} y1=${y1} x2=${x2} y2=${y2} stroke="currentColor" stroke-width="2" opacity="0.45"></line>`;
}

/** The hop diagram, its legend and the totals. */
export function k8sDatapathChart(data: K8sDatapathChartData, context: ChartContext): TemplateResult {
  const { tr } = context;
  const width = context.width;
  const two = width >= 560;
  const gapX = 36;
  const colWidth = two ? Math.floor((width - gapX) / 2) : width - 24;
  const rowY = (i: number) => HEADER + i * (BOX_HEIGHT + ROW_GAP);
  const absent = tr("fig.k8sPath.absent");
  const sending = tr("fig.k8sPath.sendingPod");
  const receiving = tr("fig.k8sPath.receivingPod");
  const podTitle = { size: 13, weight: 700 };

  // Where each hop goes, and what runs between the boxes.
  let places: HopPlace[];
  let frame: SVGTemplateResult;
  let after: SVGTemplateResult | typeof nothing = nothing;
  let height: number;
  if (two) {
    const wireY = rowY(SLOTS.length);
    const rightX = colWidth + gapX;
    const cxL = colWidth / 2;
    const cxR = rightX + colWidth / 2;
    places = [
      ...SLOTS.flatMap((slot, i) =>
        (["sender", "receiver"] as const).map((side) => ({
          side,
          slot,
          label: data.slotLabels[slot],
          box: { x: side === "sender" ? 0 : rightX, y: rowY(i), width: colWidth, height: BOX_HEIGHT },
        })),
      ),
      { side: "wire", slot: "wire", label: "", box: { x: 0, y: wireY, width, height: WIRE_HEIGHT } },
    ];
    frame = svg`${label(0, 16, sending, podTitle)}${label(rightX, 16, receiving, podTitle)}${pathLine(
      cxL,
      rowY(0) + BOX_HEIGHT,
      cxL,
      wireY,
    )}${pathLine(cxR, wireY, cxR, rowY(0) + BOX_HEIGHT)}`;
    after = svg`${arrowHead(cxL, wireY, true)}${arrowHead(cxR, rowY(0) + BOX_HEIGHT, false)}`;
    height = wireY + WIRE_HEIGHT + 2;
  } else {
    const order: Array<{ side: HopView["side"]; slot: Slot | "wire" }> = [
      ...SLOTS.map((slot) => ({ side: "sender" as const, slot })),
      { side: "wire", slot: "wire" },
      ...[...SLOTS].reverse().map((slot) => ({ side: "receiver" as const, slot })),
    ];
    places = order.map((o, i) => ({
      ...o,
      label: o.slot === "wire" ? "" : data.slotLabels[o.slot],
      box: { x: 24, y: rowY(i), width: colWidth, height: BOX_HEIGHT },
    }));
    const bottom = rowY(order.length - 1) + BOX_HEIGHT;
    frame = svg`${label(0, 16, sending, podTitle)}${pathLine(10, rowY(0), 10, bottom)}${arrowHead(10, bottom, true)}`;
    height = bottom + 22;
    after = label(0, height - 4, receiving, podTitle);
  }

  const key = chartKeySvg(
    [
      { label: tr("fig.k8sPath.legendCopy"), color: copyColor, shape: "square" },
      { label: tr("fig.k8sPath.legendCrossing"), color: crossingColor, shape: "triangle" },
      { label: tr("fig.k8sPath.legendEstimate"), color: mutedColor, shape: "dashed" },
    ],
    { width, y: 0 },
  );
  const diagramY = key.height + PART_GAP;
  const totals = textBlockSvg(data.totals, { width, y: diagramY + height + PART_GAP });
  const find = (p: HopPlace) => data.hops.find((h) => h.side === p.side && h.slot === p.slot);
  return svgChart(
    context,
    {
      width: Math.max(width, key.width),
      height: diagramY + height + PART_GAP + totals.height,
      className: "fab-stack",
    },
    svg`${key.template}<svg y=${diagramY} width=${width} height=${height} viewBox="0 0 ${width} ${height}">${frame}${places.map(
      (p) => hopBox(find(p), p, data.rdma, absent),
    )}${after}</svg>${totals.template}`,
  );
}
