/**
 * The only script a chapter loads up front: when a figure is about to scroll into view, fetch
 * its code (and Plot), and its language's strings when that is not English, then upgrade its
 * element. Kept tiny on purpose (budget: 15 KB gzip).
 */
import { figureLoaders, loadFigure } from "../figures/loaders.ts";
import { isLang } from "./languages.ts";
import { wireLensForm } from "./unitLensControl.ts";

/**
 * The figure's language: the page's (`data-lang`, from the route), or on the embed route `?lang=`
 * (FabFigure reads it the same way), which the standalone page then takes on, so assistive
 * technology reads the figure in it.
 */
function languageOf(element: Element): string {
  const standalone = element.getAttribute("data-standalone") === "true";
  const lang =
    (standalone && new URLSearchParams(location.search).get("lang")) ||
    element.getAttribute("data-lang") ||
    "en";
  if (standalone && isLang(lang)) document.documentElement.lang = lang;
  return lang;
}

// On pages with figures the header's unit lens applies live.
for (const form of document.querySelectorAll<HTMLFormElement>(".unit-lens-form")) wireLensForm(form);

const pending = new Set<string>();

function hydrate(element: Element): void {
  const id = element.getAttribute("data-figure");
  if (!id || pending.has(id)) return;
  if (!figureLoaders[id]) return;
  pending.add(id);
  element.setAttribute("aria-busy", "true");
  Promise.all([import("../figures/FabFigure.ts"), loadFigure(id, languageOf(element))])
    .then(([{ defineFigureElement }, definition]) => defineFigureElement(definition))
    .catch(() => {
      for (const el of document.querySelectorAll(`[data-figure="${id}"]`)) {
        el.querySelector(".fab-load-failed")?.removeAttribute("hidden");
      }
    })
    .finally(() => {
      for (const el of document.querySelectorAll(`[data-figure="${id}"]`)) el.removeAttribute("aria-busy");
    });
}

const figures = document.querySelectorAll("[data-figure]");
if ("IntersectionObserver" in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        hydrate(entry.target);
      }
    },
    { rootMargin: "200px 0px" },
  );
  for (const figure of figures) observer.observe(figure);
} else {
  for (const figure of figures) hydrate(figure);
}
