import { describe, expect, it } from "vitest";
import { isBoxPath } from "./nav-types.ts";

const entries = [
  { to: "/thebox", name: "Overview", description: "All projects", logo: "/o.svg" },
  { to: "/thebox/bb", name: "BitBait", description: "Worms", logo: "/bb.svg" },
];

describe("isBoxPath", () => {
  it("is true on the menu's pages, whatever the spelling or a trailing slash", () => {
    for (const path of ["/thebox", "/theBox", "/theBox/", "/thebox/bb", "/TheBox/BB//"])
      expect(isBoxPath(path, entries), path).toBe(true);
  });

  it("is false elsewhere, also for unknown pages under /thebox", () => {
    for (const path of ["/", "/about", "/thebox/nope", "/theboxes", "/thebox/bb/x"])
      expect(isBoxPath(path, entries), path).toBe(false);
  });
});
