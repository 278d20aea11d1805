/**
 * Colours charts use: CSS custom properties, so build-time SVG and live charts follow the page
 * theme without re-rendering. Downloads resolve them (see exportFigure.standaloneSvg).
 */
export const series = [
  "var(--fab-series-1)",
  "var(--fab-series-2)",
  "var(--fab-series-3)",
  "var(--fab-series-4)",
  "var(--fab-series-5)",
] as const;

/** Colour of an element that is down (failed link or switch). */
export const failedColor = "var(--fab-bad)";
/** Colour of a data copy (a memcpy of the payload) in the data-path charts. */
export const copyColor = "var(--fab-series-2)";
/** Colour of a kernel entry (system call, interrupt, context switch) in the data-path charts. */
export const crossingColor = "var(--fab-series-4)";
/** Colour of idle or de-emphasised marks. */
export const mutedColor = "var(--fab-muted)";

/** Chart typography shared by every Plot chart. */
export const chartStyle = { fontSize: "12px", background: "transparent", overflow: "visible" } as const;
