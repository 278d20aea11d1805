/**
 * Browser side of `<Predict>`: show the form, check and commit the learner's answer, reveal the
 * model's answer (rendered at build time) with how far off the learner was, remember the answer in
 * localStorage, and reset on Try again. Bad input gets a message next to the field and changes
 * nothing. The UI strings come from the checkpoint's markup, so this script loads no dictionary.
 */
import { describeEstimateError } from "./describeEstimateError.ts";
import { estimateError } from "./estimateError.ts";
import { fillTemplate } from "./fillTemplate.ts";
import { formatEstimate, parseEstimate } from "./parseEstimate.ts";
import { clearPrediction, type PredictStorage, readPrediction, writePrediction } from "./predictStore.ts";
import type { PredictLabels } from "./predictView.ts";

function storage(): PredictStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readLabels(section: HTMLElement): PredictLabels | null {
  try {
    const parsed: unknown = JSON.parse(section.dataset.labels ?? "");
    return typeof parsed === "object" && parsed !== null ? (parsed as PredictLabels) : null;
  } catch {
    return null;
  }
}

function wire(section: HTMLElement): void {
  const id = section.dataset.predict ?? "";
  const labels = readLabels(section);
  const form = section.querySelector<HTMLFormElement>('[data-role="form"]');
  const fallback = section.querySelector<HTMLDetailsElement>('[data-role="fallback"]');
  const reveal = section.querySelector<HTMLElement>('[data-role="reveal"]');
  const you = section.querySelector<HTMLElement>('[data-role="you"]');
  const off = section.querySelector<HTMLElement>('[data-role="off"]');
  const again = section.querySelector<HTMLButtonElement>('[data-role="again"]');
  const error = section.querySelector<HTMLElement>('[data-role="error"]');
  const live = section.querySelector<HTMLElement>('[data-role="live"]');
  const input = section.querySelector<HTMLInputElement>('[data-role="input"]');
  const options = [...section.querySelectorAll<HTMLInputElement>('[data-role="option"]')];
  if (!id || !labels || !form || !fallback || !reveal || !you || !off || !again || !error || !live) return;
  const lang = section.dataset.lang || document.documentElement.lang || "en";
  const kind = section.dataset.kind === "choice" ? "choice" : "number";
  const answer = section.dataset.answer ?? "";
  const unit = section.dataset.unit ?? "";
  const digits = Number(section.dataset.digits ?? "2");
  const answerNumber = Number(answer);

  // With JavaScript the reveal waits for a commit: it leaves the <details> and hides.
  fallback.replaceWith(reveal);
  reveal.hidden = true;
  again.hidden = false;
  form.hidden = false;
  section.classList.add("is-live");

  const showError = (text: string) => {
    error.textContent = text;
    input?.setAttribute("aria-invalid", text ? "true" : "false");
  };

  /** Word the learner's answer and its distance from the model's; null when it cannot be read. */
  const wordAnswer = (raw: string): { said: string; verdict: string } | null => {
    if (kind === "choice") {
      const option = options.find((o) => o.value === raw);
      if (!option) return null;
      const label = option.closest("label")?.textContent?.trim() ?? raw;
      return {
        said: fillTemplate(labels.youSaid, { value: label }),
        verdict: raw === answer ? labels.right : labels.wrong,
      };
    }
    const parsed = parseEstimate(raw);
    if (!parsed.ok || !(answerNumber > 0)) return null;
    const shown = formatEstimate(parsed.value, lang, digits);
    const words = describeEstimateError(estimateError(parsed.value, answerNumber), labels, lang);
    return {
      said: fillTemplate(labels.youSaid, { value: unit ? `${shown} ${unit}` : shown }),
      verdict: fillTemplate(labels.offBy, { error: words }),
    };
  };

  const show = (raw: string, announce: boolean): boolean => {
    const text = wordAnswer(raw);
    if (!text) return false;
    you.textContent = text.said;
    you.hidden = false;
    off.textContent = text.verdict;
    off.hidden = false;
    form.hidden = true;
    reveal.hidden = false;
    section.classList.add("is-revealed");
    if (announce) {
      const model = reveal.querySelector(".predict-model")?.textContent?.replace(/\s+/g, " ").trim() ?? "";
      live.textContent = `${text.said} ${model} ${text.verdict}`;
      reveal.focus({ preventScroll: true });
    }
    return true;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    let raw: string;
    if (kind === "choice") {
      const picked = options.find((o) => o.checked);
      if (!picked) {
        showError(labels.noChoice);
        options[0]?.focus();
        return;
      }
      raw = picked.value;
    } else {
      raw = input?.value ?? "";
      const parsed = parseEstimate(raw);
      if (!parsed.ok) {
        const template = {
          "predict.invalid.empty": labels.empty,
          "predict.invalid.notNumber": labels.notNumber,
          "predict.invalid.notPositive": labels.notPositive,
          "predict.invalid.tooLarge": labels.tooLarge,
          "predict.invalid.tooSmall": labels.tooSmall,
        }[parsed.message.key as string];
        showError(fillTemplate(template ?? labels.notNumber, parsed.message.vars));
        input?.focus();
        return;
      }
    }
    showError("");
    writePrediction(storage(), id, raw.trim());
    show(raw.trim(), true);
  });

  again.addEventListener("click", () => {
    clearPrediction(storage(), id);
    reveal.hidden = true;
    you.hidden = true;
    off.hidden = true;
    form.hidden = false;
    section.classList.remove("is-revealed");
    live.textContent = "";
    showError("");
    if (input) {
      input.value = "";
      input.focus();
    } else {
      for (const o of options) o.checked = false;
      options[0]?.focus();
    }
  });

  const stored = readPrediction(storage(), id);
  if (stored !== null && !show(stored, false)) clearPrediction(storage(), id);
}

for (const section of document.querySelectorAll<HTMLElement>(".predict[data-predict]")) wire(section);
