/**
 * Stand-in for d3-time-format in the site's and the embed kit's bundles (aliased by
 * scripts/plotAliases.mjs). Observable Plot formats dates with d3-time-format for time scales and
 * temporal tips, and no figure here has a time axis. The real module would add about 3 KB gzip to
 * every page with a chart. Each export has d3-time-format's name and throws when called (see
 * `omittedExport`).
 * @see https://github.com/d3/d3-time-format (the exports mirrored here)
 * @example isoFormat() // throws Error: d3-time-format is not bundled …
 */
import { omittedExport } from "./omittedExport.ts";

export const isoFormat = omittedExport("d3-time-format", "isoFormat");
export const isoParse = omittedExport("d3-time-format", "isoParse");
export const timeFormat = omittedExport("d3-time-format", "timeFormat");
export const timeFormatDefaultLocale = omittedExport("d3-time-format", "timeFormatDefaultLocale");
export const timeFormatLocale = omittedExport("d3-time-format", "timeFormatLocale");
export const timeParse = omittedExport("d3-time-format", "timeParse");
export const utcFormat = omittedExport("d3-time-format", "utcFormat");
export const utcParse = omittedExport("d3-time-format", "utcParse");
