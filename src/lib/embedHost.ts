/**
 * Embed route behaviour: apply `?theme=`, and post the document height to the parent window
 * whenever it changes, as `{ type: "fabric-notebook:height", figure, height }`.
 */
const params = new URLSearchParams(location.search);
const theme = params.get("theme");
if (theme === "light" || theme === "dark" || theme === "auto") document.documentElement.dataset.theme = theme;

const figure = document.querySelector("[data-figure]")?.getAttribute("data-figure") ?? "";
let last = 0;
function postHeight(): void {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height === last || window.parent === window) return;
  last = height;
  window.parent.postMessage({ type: "fabric-notebook:height", figure, height }, "*");
}
new ResizeObserver(postHeight).observe(document.body);
postHeight();
