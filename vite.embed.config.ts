/**
 * Builds the embeddable web-component bundle into dist/embed/ after the site build:
 * fabric-figures.js plus lazily loaded chunks (each figure's code, and Plot, shared), and a load
 * module per figure and language that asks for all of a figure's chunks at once, named in the
 * entry (scripts/figureChunks.mjs).
 * A plain app build (not lib mode), so the output is fully minified.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { figureChunksPlugin } from "./scripts/figureChunks.mjs";
import { plotAliases, plotStandInsPlugin } from "./scripts/plotAliases.mjs";
import { sourceCondition } from "./scripts/sourceCondition.mjs";
import { figureIdFromPath } from "./src/figures/figureIdFromPath.ts";
import { areaIncludes } from "./src/lib/stringAreas.ts";

const figureChunks = figureChunksPlugin({
  entryFile: "fabric-figures.js",
  figureOf: (id: string) =>
    /\/src\/figures\/definitions\/\w+\.ts$/.test(id) ? figureIdFromPath(id) : undefined,
  areaOf: (id: string) => /\/src\/lib\/strings\/(\w+)\/(\w+)\.ts$/.exec(id)?.slice(1, 3),
  kitModules: [fileURLToPath(new URL("./src/embed/figureElements.ts", import.meta.url))],
  includes: areaIncludes,
});

/**
 * The kit's dynamic imports as they are. Vite wraps each in its preload helper, which with
 * modulePreload off fetches nothing ahead, and on a failed import dispatches `vite:preloadError`
 * on the window: on a host page, the host's. The kit reports a failed figure in the figure
 * ("could not load"), and its load modules fetch ahead (scripts/figureChunks.mjs).
 */
const bareImports = {
  name: "fabric:bare-dynamic-imports",
  enforce: "pre" as const,
  resolveId(id: string) {
    return id === "\0vite/preload-helper.js" ? id : undefined;
  },
  load(id: string) {
    return id === "\0vite/preload-helper.js" ? "export const __vitePreload = (load) => load();" : undefined;
  },
};

export default defineConfig({
  publicDir: false,
  resolve: { alias: plotAliases },
  plugins: [bareImports, plotStandInsPlugin, sourceCondition(), figureChunks],
  build: {
    outDir: `${process.env.FABRIC_OUT_DIR ?? "dist"}/embed`,
    emptyOutDir: false,
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      // The entry, and the figure element it loads by address (not by import(): the entry stays
      // free of imports and of Vite's preload helper, see src/embed/preloadFigure.ts).
      input: {
        "fabric-figures": "src/embed/fabricFigures.ts",
        figureElements: "src/embed/figureElements.ts",
      },
      preserveEntrySignatures: "allow-extension",
      output: {
        entryFileNames: (chunk) =>
          chunk.name === "fabric-figures" ? "fabric-figures.js" : "chunks/[name]-[hash].js",
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "chunks/[name]-[hash][extname]",
        // The small helpers most figures share (chart parts, units, sources, algorithms: at most
        // 6 KB of source each, used by 4 figures or more) as one chunk, where the automatic split
        // made one chunk per set of figures that use them: a figure then asks for a third fewer
        // files (k8s-path-compare 31 -> 23, latency-vs-size 22 -> 11) for about the same bytes
        // (-4 to +5 KB gzip), and the kit, which uses some of them too, brings it first.
        codeSplitting: {
          groups: [
            {
              name: "base",
              test: /[\\/]src[\\/]charts[\\/]|[\\/]fabric-model[\\/]src[\\/](units|Source)\.ts|[\\/]fabric-model[\\/]src[\\/]algorithms[\\/]/,
              maxModuleSize: 6000,
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
});
