/**
 * The component maps the presenter routes render a chapter's MDX with: the chapter's own map
 * (`chapterComponents`) read differently, so the list of slides and notes is never written twice.
 * Every component the chapter map names renders nothing, except the ones given as `shown`: the
 * slide view shows `Figure`, `Predict` and `Exercise` as slides, the notes window shows them as
 * their slide's title and `TrainerNote` as its notes. Prose blocks render nothing too, unless
 * `keepProse` (the slide view: a checkpoint's question and an exercise's task are prose inside
 * the component, and MDX maps a paragraph the same wherever it stands, so the chapter's own
 * prose between slides stays in the page, hidden by workshop.css). The chapter map's `wrapper`
 * is left out.
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
  options: { readonly keepProse?: boolean } = {},
): Record<string, C> {
  const silent: Record<string, C> = {};
  for (const name of Object.keys(chapterMap)) if (name !== "wrapper") silent[name] = nothing;
  if (!options.keepProse) for (const tag of proseElements) silent[tag] = nothing;
  return { ...silent, ...shown };
}
