// The site's absolute URLs and the two files that list them for crawlers (written by react-router.config.ts at the
// end of the build). Pure, so unit-tested; the public origin is SITE_URL (content/site.ts).

/** `origin` + the page's canonical path: lower-case (/thebox, never /theBox), no trailing slash except the root's. */
export function absoluteUrl(origin: string, path: string): string {
  const canonical = path.toLowerCase().replace(/\/+$/, "");
  return `${origin}${canonical.startsWith("/") ? canonical : `/${canonical}`}`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A sitemaps.org urlset of the given absolute URLs, in order. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</urlset>`,
    ``,
  ].join("\n");
}

/** Every crawler may read every page; the sitemap says which pages there are. */
export const robotsTxt = (sitemapUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
