/**
 * The only script a chapter loads up front: when a figure comes within a screen of the viewport
 * (before the reader first scrolls: on or just below the first screen), fetch its code (and Plot),
 * and its language's strings when that is not English, then upgrade its element, one figure per
 * frame in reading order (figures/hydrationQueue.ts); the element itself hydrates in pieces that
 * yield to input. Kept tiny on purpose (budget: 15 KB gzip).
 */
import { hydrationQueue } from "../figures/hydrationQueue.ts";
import { figureLoaders, loadFigure } from "../figures/loaders.ts";
import { afterNextPaint } from "./afterNextPaint.ts";
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

/** How to define each loaded figure's element. */
const definers = new Map<Element, () => void>();

const queue = hydrationQueue<Element>({
  async load(element) {
    element.setAttribute("aria-busy", "true");
    const id = element.getAttribute("data-figure") ?? "";
    const [{ defineFigureElement }, definition] = await Promise.all([
      import("../figures/FabFigure.ts"),
      loadFigure(id, languageOf(element)),
    ]);
    definers.set(element, () => defineFigureElement(definition));
  },
  async upgrade(element) {
    // Defining the tag upgrades every element of this figure; each one hydrates in pieces.
    definers.get(element)?.();
    await (element as Element & { live?: Promise<void> }).live;
    element.removeAttribute("aria-busy");
  },
  nextFrame: afterNextPaint,
  order: (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1),
  failed(element) {
    element.removeAttribute("aria-busy");
    element.querySelector(".fab-load-failed")?.removeAttribute("hidden");
  },
});

/** How close to the first screen (px) a figure is hydrated before the reader scrolls. */
const NEAR_PX = 200;

const figures = [...document.querySelectorAll("[data-figure]")].filter((figure) =>
  Boolean(figureLoaders[figure.getAttribute("data-figure") ?? ""]),
);
if ("IntersectionObserver" in window) {
  // A screen ahead: a figure is live before the reader reaches it, its pieces spread over frames.
  // Until the reader first scrolls, only the figures on (or just off) the first screen load: the
  // next screen's wait for a sign that the reader reads on.
  let scrolled = false;
  const later: Element[] = [];
  addEventListener(
    "scroll",
    () => {
      scrolled = true;
      for (const figure of later.splice(0)) queue.want(figure);
    },
    { once: true, passive: true },
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const { top, bottom } = entry.boundingClientRect;
        const near = top < innerHeight + NEAR_PX && bottom > -NEAR_PX;
        if (scrolled || near) queue.want(entry.target);
        else later.push(entry.target);
      }
    },
    { rootMargin: "100% 0px" },
  );
  for (const figure of figures) observer.observe(figure);
} else {
  for (const figure of figures) queue.want(figure);
}
