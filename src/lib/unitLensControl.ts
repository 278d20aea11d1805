/**
 * Wires a unit-lens form (three selects named rate, direction, collective): shows the lens in
 * force, and applies a change at once to every figure on the page. Without this script the same
 * form submits to /units/, which stores the choice.
 */
import { lensToString, parseLens, type UnitLens } from "./unitLens.ts";
import { currentLens, LENS_EVENT, setLens } from "./unitLensStore.ts";

const FIELDS = ["rate", "direction", "collective"] as const;

function show(form: HTMLFormElement, lens: UnitLens): void {
  for (const field of FIELDS) {
    const select = form.elements.namedItem(field) as HTMLSelectElement | null;
    if (select) select.value = lens[field];
  }
}

/** Read the form's lens, or null if a value is not one of the options. */
export function lensFromForm(form: HTMLFormElement): UnitLens | null {
  const value = (field: string) => (form.elements.namedItem(field) as HTMLSelectElement | null)?.value ?? "";
  return parseLens(FIELDS.map(value).join("."));
}

/** Make `form` live: changes apply immediately; the submit button becomes unnecessary. */
export function wireLensForm(form: HTMLFormElement): void {
  show(form, currentLens());
  form.addEventListener("change", () => {
    const lens = lensFromForm(form);
    if (lens && lensToString(lens) !== lensToString(currentLens())) setLens(lens);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const lens = lensFromForm(form);
    if (lens) setLens(lens);
  });
  window.addEventListener(LENS_EVENT, (event) => show(form, (event as CustomEvent<UnitLens>).detail));
  form.classList.add("is-live");
}
