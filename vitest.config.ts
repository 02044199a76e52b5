import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: components are rendered in jsdom with a memory router.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,content,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
