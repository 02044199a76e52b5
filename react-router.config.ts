import type { Config } from "@react-router/dev/config";
import { rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { artworkPath, BOX_ROUTE, NOT_FOUND_PRERENDER_PATH, pagePaths, projectPath } from "./shared/paths.ts";
import { largestFile } from "./app/lib/picture-types.ts";
import { picture } from "./app/lib/pictures.server.ts";
import { absoluteUrl, robotsTxt, sitemapXml } from "./app/lib/urls.ts";
import { allArtworks } from "./model/artworks.ts";
import { readBuildSettings } from "./model/build-settings.ts";
import { projects } from "./model/box.ts";
import { site } from "./model/site.ts";
import { scriptsAfterPaint } from "./scripts/html/scripts-after-paint.ts";
import { inlineStylesheets } from "./scripts/html/inline-stylesheet.ts";
import { writeRedirects } from "./scripts/html/redirects.ts";
import { writeSecurityHeaders } from "./scripts/html/security-headers.ts";
import { recordInputs, SETTINGS_RECORD } from "./server/staleness.ts";

// When this build started (scripts/build.ts says; else now, as this file is read).
const started = Number(process.env.BUILD_STARTED) || Date.now();

const pages = pagePaths(projects.map((p) => p.slug));
const artworks = allArtworks().map((a) => ({ path: artworkPath(a.project.slug, a.slug), image: a.image }));

export default {
  // Static site: every page is rendered to HTML at build time; loaders run then, never on a server.
  ssr: false,
  prerender: [...pages, ...artworks.map((a) => a.path), NOT_FOUND_PRERENDER_PATH],
  // Static hosts cannot answer /__manifest, so ship the (small) route manifest with the first page.
  routeDiscovery: { mode: "initial" },
  // Static hosts serve `404.html` for unknown paths; our own server does too.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const dir = join(client, NOT_FOUND_PRERENDER_PATH);
    await rename(join(dir, "index.html"), join(client, "404.html"));
    await rm(dir, { recursive: true, force: true });
    await inlineStylesheets(client);
    await scriptsAfterPaint(client);
    // For crawlers: every canonical page at the public address (SITE_URL), each artwork's page with its picture (the
    // largest file the pipeline made of it), and where that list is.
    const sitemap = absoluteUrl(site.url, "/sitemap.xml");
    const entries = [
      ...pages.map((path) => ({ url: absoluteUrl(site.url, path) })),
      ...artworks.map((a) => ({
        url: absoluteUrl(site.url, a.path),
        image: absoluteUrl(site.url, largestFile(picture(a.image))),
      })),
    ];
    await writeFile(join(client, "sitemap.xml"), sitemapXml(entries));
    await writeFile(join(client, "robots.txt"), robotsTxt(sitemap));
    // Static hosts match addresses case by case: the other spellings of /thebox, /about, … are redirects.
    await writeRedirects(client, pages, [BOX_ROUTE]);
    // Hashes the finished pages' inline code, so it runs last of the changes to them.
    await writeSecurityHeaders(client, {
      siteUrl: site.url,
      contactEndpoint: site.contact.endpoint,
      embeds: projects.flatMap((p) =>
        p.page.document ? [{ page: projectPath(p.slug), file: p.page.document.file }] : [],
      ),
    });
    // What `npm start` compares to decide whether a changed setting (CONTACT_ENDPOINT, SITE_URL) needs a new build.
    const projectRoot = join(reactRouterConfig.buildDirectory, "..");
    await writeFile(join(projectRoot, SETTINGS_RECORD), JSON.stringify(readBuildSettings()));
    // And the files it was made from, by their content.
    recordInputs(projectRoot, started);
    console.log(
      `pages: ${pages.length} pages and ${artworks.length} artwork pages prerendered, with the 404 page, the sitemap, ` +
        `_redirects and _headers, into ${relative(process.cwd(), client)}`,
    );
  },
} satisfies Config;
