/**
 * The components a chapter's MDX may use, in one place so every route that renders a chapter
 * (the article in each language, the presenter view) gives MDX the same set. The wrapper puts the
 * "Present this chapter" link above the content.
 */
import PresentLink from "../workshop/PresentLink.astro";
import Aside from "./Aside.astro";
import Cite from "./Cite.astro";
import Exercise from "./Exercise.astro";
import Figure from "./Figure.astro";
import Predict from "./Predict.astro";
import TrainerNote from "./TrainerNote.astro";

/** Pass as `<Content components={chapterComponents} />`. */
export const chapterComponents = {
  Figure,
  Cite,
  Aside,
  Exercise,
  Predict,
  TrainerNote,
  wrapper: PresentLink,
};
