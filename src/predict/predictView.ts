/**
 * Everything `<Predict>` renders for one checkpoint, resolved at build time: the model's answer
 * (computed now, through fabric-model), the field or the options, the figure link, and the UI
 * strings the browser script needs to word the reveal (so it loads no dictionary of its own).
 */
import { figureById } from "../figures/registry.ts";
import { formatNumber, type Lang, type UiKey } from "../lib/i18n.ts";
import { figureStateHref } from "./figureStateHref.ts";
import type { PredictionDefinition } from "./PredictionDefinition.ts";

/** One option as rendered. */
export interface PredictOptionView {
  readonly value: string;
  readonly label: string;
  readonly code: boolean;
}

/** The labels the browser script words the reveal with (templates keep their `{placeholders}`). */
export interface PredictLabels {
  readonly youSaid: string;
  readonly offBy: string;
  readonly exact: string;
  readonly percentHigh: string;
  readonly percentLow: string;
  readonly timesHigh: string;
  readonly timesLow: string;
  readonly right: string;
  readonly wrong: string;
  readonly empty: string;
  readonly notNumber: string;
  readonly notPositive: string;
  readonly tooLarge: string;
  readonly tooSmall: string;
  readonly noChoice: string;
}

/** A checkpoint ready to render. */
export interface PredictView {
  readonly id: string;
  readonly kind: "number" | "choice";
  /** The answer as compared in the browser: the number (full precision) or the option value. */
  readonly answer: string;
  /** The answer as shown: "6.25 Gb/s", or the option's label. */
  readonly answerText: string;
  /** Whether the shown answer is code (a choice whose options are code names). */
  readonly answerIsCode: boolean;
  /** Unit label of a number checkpoint ("" for choices). */
  readonly unit: string;
  /** Fraction digits of the answer as shown (numbers). */
  readonly digits: number;
  readonly options: readonly PredictOptionView[];
  readonly figureHref: string | null;
  readonly labels: PredictLabels;
}

type Translate = (key: UiKey, vars?: Record<string, string | number>) => string;

/**
 * Resolve a checkpoint for rendering in `lang`.
 * @throws Error when the model's answer is not a finite positive number or not one of the options,
 * or the figure link names an unknown figure or state (authoring mistakes the build stops on).
 * @example predictView(predictionById("bus-sixteen-devices"), "en", translator("en")).answerText // "6.25 Gb/s"
 */
export function predictView(definition: PredictionDefinition, lang: Lang, tr: Translate): PredictView {
  const figureHref = definition.figure
    ? figureStateHref(definition.figure, figureById(definition.figure.name).spec)
    : null;
  const labels: PredictLabels = {
    youSaid: tr("predict.youSaid"),
    offBy: tr("predict.offBy"),
    exact: tr("predict.error.exact"),
    percentHigh: tr("predict.error.percentHigh"),
    percentLow: tr("predict.error.percentLow"),
    timesHigh: tr("predict.error.timesHigh"),
    timesLow: tr("predict.error.timesLow"),
    right: tr("predict.choice.right"),
    wrong: tr("predict.choice.wrong"),
    empty: tr("predict.invalid.empty"),
    notNumber: tr("predict.invalid.notNumber"),
    notPositive: tr("predict.invalid.notPositive"),
    tooLarge: tr("predict.invalid.tooLarge"),
    tooSmall: tr("predict.invalid.tooSmall"),
    noChoice: tr("predict.invalid.noChoice"),
  };
  if (definition.kind === "number") {
    const value = definition.compute();
    if (!Number.isFinite(value) || value <= 0) {
      throw new Error(`prediction "${definition.id}": the model's answer ${value} is not a positive number`);
    }
    const unit = tr(definition.unit);
    return {
      id: definition.id,
      kind: "number",
      answer: String(value),
      answerText: `${formatNumber(lang, value, definition.digits)} ${unit}`,
      answerIsCode: false,
      unit,
      digits: definition.digits,
      options: [],
      figureHref,
      labels,
    };
  }
  const options = definition.options.map((o) => ({
    value: o.value,
    label: o.label ? tr(o.label) : o.value,
    code: o.code === true,
  }));
  const value = definition.compute();
  const chosen = options.find((o) => o.value === value);
  if (!chosen) {
    throw new Error(
      `prediction "${definition.id}": the model's answer "${value}" is not one of ${options.map((o) => o.value).join(", ")}`,
    );
  }
  return {
    id: definition.id,
    kind: "choice",
    answer: chosen.value,
    answerText: chosen.label,
    answerIsCode: chosen.code,
    unit: "",
    digits: 0,
    options,
    figureHref,
    labels,
  };
}
