/**
 * What NCCL built, as a diagram: nodes (hosts) as boxes, the GPUs NCCL placed on each as circles
 * labelled with their rank, and one channel's ring (each rank to the next) or tree (each rank to
 * its parent) as arrows coloured by how NCCL moves that hop: NVLink or PCIe peer-to-peer, host
 * shared memory, the network with GPUDirect RDMA or through host memory, NVLink SHARP, or a hop
 * NCCL did not log. A Lit `svg` template: the page re-renders it when the channel or view changes.
 */
import { html, svg, type TemplateResult } from "lit";
import type { HopKind, NcclTopologyView } from "../yourMeasurements/ncclLogView.ts";

/** The colour and dash of each kind of hop. */
const HOP_STYLE: Readonly<
  Record<HopKind, { readonly color: string; readonly dash: string; readonly width: number }>
> = {
  p2p: { color: "var(--fab-series-1)", dash: "", width: 2 },
  shm: { color: "var(--fab-series-4)", dash: "", width: 2 },
  "net-gdr": { color: "var(--fab-series-2)", dash: "", width: 2.5 },
  net: { color: "var(--fab-series-3)", dash: "6 3", width: 2.5 },
  nvls: { color: "var(--fab-series-5)", dash: "", width: 2 },
  intra: { color: "var(--fab-muted)", dash: "2 3", width: 1.5 },
  inter: { color: "var(--fab-muted)", dash: "8 4", width: 1.5 },
};

const R = 11;
const ROW = 30;
const COLUMN = 36;
const HEAD = 26;
const PAD = 14;
const GAP = 36;
/** GPUs per column inside a node box, and nodes per row of boxes. */
const PER_COLUMN = 8;
const NODES_PER_ROW = 6;

/** The diagram's words: its accessible name and the label of a node. */
export interface NcclTopologyLabels {
  readonly title: string;
}

/** The hop kinds' colours and dashes, for a legend drawn beside the diagram. */
export function hopStyle(kind: HopKind): { color: string; dash: string } {
  return HOP_STYLE[kind];
}

/**
 * The diagram of `view`, laid out to its content's size (width in user units; scales to its box).
 * @example render(ncclTopologyDiagram(view.diagram.topology, { title: "Channel 0 ring" }), container)
 */
export function ncclTopologyDiagram(view: NcclTopologyView, labels: NcclTopologyLabels): TemplateResult {
  // Lay the boxes out: each node's GPUs in columns of 8, nodes in rows of 6.
  const at = new Map<number, { x: number; y: number; node: number }>();
  const boxes: Array<{ x: number; y: number; w: number; h: number; label: string }> = [];
  let x = PAD;
  let y = PAD;
  let rowHeight = 0;
  view.nodes.forEach((node, n) => {
    if (n > 0 && n % NODES_PER_ROW === 0) {
      x = PAD;
      y += rowHeight + GAP;
      rowHeight = 0;
    }
    const columns = Math.max(1, Math.ceil(node.gpus.length / PER_COLUMN));
    const rows = Math.min(PER_COLUMN, node.gpus.length);
    const w = Math.max(96, columns * COLUMN + 40);
    const h = HEAD + rows * ROW + 6;
    boxes.push({ x, y, w, h, label: node.label });
    node.gpus.forEach((gpu, i) => {
      const column = Math.floor(i / PER_COLUMN);
      at.set(gpu.rank, {
        x: x + 28 + column * COLUMN,
        y: y + HEAD + (i % PER_COLUMN) * ROW + ROW / 2,
        node: n,
      });
    });
    x += w + GAP;
    rowHeight = Math.max(rowHeight, h);
  });
  const width = Math.max(...boxes.map((b) => b.x + b.w), 200) + PAD;
  const height = y + rowHeight + PAD;

  const hops = view.hops.flatMap((hop) => {
    const a = at.get(hop.from);
    const b = at.get(hop.to);
    if (!a || !b) return [];
    const style = HOP_STYLE[hop.kind];
    // Within a node a hop bends out to the right, so it does not run over the GPUs between.
    const sameNode = a.node === b.node;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy) || 1;
    const bend = sameNode ? Math.min(60, 14 + length / 3) : 0;
    const cx = (a.x + b.x) / 2 + (sameNode ? bend : (-dy / length) * 12);
    const cy = (a.y + b.y) / 2 + (sameNode ? 0 : (dx / length) * 12);
    // End on the circle's edge, along the curve's last direction.
    const ex = b.x - cx;
    const ey = b.y - cy;
    const el = Math.hypot(ex, ey) || 1;
    const tipX = b.x - (ex / el) * (R + 1);
    const tipY = b.y - (ey / el) * (R + 1);
    const startX = a.x + ((cx - a.x) / (Math.hypot(cx - a.x, cy - a.y) || 1)) * R;
    const startY = a.y + ((cy - a.y) / (Math.hypot(cx - a.x, cy - a.y) || 1)) * R;
    const ux = ex / el;
    const uy = ey / el;
    const head = `${tipX},${tipY} ${tipX - ux * 8 - uy * 4},${tipY - uy * 8 + ux * 4} ${tipX - ux * 8 + uy * 4},${tipY - uy * 8 - ux * 4}`;
    return [
      svg`<g class="fab-hop" data-kind=${hop.kind}>
        <path d=${`M${startX},${startY} Q${cx},${cy} ${tipX},${tipY}`} fill="none" stroke=${style.color}
          stroke-width=${style.width} stroke-dasharray=${style.dash || "none"}></path>
        <polygon points=${head} fill=${style.color}></polygon>
      </g>`,
    ];
  });

  return html`<svg class="fab-nccl-topology" viewBox=${`0 0 ${width} ${height}`} width=${width}
    height=${height} role="img" aria-label=${labels.title}>
    ${boxes.map(
      (b) => svg`<g class="fab-node">
        <rect x=${b.x} y=${b.y} width=${b.w} height=${b.h} rx="8" fill="var(--fab-bg-soft)"
          stroke="var(--fab-muted)"></rect>
        <text x=${b.x + 10} y=${b.y + 17} font-size="12" fill="var(--fab-fg)">${b.label}</text>
      </g>`,
    )}
    ${hops}
    ${view.nodes.flatMap((node) =>
      node.gpus.map((gpu) => {
        const p = at.get(gpu.rank);
        if (!p) return svg``;
        return svg`<g class="fab-gpu" data-rank=${gpu.rank}>
          <circle cx=${p.x} cy=${p.y} r=${R} fill="var(--fab-bg)" stroke="var(--fab-fg)"></circle>
          <text x=${p.x} y=${p.y + 4} font-size="11" text-anchor="middle" fill="var(--fab-fg)">${gpu.rank}</text>
        </g>`;
      }),
    )}
  </svg>`;
}
