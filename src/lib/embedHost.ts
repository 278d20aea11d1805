/**
 * Embed route behaviour: apply `?theme=`, and tell the parent window the page's content height on
 * load and whenever it changes (a ResizeObserver on the page), as an `EmbedHeightMessage`:
 * `{ type: "fabric-notebook:height", version: 1, figure, height }`. It carries the figure's id and a
 * whole number of px, nothing of the state or the address, so it goes to any parent (`"*"`): the
 * notebook cannot know the host's origin, and a sandboxed host's is opaque.
 */
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_HEIGHT_VERSION,
  type EmbedHeightMessage,
} from "../figures/embedSnippets.ts";
import { isEmbedTheme } from "../figures/embedTheme.ts";

const theme = new URLSearchParams(location.search).get("theme");
if (isEmbedTheme(theme)) document.documentElement.dataset.theme = theme;

const figure = document.querySelector("[data-figure]")?.getAttribute("data-figure") ?? "";
let last = 0;
/** The page's content height: the embed layout's body is as tall as its content, not the frame. */
function contentHeight(): number {
  return Math.ceil(document.body.getBoundingClientRect().height);
}
function postHeight(): void {
  const height = contentHeight();
  if (height === last || height <= 0 || window.parent === window) return;
  last = height;
  const message: EmbedHeightMessage = {
    type: EMBED_HEIGHT_MESSAGE,
    version: EMBED_HEIGHT_VERSION,
    figure,
    height,
  };
  window.parent.postMessage(message, "*");
}
new ResizeObserver(postHeight).observe(document.body);
postHeight();
