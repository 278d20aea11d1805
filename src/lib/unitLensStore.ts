/**
 * Where the browser keeps the unit lens: a shared link's `units` key wins for that page view,
 * else the reader's stored choice, else the default. Changing it stores it and tells every
 * figure on the page (`fab-units` event on window).
 */
import { defaultLens, lensToString, parseLens, type UnitLens } from "./unitLens.ts";

const STORAGE_KEY = "fab-units";
/** The URL query key that carries a non-default lens in shared links. */
export const LENS_QUERY_KEY = "units";
/** The window event fired when the lens changes; detail is the new lens. */
export const LENS_EVENT = "fab-units";

let current: UnitLens | undefined;

/** The lens in force on this page. */
export function currentLens(): UnitLens {
  if (current) return current;
  const fromUrl = parseLens(new URLSearchParams(location.search).get(LENS_QUERY_KEY));
  let stored: UnitLens | null = null;
  try {
    stored = parseLens(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be unavailable (sandboxed iframes, privacy modes): the default serves.
  }
  current = fromUrl ?? stored ?? defaultLens;
  return current;
}

/** Set, store and announce a new lens. */
export function setLens(lens: UnitLens): void {
  current = lens;
  try {
    localStorage.setItem(STORAGE_KEY, lensToString(lens));
  } catch {
    // Not stored; still applied to this page.
  }
  window.dispatchEvent(new CustomEvent(LENS_EVENT, { detail: lens }));
}
