import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: components are rendered in jsdom with a memory router.
//
// They read the example content as shipped (tests/fixtures/example-content/), never the artist's content/: the spec's
// exact words and counts are checked there, and no edit of hers can turn a test red (the build checks her content).
const EXAMPLE_CONTENT = fileURLToPath(new URL("./tests/fixtures/example-content/", import.meta.url));

export default defineConfig({
  test: {
    env: { CONTENT_DIR: EXAMPLE_CONTENT },
    include: [
      "{app,edge,inbox,model,server,scripts,shared,tools}/**/*.test.{ts,tsx}",
      "studio/*.test.ts",
      "packages/*/src/**/*.test.ts",
      "tests/*.test.ts",
      "tests/support/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
    // The timing reporter records each test against its limit for the suite budget that `.ci/run` prints.
    reporters: ["default", "./tests/timings/vitest-reporter.ts"],
  },
});
