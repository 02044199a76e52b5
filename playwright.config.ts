import { defineConfig, devices } from "@playwright/test";
import { join } from "node:path";
import { freePort } from "./shared/free-port.ts";
import { tempFolders } from "./tests/support/temp-folders.ts";
import { readToolSettings } from "./tools/settings.ts";
import { EXAMPLE_CONTENT, exampleSite, prepareExampleSite } from "./tools/test-site.ts";

// The tests run the production build through the project's own server (`npm start`'s script, which builds first when
// the build is stale) on a free port, in the system Chromium. The port is chosen once, in the main process; the
// workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.EDGE_PORT ??= String(await freePort());
// What the tests check is the example site (tools/test-site.ts); they read the example content too. Its server is
// the project's own while content/ is that content, else the copy's (laid out here when `npm test` has not).
const site = exampleSite(process.cwd());
if (!site.own && !process.env.TEST_WORKER_INDEX) prepareExampleSite(process.cwd());
process.env.CONTENT_DIR = join(process.cwd(), EXAMPLE_CONTENT);
// The inbox the server writes test messages to: a fresh database per run, never the artist's data/inbox.db.
process.env.E2E_INBOX_DB ??= join(tempFolders("e2e").make(), "inbox.db");
// The edge's local database for this run (`npm run edge`'s EDGE_STATE), which its tests read back.
process.env.E2E_EDGE_STATE ??= tempFolders("e2e-edge").make();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const edgeURL = `http://127.0.0.1:${process.env.EDGE_PORT}`;
// The browser tests that also run against `npm run edge`: navigation, the pages, the viewer and the headers (decision
// 0030), and those of tests/edge/ (the inbox on the edge, the side-by-side comparison with `npm start`).
const ON_THE_EDGE = [
  "e2e/navigation.spec.ts",
  "e2e/routes.spec.ts",
  "e2e/security.spec.ts",
  "e2e/artworks.spec.ts",
  "e2e/inbox-page.spec.ts",
  "edge/*.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // The timing reporter records each test against its limit for the suite budget that `.ci/run` prints.
  reporter: [["list"], ["./tests/timings/playwright-reporter.ts"]],
  // The longest journeys (keyboard through a gallery, the viewer on /thebox/bb) take 7–13 s on the slower machines of
  // this kind while both workers run: 45 s keeps a machine twice as slow clear of the limit (decision 0009).
  timeout: 45_000,
  use: {
    baseURL,
    // No trace by default: recording one for every test (to keep only the failures') took a fifth of the run's
    // time, and a CI log cannot carry it anyway. A failure leaves its page snapshot (error-context.md) and a
    // screenshot; `npx playwright test <file> --trace on` records a trace while chasing one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: readToolSettings().chromePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
    {
      name: "edge",
      testDir: "tests",
      testMatch: ON_THE_EDGE,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL: edgeURL },
    },
  ],
  webServer: [
    {
      command: `node ${join(site.dir, "server", "start.ts")}`,
      url: `${baseURL}/`,
      // Every test comes from one address: the per-client limit is raised so that tests sending messages never meet it.
      env: {
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        INBOX_DB: process.env.E2E_INBOX_DB,
        INBOX_RATE_LIMIT: "1000",
        INBOX_SIGN_INS: "1000",
        // The server builds from its own content/ when its build is stale.
        CONTENT_DIR: "",
      },
      reuseExistingServer: false,
      // Starting includes building when the build is stale (`npm test` builds beforehand, but `npm run test:e2e` alone in
      // a fresh clone makes the cold picture build, about 2.5 minutes here): room for a machine several times slower.
      timeout: 900_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The edge (`npm run edge`) on the build the first server made or found fresh.
      command: `node ${join(site.dir, "edge", "start.ts")} --no-build`,
      url: `${edgeURL}/`,
      env: {
        PORT: process.env.EDGE_PORT,
        EDGE_STATE: process.env.E2E_EDGE_STATE,
        INBOX_RATE_LIMIT: "1000",
        INBOX_SIGN_INS: "1000",
      },
      reuseExistingServer: false,
      timeout: 120_000,
      // wrangler logs every request: a line for each picture of every test.
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
