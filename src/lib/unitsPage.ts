/**
 * The /units/ page: a submitted form (`?rate=…&direction=…&collective=…`) is stored; the form
 * then stays live for further changes.
 */
import { parseLens } from "./unitLens.ts";
import { wireLensForm } from "./unitLensControl.ts";
import { setLens } from "./unitLensStore.ts";

const params = new URLSearchParams(location.search);
const status = document.getElementById("lens-status");
const submitted = parseLens(["rate", "direction", "collective"].map((k) => params.get(k) ?? "").join("."));
if (submitted) setLens(submitted);
for (const form of document.querySelectorAll<HTMLFormElement>(".unit-lens-form")) wireLensForm(form);
window.addEventListener("fab-units", () => {
  if (status) status.textContent = status.dataset.saved ?? "";
});
if (submitted && status) status.textContent = status.dataset.saved ?? "";
