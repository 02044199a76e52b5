import { describe, expect, it } from "vitest";
import { absoluteUrl, sectionAnchor } from "./paths.ts";

describe("section anchors", () => {
  it("anchors a section by its whole name", () => {
    expect(sectionAnchor("Book: Some of the Chapter Start Pages")).toBe("section-book-some-of-the-chapter-start-pages");
    expect(sectionAnchor("Version 1.2")).toBe("section-version-1-2");
  });
});

describe("absoluteUrl", () => {
  it.each([
    ["/", "https://mischief.example/"],
    ["/thebox", "https://mischief.example/thebox"],
    ["/theBox", "https://mischief.example/thebox"],
    ["/thebox/mb/", "https://mischief.example/thebox/mb"],
    ["about", "https://mischief.example/about"],
    ["/share/home-1234abcd.png", "https://mischief.example/share/home-1234abcd.png"],
  ])("%s → %s", (path, url) => {
    expect(absoluteUrl("https://mischief.example", path)).toBe(url);
  });
});
