/** Terminal escape sequences: CSI (`ESC [ … final`), OSC (`ESC ] … BEL|ESC \`), and two-byte ESC codes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes are what this removes
const ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-Z\\-_]?/g;
/** Spaces a web page or a word processor puts where the tool printed an ASCII space. */
const WIDE_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;
/** Characters with no width (BOM, zero-width space and joiners) and C0/C1 controls other than tab. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/g;
/** HTML character references a rendered page leaves in copied text. */
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp));/g;
/** Anything but tab and printable ASCII other than `&`: a line without any is returned as it is. */
const NOT_PLAIN = /[^\t\x20-\x25\x27-\x7e]/;
const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/**
 * A line of tool output as the tool printed it, undoing what terminals and web pages add to the
 * characters: ANSI colour and cursor escapes (`grep --color`, coloured prompts), a UTF-8 byte-order
 * mark, zero-width characters, other control characters (tab kept), non-breaking and other wide
 * spaces (as plain spaces), and HTML character references (`&gt;`, `&#37;`). Printable ASCII lines
 * are returned as they are without running any pattern. Linear.
 * @example normaliseOutputLine("\u001b[01;31m\u001b[K8\u001b[m\u001b[K 2 float") // "8 2 float"
 */
export function normaliseOutputLine(line: string): string {
  if (!NOT_PLAIN.test(line)) return line;
  let out = line;
  if (out.includes("\u001b")) out = out.replace(ESCAPES, "");
  out = out.replace(WIDE_SPACES, " ").replace(INVISIBLE, "");
  if (out.includes("&")) out = out.replace(ENTITY, decodeEntity);
  return out;
}

function decodeEntity(whole: string, decimal?: string, hex?: string, name?: string): string {
  if (name !== undefined) return NAMED[name] ?? whole;
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? "", 16);
  // Only printable characters: a reference to a control character stays as written.
  return code >= 32 && code <= 0x10ffff && !(code >= 0x7f && code <= 0x9f)
    ? String.fromCodePoint(code)
    : whole;
}
