import { describe, expect, it } from "vitest";
import { sectionAnchor, slugify } from "./paths.ts";

describe("slugs", () => {
  it("slugifies a picture's src without its extension", () => {
    expect(slugify("bb/posters/01.png")).toBe("bb-posters-01");
    expect(slugify("wol/Hero_Shot.v2.jpeg")).toBe("wol-hero-shot-v2");
  });

  it("anchors a section by its whole name", () => {
    expect(sectionAnchor("Book: Some of the Chapter Start Pages")).toBe("section-book-some-of-the-chapter-start-pages");
    expect(sectionAnchor("Version 1.2")).toBe("section-version-1-2");
  });
});
