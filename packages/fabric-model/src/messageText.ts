/**
 * What the model's messages are made of. The model never words a remark, a log line or an error
 * in a sentence: it names a code and the values the sentence needs (`{ code, values }`, as
 * `advisor/AdvisorReasonCode.ts` names its reasons). Each family keeps an English template per
 * code, `{name}` marking where a value goes, for the command line and tests; pages say the same
 * code in the reader's language from the UI dictionary, one key per code.
 */

/**
 * One value of a message: a number, a string shown as it is in every language (an identifier such
 * as `IBV_WC_SUCCESS` or `0x111`, a number as the tool printed it, or a tool's own words), or a
 * nested message (the reason inside a log line), said in the reader's language in turn.
 */
export type MessageValue = string | number | { readonly code: string; readonly values: MessageValues };

/** The values of one message, by placeholder name. */
export type MessageValues = { readonly [name: string]: MessageValue };

/** The values of a code whose sentence needs none. */
export type NoValues = Record<never, never>;

/**
 * The `{ code, values }` union of a message family, from its table of values per code.
 * @example type M = MessageOf<{ elided: NoValues; "row-columns": { expected: number } }>;
 */
export type MessageOf<Values> = {
  [C in keyof Values]: { readonly code: C; readonly values: Values[C] };
}[keyof Values];

/** The `{name}` placeholders of a template, as a union of names: `"a {x} b {y}"` -> `"x" | "y"`. */
export type TemplatePlaceholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | TemplatePlaceholders<Rest>
  : never;

/** The codes whose template names other placeholders than the code's values (never when none). */
export type TemplateMismatches<Templates extends { readonly [C in keyof Values]: string }, Values> = {
  [C in keyof Values]: [TemplatePlaceholders<Templates[C]>] extends [keyof Values[C]]
    ? [keyof Values[C]] extends [TemplatePlaceholders<Templates[C]>]
      ? never
      : C
    : C;
}[keyof Values];

/**
 * `true` when every template names exactly its code's values, else the codes that do not:
 * `true satisfies TemplatesMatch<typeof templates, Values>` fails to compile on a mismatch.
 */
export type TemplatesMatch<Templates extends { readonly [C in keyof Values]: string }, Values> = [
  TemplateMismatches<Templates, Values>,
] extends [never]
  ? true
  : TemplateMismatches<Templates, Values>;

/**
 * A message in English: its code's template with each `{name}` replaced by that value, a nested
 * message rendered from `nested` (default: the same templates; a reason nests in a log line). A
 * placeholder with no value stays as written.
 * @example messageText({ "row-columns": "expected {expected} columns" }, { code: "row-columns", values: { expected: 13 } }) // "expected 13 columns"
 */
export function messageText(
  templates: Readonly<Record<string, string>>,
  message: { readonly code: string; readonly values: MessageValues },
  nested: Readonly<Record<string, string>> = templates,
): string {
  const template = templates[message.code] ?? message.code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = message.values[name];
    if (value === undefined) return whole;
    return typeof value === "object" ? messageText(nested, value) : String(value);
  });
}
