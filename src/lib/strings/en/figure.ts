/**
 * English UI strings of a figure's frame (controls, messages, downloads, the embed dialog), its
 * state messages, the unit lens and units: every figure shows them, so the figure loader fetches
 * them with its own areas; the embed kit and the measurements page import this file.
 */
import { registerStrings } from "../../i18n.ts";

export const figure = {
  "figure.controls": "Controls for {title}",
  "figure.dataTable": "Data table",
  "figure.tableCaption": "Data shown in: {title}",
  "figure.downloadSvg": "Download SVG",
  "figure.downloadCsv": "Download CSV",
  "figure.openAlone": "Open this figure alone",
  "figure.cite": "Cite:",
  "figure.citation": "“{title}”, fabric-notebook, fabric-model {version}, {url}",
  "figure.reset": "Reset",
  "figure.play": "Play",
  "figure.pause": "Pause",
  "unit.GbpsBoth": "Gb/s, both directions",
  "unit.GBpsBoth": "GB/s, both directions",
  "lens.noteBytes": "Bandwidths in GB/s: bits per second divided by 8.",
  "lens.noteBoth": "Link capacities counted in both directions (×2); throughputs stay one-way.",
  "lens.noteAlgbw":
    "Collective bandwidths as algbw (buffer bytes ÷ time); busbw is algbw × 2(n−1)/n for all-reduce, × (n−1)/n for all-gather and reduce-scatter.",
  "lens.title": "Units",
  "lens.rate": "Bandwidth unit",
  "lens.rateGbps": "Gb/s (gigabits per second)",
  "lens.rateGBps": "GB/s (gigabytes per second)",
  "lens.direction": "Link capacity",
  "lens.oneWay": "one direction",
  "lens.bidirectional": "both directions",
  "lens.collective": "Collective bandwidth",
  "lens.algbw": "algbw (bytes / time)",
  "lens.busbw": "busbw (comparable to link rates)",
  "lens.apply": "Apply",
  "lens.pageTitle": "Units for every figure",
  "lens.pageLead":
    "Choose how bandwidths are shown on every figure of the notebook. The choice is kept in this browser, and links you copy from a figure carry it.",
  "lens.saved": "Saved. Figures on every page now use these units.",
  "lens.back": "Back to the chapters",
  "figure.downloadPng": "Download PNG",
  "figure.embed": "Embed",
  "figure.embedTitle": "Embed “{title}” in this state",
  "figure.embedIframe": "As an iframe (any page, wiki or CMS that allows iframes)",
  "figure.embedComponent": "As a web component (pages that can load a script)",
  "figure.copy": "Copy",
  "figure.copied": "Copied to the clipboard.",
  "figure.copyFailed": "Could not copy: select the text and copy it by hand.",
  "figure.close": "Close",
  "figure.citationDated": "“{title}”, fabric-notebook, fabric-model {version}, {url} (accessed {date})",
  "figure.loading": "Loading the interactive version…",
  "figure.loadFailed": "The interactive version could not be loaded; the figure shows its default state.",
  "figure.invalidState": "Some values in this link were not valid; the figure shows defaults for those.",
  "figure.computeFailed":
    "This combination could not be computed: {message}. The previous result is still shown.",
  "state.error.tooLong": "Too long: at most {max} characters.",
  "state.error.notNumber": "“{value}” is not a number.",
  "state.error.notInteger": "“{value}” is not a whole number.",
  "state.error.range": "{value} is outside {min}–{max}.",
  "state.error.option": "“{value}” is not one of: {options}.",
  "state.error.bool": "“{value}” should be 1 or 0.",
  "unit.B": "B",
  "unit.KiB": "KiB",
  "unit.MiB": "MiB",
  "unit.GiB": "GiB",
  "unit.Gbps": "Gb/s",
  "unit.GBps": "GB/s",
  "unit.ms": "ms",
  "unit.us": "µs",
  "unit.percent": "%",
} as const;

registerStrings("en", figure);
