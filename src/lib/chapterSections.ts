/**
 * A chapter's sections as elements of their own, so that the browser styles and lays out only
 * the sections near the viewport (`content-visibility: auto` on `.chapter-section`, global.css):
 * each top-level `<h2>` and what follows it, up to the next one, is wrapped at build time in
 * `<section class="chapter-section">`, with an estimate of its height (`--section-height`) that
 * holds its place, and so the page's length, until it is first laid out (then the browser keeps
 * its real height). The text before the first section, on the first screen, stays as it is.
 * Server only (Article.astro); the HTML is Astro's own output, so every element is closed.
 */
import { displayLength } from "../charts/textWidth.ts";

/** Elements with no end tag. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
/** A start or end tag, its attribute values quoted or not (a quoted value may hold ">"). */
const TAG =
  /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/y;

/** One top-level node of an HTML fragment: an element (`tag`) or the text between elements. */
export interface TopLevelNode {
  /** Lower-case tag name; "" for text and comments. */
  readonly tag: string;
  /** The node's markup. */
  readonly html: string;
}

/**
 * The top-level nodes of an HTML fragment, in order.
 * @example topLevelNodes("<p>a</p>\n<h2>b</h2>").map((n) => n.tag) // ["p", "", "h2"]
 */
export function topLevelNodes(html: string): TopLevelNode[] {
  const nodes: TopLevelNode[] = [];
  let depth = 0;
  let start = 0;
  let tag = "";
  let i = 0;
  const close = (end: number) => {
    if (end > start) nodes.push({ tag, html: html.slice(start, end) });
    start = end;
    tag = "";
  };
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(html);
    if (!m) {
      i = lt + 1;
      continue;
    }
    const [whole, slash, rawName, , selfClosing] = m;
    const name = (rawName ?? "").toLowerCase();
    i = lt + whole.length;
    if (slash) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) close(i);
      continue;
    }
    if (depth === 0) {
      close(lt);
      tag = name;
    }
    if (RAW_TEXT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, "gi");
      end.lastIndex = i;
      i = end.exec(html) ? end.lastIndex : html.length;
      if (depth === 0) close(i);
      continue;
    }
    if (VOID.has(name) || selfClosing) {
      if (depth === 0) close(i);
      continue;
    }
    depth++;
  }
  close(html.length);
  return nodes;
}

/**
 * Layout figures the estimate uses, at the text column's width (42rem, 16 px type, 1.6 line height);
 * against the chapters laid out 1280 px wide, pages come out within 5% of their length.
 */
const LINE_PX = 25.6;
/** Latin character units on one line of the text column (`displayLength`). */
const UNITS_PER_LINE = 70;
/** A block's margins (about 1.25em). */
const BLOCK_PX = 20;
/** A figure before it is first laid out (the `.figure-block` placeholder in figure.css). */
export const FIGURE_PLACEHOLDER_PX = 850;
/**
 * An exercise (task, editor, buttons, output, hint) laid out at 1280 px: 850 px each on the verbs
 * chapter (its four measured 3,400 px together). Counted as text, an editor's code came out 1,350 px
 * short there, and a reader sent to the last exercise landed a screen and a half above it.
 */
export const EXERCISE_PX = 850;

/**
 * An estimate of a section's height in px at the desktop text column, from its markup: figures
 * at their placeholder height, exercises at theirs, text by its length in lines, and a margin per
 * block.
 * @example sectionHeightEstimate("<h2>Two</h2><p>one line</p>") // 91
 */
export function sectionHeightEstimate(html: string): number {
  let px = 0;
  for (const node of topLevelNodes(html)) {
    if (!node.tag) continue;
    if (/^<div[^>]*\bclass="[^"]*\bfigure-block\b/.test(node.html)) {
      px += FIGURE_PLACEHOLDER_PX;
      continue;
    }
    if (/^<section[^>]*\bdata-exercise=/.test(node.html)) {
      px += EXERCISE_PX;
      continue;
    }
    const text = node.html
      .replace(/<(script|style|svg|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/&[#\w]+;/g, "x")
      .replace(/\s+/g, " ")
      .trim();
    px += BLOCK_PX + Math.max(1, Math.ceil(displayLength(text) / UNITS_PER_LINE)) * LINE_PX;
  }
  return Math.round(px);
}

/**
 * The chapter's HTML with each section wrapped (see the module comment).
 * @example chapterSections('<p>intro</p><h2>One</h2><p>a</p>')
 * // '<p>intro</p><section class="chapter-section" style="--section-height: 91px"><h2>One</h2><p>a</p></section>'
 */
export function chapterSections(html: string): string {
  const parts: string[] = [];
  let section: string[] | undefined;
  const flush = () => {
    if (!section) return;
    const body = section.join("");
    parts.push(
      `<section class="chapter-section" style="--section-height: ${sectionHeightEstimate(body)}px">${body}</section>`,
    );
  };
  for (const node of topLevelNodes(html)) {
    if (node.tag === "h2") {
      flush();
      section = [];
    }
    (section ?? parts).push(node.html);
  }
  flush();
  return parts.join("");
}
