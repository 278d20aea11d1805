/**
 * Largest input a measurement reader takes, in characters (64 million, 64 MB of ASCII). Inputs
 * are read line by line and only what matters is kept, so memory stays small whatever the size;
 * past this limit the reader stops and says how much it did not read.
 * @example text.length > measurementInputLimit // this paste is read only in part
 */
export const measurementInputLimit = 64_000_000;

/** Longest line the parsers look at, in characters; no real tool output line comes close. */
export const measurementLineLimit = 10_000;
