/** What a chapter places, read from its MDX source: the slide-making components in order. */
export type ChapterPartTag = "Figure" | "Predict" | "Exercise";

/** One figure, checkpoint or exercise of a chapter, where it stands. */
export interface ChapterPart {
  readonly tag: ChapterPartTag;
  /** The figure's `name` or the checkpoint's or exercise's `id`. */
  readonly id: string;
  /** The 1-based section (`## ` heading) it stands in, 0 before the first; `#section-<n>` anchors it. */
  readonly section: number;
  /** That section's heading as plain text ("" before the first). */
  readonly heading: string;
}

const PART = /<(Figure|Predict|Exercise)\b[^>]*?\s(?:name|id)="([^"]+)"/g;
const FENCE = /^\s*(```|~~~)/;

/** A Markdown heading's text without emphasis, code marks or link targets. */
function plainHeading(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .trim();
}

/**
 * The figures, Predict checkpoints and exercises a chapter places, in reading order, each with the
 * section it stands in (sections are the top-level `## ` headings, counted as the chapter page's
 * `#section-<n>` anchors count them; headings inside code fences are not headings).
 * @example chapterParts('## A\n<Figure name="f" />\n<Predict id="p">')
 * // [{ tag: "Figure", id: "f", section: 1, heading: "A" }, { tag: "Predict", id: "p", section: 1, heading: "A" }]
 */
export function chapterParts(body: string): ChapterPart[] {
  const parts: ChapterPart[] = [];
  let section = 0;
  let heading = "";
  let fenced = false;
  for (const line of body.split("\n")) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const h2 = /^## (.+)$/.exec(line);
    if (h2) {
      section += 1;
      heading = plainHeading(h2[1] ?? "");
      continue;
    }
    for (const m of line.matchAll(PART)) {
      parts.push({ tag: m[1] as ChapterPartTag, id: m[2] ?? "", section, heading });
    }
  }
  return parts;
}
