import { describe, expect, it } from "vitest";
import { assertUnique, parseContent } from "./load";
import { projectSchema } from "./schema";

const good = {
  slug: "mb",
  title: "Mindfully Bored",
  summary: "Calm posters.",
  menu: { name: "Mindfully Bored", description: "Posters", logo: "/brand/menu/mb.svg" },
};

describe("parseContent", () => {
  it("returns a valid file's data", () => {
    expect(parseContent(projectSchema, good, "content/projects/mb.ts")).toEqual(good);
  });

  it("names the file and the field of an error", () => {
    const bad = { ...good, menu: { ...good.menu, description: "  " } };
    expect(() => parseContent(projectSchema, bad, "content/projects/mb.ts")).toThrow(
      /content\/projects\/mb\.ts:\n {2}menu\.description: must not be empty/,
    );
  });

  it("rejects unknown fields, naming them", () => {
    expect(() => parseContent(projectSchema, { ...good, titel: "typo" }, "content/projects/mb.ts")).toThrow(/titel/);
  });
});

describe("assertUnique", () => {
  it("names both files that share a slug", () => {
    const a = parseContent(projectSchema, good, "content/projects/a.ts");
    const b = parseContent(projectSchema, { ...good }, "content/projects/b.ts");
    expect(() => assertUnique([a, b], "slug", (p) => p.slug)).toThrow(
      /content\/projects\/b\.ts:\n {2}slug: "mb" is already used by content\/projects\/a\.ts/,
    );
  });
});
