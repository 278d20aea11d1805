/**
 * A hast plugin for the chapters (Astro's Sätteri Markdown processor, `markdown.processor` in
 * astro.config.mjs): links the first use of each glossary term in a chapter to its entry on the
 * glossary page of the chapter's language. Headings, code, links, citations and components
 * (figures, asides, exercises) are left alone. The chapter's language is its folder
 * (content/chapters/<lang>/); other files pass through untouched.
 */
import type { SatteriProcessorOptions } from "@astrojs/markdown-satteri";
import { chapterLangOfUrl } from "./chapterLangOfPath.ts";
import { glossary, glossaryHref } from "./glossary.ts";
import { findTermMatches, glossaryMatchers, type TermMatcher } from "./glossaryMatchers.ts";
import type { Lang } from "./languages.ts";

/** The parts of a hast node the chapters' plugins read and write. */
export interface HastNode {
  readonly type: string;
  readonly tagName?: string;
  readonly value?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly children?: readonly HastNode[];
}

/** One text node to replace by text and links. */
export interface PlannedLinks {
  readonly node: HastNode;
  readonly replacement: HastNode[];
}

/** Elements whose text is never linked. */
const SKIP_TAGS = new Set([
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "a",
  "code",
  "pre",
  "kbd",
  "samp",
  "sup",
  "button",
  "script",
  "style",
  "svg",
  "textarea",
]);
/** MDX nodes: components, expressions and imports. */
const SKIP_TYPES = new Set([
  "mdxJsxFlowElement",
  "mdxJsxTextElement",
  "mdxFlowExpression",
  "mdxTextExpression",
  "mdxjsEsm",
]);

/**
 * The text nodes of `tree` that hold the first use of a term (in document order), each with the
 * nodes that replace it: the text split around a link `<a class="glossary-link" href=…>`.
 * Every term's uses take their place, so a shorter term is not found inside a longer one.
 * @example planFirstUseLinks(tree, glossaryMatchers(glossary, "en"), (id) => `/glossary/#term-${id}`)
 */
export function planFirstUseLinks(
  tree: HastNode,
  matchers: readonly TermMatcher[],
  href: (id: string) => string,
): PlannedLinks[] {
  const linked = new Set<string>();
  const plans: PlannedLinks[] = [];
  const visit = (node: HastNode): void => {
    for (const child of node.children ?? []) {
      if (child.type === "text") {
        const text = child.value ?? "";
        const fresh = findTermMatches(text, matchers).filter((m) => !linked.has(m.id) && linked.add(m.id));
        if (fresh.length > 0) plans.push({ node: child, replacement: splitText(text, fresh, href) });
      } else if (
        !SKIP_TYPES.has(child.type) &&
        !(child.type === "element" && SKIP_TAGS.has(child.tagName ?? ""))
      ) {
        visit(child);
      }
    }
  };
  visit(tree);
  return plans;
}

function splitText(
  text: string,
  matches: ReadonlyArray<{ id: string; start: number; end: number }>,
  href: (id: string) => string,
): HastNode[] {
  const out: HastNode[] = [];
  let at = 0;
  for (const m of matches) {
    if (m.start > at) out.push({ type: "text", value: text.slice(at, m.start) });
    out.push({
      type: "element",
      tagName: "a",
      properties: { href: href(m.id), className: ["glossary-link"] },
      children: [{ type: "text", value: text.slice(m.start, m.end) }],
    });
    at = m.end;
  }
  if (at < text.length) out.push({ type: "text", value: text.slice(at) });
  return out;
}

type HastPluginEntry = NonNullable<SatteriProcessorOptions["hastPlugins"]>[number];

const matchersByLang = new Map<Lang, TermMatcher[]>();

/** The plugin: `satteri({ hastPlugins: [glossaryLinksPlugin] })`; a chapter's plan, applied. */
export const glossaryLinksPlugin: HastPluginEntry = ({ fileURL }) => {
  const lang = chapterLangOfUrl(fileURL);
  if (!lang) return null;
  let matchers = matchersByLang.get(lang);
  if (!matchers) {
    matchers = glossaryMatchers(glossary, lang);
    matchersByLang.set(lang, matchers);
  }
  const forLang = matchers;
  return {
    name: "fabric-glossary-links",
    before(root, ctx) {
      const plans = planFirstUseLinks(root as unknown as HastNode, forLang, (id) => glossaryHref(lang, id));
      for (const plan of plans) {
        ctx.replaceNode(plan.node as never, plan.replacement as never);
      }
    },
  };
};
