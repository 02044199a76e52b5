import { describe, expect, it } from "vitest";
import { findImage, pushedByViewer, withImage } from "./viewer-url.ts";

describe("findImage", () => {
  const sections = [
    ["a-1", "a-2"],
    ["b-1", "b-2", "b-3"],
  ];

  it("finds the section and index of a slug", () => {
    expect(findImage(sections, "a-1")).toEqual({ section: 0, index: 0 });
    expect(findImage(sections, "b-3")).toEqual({ section: 1, index: 2 });
  });

  it("ignores a missing, empty or unknown value", () => {
    expect(findImage(sections, null)).toBeNull();
    expect(findImage(sections, "")).toBeNull();
    expect(findImage(sections, "nope")).toBeNull();
    expect(findImage(sections, "1-2")).toBeNull();
    expect(findImage([], "a-1")).toBeNull();
  });
});

describe("withImage", () => {
  it("sets and removes the parameter, keeping the others", () => {
    expect(withImage("", "bb-x")).toBe("?image=bb-x");
    expect(withImage("?ref=mail", "bb-x")).toBe("?ref=mail&image=bb-x");
    expect(withImage("?image=old&ref=mail", "new")).toBe("?image=new&ref=mail");
    expect(withImage("?image=old&ref=mail", null)).toBe("?ref=mail");
    expect(withImage("?image=old", null)).toBe("");
  });

  it("round-trips through URLSearchParams", () => {
    const slug = "odd name&more";
    expect(new URLSearchParams(withImage("", slug)).get("image")).toBe(slug);
  });
});

describe("pushedByViewer", () => {
  it("recognises only the state the viewer pushed", () => {
    expect(pushedByViewer({ viewer: true })).toBe(true);
    expect(pushedByViewer({ viewer: "yes" })).toBe(false);
    expect(pushedByViewer(null)).toBe(false);
    expect(pushedByViewer(undefined)).toBe(false);
    expect(pushedByViewer("viewer")).toBe(false);
  });
});
