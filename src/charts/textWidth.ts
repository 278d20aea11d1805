/**
 * Text measured the way the charts lay it out without a browser: in "Latin character units", the
 * average advance of a Latin letter in the chart font. Hangul, CJK and fullwidth characters are
 * about one em wide, nearly twice that, so a Korean label counted by `length` overflows its box.
 */

/** Hangul jamo and syllables, CJK symbols and ideographs, fullwidth forms. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
/** Advance of a wide character in Latin character units (1 em over an average 0.55 em). */
export const WIDE_CHAR_UNITS = 1.8;

/**
 * The width of `text` in Latin character units.
 * @example displayLength("busbw") // 5
 * @example displayLength("대역폭") // 5.4
 */
export function displayLength(text: string): number {
  let n = 0;
  for (const ch of text) n += WIDE.test(ch) ? WIDE_CHAR_UNITS : 1;
  return n;
}

/** The longest start of `text` at most `units` wide (at least one character). */
function prefixOfWidth(text: string, units: number): string {
  let n = 0;
  let end = 0;
  for (const ch of text) {
    n += WIDE.test(ch) ? WIDE_CHAR_UNITS : 1;
    if (n > units && end > 0) break;
    end += ch.length;
  }
  return text.slice(0, end);
}

/**
 * `text` cut with an ellipsis to at most `units` Latin character units.
 * @example clipText("completion queue", 8) // "complet…"
 */
export function clipText(text: string, units: number): string {
  return displayLength(text) <= units ? text : `${prefixOfWidth(text, Math.max(1, units - 1))}…`;
}

/**
 * Greedy word wrap to lines at most `units` wide (at least 8); a word wider than a line is broken.
 * @example wrapText("one two three", 7) // ["one two", "three"]
 */
export function wrapText(text: string, units: number): string[] {
  const limit = Math.max(8, units);
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const raw of text.split(/\s+/).filter((w) => w.length > 0)) {
    let word = raw;
    let wordWidth = displayLength(word);
    while (wordWidth > limit) {
      if (line) {
        lines.push(line);
        line = "";
        lineWidth = 0;
      }
      const head = prefixOfWidth(word, limit);
      lines.push(head);
      word = word.slice(head.length);
      wordWidth = displayLength(word);
    }
    if (!line) {
      line = word;
      lineWidth = wordWidth;
    } else if (lineWidth + 1 + wordWidth <= limit) {
      line = `${line} ${word}`;
      lineWidth += 1 + wordWidth;
    } else {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** An item placed at (x, y), the top left of its row. */
export interface PlacedItem<T> {
  readonly item: T;
  readonly x: number;
  readonly y: number;
}

/** Items placed in rows, and the size they take. */
export interface KeyLayout<T> {
  readonly placed: readonly PlacedItem<T>[];
  readonly width: number;
  readonly height: number;
}

/**
 * Labelled items (a legend's, a chart key's) placed as `wrapText` places words: left to right in
 * rows of `rowHeight`, a new row when the next would pass `width`; the size they take: `width`
 * when they wrap, else the width they use.
 * @example wrapKeyItems(["a", "b"], 30, 20, () => 20) // b on the second row, 30 x 40 px
 */
export function wrapKeyItems<T>(
  items: readonly T[],
  width: number,
  rowHeight: number,
  itemWidth: (item: T) => number,
): KeyLayout<T> {
  const placed: PlacedItem<T>[] = [];
  let x = 0;
  let y = 0;
  for (const item of items) {
    const w = itemWidth(item);
    if (x > 0 && x + w > width) {
      x = 0;
      y += rowHeight;
    }
    placed.push({ item, x, y });
    x += w;
  }
  return { placed, width: y > 0 ? width : Math.ceil(x), height: y + rowHeight };
}
