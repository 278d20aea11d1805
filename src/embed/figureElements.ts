/**
 * The embed kit's figure elements, loaded and defined by its entry (fabricFigures.ts): every
 * figure as a custom element (`<fab-bus-contention devices="16">`). Each element renders in its own
 * shadow root with the figure styles, saying "Loading…" until its figure's code has arrived, which
 * it fetches once it is within a screen of the viewport (preloadFigure: every chunk at once).
 * Attributes are the figure's state, plus `theme` (auto | light | dark), `lang` and `controls`
 * (full | compact | none). Styling: set any --fab-* custom property (src/styles/tokens.css) on
 * the element. An element loads the strings it shows in its `lang` only (`lang="ko"`: Korean).
 * Makes no request outside its own origin; its links, citation and snippets point at the
 * notebook (the address the kit was loaded from), not at the host page.
 */
import { unsafeCSS } from "lit";
import { FabFigure } from "../figures/FabFigure.ts";
import type { AnyFigureDefinition } from "../figures/FigureDefinition.ts";
import { figureLoaders, loadFigure } from "../figures/loaders.ts";
import figureCss from "../styles/figure.css?inline";
import tokensCss from "../styles/tokens.css?inline";
import { whenNearViewport } from "./whenNearViewport.ts";

/** The site's tokens re-scoped from the document root to each element's shadow host. */
const hostCss = tokensCss
  .replace(/:root\[data-theme="?(light|dark)"?\]/g, ':host([theme="$1"])')
  .replace(/:root/g, ":host");

const styles = unsafeCSS(
  `${hostCss}
:host { display: block; font-family: var(--font); color: var(--fab-fg); line-height: 1.5; }
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
${figureCss}`,
);

/**
 * Define `fab-<id>` for every figure not yet defined: elements whose links, citation and snippets
 * name `notebookUrl` (the notebook's root) and which, once near the viewport, ask `preload` to
 * fetch their figure's code and strings before loading it. The kit's entry calls it.
 * @example defineFigureElements("https://notebook.example/", preloadFigure)
 */
export function defineFigureElements(notebookUrl: string, preload: (id: string, lang: string) => void): void {
  for (const id of Object.keys(figureLoaders)) {
    const tag = `fab-${id}`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends FabFigure {
        static override shadow = true;
        static override syncsUrl = false;
        static override siteUrl = notebookUrl;
        static override styles = styles;
        protected override loadDefinition: (() => Promise<AnyFigureDefinition>) | undefined = async () => {
          await whenNearViewport(this);
          const lang = this.getAttribute("lang") ?? document.documentElement.lang;
          preload(id, lang);
          return loadFigure(id, lang);
        };
      },
    );
  }
}
