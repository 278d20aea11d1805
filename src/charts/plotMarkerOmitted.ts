/**
 * Stand-in for Observable Plot's line markers (`src/marker.js`: arrowheads and dots at the ends of
 * lines, links, rules and ticks) in the site's and the embed kit's bundles (swapped in by
 * scripts/plotAliases.mjs): no figure draws one. Every such mark registers its markers, so the
 * stand-in records "none" for a mark without them and throws for a mark that asks for one.
 * @example markers(mark, {}) // mark.markerStart, markerMid and markerEnd are null
 * @example markers(mark, { marker: "arrow" }) // throws Error: … is not bundled (markers) …
 */
import { omittedExport } from "./omittedExport.ts";

const module = "@observablehq/plot/src/marker.js";

interface MarkerOptions {
  readonly marker?: unknown;
  readonly markerStart?: unknown;
  readonly markerMid?: unknown;
  readonly markerEnd?: unknown;
}
interface MarkedMark {
  markerStart?: unknown;
  markerMid?: unknown;
  markerEnd?: unknown;
}

const none = (marker: unknown) => marker == null || marker === false || `${marker}`.toLowerCase() === "none";

/** Records that `mark` has no markers; throws when the options ask for one. */
export function markers(mark: MarkedMark, options: MarkerOptions = {}): void {
  const { marker, markerStart = marker, markerMid = marker, markerEnd = marker } = options;
  if (![markerStart, markerMid, markerEnd].every(none)) omittedExport(module, "markers")();
  mark.markerStart = null;
  mark.markerMid = null;
  mark.markerEnd = null;
}
/** Nothing to draw for a mark without markers. */
export function applyMarkers(_path: unknown, mark: MarkedMark): void {
  if (mark.markerStart || mark.markerMid || mark.markerEnd) omittedExport(module, "applyMarkers")();
}
/** Nothing to draw for a mark without markers. */
export function applyGroupedMarkers(_path: unknown, mark: MarkedMark): void {
  if (mark.markerStart || mark.markerMid || mark.markerEnd) omittedExport(module, "applyGroupedMarkers")();
}
