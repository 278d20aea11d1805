/**
 * The model speaks in codes and values; the command line words them with the model's English
 * renderers and pages with the UI dictionary. For every code of every message family: the English
 * renderer words it, the English dictionary entry says exactly the renderer's words (so a page in
 * English reads as the command line does), and the Korean entry exists, is Korean, and has the
 * same placeholders. A new code without its two entries fails here.
 */
import {
  type MeasurementMessage,
  measurementMessageCodes,
  measurementMessageTemplates,
  measurementMessageText,
  type VerbsErrorMessage,
  type VerbsEventMessage,
  type VerbsReason,
  verbsErrorCodes,
  verbsErrorTemplates,
  verbsErrorText,
  verbsEventCodes,
  verbsEventTemplates,
  verbsEventText,
  verbsReasonCodes,
  verbsReasonTemplates,
  verbsReasonText,
} from "fabric-model";
import { describe, expect, it } from "vitest";
import { hasString, t, type UiKey } from "../../src/lib/i18n.ts";

interface Family {
  readonly name: string;
  readonly codes: readonly string[];
  readonly templates: Readonly<Record<string, string>>;
  /** The dictionary key of a code. */
  readonly key: (code: string) => UiKey;
  /** The model's English for a code with the given values. */
  readonly english: (code: string, values: Record<string, string>) => string;
}

const families: readonly Family[] = [
  {
    name: "measurement remarks",
    codes: measurementMessageCodes,
    templates: measurementMessageTemplates,
    key: (code) => `measure.msg.${code}` as UiKey,
    english: (code, values) => measurementMessageText({ code, values } as unknown as MeasurementMessage),
  },
  {
    name: "verbs log lines",
    codes: verbsEventCodes,
    templates: verbsEventTemplates,
    key: (code) => `verbs.event.${code}` as UiKey,
    english: (code, values) => verbsEventText({ code, values } as unknown as VerbsEventMessage),
  },
  {
    name: "verbs reasons",
    codes: verbsReasonCodes,
    templates: verbsReasonTemplates,
    key: (code) => `verbs.reason.${code}` as UiKey,
    english: (code, values) => verbsReasonText({ code, values } as unknown as VerbsReason),
  },
  {
    name: "verbs refused calls",
    codes: verbsErrorCodes,
    templates: verbsErrorTemplates,
    key: (code) => `verbs.error.${code}` as UiKey,
    english: (code, values) => verbsErrorText({ code, values } as unknown as VerbsErrorMessage),
  },
];

/** The distinct `{name}` placeholders of a template, sorted. */
const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ""))].sort();

/** Each placeholder of a template filled with a marker naming it. */
const markers = (template: string): Record<string, string> =>
  Object.fromEntries(placeholders(template).map((name) => [name, `<${name}>`]));

describe.each(families)("$name", ({ codes, templates, key, english }) => {
  it("codes -> a non-empty list without repeats, one template each", () => {
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(Object.keys(templates).sort());
  });

  it.each(codes)("%s: English renderer = en dictionary entry, with every value in place", (code) => {
    const template = templates[code] ?? "";
    const values = markers(template);
    const words = english(code, values);
    expect(words).not.toMatch(/\{\w+\}/);
    for (const marker of Object.values(values)) expect(words).toContain(marker);
    expect(t("en", key(code), values)).toBe(words);
  });

  it.each(codes)("%s: ko dictionary entry in Korean with the same placeholders", (code) => {
    const template = templates[code] ?? "";
    expect(hasString("ko", key(code)), code).toBe(true);
    const korean = t("ko", key(code));
    expect(placeholders(korean)).toEqual(placeholders(template));
    // A code whose sentence is only a value (a tool's own line) has nothing to translate.
    if (template.replace(/\{\w+\}/g, "").trim() !== "") expect(korean).toMatch(/[\uac00-\ud7a3]/);
  });
});
