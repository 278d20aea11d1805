/**
 * A rooted tree over ranks 0..n-1.
 * @example doubleBinaryTree(8)[0].root // 0
 */
export interface RankTree {
  readonly root: number;
  /** Parent of each rank (-1 for the root). */
  readonly parent: readonly number[];
  /** Children of each rank, at most two. */
  readonly children: readonly (readonly number[])[];
}

/**
 * NCCL's double binary tree over `ranks` ranks: the first tree is an in-order binary tree rooted at
 * rank 0 (children found by the lowest set bit), the second its mirror (n even) or its shift by one
 * rank (n odd), so that most ranks are a leaf in one tree and an inner node in the other.
 * @throws RangeError when `ranks` is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/trees.cc (ncclGetBtree, ncclGetDtree)
 * @example doubleBinaryTree(4)[0].children[0] // [2]
 */
export function doubleBinaryTree(ranks: number): readonly [RankTree, RankTree] {
  if (!Number.isInteger(ranks) || ranks < 1) {
    throw new RangeError(`doubleBinaryTree: ranks must be an integer >= 1, got ${ranks}`);
  }
  const first = Array.from({ length: ranks }, (_, r) => binaryTreeLinks(ranks, r));
  const map = ranks % 2 === 1 ? (r: number) => (r + 1) % ranks : (r: number) => ranks - 1 - r; // shift / mirror
  const unmap = ranks % 2 === 1 ? (r: number) => (r - 1 + ranks) % ranks : (r: number) => ranks - 1 - r;
  const second = Array.from({ length: ranks }, (_, r) => {
    const links = first[unmap(r)] as { parent: number; children: number[] };
    return {
      parent: links.parent < 0 ? -1 : map(links.parent),
      children: links.children.map(map),
    };
  });
  return [toTree(first), toTree(second)];
}

function toTree(links: readonly { parent: number; children: number[] }[]): RankTree {
  return {
    root: links.findIndex((l) => l.parent < 0),
    parent: links.map((l) => l.parent),
    children: links.map((l) => l.children),
  };
}

/** Parent and children of `rank` in NCCL's in-order binary tree over n ranks rooted at 0. */
function binaryTreeLinks(n: number, rank: number): { parent: number; children: number[] } {
  let bit = 1;
  while (bit < n && (bit & rank) === 0) bit <<= 1;
  if (rank === 0) return { parent: -1, children: n > 1 ? [bit >> 1] : [] };
  let parent = (rank ^ bit) | (bit << 1);
  if (parent >= n) parent = rank ^ bit;
  let low = bit >> 1;
  const children: number[] = [];
  if (low !== 0) children.push(rank - low);
  let right = low === 0 ? -1 : rank + low;
  while (right >= n) {
    right = low === 0 ? -1 : rank + low;
    low >>= 1;
  }
  if (right >= 0) children.push(right);
  return { parent, children };
}
