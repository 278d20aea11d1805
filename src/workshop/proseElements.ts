/**
 * The block elements Markdown produces in a chapter (paragraphs, headings, lists, quotes, code,
 * tables, rules, images, footnotes): the presenter's component maps turn each into nothing, so
 * only figures and trainer notes remain. Inline elements live inside these and vanish with them.
 * @example proseElements.includes("p") // true
 */
export const proseElements = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "blockquote",
  "pre",
  "table",
  "hr",
  "img",
  "section",
  "div",
] as const;
