// What the build does to the prerendered site once React Router has written it (react-router.config.ts, `buildEnd`),
// each step a file of this folder: the 404 page moved where static hosts look for it, the stylesheet inlined, the
// scripts deferred past the first paint, the structured data for search engines, the sitemap and robots.txt, the
// feeds of new work, `_redirects` and `_headers` for static hosts; then the record of what the build was made from,
// which `npm start` compares (model/build-record.ts).

import { rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { allArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { recordInputs, SETTINGS_RECORD } from "../../model/build-record.ts";
import { readBuildSettings } from "../../model/build-settings.ts";
import { picture } from "../../shared/manifests.ts";
import { site } from "../../model/site.ts";
import {
  absoluteUrl,
  artworkPath,
  BOX_ROUTE,
  NOT_FOUND_PRERENDER_PATH,
  pagePaths,
  projectPath,
} from "../../shared/paths.ts";
import { fullSizeFile } from "../../shared/pictures.ts";
import { inlineStylesheets } from "./inline-stylesheet.ts";
import { writeRedirects } from "./redirects.ts";
import { scriptsAfterPaint } from "./scripts-after-paint.ts";
import { writeSecurityHeaders } from "./security-headers.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";
import { writeStructuredData } from "./structured-data.ts";
import { writeFeeds } from "./feeds.ts";

const pages = () => pagePaths(projects.map((p) => p.slug));
const artworks = () => allArtworks().map((a) => ({ path: artworkPath(a.project.slug, a.slug), image: a.image }));

/** Every page to prerender: the pages, each artwork's page, and the 404 page (moved to /404.html at the end). */
export const prerenderPaths = () => [...pages(), ...artworks().map((a) => a.path), NOT_FOUND_PRERENDER_PATH];

/** `buildDirectory` is React Router's (build/); `started` is when the build began (a file changed later is not in it). */
export async function finishBuild(buildDirectory: string, started: number) {
  const client = join(buildDirectory, "client");
  const dir = join(client, NOT_FOUND_PRERENDER_PATH);
  await rename(join(dir, "index.html"), join(client, "404.html"));
  await rm(dir, { recursive: true, force: true });
  await inlineStylesheets(client);
  await scriptsAfterPaint(client);
  // Written into the finished pages, not through the routes' meta: that would ship it a second time in each page's
  // hydration data and again in its .data file (docs/decisions/0023-structured-data.md).
  await writeStructuredData(client);
  // For crawlers: every canonical page at the public address (SITE_URL), each artwork's page with its picture (the
  // largest file the pipeline made of it), and where that list is.
  const entries = [
    ...pages().map((path) => ({ url: absoluteUrl(site.url, path) })),
    ...artworks().map((a) => ({
      url: absoluteUrl(site.url, a.path),
      image: absoluteUrl(site.url, fullSizeFile(picture(a.image))),
    })),
  ];
  await writeFile(join(client, "sitemap.xml"), sitemapXml(entries));
  await writeFile(join(client, "robots.txt"), robotsTxt(absoluteUrl(site.url, "/sitemap.xml")));
  const feeds = await writeFeeds(client);
  for (const note of feeds.notes) console.log(`Note: ${note}`);
  // Static hosts match addresses case by case: the other spellings of /thebox, /about, … are redirects.
  await writeRedirects(client, pages(), [BOX_ROUTE]);
  // Hashes the finished pages' inline code, so it runs last of the changes to them.
  await writeSecurityHeaders(client, {
    siteUrl: site.url,
    contactEndpoint: site.contact.endpoint,
    embeds: projects.flatMap((p) =>
      p.page.document ? [{ page: projectPath(p.slug), file: p.page.document.file }] : [],
    ),
  });
  // What `npm start` compares to decide whether a changed setting (CONTACT_ENDPOINT, SITE_URL) needs a new build, and
  // the files the build was made from, by their content.
  const projectRoot = join(buildDirectory, "..");
  await writeFile(join(projectRoot, SETTINGS_RECORD), JSON.stringify(readBuildSettings()));
  recordInputs(projectRoot, started);
  console.log(
    `pages: ${pages().length} pages and ${artworks().length} artwork pages prerendered, with the 404 page, the ` +
      `sitemap, ${feeds.files} feeds, _redirects and _headers, into ${relative(process.cwd(), client)}`,
  );
}
