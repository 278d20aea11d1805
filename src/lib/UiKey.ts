/**
 * The names of the UI dictionary, as types only (nothing here reaches a bundle): its areas, from
 * the list in strings/en.ts, and its keys, from the English area files.
 */
import type { en } from "./strings/en.ts";

/** An area of the UI dictionary: a file name in strings/en/ (and in every other language's folder). */
export type StringArea = keyof typeof en;

/** A key of the UI dictionary (in exactly one area). */
export type UiKey = { [Area in StringArea]: keyof (typeof en)[Area] }[StringArea];

/** The strings of one area in a language other than English: every key of the English area. */
export type AreaStrings<Area extends StringArea> = Record<keyof (typeof en)[Area], string>;
