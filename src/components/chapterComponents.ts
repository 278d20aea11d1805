/**
 * The components a chapter's MDX may use, in one place so every route that renders a chapter
 * (the article in each language, the presenter view) gives MDX the same set.
 */
import Aside from "./Aside.astro";
import Cite from "./Cite.astro";
import Exercise from "./Exercise.astro";
import Figure from "./Figure.astro";

/** Pass as `<Content components={chapterComponents} />`. */
export const chapterComponents = { Figure, Cite, Aside, Exercise };
