/**
 * Scales each slide's content to fit its slide, one screen under the presenter bar, so a figure,
 * checkpoint or exercise shows whole on a 1280x720 projector: the content is laid out at the
 * width that, once scaled, fills the slide (a wide layout for a tall figure), and scaled down
 * until it fits both ways. Refits when a slide or its content changes size (a figure coming
 * alive, a control changed, an answer revealed, the window resized).
 */
import { type BoxSize, fitScale } from "./fitScale.ts";

/** The room inside a slide: its client box less its padding. */
function innerBox(slide: HTMLElement): BoxSize {
  const s = getComputedStyle(slide);
  return {
    width: slide.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight),
    height: slide.clientHeight - Number.parseFloat(s.paddingTop) - Number.parseFloat(s.paddingBottom),
  };
}

/** The content's laid-out size, its overflow included (transforms do not change it). */
function contentSize(fit: HTMLElement): BoxSize {
  return {
    width: Math.max(fit.offsetWidth, fit.scrollWidth),
    height: Math.max(fit.offsetHeight, fit.scrollHeight),
  };
}

/** Fit one slide's content (`fit`, a child of `slide`) to it. */
export function fitSlide(slide: HTMLElement, fit: HTMLElement): void {
  const box = innerBox(slide);
  if (box.width <= 0 || box.height <= 0) return;
  fit.style.transform = "";
  fit.style.width = "";
  const first = fitScale(contentSize(fit), box);
  if (first < 1) fit.style.width = `${box.width / first}px`;
  const size = contentSize(fit);
  const scale = fitScale(size, box);
  const left = Math.max(0, (box.width - size.width * scale) / 2);
  fit.style.transform = scale < 1 ? `translateX(${left}px) scale(${scale})` : "";
  fit.dataset.scale = String(scale);
}

/** Whether `fit` fits `slide` as last scaled, with one side within 2 px of the slide's (or unscaled). */
function fitsAsIs(slide: HTMLElement, fit: HTMLElement): boolean {
  const scale = Number(fit.dataset.scale);
  if (!Number.isFinite(scale) || scale <= 0) return false;
  const box = innerBox(slide);
  const size = contentSize(fit);
  const w = size.width * scale;
  const h = size.height * scale;
  if (w > box.width + 0.5 || h > box.height + 0.5) return false;
  return scale === 1 ? size.width <= box.width + 0.5 : w >= box.width - 2 || h >= box.height - 2;
}

/**
 * Fit every slide now and whenever one changes size. `slides` are the `.slide` sections, each
 * holding its content in `[data-role="fit"]`.
 */
export function fitSlides(slides: readonly HTMLElement[]): void {
  const pairs = slides.flatMap((slide) => {
    const fit = slide.querySelector<HTMLElement>('[data-role="fit"]');
    return fit ? [{ slide, fit }] : [];
  });
  for (const { slide, fit } of pairs) fitSlide(slide, fit);
  if (!("ResizeObserver" in window)) return;
  const pending = new Set<{ slide: HTMLElement; fit: HTMLElement }>();
  let frame = 0;
  // Refit in the next frame, not inside the observer's callback, so a refit's own change of size
  // is observed once more (and found fitting) rather than looping within one frame.
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const pair = pairs.find((p) => p.slide === entry.target || p.fit === entry.target);
      if (pair && !fitsAsIs(pair.slide, pair.fit)) pending.add(pair);
    }
    if (pending.size > 0 && frame === 0) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        for (const pair of pending) fitSlide(pair.slide, pair.fit);
        pending.clear();
      });
    }
  });
  for (const { slide, fit } of pairs) {
    observer.observe(slide);
    observer.observe(fit);
  }
}
