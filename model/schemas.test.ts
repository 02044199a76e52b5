import { readFileSync, readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { jsonSchemas } from "./json-schemas.ts";

// The JSON Schemas in schemas/ are what the zod schemas say (else: `npm run assets` writes them again), and every
// data file of content/ names the one that checks it.

it("schemas/ holds the JSON Schemas the zod schemas make", () => {
  const made = jsonSchemas();
  expect(readdirSync("schemas").sort()).toEqual(Object.keys(made).sort());
  for (const [name, text] of Object.entries(made)) expect(readFileSync(`schemas/${name}`, "utf8"), name).toBe(text);
});

it("every data file of content/ names its schema", () => {
  const files = readdirSync("content", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".json"));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const { $schema } = JSON.parse(readFileSync(`content/${file}`, "utf8")) as { $schema?: string };
    const depth = file.split("/").length - 1;
    expect($schema, file).toMatch(new RegExp(`^${"\\.\\./".repeat(depth + 1)}schemas/[a-z-]+\\.schema\\.json$`));
  }
});
