import { cruise, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";
import config, { CRUISED, layerRules } from "../dependency-cruiser.config.ts";

// What may import what (README, "Architecture"): dependency-cruiser checks every import of the project's own code
// against the rules in dependency-cruiser.config.ts. A fixture project breaks each rule once, so that a rule that
// stopped catching what it names fails here too.

const FIXTURE = "tests/fixtures/layers/";

/** The project's files cruised with the rules; or, given a fixture, its files with the rules for it. */
async function cruised(fixture?: string): Promise<ICruiseResult> {
  const options = fixture
    ? { ...config.options, exclude: {}, ruleSet: { forbidden: layerRules(fixture) } }
    : { ...config.options, ruleSet: config };
  return (await cruise(fixture ? [fixture] : CRUISED, { ...options, validate: true })).output as ICruiseResult;
}

/** Each violation, as "rule: from -> to". */
const violations = (result: ICruiseResult) =>
  result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`).sort();

describe("the project's imports", () => {
  it("keep to the layers and form no cycle, read from every source file", async () => {
    const result = await cruised();
    expect(violations(result)).toEqual([]);
    expect(result.summary.totalCruised).toBeGreaterThan(200);
    const importsOf = (file: string) =>
      result.modules.find((module) => module.source === file)?.dependencies.map((d) => d.resolved);
    expect(importsOf("app/routes.ts")).toContain("shared/paths.ts");
    expect(importsOf("studio/server.ts")).toContain("studio/decap.ts");
    expect(importsOf("scripts/images/originals.ts")).toContain("packages/placeholder-art/src/index.ts");
  });

  it("are checked by rules that each catch what they name", async () => {
    // Paths from the fixture's folder; an npm package by its folder (its files are its own business).
    const found = violations(await cruised(FIXTURE)).map((line) =>
      line.replaceAll(FIXTURE, "").replace(/(node_modules\/[^/]+)\/.*$/, "$1"),
    );
    expect(found).toEqual([
      "a-package-by-its-entry-points: scripts/step.ts -> placeholder-art/src/kit/svg.ts",
      "a-package-by-its-name: scripts/step.ts -> packages/art/src/draw.ts",
      "a-package-depends-on-what-it-imports: packages/art/src/draw.ts -> node_modules/zod",
      "a-package-imports-only-itself: packages/art/src/draw.ts -> shared/neutral.ts",
      "app-imports-model-and-shared: app/page.ts -> scripts/step.ts",
      "app-imports-model-and-shared: app/page.ts -> studio/edit.ts",
      "edge-stands-apart: edge/worker.ts -> server/serve.ts",
      "inbox-imports-shared-and-the-contact-words: inbox/rules.ts -> model/reader.ts",
      "model-imports-model-and-shared: model/builder.ts -> scripts/step.ts",
      "no-cycle: model/reader.ts -> shared/neutral.ts",
      "only-tests-and-tools-import-the-studio: app/page.ts -> studio/edit.ts",
      "scripts-import-model-shared-and-packages: scripts/serving.ts -> server/serve.ts",
      "server-stands-apart: server/serve.ts -> model/reader.ts",
      "shared-imports-nothing-of-ours: shared/neutral.ts -> model/reader.ts",
      "studio-imports-model-and-shared: studio/edit.ts -> scripts/step.ts",
    ]);
    const broken = new Set(found.map((line) => line.split(":")[0]));
    expect(config.forbidden.map((rule) => rule.name).filter((name) => !broken.has(name))).toEqual([]);
  });
});
