import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { commonPairs, patchElement } from "../../src/charts/patchElement.ts";

const { document } = parseHTML("<!doctype html><html><body></body></html>");

function svg(markup: string): Element {
  const host = document.createElement("div");
  host.innerHTML = markup;
  return host.firstElementChild as Element;
}

describe("patchElement", () => {
  it("patchElement(old, fresh) -> old serialises as fresh did, keeping the nodes whose kind matches", () => {
    const old = svg(
      '<svg width="10"><text x="1 2">ab</text><path d="M0,0"/><g class="k"><path d="M1,1"/></g></svg>',
    );
    const fresh = svg(
      '<svg width="12"><text x="3 4">cd</text><path d="M0,0"/><g class="k"><path d="M2,2"/></g></svg>',
    );
    const expected = fresh.outerHTML;
    const text = old.querySelector("text");
    patchElement(old, fresh);
    expect(old.outerHTML).toBe(expected);
    expect(old.querySelector("text")).toBe(text);
  });

  it("patchElement(old, fresh) -> an element whose attribute names differ is replaced, not reordered", () => {
    const old = svg('<svg><path fill="red" d="M0,0"/></svg>');
    const fresh = svg('<svg><path d="M0,0" fill="blue"/></svg>');
    const expected = fresh.outerHTML;
    const path = old.querySelector("path");
    patchElement(old, fresh);
    expect(old.outerHTML).toBe(expected);
    expect(old.querySelector("path")).not.toBe(path);
  });

  it("patchElement(old, fresh, renew) -> renewed elements are new nodes even when equal (animations restart)", () => {
    const old = svg('<svg><g class="fly"><text>1</text></g><text>2</text></svg>');
    const fresh = svg('<svg><g class="fly"><text>1</text></g><text>2</text></svg>');
    const fly = old.querySelector("g");
    const plain = old.lastElementChild;
    patchElement(old, fresh, (el) => el.getAttribute("class") === "fly");
    expect(old.querySelector("g")).not.toBe(fly);
    expect(old.lastElementChild).toBe(plain);
  });

  it("patchElement(old, fresh) -> a different number of children takes the fresh children", () => {
    const old = svg("<svg><path/><path/></svg>");
    const fresh = svg('<svg><path d="1"/></svg>');
    const expected = fresh.outerHTML;
    patchElement(old, fresh);
    expect(old.outerHTML).toBe(expected);
    expect(old.childNodes.length).toBe(1);
  });

  it("patchElement(old, fresh) -> children added or dropped in the middle; the others kept and patched", () => {
    const old = svg(
      '<svg><style>s</style><path class="a" d="1"/><path class="b" d="2"/><text>9</text></svg>',
    );
    const fresh = svg(
      '<svg><style>s</style><path class="b" d="3"/><g class="c"></g><text>8</text><path class="d"/></svg>',
    );
    const expected = fresh.outerHTML;
    const [style, , b, text] = Array.from(old.children);
    patchElement(old, fresh);
    expect(old.outerHTML).toBe(expected);
    expect(old.children[0]).toBe(style);
    expect(old.children[1]).toBe(b);
    expect(old.children[3]).toBe(text);
  });

  it("patchElement(old, fresh) -> a mark added before others of its kind keeps every later node", () => {
    // One more fill path up front must not pair with a later path of the same shape and drop
    // everything in between (the labels would be drawn and laid out again).
    const old = svg('<svg><path d="1"/><text x="1">a</text><g><text>b</text></g><path d="9"/></svg>');
    const fresh = svg(
      '<svg><path d="1"/><path d="2"/><text x="1">a</text><g><text>c</text></g><path d="9"/></svg>',
    );
    const expected = fresh.outerHTML;
    const [first, text, group, last] = Array.from(old.children);
    patchElement(old, fresh);
    expect(old.outerHTML).toBe(expected);
    expect(old.children[0]).toBe(first);
    expect(old.children[2]).toBe(text);
    expect(old.children[3]).toBe(group);
    expect(old.children[4]).toBe(last);
  });

  it("patchElement(old, fresh) -> children of the same shapes keep their nodes when only classes change", () => {
    const old = svg('<svg><g><text class="a" x="1">1</text><text class="b" x="2">2</text></g></svg>');
    const fresh = svg('<svg><g><text class="b" x="1">1</text><text class="a" x="2">3</text></g></svg>');
    const expected = fresh.outerHTML;
    const cells = Array.from(old.querySelectorAll("text"));
    patchElement(old, fresh);
    expect(old.outerHTML).toBe(expected);
    expect(Array.from(old.querySelectorAll("text"))).toEqual(cells);
  });

  it("commonPairs(old, fresh) -> each fresh key's partner along a longest common subsequence, or -1", () => {
    expect(commonPairs(["a", "b", "c"], ["b", "x", "c"])).toEqual([1, -1, 2]);
    expect(commonPairs(["p", "p", "t", "g", "p"], ["p", "p", "p", "t", "g", "p"])).toEqual([
      0, 1, -1, 2, 3, 4,
    ]);
    expect(commonPairs([], ["a"])).toEqual([-1]);
    expect(commonPairs(["a"], [])).toEqual([]);
  });
});
