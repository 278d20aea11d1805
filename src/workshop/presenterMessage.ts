/**
 * What the presenter window and its notes window say to each other over a BroadcastChannel (same
 * origin only): the presenter announces the current slide; the notes window says hello when it
 * opens (the presenter answers with the slide) and may ask for another slide.
 */
export type PresenterMessage =
  | { readonly type: "slide"; readonly slide: number; readonly total: number }
  | { readonly type: "hello" }
  | { readonly type: "go"; readonly slide: number };

const isSlideNumber = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1;

/**
 * A received message checked field by field; null for anything malformed (it is ignored, never thrown on).
 * @example readPresenterMessage({ type: "go", slide: 2 }) // { type: "go", slide: 2 }
 */
export function readPresenterMessage(data: unknown): PresenterMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case "hello":
      return { type: "hello" };
    case "go":
      return isSlideNumber(m.slide) ? { type: "go", slide: m.slide } : null;
    case "slide":
      return isSlideNumber(m.slide) && isSlideNumber(m.total) && m.slide <= m.total
        ? { type: "slide", slide: m.slide, total: m.total }
        : null;
    default:
      return null;
  }
}

/**
 * The channel a chapter's presenter and notes windows share, one per language and chapter.
 * @example presenterChannelName("en", "nccl-all-reduce") // "fab-presenter:en:nccl-all-reduce"
 */
export function presenterChannelName(lang: string, slug: string): string {
  return `fab-presenter:${lang}:${slug}`;
}
