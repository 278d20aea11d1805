/**
 * The component maps the presenter routes render a chapter's MDX with: the chapter's own map
 * (`chapterComponents`) read differently, so the list of slides and notes is never written twice.
 * Every component the chapter map names, and every prose block, renders nothing, except the ones
 * given as `shown`: the slide view shows `Figure` as a slide, the notes window shows `Figure` as
 * its slide's title and `TrainerNote` as its notes. The chapter map's `wrapper` is left out.
 */
import { proseElements } from "./proseElements.ts";

/**
 * A component map for `<Content components={…} />`.
 * @example presenterComponents(chapterComponents, Nothing, { Figure: Slide }).p === Nothing // true
 */
export function presenterComponents<C>(
  chapterMap: Readonly<Record<string, unknown>>,
  nothing: C,
  shown: Readonly<Record<string, C>>,
): Record<string, C> {
  const silent: Record<string, C> = {};
  for (const name of Object.keys(chapterMap)) if (name !== "wrapper") silent[name] = nothing;
  for (const tag of proseElements) silent[tag] = nothing;
  return { ...silent, ...shown };
}
