import type { CollectiveStepper } from "./CollectiveState.ts";
import type { ElementRange, NumericBuffer } from "./CollectiveTransfer.ts";
import { checkCollectiveInputs } from "./checkCollectiveInputs.ts";
import { createCollectiveStepper, type PlannedTransfer } from "./createCollectiveStepper.ts";
import { doubleBinaryTree } from "./doubleBinaryTree.ts";
import { partitionElements } from "./partitionElements.ts";

/**
 * Options of `treeAllReduce`.
 * @example treeAllReduce(buffers, { pipelineChunks: 4 })
 */
export interface TreeAllReduceOptions {
  /** Pieces each tree's half is cut into so reduce and broadcast pipeline (default 1). */
  readonly pipelineChunks?: number;
}

/**
 * Tree all-reduce on NCCL's double binary tree: the buffer's first half travels on tree 0, the second
 * on tree 1. Each half is reduced up its tree (a rank adds its children's partial sums, then sends the
 * result to its parent) and the root's total is broadcast back down; with several pipeline chunks a
 * piece goes down while the next still goes up. One link direction carries one piece per step.
 * @throws RangeError when buffers differ in type or length, or pipelineChunks is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/trees.cc; NVIDIA blog "Massively Scale Your
 * Deep Learning Training with NCCL 2.4" (double binary trees)
 * @example treeAllReduce.run([Float64Array.of(1, 2), Float64Array.of(3, 4)]).buffers[0] // [4, 6]
 */
export const treeAllReduce: CollectiveStepper<TreeAllReduceOptions> = createCollectiveStepper(
  "tree-all-reduce",
  (inputs: readonly NumericBuffer[], options: TreeAllReduceOptions | undefined) => {
    checkCollectiveInputs("tree-all-reduce", inputs, { sameLength: true });
    const n = inputs.length;
    const k = options?.pipelineChunks ?? 1;
    if (!Number.isInteger(k) || k < 1) {
      throw new RangeError(`tree-all-reduce: pipelineChunks must be an integer >= 1, got ${k}`);
    }
    const length = inputs[0]?.length ?? 0;
    const halves = partitionElements(length, 2);
    const chunks: ElementRange[] = [];
    for (const half of halves) {
      for (const piece of partitionElements(half.end - half.start, k)) {
        chunks.push({ start: half.start + piece.start, end: half.start + piece.end });
      }
    }
    const byStep: PlannedTransfer[][] = [];
    const add = (step: number, t: PlannedTransfer): void => {
      while (byStep.length <= step) byStep.push([]);
      (byStep[step] as PlannedTransfer[]).push(t);
    };
    if (n > 1) {
      doubleBinaryTree(n).forEach((tree, t) => {
        const postOrder = depthFirstPostOrder(tree.root, tree.children);
        const up = Array.from({ length: n }, () => new Array<number>(k).fill(-1));
        const arrived = Array.from({ length: n }, () => new Array<number>(k).fill(0));
        for (const r of postOrder) {
          const parent = tree.parent[r] as number;
          for (let c = 0; c < k; c++) {
            const ready = arrived[r]?.[c] as number;
            if (parent < 0) continue;
            const previous = c > 0 ? (up[r]?.[c - 1] as number) + 1 : 0;
            const s = Math.max(ready, previous);
            (up[r] as number[])[c] = s;
            const a = arrived[parent] as number[];
            a[c] = Math.max(a[c] as number, s + 1);
            add(s, { from: r, to: parent, chunk: t * k + c, op: "reduce" });
          }
        }
        const down = Array.from({ length: n }, () => new Array<number>(k).fill(0));
        const preOrder = [...postOrder].reverse();
        for (const r of preOrder) {
          const kids = tree.children[r] ?? [];
          for (let c = 0; c < k; c++) {
            const parent = tree.parent[r] as number;
            const ready = parent < 0 ? (arrived[r]?.[c] as number) : (down[r]?.[c] as number);
            if (kids.length === 0) continue;
            const previous = c > 0 ? (down[r]?.[c - 1] as number) : -1;
            // down[r][c] first holds when r has the final piece; below it becomes r's send step.
            const s = Math.max(ready, previous + 1);
            (down[r] as number[])[c] = s;
            for (const child of kids) {
              (down[child] as number[])[c] = s + 1;
              add(s, { from: r, to: child, chunk: t * k + c, op: "copy" });
            }
          }
        }
      });
    }
    return {
      buffers: inputs.map((b) => b.slice()),
      chunks,
      steps: byStep,
      outputs: inputs.map(() => ({ start: 0, end: length })),
    };
  },
);

/** Ranks of a tree in post-order (children before their parent). */
function depthFirstPostOrder(root: number, children: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  const stack: [number, boolean][] = [[root, false]];
  while (stack.length > 0) {
    const [r, expanded] = stack.pop() as [number, boolean];
    if (expanded) {
      out.push(r);
      continue;
    }
    stack.push([r, true]);
    for (const c of children[r] ?? []) stack.push([c, false]);
  }
  return out;
}
