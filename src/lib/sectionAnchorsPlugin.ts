/**
 * A hast plugin for the chapters (see glossaryLinksPlugin.ts for where it is registered): gives
 * each section (h2) a language-neutral anchor, `#section-<n>` (1-based), as an empty span at the
 * start of the heading. Every language's version of a chapter has the same sections, so the
 * language switch carries the reader's place across languages although heading ids differ.
 */
import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import { chapterLangOfUrl } from "./chapterLangOfPath.ts";
import type { HastNode } from "./glossaryLinksPlugin.ts";

/** The anchor id of the n-th section (1-based): `sectionAnchor(2)` -> "section-2". */
export function sectionAnchor(n: number): string {
  return `section-${n}`;
}

/** The section headings (h2) of `tree` in document order, outside components. */
export function sectionHeadings(tree: HastNode): HastNode[] {
  const found: HastNode[] = [];
  const visit = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      if (child.type !== "element") continue;
      if (child.tagName === "h2") found.push(child);
      else visit(child);
    }
  };
  visit(tree);
  return found;
}

/** The span that anchors section `n`. */
export function sectionAnchorNode(n: number): HastNode {
  return {
    type: "element",
    tagName: "span",
    properties: { id: sectionAnchor(n), className: ["section-anchor"] },
    children: [],
  };
}

type HastPluginEntry = NonNullable<SatteriProcessorOptions["hastPlugins"]>[number];

/** The plugin: `satteri({ hastPlugins: [sectionAnchorsPlugin] })`; chapters only. */
export const sectionAnchorsPlugin: HastPluginEntry = ({ fileURL }) =>
  chapterLangOfUrl(fileURL)
    ? {
        name: "fabric-section-anchors",
        before(root, ctx) {
          sectionHeadings(root as unknown as HastNode).forEach((heading, i) => {
            ctx.prependChild(heading as never, sectionAnchorNode(i + 1) as never);
          });
        },
      }
    : null;
