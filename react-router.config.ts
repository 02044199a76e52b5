import type { Config } from "@react-router/dev/config";
import { readBuildRun } from "./model/build-settings.ts";
import { finishBuild, prerenderPaths } from "./scripts/html/finish.ts";

// When this build started (scripts/build.ts says; else now, as this file is read).
const started = readBuildRun().started ?? Date.now();

export default {
  // Static site: every page is rendered to HTML at build time; loaders run then, never on a server.
  ssr: false,
  prerender: prerenderPaths(),
  // Static hosts cannot answer /__manifest, so ship the (small) route manifest with the first page.
  routeDiscovery: { mode: "initial" },
  // The steps after prerendering: the 404 page, inlined CSS, deferred scripts, sitemap, host files, build record.
  buildEnd: ({ reactRouterConfig }) => finishBuild(reactRouterConfig.buildDirectory, started),
} satisfies Config;
