import type { UiKey } from "../lib/i18n.ts";

/** The slide to show for a `?slide=` value, and the message to show when the value was unusable. */
export interface SlideChoice {
  /** 1-based slide number, always within 1..total (1 when the deck is empty). */
  readonly slide: number;
  readonly error: { readonly key: UiKey; readonly vars: Record<string, string | number> } | null;
}

const MAX_SHOWN = 24;

/**
 * Read the `slide` query parameter of a presenter URL against a deck of `total` slides. A missing
 * value means slide 1; anything but a whole number from 1 to `total` falls back to `fallback` (the
 * last good slide, 1 on load) with a message naming the value and the range. Never throws.
 * @example parseSlideParam("3", 5) // { slide: 3, error: null }
 */
export function parseSlideParam(raw: string | null | undefined, total: number, fallback = 1): SlideChoice {
  const last = Math.max(1, Math.floor(total));
  const safeFallback = Math.min(last, Math.max(1, Math.floor(fallback)));
  if (raw === null || raw === undefined) return { slide: safeFallback, error: null };
  const text = raw.trim();
  if (/^\d{1,6}$/.test(text)) {
    const n = Number(text);
    if (n >= 1 && n <= last) return { slide: n, error: null };
  }
  const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
  return {
    slide: safeFallback,
    error: { key: "workshop.badSlide", vars: { value: shown, total: last, n: safeFallback } },
  };
}
