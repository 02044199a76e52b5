import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: components are rendered in jsdom with a memory router.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,model,server,scripts,shared}/**/*.test.{ts,tsx}", "tests/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // The timing reporter records each test against its limit for the suite budget that `.ci/run` prints.
    reporters: ["default", "./tests/timings/vitest-reporter.ts"],
  },
});
