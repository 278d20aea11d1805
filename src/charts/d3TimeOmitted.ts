/**
 * Stand-in for d3-time in the site's and the embed kit's bundles (aliased by
 * scripts/plotAliases.mjs). Observable Plot imports d3-time for time scales and time intervals
 * (and tags each interval with its duration as it loads, which works on these stand-ins too); no
 * figure here has a time axis. Each export has d3-time's name and throws when called (see
 * `omittedExport`), which keeps about 2 KB gzip off every page with a chart.
 * @see https://github.com/d3/d3-time (the exports mirrored here)
 * @example utcTicks(start, stop, 5) // throws Error: d3-time is not bundled …
 */
import { omittedExport } from "./omittedExport.ts";

export const timeDay = omittedExport("d3-time", "timeDay");
export const timeDays = omittedExport("d3-time", "timeDays");
export const timeFriday = omittedExport("d3-time", "timeFriday");
export const timeFridays = omittedExport("d3-time", "timeFridays");
export const timeHour = omittedExport("d3-time", "timeHour");
export const timeHours = omittedExport("d3-time", "timeHours");
export const timeInterval = omittedExport("d3-time", "timeInterval");
export const timeMillisecond = omittedExport("d3-time", "timeMillisecond");
export const timeMilliseconds = omittedExport("d3-time", "timeMilliseconds");
export const timeMinute = omittedExport("d3-time", "timeMinute");
export const timeMinutes = omittedExport("d3-time", "timeMinutes");
export const timeMonday = omittedExport("d3-time", "timeMonday");
export const timeMondays = omittedExport("d3-time", "timeMondays");
export const timeMonth = omittedExport("d3-time", "timeMonth");
export const timeMonths = omittedExport("d3-time", "timeMonths");
export const timeSaturday = omittedExport("d3-time", "timeSaturday");
export const timeSaturdays = omittedExport("d3-time", "timeSaturdays");
export const timeSecond = omittedExport("d3-time", "timeSecond");
export const timeSeconds = omittedExport("d3-time", "timeSeconds");
export const timeSunday = omittedExport("d3-time", "timeSunday");
export const timeSundays = omittedExport("d3-time", "timeSundays");
export const timeThursday = omittedExport("d3-time", "timeThursday");
export const timeThursdays = omittedExport("d3-time", "timeThursdays");
export const timeTickInterval = omittedExport("d3-time", "timeTickInterval");
export const timeTicks = omittedExport("d3-time", "timeTicks");
export const timeTuesday = omittedExport("d3-time", "timeTuesday");
export const timeTuesdays = omittedExport("d3-time", "timeTuesdays");
export const timeWednesday = omittedExport("d3-time", "timeWednesday");
export const timeWednesdays = omittedExport("d3-time", "timeWednesdays");
export const timeWeek = omittedExport("d3-time", "timeWeek");
export const timeWeeks = omittedExport("d3-time", "timeWeeks");
export const timeYear = omittedExport("d3-time", "timeYear");
export const timeYears = omittedExport("d3-time", "timeYears");
export const unixDay = omittedExport("d3-time", "unixDay");
export const unixDays = omittedExport("d3-time", "unixDays");
export const utcDay = omittedExport("d3-time", "utcDay");
export const utcDays = omittedExport("d3-time", "utcDays");
export const utcFriday = omittedExport("d3-time", "utcFriday");
export const utcFridays = omittedExport("d3-time", "utcFridays");
export const utcHour = omittedExport("d3-time", "utcHour");
export const utcHours = omittedExport("d3-time", "utcHours");
export const utcMillisecond = omittedExport("d3-time", "utcMillisecond");
export const utcMilliseconds = omittedExport("d3-time", "utcMilliseconds");
export const utcMinute = omittedExport("d3-time", "utcMinute");
export const utcMinutes = omittedExport("d3-time", "utcMinutes");
export const utcMonday = omittedExport("d3-time", "utcMonday");
export const utcMondays = omittedExport("d3-time", "utcMondays");
export const utcMonth = omittedExport("d3-time", "utcMonth");
export const utcMonths = omittedExport("d3-time", "utcMonths");
export const utcSaturday = omittedExport("d3-time", "utcSaturday");
export const utcSaturdays = omittedExport("d3-time", "utcSaturdays");
export const utcSecond = omittedExport("d3-time", "utcSecond");
export const utcSeconds = omittedExport("d3-time", "utcSeconds");
export const utcSunday = omittedExport("d3-time", "utcSunday");
export const utcSundays = omittedExport("d3-time", "utcSundays");
export const utcThursday = omittedExport("d3-time", "utcThursday");
export const utcThursdays = omittedExport("d3-time", "utcThursdays");
export const utcTickInterval = omittedExport("d3-time", "utcTickInterval");
export const utcTicks = omittedExport("d3-time", "utcTicks");
export const utcTuesday = omittedExport("d3-time", "utcTuesday");
export const utcTuesdays = omittedExport("d3-time", "utcTuesdays");
export const utcWednesday = omittedExport("d3-time", "utcWednesday");
export const utcWednesdays = omittedExport("d3-time", "utcWednesdays");
export const utcWeek = omittedExport("d3-time", "utcWeek");
export const utcWeeks = omittedExport("d3-time", "utcWeeks");
export const utcYear = omittedExport("d3-time", "utcYear");
export const utcYears = omittedExport("d3-time", "utcYears");
