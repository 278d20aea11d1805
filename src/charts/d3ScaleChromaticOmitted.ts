/**
 * Stand-in for d3-scale-chromatic in the site's and the embed kit's bundles (aliased by
 * scripts/plotAliases.mjs). Observable Plot maps its named colour schemes to d3-scale-chromatic,
 * and every figure here gives its colours explicitly (the theme's series colours, the topology's
 * own ramp), so no scheme is ever looked up. The real module, whose schemes are built when it
 * loads, would add about 6 KB gzip to every page with a chart. Interpolators throw when called and
 * schemes when indexed, so a chart that falls back on a default scheme (a colour channel without a
 * range) fails when it hydrates instead of drawing colours off the theme.
 * @see https://github.com/d3/d3-scale-chromatic (the exports mirrored here)
 * @example schemeTableau10[0] // throws Error: d3-scale-chromatic is not bundled …
 */
import { omittedExport, omittedScheme } from "./omittedExport.ts";

export const interpolateBlues = omittedExport("d3-scale-chromatic", "interpolateBlues");
export const interpolateBrBG = omittedExport("d3-scale-chromatic", "interpolateBrBG");
export const interpolateBuGn = omittedExport("d3-scale-chromatic", "interpolateBuGn");
export const interpolateBuPu = omittedExport("d3-scale-chromatic", "interpolateBuPu");
export const interpolateCividis = omittedExport("d3-scale-chromatic", "interpolateCividis");
export const interpolateCool = omittedExport("d3-scale-chromatic", "interpolateCool");
export const interpolateCubehelixDefault = omittedExport("d3-scale-chromatic", "interpolateCubehelixDefault");
export const interpolateGnBu = omittedExport("d3-scale-chromatic", "interpolateGnBu");
export const interpolateGreens = omittedExport("d3-scale-chromatic", "interpolateGreens");
export const interpolateGreys = omittedExport("d3-scale-chromatic", "interpolateGreys");
export const interpolateInferno = omittedExport("d3-scale-chromatic", "interpolateInferno");
export const interpolateMagma = omittedExport("d3-scale-chromatic", "interpolateMagma");
export const interpolateOrRd = omittedExport("d3-scale-chromatic", "interpolateOrRd");
export const interpolateOranges = omittedExport("d3-scale-chromatic", "interpolateOranges");
export const interpolatePRGn = omittedExport("d3-scale-chromatic", "interpolatePRGn");
export const interpolatePiYG = omittedExport("d3-scale-chromatic", "interpolatePiYG");
export const interpolatePlasma = omittedExport("d3-scale-chromatic", "interpolatePlasma");
export const interpolatePuBu = omittedExport("d3-scale-chromatic", "interpolatePuBu");
export const interpolatePuBuGn = omittedExport("d3-scale-chromatic", "interpolatePuBuGn");
export const interpolatePuOr = omittedExport("d3-scale-chromatic", "interpolatePuOr");
export const interpolatePuRd = omittedExport("d3-scale-chromatic", "interpolatePuRd");
export const interpolatePurples = omittedExport("d3-scale-chromatic", "interpolatePurples");
export const interpolateRainbow = omittedExport("d3-scale-chromatic", "interpolateRainbow");
export const interpolateRdBu = omittedExport("d3-scale-chromatic", "interpolateRdBu");
export const interpolateRdGy = omittedExport("d3-scale-chromatic", "interpolateRdGy");
export const interpolateRdPu = omittedExport("d3-scale-chromatic", "interpolateRdPu");
export const interpolateRdYlBu = omittedExport("d3-scale-chromatic", "interpolateRdYlBu");
export const interpolateRdYlGn = omittedExport("d3-scale-chromatic", "interpolateRdYlGn");
export const interpolateReds = omittedExport("d3-scale-chromatic", "interpolateReds");
export const interpolateSinebow = omittedExport("d3-scale-chromatic", "interpolateSinebow");
export const interpolateSpectral = omittedExport("d3-scale-chromatic", "interpolateSpectral");
export const interpolateTurbo = omittedExport("d3-scale-chromatic", "interpolateTurbo");
export const interpolateViridis = omittedExport("d3-scale-chromatic", "interpolateViridis");
export const interpolateWarm = omittedExport("d3-scale-chromatic", "interpolateWarm");
export const interpolateYlGn = omittedExport("d3-scale-chromatic", "interpolateYlGn");
export const interpolateYlGnBu = omittedExport("d3-scale-chromatic", "interpolateYlGnBu");
export const interpolateYlOrBr = omittedExport("d3-scale-chromatic", "interpolateYlOrBr");
export const interpolateYlOrRd = omittedExport("d3-scale-chromatic", "interpolateYlOrRd");
export const schemeAccent = omittedScheme("d3-scale-chromatic", "schemeAccent");
export const schemeBlues = omittedScheme("d3-scale-chromatic", "schemeBlues");
export const schemeBrBG = omittedScheme("d3-scale-chromatic", "schemeBrBG");
export const schemeBuGn = omittedScheme("d3-scale-chromatic", "schemeBuGn");
export const schemeBuPu = omittedScheme("d3-scale-chromatic", "schemeBuPu");
export const schemeCategory10 = omittedScheme("d3-scale-chromatic", "schemeCategory10");
export const schemeDark2 = omittedScheme("d3-scale-chromatic", "schemeDark2");
export const schemeGnBu = omittedScheme("d3-scale-chromatic", "schemeGnBu");
export const schemeGreens = omittedScheme("d3-scale-chromatic", "schemeGreens");
export const schemeGreys = omittedScheme("d3-scale-chromatic", "schemeGreys");
export const schemeObservable10 = omittedScheme("d3-scale-chromatic", "schemeObservable10");
export const schemeOrRd = omittedScheme("d3-scale-chromatic", "schemeOrRd");
export const schemeOranges = omittedScheme("d3-scale-chromatic", "schemeOranges");
export const schemePRGn = omittedScheme("d3-scale-chromatic", "schemePRGn");
export const schemePaired = omittedScheme("d3-scale-chromatic", "schemePaired");
export const schemePastel1 = omittedScheme("d3-scale-chromatic", "schemePastel1");
export const schemePastel2 = omittedScheme("d3-scale-chromatic", "schemePastel2");
export const schemePiYG = omittedScheme("d3-scale-chromatic", "schemePiYG");
export const schemePuBu = omittedScheme("d3-scale-chromatic", "schemePuBu");
export const schemePuBuGn = omittedScheme("d3-scale-chromatic", "schemePuBuGn");
export const schemePuOr = omittedScheme("d3-scale-chromatic", "schemePuOr");
export const schemePuRd = omittedScheme("d3-scale-chromatic", "schemePuRd");
export const schemePurples = omittedScheme("d3-scale-chromatic", "schemePurples");
export const schemeRdBu = omittedScheme("d3-scale-chromatic", "schemeRdBu");
export const schemeRdGy = omittedScheme("d3-scale-chromatic", "schemeRdGy");
export const schemeRdPu = omittedScheme("d3-scale-chromatic", "schemeRdPu");
export const schemeRdYlBu = omittedScheme("d3-scale-chromatic", "schemeRdYlBu");
export const schemeRdYlGn = omittedScheme("d3-scale-chromatic", "schemeRdYlGn");
export const schemeReds = omittedScheme("d3-scale-chromatic", "schemeReds");
export const schemeSet1 = omittedScheme("d3-scale-chromatic", "schemeSet1");
export const schemeSet2 = omittedScheme("d3-scale-chromatic", "schemeSet2");
export const schemeSet3 = omittedScheme("d3-scale-chromatic", "schemeSet3");
export const schemeSpectral = omittedScheme("d3-scale-chromatic", "schemeSpectral");
export const schemeTableau10 = omittedScheme("d3-scale-chromatic", "schemeTableau10");
export const schemeYlGn = omittedScheme("d3-scale-chromatic", "schemeYlGn");
export const schemeYlGnBu = omittedScheme("d3-scale-chromatic", "schemeYlGnBu");
export const schemeYlOrBr = omittedScheme("d3-scale-chromatic", "schemeYlOrBr");
export const schemeYlOrRd = omittedScheme("d3-scale-chromatic", "schemeYlOrRd");
