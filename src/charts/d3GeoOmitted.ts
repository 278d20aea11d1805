/**
 * Stand-in for d3-geo in the site's and the embed kit's bundles (aliased by
 * scripts/plotAliases.mjs). Observable Plot imports d3-geo for map projections and geo marks,
 * which no figure here draws. The real module would add about 9 KB gzip to every page with a
 * chart. Each export has d3-geo's name and throws when called (see `omittedExport`).
 * @see https://github.com/d3/d3-geo (the exports mirrored here)
 * @example geoAlbers() // throws Error: d3-geo is not bundled …
 */
import { omittedExport } from "./omittedExport.ts";

export const geoAlbers = omittedExport("d3-geo", "geoAlbers");
export const geoAlbersUsa = omittedExport("d3-geo", "geoAlbersUsa");
export const geoArea = omittedExport("d3-geo", "geoArea");
export const geoAzimuthalEqualArea = omittedExport("d3-geo", "geoAzimuthalEqualArea");
export const geoAzimuthalEqualAreaRaw = omittedExport("d3-geo", "geoAzimuthalEqualAreaRaw");
export const geoAzimuthalEquidistant = omittedExport("d3-geo", "geoAzimuthalEquidistant");
export const geoAzimuthalEquidistantRaw = omittedExport("d3-geo", "geoAzimuthalEquidistantRaw");
export const geoBounds = omittedExport("d3-geo", "geoBounds");
export const geoCentroid = omittedExport("d3-geo", "geoCentroid");
export const geoCircle = omittedExport("d3-geo", "geoCircle");
export const geoClipAntimeridian = omittedExport("d3-geo", "geoClipAntimeridian");
export const geoClipCircle = omittedExport("d3-geo", "geoClipCircle");
export const geoClipExtent = omittedExport("d3-geo", "geoClipExtent");
export const geoClipRectangle = omittedExport("d3-geo", "geoClipRectangle");
export const geoConicConformal = omittedExport("d3-geo", "geoConicConformal");
export const geoConicConformalRaw = omittedExport("d3-geo", "geoConicConformalRaw");
export const geoConicEqualArea = omittedExport("d3-geo", "geoConicEqualArea");
export const geoConicEqualAreaRaw = omittedExport("d3-geo", "geoConicEqualAreaRaw");
export const geoConicEquidistant = omittedExport("d3-geo", "geoConicEquidistant");
export const geoConicEquidistantRaw = omittedExport("d3-geo", "geoConicEquidistantRaw");
export const geoContains = omittedExport("d3-geo", "geoContains");
export const geoDistance = omittedExport("d3-geo", "geoDistance");
export const geoEqualEarth = omittedExport("d3-geo", "geoEqualEarth");
export const geoEqualEarthRaw = omittedExport("d3-geo", "geoEqualEarthRaw");
export const geoEquirectangular = omittedExport("d3-geo", "geoEquirectangular");
export const geoEquirectangularRaw = omittedExport("d3-geo", "geoEquirectangularRaw");
export const geoGnomonic = omittedExport("d3-geo", "geoGnomonic");
export const geoGnomonicRaw = omittedExport("d3-geo", "geoGnomonicRaw");
export const geoGraticule = omittedExport("d3-geo", "geoGraticule");
export const geoGraticule10 = omittedExport("d3-geo", "geoGraticule10");
export const geoIdentity = omittedExport("d3-geo", "geoIdentity");
export const geoInterpolate = omittedExport("d3-geo", "geoInterpolate");
export const geoLength = omittedExport("d3-geo", "geoLength");
export const geoMercator = omittedExport("d3-geo", "geoMercator");
export const geoMercatorRaw = omittedExport("d3-geo", "geoMercatorRaw");
export const geoNaturalEarth1 = omittedExport("d3-geo", "geoNaturalEarth1");
export const geoNaturalEarth1Raw = omittedExport("d3-geo", "geoNaturalEarth1Raw");
export const geoOrthographic = omittedExport("d3-geo", "geoOrthographic");
export const geoOrthographicRaw = omittedExport("d3-geo", "geoOrthographicRaw");
export const geoPath = omittedExport("d3-geo", "geoPath");
export const geoProjection = omittedExport("d3-geo", "geoProjection");
export const geoProjectionMutator = omittedExport("d3-geo", "geoProjectionMutator");
export const geoRotation = omittedExport("d3-geo", "geoRotation");
export const geoStereographic = omittedExport("d3-geo", "geoStereographic");
export const geoStereographicRaw = omittedExport("d3-geo", "geoStereographicRaw");
export const geoStream = omittedExport("d3-geo", "geoStream");
/** Plot builds one transform when it loads (its reflect-y projection); using it throws. */
export const geoTransform = (_methods: object) => ({ stream: omittedExport("d3-geo", "geoTransform") });
export const geoTransverseMercator = omittedExport("d3-geo", "geoTransverseMercator");
export const geoTransverseMercatorRaw = omittedExport("d3-geo", "geoTransverseMercatorRaw");
