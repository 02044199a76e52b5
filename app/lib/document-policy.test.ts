import { describe, expect, it } from "vitest";
import { isLoadedAt } from "./document-policy";

describe("isLoadedAt", () => {
  const page = new URL("https://box.example/thebox/mbb?image=x");

  it.each(["https://box.example/thebox/mbb", "https://box.example/thebox/mbb/", "https://box.example/theBox/MBB#top"])(
    "the document loaded at %s is that page's",
    (documentUrl) => expect(isLoadedAt(page, documentUrl)).toBe(true),
  );

  it.each(["https://box.example/thebox", "https://box.example/", "https://box.example/thebox/mb"])(
    "the document loaded at %s is another page's",
    (documentUrl) => expect(isLoadedAt(page, documentUrl)).toBe(false),
  );

  it("without a navigation entry, it cannot tell, so it says no", () => {
    expect(isLoadedAt(page, undefined)).toBe(false);
  });

  it("the home page keeps its slash", () => {
    expect(isLoadedAt(new URL("https://box.example/"), "https://box.example/")).toBe(true);
  });
});
