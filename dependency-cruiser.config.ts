// What may import what (README, "Architecture"), checked by dependency-cruiser over every import, export-from and
// dynamic import() of the project's own TypeScript, type-only ones included (a type cycle is still a knot for the
// reader). tests/architecture.test.ts runs it; so does `npx depcruise --config dependency-cruiser.config.ts
// <folders>`, with the folders below. The workspace packages (packages/*) are the project's too: the site names them
// by their package name, and they import nothing of the site.

import type { IConfiguration, IForbiddenRuleType } from "dependency-cruiser";
import { readdirSync, readFileSync } from "node:fs";

/** What is cruised: every folder of code, and the config files at the root. */
export const CRUISED = [
  ...["app", "edge", "inbox", "model", "packages", "scripts", "server", "shared", "studio", "tests", "tools"],
  ...["react-router.config.ts", "vite.config.ts", "vitest.config.ts", "playwright.config.ts"],
  "dependency-cruiser.config.ts",
];

/** The workspace packages' names (package.json's "workspaces": packages/*). */
const WORKSPACES = readdirSync("packages", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => (JSON.parse(readFileSync(`packages/${entry.name}/package.json`, "utf8")) as { name: string }).name);

/** npm packages (the site's, or the studio's own install) are not ours: the rules are about our own modules. */
const NPM = "(^|/)node_modules/";

const STUDIO = "The studio edits content/ apart: it checks it as model/ does, and publishes with edge/'s steps.";
const EDITOR =
  "The studio's editor is bundled for the browser: nothing of the studio's server, model/ or Node reaches it.";

/**
 * The rules, for the project at `root` (a path prefix: the project itself, or a fixture inside it that breaks them).
 * Tests, the tools that test and measure, and the root's config files may import anything.
 */
export function layerRules(root = ""): IForbiddenRuleType[] {
  const at = (path: string) => `^${root}${path}`;
  const free = ["\\.test\\.tsx?$", at("tests/"), at("tools/"), at("[^/]+$")];
  /**
   * A layer: the folder it is, and what else of our code it may import. What the build made (the edge's Worker reads
   * build/client/_headers as text) is not a layer; a module it cannot find on disk is the compiler's to name (React
   * Router's generated ./+types/ are found only through tsconfig's rootDirs).
   */
  const layer = (name: string, folder: string, mayImport: string[], comment: string): IForbiddenRuleType => ({
    name,
    comment,
    severity: "error",
    from: { path: at(`${folder}/`), pathNot: free },
    to: {
      path: "\\.tsx?$",
      pathNot: [at(`${folder}/`), ...mayImport.map(at), NPM],
      dependencyTypesNot: ["core"],
      couldNotResolve: false,
    },
  });
  return [
    layer("shared-imports-nothing-of-ours", "shared", [], "shared/ is what the others have in common."),
    layer("model-imports-model-and-shared", "model", ["shared/"], "model/ reads and checks content/."),
    layer(
      "scripts-import-model-shared-and-packages",
      "scripts",
      ["model/", "shared/", "packages/"],
      "scripts/ are the build's steps; they use the workspace packages by name.",
    ),
    layer(
      "app-imports-model-and-shared",
      "app",
      ["model/", "shared/"],
      "app/ knows nothing of scripts/: what the build made it looks up through shared/manifests.ts.",
    ),
    layer(
      "inbox-imports-shared-and-the-contact-words",
      "inbox",
      ["shared/", "model/(contact-words|inbox-words|fill)\\.ts$"],
      "inbox/ holds the contact inbox's rules and her inbox page for both runtimes: of model/ it reads only their words.",
    ),
    layer(
      "server-stands-apart",
      "server",
      ["inbox/", "edge/", "shared/", "model/(words|contact-words|build-settings|build-record|fill)\\.ts$"],
      "server/ (`npm start`) runs inbox/; of model/ it reads only the words, the build settings and the build's record.",
    ),
    layer(
      "edge-stands-apart",
      "edge",
      ["inbox/", "shared/", "model/(build-record|content-files)\\.ts$"],
      "edge/ (`npm run edge`) runs inbox/ on workerd; of model/ it reads only the build's record and the content files.",
    ),
    layer("studio-stands-apart", "studio", ["model/", "shared/", "edge/(deploy-steps|wrangler)\\.ts$"], STUDIO),
    layer("studio-editor-imports-only-itself-and-shared", "studio/editor", ["shared/"], EDITOR),
    {
      name: "only-tests-and-tools-import-the-studio",
      comment: "`npm run studio` is left to itself: no part of the site or its build imports it.",
      severity: "error",
      from: { pathNot: [at("studio/"), at("tests/"), at("tools/")] },
      to: { path: at("studio/") },
    },
    {
      name: "a-package-imports-only-itself",
      comment: "A workspace package, its tests too, imports only its own files, Node's builtins and npm packages.",
      severity: "error",
      from: { path: at("packages/([^/]+)/") },
      to: { pathNot: [at("packages/$1/"), NPM], dependencyTypesNot: ["core"], couldNotResolve: false },
    },
    {
      name: "a-package-depends-on-what-it-imports",
      comment: "Every npm package a workspace package imports is named in its own package.json.",
      severity: "error",
      from: { path: at("packages/") },
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "a-package-by-its-name",
      comment: "Outside a workspace package it is named by its package name, never by a relative path into packages/.",
      severity: "error",
      from: { pathNot: at("packages/") },
      to: { path: at("packages/"), dependencyTypesNot: ["aliased-workspace"] },
    },
    {
      name: "a-package-by-its-entry-points",
      comment: 'Of a workspace package, only its entry points (its package.json\'s "exports") are imported.',
      severity: "error",
      from: {},
      to: { couldNotResolve: true, path: `^(${WORKSPACES.join("|")})(/|$)` },
    },
    {
      name: "no-cycle",
      comment: "An import cycle, type-only imports included, is a knot for the reader.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ];
}

export default {
  forbidden: layerRules(),
  options: {
    // The studio's own install and bundle, and a package's own install, are not ours; npm packages are still seen,
    // not followed.
    exclude: { path: "^(studio|packages/[^/]+)/node_modules/|^studio/dist/|(^|/)\\.wrangler/|^tests/fixtures/" },
    doNotFollow: { path: NPM },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "node", "default"] },
    skipAnalysisNotInRules: true,
  },
} satisfies IConfiguration;
