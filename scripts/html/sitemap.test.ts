import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("the crawler files", () => {
  it("lists each URL once, in order, escaped, with an artwork page's picture", () => {
    const art = {
      url: "https://m.example/thebox/bb/bb-x",
      image: "https://m.example/assets/img/bb-x-1a2b3c4d-900.webp",
    };
    expect(sitemapXml([{ url: "https://m.example/" }, { url: "https://m.example/a?b=1&c=2" }, art])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
        "  <url><loc>https://m.example/</loc></url>",
        "  <url><loc>https://m.example/a?b=1&amp;c=2</loc></url>",
        "  <url><loc>https://m.example/thebox/bb/bb-x</loc><image:image><image:loc>https://m.example/assets/img/bb-x-1a2b3c4d-900.webp</image:loc></image:image></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("points robots at the sitemap", () => {
    expect(robotsTxt("https://m.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://m.example/sitemap.xml\n",
    );
  });
});
