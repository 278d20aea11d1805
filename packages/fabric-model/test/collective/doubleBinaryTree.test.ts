import { describe, expect, it } from "vitest";
import { doubleBinaryTree } from "../../src/collective/doubleBinaryTree.ts";
import { doubleBinaryTreeLoad } from "../../src/collective/doubleBinaryTreeLoad.ts";

describe("doubleBinaryTree", () => {
  it("doubleBinaryTree(14)[0] is the in-order tree drawn in NCCL's trees.cc", () => {
    // Provenance: NVIDIA/nccl src/graph/trees.cc comment above ncclGetBtree (14 ranks, root 0).
    const [t] = doubleBinaryTree(14);
    expect(t.root).toBe(0);
    expect(t.children[0]).toEqual([8]);
    expect(t.children[8]).toEqual([4, 12]);
    expect(t.children[12]).toEqual([10, 13]);
    expect(t.children[6]).toEqual([5, 7]);
    expect(t.parent[13]).toBe(12);
  });

  it("doubleBinaryTree(12)[1] is the mirror tree, doubleBinaryTree(13)[1] the shifted one", () => {
    const [, mirror] = doubleBinaryTree(12);
    expect(mirror.root).toBe(11);
    expect(mirror.children[11]).toEqual([3]);
    const [, shifted] = doubleBinaryTree(13);
    expect(shifted.root).toBe(1);
    expect(shifted.children[1]).toEqual([9]);
  });

  it("doubleBinaryTree(n) spans every rank in both trees (n = 1..64)", () => {
    for (let n = 1; n <= 64; n++) {
      for (const tree of doubleBinaryTree(n)) {
        const seen = new Set<number>([tree.root]);
        const queue = [tree.root];
        while (queue.length > 0) {
          const r = queue.shift() as number;
          for (const c of tree.children[r] ?? []) {
            expect(tree.parent[c]).toBe(r);
            seen.add(c);
            queue.push(c);
          }
        }
        expect(seen.size).toBe(n);
      }
    }
  });

  it("doubleBinaryTreeLoad(2) = 1, (3) = 1.5 and 2 from 4 to 300 ranks", () => {
    expect(doubleBinaryTreeLoad(2)).toBe(1);
    expect(doubleBinaryTreeLoad(3)).toBe(1.5);
    for (let n = 4; n <= 300; n++) expect(doubleBinaryTreeLoad(n)).toBe(2);
    expect(() => doubleBinaryTree(0)).toThrow(RangeError);
  });
});
