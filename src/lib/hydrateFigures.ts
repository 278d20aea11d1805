/**
 * The only script a chapter loads up front: when a figure is about to scroll into view, fetch
 * its code (and Plot), and its language's strings when that is not English, then upgrade its
 * element. Kept tiny on purpose (budget: 15 KB gzip).
 */
import { figureLoaders } from "../figures/loaders.ts";
import { wireLensForm } from "./unitLensControl.ts";

/**
 * Resolves when the strings of `element`'s language are registered. English, the default
 * language (languages.ts), always is, so English pages import nothing more; any other language
 * loads its strings as a chunk of their own. The language is the page's (`data-lang`, from the
 * route), or on the embed route `?lang=` (FabFigure reads it the same way).
 */
function languageReady(element: Element): Promise<void> | undefined {
  const standalone = element.getAttribute("data-standalone") === "true";
  const lang =
    (standalone && new URLSearchParams(location.search).get("lang")) || element.getAttribute("data-lang");
  if (!lang || lang === "en") return undefined;
  return import("./loadLanguage.ts").then((m) => m.loadFigureLanguage(lang, standalone));
}

// On pages with figures the header's unit lens applies live.
for (const form of document.querySelectorAll<HTMLFormElement>(".unit-lens-form")) wireLensForm(form);

const pending = new Set<string>();

function hydrate(element: Element): void {
  const id = element.getAttribute("data-figure");
  if (!id || pending.has(id)) return;
  const load = figureLoaders[id];
  if (!load) return;
  pending.add(id);
  element.setAttribute("aria-busy", "true");
  Promise.all([import("../figures/FabFigure.ts"), load(), languageReady(element)])
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
