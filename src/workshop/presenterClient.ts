/**
 * Browser side of the presenter view: keyboard and button navigation between slides (a figure, a
 * checkpoint or an exercise per screen, each scaled to fit it), R to reveal a checkpoint's
 * answer, the slide number in the URL (`?slide=n`, figure states kept beside it), a message for an
 * unusable `?slide=` value, the counter and the announcement of each slide, the notes
 * window over a BroadcastChannel, and every figure of the deck hydrated ahead of time so the next
 * slide is ready the moment it is asked for.
 */
import { figureLoaders, loadFigure } from "../figures/loaders.ts";
import { fillTemplate } from "../predict/fillTemplate.ts";
import { controlOwnsKey } from "./controlOwnsKey.ts";
import { fitSlides } from "./fitSlides.ts";
import { parseSlideParam } from "./parseSlideParam.ts";
import { presenterKey } from "./presenterKey.ts";
import { readPresenterMessage } from "./presenterMessage.ts";
import { slideAtLine } from "./slideAtLine.ts";
import { slideHref } from "./slideHref.ts";

interface Labels {
  readonly counter: string;
  readonly slide: string;
  readonly badSlide: string;
  readonly revealed: string;
}

const deck = document.querySelector<HTMLElement>("[data-deck]");
const slides = deck ? [...deck.querySelectorAll<HTMLElement>(".slide")] : [];
const total = slides.length;
/** Where the slide a reader scrolled to is read: a line this far down the viewport (fraction). */
const READING_LINE = 0.4;

function readLabels(element: HTMLElement): Labels {
  try {
    return JSON.parse(element.dataset.labels ?? "{}") as Labels;
  } catch {
    return {
      counter: "{n} / {total}",
      slide: "{n} / {total}: {title}",
      badSlide: "{value}",
      revealed: "{answer}",
    };
  }
}

/** Load and define every figure of the deck, the current one first, one after another. */
async function hydrateDeck(first: number): Promise<void> {
  const order = [...slides.slice(first - 1), ...slides.slice(0, first - 1)];
  const ids = [
    ...new Set(
      order.flatMap((s) =>
        [...s.querySelectorAll("[data-figure]")].map((f) => f.getAttribute("data-figure")),
      ),
    ),
  ].filter((id): id is string => id !== null);
  const lang = slides[0]?.querySelector("[data-figure]")?.getAttribute("data-lang") ?? "en";
  const { defineFigureElement } = await import("../figures/FabFigure.ts");
  for (const id of ids) {
    if (!figureLoaders[id] || customElements.get(`fab-${id}`)) continue;
    try {
      defineFigureElement(await loadFigure(id, lang));
    } catch {
      for (const el of document.querySelectorAll(`[data-figure="${id}"] .fab-load-failed`))
        el.removeAttribute("hidden");
    }
    // Let input and painting in between: defining a figure computes it.
    await new Promise<void>((resolve) =>
      "requestIdleCallback" in window
        ? requestIdleCallback(() => resolve(), { timeout: 300 })
        : setTimeout(resolve, 0),
    );
  }
}

function start(deckElement: HTMLElement): void {
  const labels = readLabels(deckElement);
  const bar = document.querySelector<HTMLElement>(".presenter-bar");
  const counter = bar?.querySelector<HTMLElement>('[data-role="counter"]');
  const prev = bar?.querySelector<HTMLButtonElement>('[data-role="prev"]');
  const next = bar?.querySelector<HTMLButtonElement>('[data-role="next"]');
  const message = bar?.querySelector<HTMLElement>('[data-role="message"]');
  const announce = bar?.querySelector<HTMLElement>('[data-role="announce"]');
  const notesLink = bar?.querySelector<HTMLAnchorElement>('[data-role="notes"]');
  const channel =
    "BroadcastChannel" in window && deckElement.dataset.channel
      ? new BroadcastChannel(deckElement.dataset.channel)
      : null;
  // Slides are one screen under the bar, whatever its height: the bar's height is a CSS variable.
  if (bar) {
    const barHeight = () =>
      document.documentElement.style.setProperty("--presenter-bar", `${bar.offsetHeight}px`);
    barHeight();
    if ("ResizeObserver" in window) new ResizeObserver(barHeight).observe(bar);
  }
  deckElement.classList.add("fits-slides");
  fitSlides(slides);
  let current = 1;
  // While the slide on screen was put there by the presenter (not scrolled to by hand), it stays
  // aligned under the bar as figures above it hydrate and change height.
  let pinned = true;
  const align = () => slides[current - 1]?.scrollIntoView({ block: "start", behavior: "instant" });

  const titleOf = (n: number) => slides[n - 1]?.dataset.title ?? "";
  const post = () => channel?.postMessage({ type: "slide", slide: current, total });

  const render = () => {
    if (counter) counter.textContent = fillTemplate(labels.counter, { n: current, total });
    if (prev) prev.disabled = current <= 1;
    if (next) next.disabled = current >= total;
    slides.forEach((s, i) => {
      if (i === current - 1) s.setAttribute("aria-current", "step");
      else s.removeAttribute("aria-current");
    });
  };

  /** Make slide `n` current; `scroll` brings it on screen, `focus` moves focus into it when it was elsewhere. */
  const go = (n: number, options: { scroll: boolean; announce: boolean }) => {
    const target = Math.min(total, Math.max(1, n));
    const slide = slides[target - 1];
    if (!slide) return;
    const changed = target !== current;
    current = target;
    if (options.scroll) {
      pinned = true;
      align();
      const active = document.activeElement;
      const focusIsOnOtherSlide =
        !active || active === document.body || (active.closest(".slide") ?? slide) !== slide;
      if (focusIsOnOtherSlide) slide.focus({ preventScroll: true });
    }
    render();
    if (changed || options.announce) {
      try {
        history.replaceState(history.state, "", slideHref(location.href, current));
      } catch {
        // A browser that refuses history updates still shows the slide.
      }
      if (message) message.textContent = "";
      post();
    }
    if (announce && options.announce) {
      announce.textContent = fillTemplate(labels.slide, { n: current, total, title: titleOf(current) });
    }
  };

  // The first slide: from ?slide=, with a message (and slide 1) when the value cannot be used.
  const choice = parseSlideParam(new URLSearchParams(location.search).get("slide"), total);
  current = choice.slide;
  render();
  if (choice.error && message) message.textContent = fillTemplate(labels.badSlide, choice.error.vars);
  if (current > 1) align();
  post();
  if ("ResizeObserver" in window) {
    new ResizeObserver(() => {
      if (pinned && current > 1) align();
    }).observe(deckElement);
  }
  for (const type of ["wheel", "touchmove", "pointerdown"] as const) {
    window.addEventListener(type, () => (pinned = false), { passive: true });
  }

  /** R on a checkpoint slide opens (or closes again) its answer, and says the answer. */
  const reveal = () => {
    const answer = slides[current - 1]?.querySelector<HTMLDetailsElement>('details[data-role="answer"]');
    if (!answer) return;
    answer.open = !answer.open;
    const model = answer.querySelector('[data-role="model"]')?.textContent?.trim() ?? "";
    if (announce && answer.open) announce.textContent = fillTemplate(labels.revealed, { answer: model });
  };
  document.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const el = event.target instanceof Element ? event.target : null;
    const target = el
      ? {
          tag: el.tagName,
          type: el.getAttribute("type"),
          editable: el instanceof HTMLElement && el.isContentEditable,
        }
      : null;
    if (controlOwnsKey(event.key, target)) return;
    // An open dialog (a figure's embed snippets) keeps its keys.
    if (el?.closest("dialog")) return;
    if (event.key === "r" || event.key === "R") {
      reveal();
      return;
    }
    const n = presenterKey(event.key, current, total, { shift: event.shiftKey });
    if (n === null) return;
    event.preventDefault();
    go(n, { scroll: true, announce: n !== current });
  });
  prev?.addEventListener("click", () => go(current - 1, { scroll: true, announce: true }));
  next?.addEventListener("click", () => go(current + 1, { scroll: true, announce: true }));

  // Scrolling by hand (mouse, touch) also moves the current slide: the one crossing a line 40% down.
  // The observer only says when to look: its entries describe the last rendering, and a key press
  // may have moved the deck on since, so the slide is read from where the slides are now.
  if ("IntersectionObserver" in window) {
    const seen = new IntersectionObserver(
      () => {
        const n = slideAtLine(
          slides.map((s) => s.getBoundingClientRect()),
          window.innerHeight * READING_LINE,
        );
        if (n !== null && n !== current) {
          pinned = false;
          go(n, { scroll: false, announce: false });
        }
      },
      { rootMargin: `-${READING_LINE * 100}% 0px -${99 - READING_LINE * 100}% 0px` },
    );
    for (const slide of slides) seen.observe(slide);
  }

  if (channel) {
    channel.addEventListener("message", (event) => {
      const m = readPresenterMessage(event.data);
      if (m?.type === "hello") post();
      else if (m?.type === "go") go(m.slide, { scroll: true, announce: true });
    });
  }

  notesLink?.addEventListener("click", (event) => {
    const opened = window.open(notesLink.href, notesLink.target, "popup=yes,width=760,height=720");
    if (opened) event.preventDefault();
  });

  hydrateDeck(current).catch(() => {
    // Each figure reports its own load failure; the static renders stay.
  });
}

if (deck && total > 0) start(deck);
