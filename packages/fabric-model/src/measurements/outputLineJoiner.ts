import { measurementLineLimit } from "./measurementLines.ts";

/** Most physical lines one logical line is joined from. */
const MAX_JOINED = 64;
const QP_ESCAPE = /=([0-9A-F]{2})/g;

/** A stage between the line splitter and a parser that joins lines the writer broke. */
export interface OutputLineJoiner {
  line(text: string, lineNumber: number): void;
  /** Hand on a line still being joined. */
  end(): void;
}

/**
 * Join the lines a shell or a mailer broke back into the lines the tool printed, and hand each on
 * with the number of its first line: a shell command continued with a trailing backslash (`mpirun
 * ... \` then `-x NCCL_DEBUG=INFO \` ...), with any continuation prompt (`> `) in front of the next
 * part, and, in quoted-printable text (a mail archive), soft line breaks (a trailing `=`) and
 * `=XX` escapes (`=09` a tab, `=3D` an equals sign). Lines are otherwise handed on unchanged.
 * @example const j = outputLineJoiner((t) => out.push(t), { quotedPrintable: false }); j.line("a \\", 1); j.line("  b", 2); j.end(); // ["a b"]
 */
export function outputLineJoiner(
  onLine: (text: string, lineNumber: number) => void,
  options: { readonly quotedPrintable: boolean },
): OutputLineJoiner {
  let held = "";
  let heldLine = 0;
  let parts = 0;
  /** The line held so far ended in a quoted-printable soft break: the next part joins as it is. */
  let heldSoft = false;
  const flush = () => {
    if (parts > 0) onLine(held, heldLine);
    held = "";
    parts = 0;
  };
  return {
    line(raw, lineNumber) {
      let text = raw;
      let soft = false;
      if (options.quotedPrintable) {
        soft = text.endsWith("=") && !text.endsWith("==");
        if (soft) text = text.slice(0, -1);
        if (text.includes("=")) text = text.replace(QP_ESCAPE, decodeQp);
      }
      const trimmed = text.trimEnd();
      const continued = !soft && trimmed.length > 1 && trimmed.endsWith("\\") && !trimmed.endsWith("\\\\");
      if (parts > 0) {
        // The continued part: without its indentation or a continuation prompt (soft breaks join as they are).
        const part = heldSoft ? text : text.replace(/^\s*(?:>\s)?\s*/, "");
        held += part;
      } else {
        held = text;
        heldLine = lineNumber;
      }
      parts++;
      if (continued) held = `${held.trimEnd().slice(0, -1).trimEnd()} `;
      heldSoft = soft;
      if ((soft || continued) && parts < MAX_JOINED && held.length < measurementLineLimit) return;
      flush();
    },
    end: flush,
  };
}

function decodeQp(whole: string, hex: string): string {
  const code = Number.parseInt(hex, 16);
  return code === 9 || (code >= 32 && code < 127) ? String.fromCharCode(code) : whole;
}
