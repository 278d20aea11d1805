/**
 * The embeddable bundle, served as /embed/fabric-figures.js: registers every figure as a custom
 * element (`<fab-bus-contention devices="16">`). Each element renders in its own shadow root with
 * the figure styles; a figure's code and Plot load the first time one of its elements connects.
 * Attributes are the figure's state, plus `theme` (auto | light | dark), `lang` and `controls`
 * (full | compact | none). Styling: set any --fab-* custom property (src/styles/tokens.css) on
 * the element. An element loads the strings it shows in its `lang` only (`lang="ko"`: Korean).
 * Makes no request outside its own origin; its links, citation and snippets point at the
 * notebook (the address this file was loaded from), not at the host page.
 */
import { unsafeCSS } from "lit";
import { FabFigure } from "../figures/FabFigure.ts";
import type { AnyFigureDefinition } from "../figures/FigureDefinition.ts";
import { figureLoaders, loadFigure } from "../figures/loaders.ts";
import figureCss from "../styles/figure.css?inline";
import tokensCss from "../styles/tokens.css?inline";

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

/** The notebook's root: this file is its /embed/fabric-figures.js (read at run time, not bundled). */
const bundleUrl = import.meta.url;
const notebookUrl = new URL("../", bundleUrl).href;

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
      protected override loadDefinition: (() => Promise<AnyFigureDefinition>) | undefined = () =>
        loadFigure(id, this.getAttribute("lang") ?? document.documentElement.lang);
    },
  );
}
