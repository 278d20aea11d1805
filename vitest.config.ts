import { defineConfig } from "vitest/config";
import { sourceCondition } from "./scripts/sourceCondition.mjs";

export default defineConfig({
  // The workspace packages from their TypeScript sources, as the site build takes them.
  plugins: [sourceCondition()],
  test: {
    include: [
      "packages/*/test/**/*.test.ts",
      "test/unit/**/*.test.ts",
      "test/fuzz/**/*.test.ts",
      "demos/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    // Test files share each worker's module cache: importing the model and the site's modules once
    // per worker instead of once per file more than halves the run. The files keep no shared state.
    isolate: false,
    // scripts/bench.mjs points the JSON report of `vitest bench` elsewhere, so it never overwrites the tests'.
    reporters: [
      "default",
      ["json", { outputFile: process.env.FABRIC_VITEST_REPORT ?? "reports/vitest.json" }],
    ],
    testTimeout: 20_000,
  },
});
