/**
 * Where a search result should land: Pagefind splits each page into sections (its headings with
 * ids) and says where in each the query matched; the reader lands on the section with the most
 * matches rather than at the top of a long chapter, and sees the next best sections as links too.
 */

/** A section of a result, as Pagefind gives it. */
export interface SearchSection {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  /** Word positions of the matches in the section. */
  readonly locations?: readonly number[];
}

/**
 * The sections to offer, best first (most matches; the page's order on a tie), at most `max`;
 * the first is where the result's own link lands. Sections without an anchor (the page's top) come
 * last, as the page's own link already goes there.
 * @example searchLanding([{ title: "rkey", url: "/labs/x/#rkey", excerpt: "", locations: [4, 9] }])[0]?.url // "/labs/x/#rkey"
 */
export function searchLanding(sections: readonly SearchSection[] | undefined, max = 3): SearchSection[] {
  return [...(sections ?? [])]
    .map((section, index) => ({ section, index }))
    .sort(
      (a, b) =>
        Number(b.section.url.includes("#")) - Number(a.section.url.includes("#")) ||
        (b.section.locations?.length ?? 0) - (a.section.locations?.length ?? 0) ||
        a.index - b.index,
    )
    .slice(0, max)
    .map((x) => x.section);
}
