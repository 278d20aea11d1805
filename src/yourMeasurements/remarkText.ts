/**
 * A parser remark in the page's language. `fabric-model`'s parsers word their remarks in English;
 * the common ones are matched here and said through the dictionary, their numbers and quoted
 * parts kept. A remark no pattern matches (a tool's own line, a rare fault) stays as it is.
 */
import "../lib/strings/en/measurements.ts";
import type { Lang, translator, UiKey } from "../lib/i18n.ts";

type Tr = ReturnType<typeof translator>;

/** Each remark's English form, as the parsers write it, and its dictionary key. */
const REMARKS: ReadonlyArray<readonly [RegExp, UiKey]> = [
  [/^no (nccl-tests|perftest) result rows found$/, "measure.remark.noRows"],
  [/^no (iperf3) report (?:lines )?found(?: in the JSON)?$/, "measure.remark.noRows"],
  [/^(\d+) more remarks of this kind were left out$/, "measure.remark.leftOut"],
  [/^(\d+) more row halves fail the arithmetic check$/, "measure.remark.moreArithmetic"],
  [/^elided lines: result rows may be missing here$/, "measure.remark.elidedRows"],
  [/^elided lines$/, "measure.remark.elided"],
  [/^nranks (\d+) inferred from the rows \(no device lines\)$/, "measure.remark.nranksInferred"],
  [/^could not read result row: (.+)$/, "measure.remark.unreadableRow"],
  [/^expected (\d+) columns, found (\d+)$/, "measure.remark.columns"],
  [/^time, algbw or busbw is not a number$/, "measure.remark.notNumber"],
  [/^not a result row inside the results table$/, "measure.remark.notRow"],
  [/^result row with no column header and an unknown number of columns$/, "measure.remark.noHeader"],
  [/^NCCL warning: (.+)$/, "measure.remark.ncclWarning"],
  [/^the run reports out-of-bounds values \(FAILED\)$/, "measure.remark.outOfBounds"],
  [
    /^(\d+) rows report wrong elements \(#wrong > 0\): data corruption, not a parse error$/,
    "measure.remark.wrong",
  ],
  [/^latencies are in CPU cycles, not microseconds: not read$/, "measure.remark.cycles"],
  [/^iperf3 JSON object is cut off \(no closing brace\)$/, "measure.remark.jsonCut"],
  [/^bidirectional test \(--bidir\): only the forward direction's totals are read$/, "measure.remark.bidir"],
  [/^input is empty$/, "measure.remark.empty"],
  [
    /^not recognised as nccl-tests, perftest or iperf3 output \(no column header, banner or command line found\)$/,
    "measure.remark.unrecognised",
  ],
];

/**
 * `message` in `lang`: English as the parser wrote it, or the dictionary's wording with the
 * message's numbers and quoted parts as `{a}` and `{b}` (a part that is itself a remark, such as
 * the reason a row could not be read, is said in `lang` too).
 * Example: `remarkText("elided lines", "ko", tr)` -> "생략된 줄".
 */
export function remarkText(message: string, lang: Lang, tr: Tr): string {
  if (lang === "en") return message;
  for (const [pattern, key] of REMARKS) {
    const m = pattern.exec(message);
    if (m === null) continue;
    const part = (s: string | undefined) => (s === undefined ? "" : remarkText(s, lang, tr));
    return tr(key, { a: part(m[1]), b: part(m[2]) });
  }
  return message;
}
