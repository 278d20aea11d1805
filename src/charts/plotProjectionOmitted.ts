/**
 * Stand-in for Observable Plot's projections (`src/projection.js`) in the site's and the embed
 * kit's bundles (swapped in by scripts/plotAliases.mjs): no figure draws a map (d3-geo is left out
 * too, d3GeoOmitted.ts). Plot asks every chart whether it has a projection and builds one if so,
 * so the stand-in answers for a chart without one (none; no aspect ratio of its own) and throws the
 * moment a chart asks for a projection, or uses any other export.
 * @example createProjection({}, dimensions) // undefined
 * @example createProjection({ projection: "mercator" }, dimensions) // throws Error: … is not bundled (createProjection) …
 */
import { omittedExport } from "./omittedExport.ts";

const module = "@observablehq/plot/src/projection.js";

/** No projection: none is built; asked for one, throws. */
export function createProjection(options: { projection?: unknown } = {}, _dimensions?: unknown): undefined {
  if (options.projection != null) omittedExport(module, "createProjection")();
  return undefined;
}
/** False for a chart without a projection; asked about one, throws. */
export function hasProjection(options: { projection?: unknown } = {}): boolean {
  if (options.projection != null) omittedExport(module, "hasProjection")();
  return false;
}
/** No projection, no aspect ratio of its own; asked about one, throws. */
export function projectionAspectRatio(projection?: unknown): undefined {
  if (projection != null) omittedExport(module, "projectionAspectRatio")();
  return undefined;
}
export const project = omittedExport(module, "project");
export const applyPosition = omittedExport(module, "applyPosition");
export const getGeometryChannels = omittedExport(module, "getGeometryChannels");
export const xyProjection = omittedExport(module, "xyProjection");
