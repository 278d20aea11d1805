/**
 * Compares what a lab printed with its expected output, line by line. Used by the lab page (in the
 * browser) and by `npm run lab` (in Node), so both report a difference the same way. Plain
 * TypeScript with erasable syntax only: Node runs it with its built-in type stripping.
 */

/** How a lab's output compares with its expected output. */
export type OutputComparison =
  | { readonly same: true; readonly lines: number }
  | {
      readonly same: false;
      /** 1-based number of the first line that differs. */
      readonly line: number;
      /** That line as expected, or undefined when the output has more lines than expected. */
      readonly expected: string | undefined;
      /** That line as printed, or undefined when the output stopped short. */
      readonly actual: string | undefined;
    };

/**
 * Lines of `text` as compared: carriage returns and trailing spaces dropped, trailing empty lines
 * ignored. `outputLines("a \r\nb\n\n")` -> ["a", "b"]
 */
export function outputLines(text: string): string[] {
  const lines = text.split("\n").map((line) => line.replace(/[ \t\r]+$/, ""));
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/**
 * The first difference between `expected` and `actual` output, or that they are the same.
 * `compareOutput("a\nb\n", "a\nc")` -> { same: false, line: 2, expected: "b", actual: "c" }
 */
export function compareOutput(expected: string, actual: string): OutputComparison {
  const want = outputLines(expected);
  const got = outputLines(actual);
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i++) {
    if (want[i] !== got[i]) return { same: false, line: i + 1, expected: want[i], actual: got[i] };
  }
  return { same: true, lines: want.length };
}
