/**
 * What a Predict checkpoint is: the answer the model gives to a question posed in a chapter's
 * prose, computed through fabric-model at build time (never typed in), and optionally the figure
 * state that shows it. The question and the explanation are prose in the MDX; this holds only
 * what the model computes and how the learner answers (a number in a unit, or one of several options).
 */
import type { UiKey } from "../lib/i18n.ts";

/** A figure of the same chapter and the state that shows the answer ("see it in the figure"). */
export interface PredictionFigure {
  /** Figure id, as in `<Figure name="…">`. */
  readonly name: string;
  /** State values by parameter name, as a link would carry them. */
  readonly state: Readonly<Record<string, string | number | boolean>>;
}

interface PredictionBase {
  /** Kebab-case id, the kebab-case of the file name: `<Predict id="…">`, the storage key. */
  readonly id: string;
  readonly figure?: PredictionFigure;
}

/** The learner types a number in `unit`; the answer is the model's number in the same unit. */
export interface NumberPrediction extends PredictionBase {
  readonly kind: "number";
  /** UI key of the unit shown beside the field and after the answer. */
  readonly unit: UiKey;
  /** Fraction digits of the answer as shown. */
  readonly digits: number;
  /** The model's answer in `unit` (finite, positive). */
  readonly compute: () => number;
}

/** One option of a choice checkpoint. */
export interface ChoiceOption {
  /** Stored and compared value. */
  readonly value: string;
  /** UI key of its label; without one the value itself is shown (code names, numbers). */
  readonly label?: UiKey;
  /** Show the label as code (status names, API names). */
  readonly code?: boolean;
}

/** The learner picks one option; the answer is the option the model's result falls in. */
export interface ChoicePrediction extends PredictionBase {
  readonly kind: "choice";
  readonly options: readonly ChoiceOption[];
  /** The value of the option the model's result selects. */
  readonly compute: () => string;
}

/** Any checkpoint definition. */
export type PredictionDefinition = NumberPrediction | ChoicePrediction;
