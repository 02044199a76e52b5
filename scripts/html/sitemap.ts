// The two files that list the site's pages for crawlers: the sitemap and robots.txt. Pure, so unit-tested.

import { escapeMarkup } from "../../shared/escape.ts";

/** A page of the sitemap: its absolute URL and, for an artwork's page, the absolute URL of the artwork's picture. */
export type SitemapEntry = { url: string; image?: string };

/** A sitemaps.org urlset of the given pages, in order, with Google's image extension for the pictures. */
export function sitemapXml(pages: readonly SitemapEntry[]): string {
  const entries = pages.map(({ url, image }) => {
    const picture = image ? `<image:image><image:loc>${escapeMarkup(image)}</image:loc></image:image>` : "";
    return `  <url><loc>${escapeMarkup(url)}</loc>${picture}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">`,
    ...entries,
    `</urlset>`,
    ``,
  ].join("\n");
}

/** Every crawler may read every page; the sitemap says which pages there are. */
export const robotsTxt = (sitemapUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
