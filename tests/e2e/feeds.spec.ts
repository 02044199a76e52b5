import { test as served } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { projectFeed, siteFeed, type WorkFeed } from "../../model/feeds.ts";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { FEED_FORMATS, type FeedFormat, feedPath } from "../../shared/feeds.ts";
import { absoluteUrl, artworkPath, projectPath } from "../../shared/paths.ts";
import { expect, hydrated, siteBuild, test } from "./fixtures.ts";
import { decodeHtml } from "../support/html-text.ts";

// The feeds of new work as the example site's build made them and our server serves them: parsed by a real XML
// parser (Atom) and JSON.parse (JSON Feed 1.1), every entry pointing at an artwork page and a picture the build has,
// and every page's head naming them.

const client = siteBuild;
const feeds = [siteFeed(), ...projects.map(projectFeed)].filter((feed) => feed !== undefined);
const slugOf = (feed: WorkFeed) => feed.project?.slug;
const nameOf = (feed: WorkFeed) => slugOf(feed) ?? "the site";

/** The file the build has for a URL of the site: a page's index.html, or the file itself. */
const builtFile = (url: string) => {
  const path = new URL(url).pathname;
  return /\.\w+$/.test(path) ? join(client, path) : join(client, path, "index.html");
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["entry", "link"].includes(name),
});
type AtomEntry = {
  id: string;
  title: { "#text": string };
  updated: string;
  link: { href: string; rel?: string }[];
  content: { "#text": string };
};
type Atom = {
  feed: {
    id: string;
    title: string;
    updated: string;
    author: { name: string };
    rights: string;
    link: { rel: string; href: string }[];
    entry: AtomEntry[];
  };
};

// Only the last test opens a page; the others fetch feeds and read the build, so they do without the fixtures' page
// (`served`, Playwright's own test), which would open one for each.
served("the site has a feed, and so has every project with a dated picture", () => {
  expect(feeds[0]?.project).toBeUndefined();
  // In the example content every project with a gallery is dated; the brand guidelines have no gallery.
  expect(feeds.slice(1).map(slugOf)).toEqual(
    projects.filter((p) => p.page.showcase.length > 0).map((project) => project.slug),
  );
});

for (const feed of feeds) {
  served(
    `the feeds of ${nameOf(feed)}: served with their types, parsed, each entry's page and picture in the build`,
    async ({ request }) => {
      const pages = feed.artworks.map((a) => absoluteUrl(site.url, artworkPath(a.project.slug, a.slug)));
      const get = async (format: FeedFormat) => {
        const path = feedPath(format, slugOf(feed));
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toBe(
          format === "atom" ? "application/atom+xml" : "application/json",
        );
        expect(response.headers()["cache-control"], path).toBe("public, max-age=3600");
        return { self: absoluteUrl(site.url, path), text: await response.text() };
      };

      const atomFile = await get("atom");
      expect(XMLValidator.validate(atomFile.text)).toBe(true);
      const atom = (parser.parse(atomFile.text) as Atom).feed;
      expect(atom).toMatchObject({
        id: absoluteUrl(site.url, feed.path),
        title: feed.title,
        author: { name: site.rights.creator.name },
        rights: site.rights.copyright,
      });
      expect(atom.link).toContainEqual({ rel: "self", href: atomFile.self });
      expect(atom.entry.map((entry) => [entry.id, entry.link[0]!.href])).toEqual(pages.map((page) => [page, page]));
      expect(atom.entry.map((entry) => entry.updated)).toEqual(feed.artworks.map((a) => `${a.date}T00:00:00.000Z`));
      // Dated by its newest entry, which comes first.
      expect(atom.updated).toBe(atom.entry[0]!.updated);
      for (const [i, entry] of atom.entry.entries()) {
        expect(entry.title["#text"]).toContain(feed.artworks[i]!.project.page.title);
        const picture = /<img src="([^"]+)"/.exec(entry.content["#text"])![1]!;
        expect(picture.startsWith(`${site.url}/assets/img/`) && picture.endsWith(".webp"), picture).toBe(true);
        expect(existsSync(builtFile(picture)), picture).toBe(true);
      }

      const jsonFile = await get("json");
      const json = JSON.parse(jsonFile.text) as {
        version: string;
        title: string;
        home_page_url: string;
        feed_url: string;
        items: { id: string; url: string; content_html: string; image: string }[];
      };
      // Required by JSON Feed 1.1: version, title, items; each item an id and its content.
      expect(json).toMatchObject({
        version: "https://jsonfeed.org/version/1.1",
        title: feed.title,
        home_page_url: absoluteUrl(site.url, feed.path),
        feed_url: jsonFile.self,
      });
      expect(json.items.map((item) => [item.id, item.url])).toEqual(pages.map((page) => [page, page]));
      for (const item of json.items) {
        expect(item.content_html).toContain(`<img src="${item.image}"`);
        expect(existsSync(builtFile(item.image)), item.image).toBe(true);
      }
      for (const page of pages) expect(existsSync(builtFile(page)), page).toBe(true);
    },
  );
}

/** The feeds a page's head links: type, title and href of each `<link rel="alternate">`. */
const headFeeds = (html: string) =>
  [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="alternate"([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/ (type|title|href)="([^"]*)"/g)].map(([, name, value]) => [name, decodeHtml(value!)]),
    ),
  );

const linksOf = (feed: WorkFeed | undefined) =>
  feed
    ? (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
        type: FEED_FORMATS[format].type,
        title: `${feed.title} (${FEED_FORMATS[format].name})`,
        href: feedPath(format, slugOf(feed)),
      }))
    : [];

served("every page's head links the site's feeds, and a project's page and its artworks' the project's too", () => {
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".html") && file !== "__spa-fallback.html",
  );
  expect(pages.length).toBeGreaterThan(500);
  for (const file of pages) {
    const [, slug] = /^thebox\/([^/]+)\//.exec(file.split("\\").join("/")) ?? [];
    const project = projects.find((p) => p.slug === slug);
    const links = headFeeds(readFileSync(join(client, file), "utf8"));
    expect(links, file).toEqual([...linksOf(siteFeed()), ...linksOf(project && projectFeed(project))]);
    for (const { href } of links) expect(existsSync(join(client, href!)), `${file}: ${href}`).toBe(true);
  }
});

test("moving between pages in the browser keeps the head's feeds those of the page shown", async ({ page }) => {
  const wol = projects.find((p) => p.slug === "wol")!;
  const alternates = () =>
    page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  await page.goto(projectPath(wol.slug));
  await hydrated(page);
  expect(await alternates()).toEqual(["/feed.atom", "/feed.json", "/thebox/wol/feed.atom", "/thebox/wol/feed.json"]);
  await page.getByRole("banner").getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About");
  await expect.poll(alternates).toEqual(["/feed.atom", "/feed.json"]);
});
