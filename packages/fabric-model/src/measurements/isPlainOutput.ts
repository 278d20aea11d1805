/** Anything but tab, line ends and printable ASCII other than `&`. */
const NOT_PLAIN = /[^\t\n\r\x20-\x25\x27-\x7e]/;

/**
 * Whether no line of `text` holds anything `normaliseOutputLine` changes (terminal escapes,
 * controls, wide spaces, character references): only tab, line ends and printable ASCII other
 * than `&`. One scan of a whole chunk of input, so the lines cut from a plain chunk need no look
 * of their own. Linear.
 * @example isPlainOutput("8 2 float\r\n16 4 float\n") // true
 */
export function isPlainOutput(text: string): boolean {
  return !NOT_PLAIN.test(text);
}
