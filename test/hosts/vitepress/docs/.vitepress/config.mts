// A team's VitePress docs that embed the notebook's figures as web components: the embed kit's
// script in every page's head (from NOTEBOOK_ORIGIN, the notebook under test), and Vue told that
// fab-* elements are custom elements, as /embed/ says to do on VitePress.
import { defineConfig } from "vitepress";

const notebook = process.env.NOTEBOOK_ORIGIN;
if (!notebook) throw new Error("NOTEBOOK_ORIGIN is not set (test/hosts/docsHost.ts sets it)");

export default defineConfig({
  title: "Team fabric docs",
  head: [
    ["link", { rel: "icon", href: "data:," }],
    ["script", { type: "module", src: `${notebook}/embed/fabric-figures.js` }],
  ],
  vue: { template: { compilerOptions: { isCustomElement: (tag: string) => tag.startsWith("fab-") } } },
});
