/** One item of a chapter in reading order, as the presenter sees it: a figure's slide or a trainer note. */
export type DeckItemKind = "slide" | "note";

/**
 * Which slide each item belongs to, by the trainer-note rule: a note belongs to the nearest figure
 * before it in the chapter; notes placed before the chapter's first figure belong to that first
 * figure. A slide belongs to itself. Returns 0-based slide indexes, -1 when there is no slide.
 * @example noteOwners(["slide", "note", "slide", "note", "note"]) // [0, 0, 1, 1, 1]
 */
export function noteOwners(kinds: readonly DeckItemKind[]): number[] {
  const hasSlide = kinds.includes("slide");
  let slide = -1;
  return kinds.map((kind) => {
    if (kind === "slide") {
      slide += 1;
      return slide;
    }
    return hasSlide ? Math.max(0, slide) : -1;
  });
}
