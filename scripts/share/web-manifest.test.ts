import { describe, expect, it } from "vitest";
import { webManifest } from "./web-manifest.ts";

describe("webManifest", () => {
  it("names the site, starts at the root, stands alone and lists the SVG and both PNG icons", () => {
    const manifest = webManifest({
      name: "Mischief Box",
      description: "d",
      themeColour: "#fbf6ee",
      background: "#fbf6ee",
    });
    expect(manifest).toMatchObject({
      name: "Mischief Box",
      short_name: "Mischief Box",
      start_url: "/",
      display: "standalone",
      theme_color: "#fbf6ee",
      background_color: "#fbf6ee",
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["any", "192x192", "512x512"]);
  });
});
