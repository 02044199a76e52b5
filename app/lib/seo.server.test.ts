import { describe, expect, it } from "vitest";
import { seoTags } from "./seo.server.ts";

const page = {
  siteUrl: "https://mischief.example",
  siteName: "Mischief Box",
  title: "theBox · Mischief Box",
  description: "Eight projects.",
  image: {
    url: "/share/overview-1234abcd.png",
    type: "image/png",
    width: 1200,
    height: 630,
    alt: "theBox, beside a card",
  },
};

const byKey = (tags: ReturnType<typeof seoTags>) =>
  Object.fromEntries(
    tags.map((t) => {
      const tag = t as Record<string, string>;
      return [tag.property ?? tag.name ?? tag.rel ?? "title", tag.content ?? tag.href ?? tag.title];
    }),
  );

describe("seoTags", () => {
  it("gives a page its canonical URL and absolute share tags", () => {
    expect(byKey(seoTags({ ...page, path: "/theBox" }))).toEqual({
      title: "theBox · Mischief Box",
      description: "Eight projects.",
      canonical: "https://mischief.example/thebox",
      "og:type": "website",
      "og:site_name": "Mischief Box",
      "og:title": "theBox · Mischief Box",
      "og:description": "Eight projects.",
      "og:url": "https://mischief.example/thebox",
      "og:image": "https://mischief.example/share/overview-1234abcd.png",
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "theBox, beside a card",
      "twitter:card": "summary_large_image",
      "twitter:title": "theBox · Mischief Box",
      "twitter:description": "Eight projects.",
      "twitter:image": "https://mischief.example/share/overview-1234abcd.png",
      "twitter:image:alt": "theBox, beside a card",
    });
  });

  it("keeps a page without a path (the 404) out of search results, with no canonical or og:url", () => {
    const tags = byKey(seoTags(page));
    expect(tags.robots).toBe("noindex");
    expect(tags).not.toHaveProperty("canonical");
    expect(tags).not.toHaveProperty("og:url");
    expect(tags["og:image"]).toBe("https://mischief.example/share/overview-1234abcd.png");
  });
});
