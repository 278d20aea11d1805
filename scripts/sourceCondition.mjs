/**
 * A Vite plugin that adds the "source" export condition to every environment (browser bundles,
 * server rendering, Vitest), so the site, its tests and the embed kit import the workspace
 * packages' TypeScript sources (fabric-model's `exports` map "source" to src/index.ts) and never
 * need them built first. Published consumers, who do not set the condition, get the built
 * JavaScript and its .d.ts. TypeScript takes the same condition from tsconfig `customConditions`,
 * Node from `--conditions=source`.
 */
import { defaultClientConditions, defaultServerConditions } from "vite";

/** @returns {import("vite").Plugin} */
export function sourceCondition() {
  return {
    name: "fabric:source-condition",
    configEnvironment(name, config) {
      // Vite merges the returned conditions into any the environment already has.
      if (config.resolve?.conditions) return { resolve: { conditions: ["source"] } };
      const client = config.consumer === "client" || (config.consumer === undefined && name === "client");
      return {
        resolve: { conditions: ["source", ...(client ? defaultClientConditions : defaultServerConditions)] },
      };
    },
  };
}
