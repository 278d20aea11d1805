/**
 * The embeddable bundle's entry, served as /embed/fabric-figures.js: registers every figure as a
 * custom element (`<fab-bus-contention devices="16">`, figureElements.ts). Kept small and free of
 * imports so that it runs at once: it starts fetching the figure element's code and, for the
 * page's first figure and each other one within a screen of the viewport, that figure's code and
 * strings, all in parallel (preloadFigure.ts); figures further down load, the same way, as the
 * reader nears them. Makes no request outside its own origin and adds nothing to the host page's <head>.
 */
import type * as Kit from "./figureElements.ts";
import { figureChunks, loadKit, notebookUrl, preloadFigure } from "./preloadFigure.ts";

// Built, the kit's element is a chunk the map names; under `npm run dev`, its source.
const kit = (import.meta.env.DEV ? import("./figureElements.ts") : loadKit()) as Promise<typeof Kit>;
kit.then(
  (elements) => elements.defineFigureElements(notebookUrl, preloadFigure),
  () => undefined,
);
const tags = figureChunks.figures.map((id) => `fab-${id}`);
if (tags.length > 0) {
  // The first figure on the page is fetched before any position is read: reading one lays the
  // host page out first (30-50 ms on a cold page), and its figure's requests would wait for that.
  // The others are fetched when within a screen of the viewport.
  let first = true;
  for (const element of document.querySelectorAll(tags.join(","))) {
    if (!first) {
      const { top, bottom } = element.getBoundingClientRect();
      if (top > 2 * innerHeight || bottom < -innerHeight) continue;
    }
    first = false;
    preloadFigure(
      element.localName.slice("fab-".length),
      element.getAttribute("lang") ?? document.documentElement.lang,
    );
  }
}
