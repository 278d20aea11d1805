import { doubleBinaryTree } from "./doubleBinaryTree.ts";

/**
 * Bytes the busiest rank of a double-binary-tree all-reduce sends, per byte of buffer: each tree
 * carries half the buffer, a rank sends its half up once and down once per child. 1 for 2 ranks,
 * 1.5 for 3, 2 from 4 on; applied to nodes, it is why a 2-node tree all-reduce can reach twice the
 * per-node NIC rate in busbw and a 3-node one 4/3 (as SimAI models it).
 * @throws RangeError when `ranks` is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/trees.cc; https://github.com/aliyun/SimAI (NSDI'25)
 * @example doubleBinaryTreeLoad(2) // 1
 */
export function doubleBinaryTreeLoad(ranks: number): number {
  if (ranks === 1) {
    doubleBinaryTree(ranks);
    return 0;
  }
  let max = 0;
  const sent = new Float64Array(ranks);
  for (const tree of doubleBinaryTree(ranks)) {
    for (let r = 0; r < ranks; r++) {
      sent[r] =
        (sent[r] as number) +
        0.5 * ((tree.parent[r] as number) >= 0 ? 1 : 0) +
        0.5 * (tree.children[r]?.length ?? 0);
    }
  }
  for (const s of sent) max = Math.max(max, s);
  return max;
}
