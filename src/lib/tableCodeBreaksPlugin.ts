/**
 * A hast plugin for the chapters and labs (registered beside glossaryLinksPlugin in
 * astro.config.mjs): inside a table cell, an identifier in a code span may break after `_`, `.`
 * and `/` (a `<wbr>` there), so `IBV_WC_RNR_RETRY_EXC_ERR` wraps at its underscores on a phone
 * instead of widening the table past the screen. The text itself is unchanged (`<wbr>` has none),
 * so copying and search read the same identifier.
 */
import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import type { HastNode } from "./glossaryLinksPlugin.ts";

/** One text node to replace by text with break opportunities. */
export interface PlannedBreaks {
  readonly node: HastNode;
  readonly replacement: HastNode[];
}

/** Characters after which an identifier may break. */
const BREAK_AFTER = /[_./]/;

/**
 * The text split after each break character, with a `<wbr>` between the pieces; `[]` when the text
 * offers no break (nothing to replace).
 * @example codeBreakNodes("ibv_reg_mr").length // 5: "ibv_", wbr, "reg_", wbr, "mr"
 */
export function codeBreakNodes(text: string): HastNode[] {
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (BREAK_AFTER.test(text[i] ?? "")) {
      pieces.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (pieces.length === 0) return [];
  pieces.push(text.slice(start));
  return pieces.flatMap((value, i) => [
    ...(i > 0 ? [{ type: "element", tagName: "wbr", properties: {}, children: [] }] : []),
    { type: "text", value },
  ]);
}

/**
 * The text nodes of code spans inside table cells (`td`, `th`) of `tree`, each with its
 * replacement.
 * @example planTableCodeBreaks(tree) // [{ node: <text "ibv_reg_mr">, replacement: [...] }]
 */
export function planTableCodeBreaks(tree: HastNode): PlannedBreaks[] {
  const plans: PlannedBreaks[] = [];
  const visit = (node: HastNode, inCell: boolean, inCode: boolean): void => {
    for (const child of node.children ?? []) {
      if (child.type === "text") {
        if (!inCell || !inCode) continue;
        const replacement = codeBreakNodes(child.value ?? "");
        if (replacement.length > 0) plans.push({ node: child, replacement });
      } else if (child.type === "element") {
        const tag = child.tagName ?? "";
        visit(child, inCell || tag === "td" || tag === "th", inCode || tag === "code");
      } else {
        visit(child, inCell, inCode);
      }
    }
  };
  visit(tree, false, false);
  return plans;
}

type HastPluginEntry = NonNullable<SatteriProcessorOptions["hastPlugins"]>[number];

/** The plugin: `satteri({ hastPlugins: [tableCodeBreaksPlugin] })`. */
export const tableCodeBreaksPlugin: HastPluginEntry = () => ({
  name: "fabric-table-code-breaks",
  before(root, ctx) {
    for (const plan of planTableCodeBreaks(root as unknown as HastNode)) {
      ctx.replaceNode(plan.node as never, plan.replacement as never);
    }
  },
});
