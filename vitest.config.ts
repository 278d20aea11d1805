import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/unit/**/*.test.ts", "demos/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "reports/vitest.json" }]],
    testTimeout: 20_000,
  },
});
