import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { HastNode } from "../../src/lib/glossaryLinksPlugin.ts";
import { codeBreakNodes, planTableCodeBreaks } from "../../src/lib/tableCodeBreaksPlugin.ts";

const text = (value: string): HastNode => ({ type: "text", value });
const el = (tagName: string, ...children: HastNode[]): HastNode => ({ type: "element", tagName, children });
const textOf = (nodes: readonly HastNode[]) => nodes.map((n) => n.value ?? "").join("");

describe("codeBreakNodes", () => {
  it('codeBreakNodes("IBV_WC_LOC_LEN_ERR") puts a <wbr> after each underscore', () => {
    const nodes = codeBreakNodes("IBV_WC_LOC_LEN_ERR");
    expect(nodes.filter((n) => n.type === "text").map((n) => n.value)).toEqual([
      "IBV_",
      "WC_",
      "LOC_",
      "LEN_",
      "ERR",
    ]);
    expect(nodes.filter((n) => n.tagName === "wbr")).toHaveLength(4);
  });
  it('codeBreakNodes("ctx.regMr(pd, buf)") breaks after the dot; codeBreakNodes("rkey") and a trailing "_" offer none', () => {
    expect(textOf(codeBreakNodes("ctx.regMr(pd, buf)"))).toBe("ctx.regMr(pd, buf)");
    expect(codeBreakNodes("ctx.regMr(pd, buf)")[1]?.tagName).toBe("wbr");
    expect(codeBreakNodes("rkey")).toEqual([]);
    expect(codeBreakNodes("_READ_")).toHaveLength(3);
  });
  it("codeBreakNodes(s) keeps the text of any s and never starts or ends with a <wbr>", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "B", "_", ".", "/", " ", "(") }), (s) => {
        const nodes = codeBreakNodes(s);
        if (nodes.length === 0) return;
        expect(textOf(nodes)).toBe(s);
        expect(nodes[0]?.type).toBe("text");
        expect(nodes.at(-1)?.type).toBe("text");
      }),
      { seed: 21 },
    );
  });
});

describe("planTableCodeBreaks", () => {
  it("planTableCodeBreaks(tree) touches code in table cells only, not code in prose or plain cell text", () => {
    const inCell = text("ibv_reg_mr");
    const tree: HastNode = {
      type: "root",
      children: [
        el("p", el("code", text("ibv_alloc_pd"))),
        el("table", el("tbody", el("tr", el("td", el("code", inCell)), el("td", text("plain_text"))))),
      ],
    };
    const plans = planTableCodeBreaks(tree);
    expect(plans.map((p) => p.node)).toEqual([inCell]);
    expect(textOf(plans[0]?.replacement ?? [])).toBe("ibv_reg_mr");
  });
});
