/**
 * Builds the embeddable web-component bundle into dist/embed/ after the site build:
 * fabric-figures.js plus lazily loaded chunks (each figure's code, and Plot, shared).
 * A plain app build (not lib mode), so the output is fully minified.
 */
import { defineConfig } from "vite";
import { plotAliases } from "./scripts/plotAliases.mjs";
import { sourceCondition } from "./scripts/sourceCondition.mjs";

export default defineConfig({
  publicDir: false,
  resolve: { alias: plotAliases },
  plugins: [sourceCondition()],
  build: {
    outDir: `${process.env.FABRIC_OUT_DIR ?? "dist"}/embed`,
    emptyOutDir: false,
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      input: "src/embed/fabricFigures.ts",
      preserveEntrySignatures: "allow-extension",
      output: {
        entryFileNames: "fabric-figures.js",
        chunkFileNames: "chunks/[name]-[hash].js",
        assetFileNames: "chunks/[name]-[hash][extname]",
      },
    },
  },
});
