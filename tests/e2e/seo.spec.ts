import type { APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { absoluteUrl } from "../../shared/paths.ts";
import { artworkPath, BOX_PATH, projectPath } from "../../shared/paths.ts";
import { allArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { expect, pages, siteBuild, test } from "./fixtures.ts";
import { decodeHtml } from "../support/html-text.ts";

// What search engines and link previews read, from the served HTML (no JavaScript runs for them). The expected
// addresses use SITE_URL as the build read it (model/site.ts), whatever port this server listens on; the files
// those addresses name are fetched from this server by their path.

const NOT_FOUND = "/no-such-page";

/** The content of every `<meta name|property="key">` in the HTML. */
const metas = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, "g"))].map((m) =>
    decodeHtml(m[1]!),
  );
const canonicals = (html: string) => [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]);
const title = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const bytes = await response.body();
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}

/** Width and height from a baseline or progressive JPEG's frame header, after checking the start marker. */
async function jpegSize(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  const bytes = await response.body();
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let at = 2;
  while (at < bytes.length && ![0xc0, 0xc2].includes(bytes[at + 1]!)) at += 2 + bytes.readUInt16BE(at + 2);
  return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5), bytes: bytes.length };
}

// One artwork page per project stands for the 535: they all come from one route and one loader.
const someArtworks = projects.flatMap((p) => {
  const first = allArtworks().find((a) => a.project === p);
  return first ? [artworkPath(p.slug, first.slug)] : [];
});
const everyPage = [...pages.map((p) => p.path), ...someArtworks, NOT_FOUND];

test("every page has its own title and description", async ({ request }) => {
  const heads = await Promise.all(everyPage.map(async (path) => (await request.get(path)).text()));
  const titles = heads.map(title);
  const descriptions = heads.map((html) => metas(html, "description")[0] ?? "");
  for (const [i, path] of everyPage.entries()) {
    expect(titles[i], path).not.toBe("");
    expect(descriptions[i], path).not.toBe("");
  }
  expect(new Set(titles).size).toBe(everyPage.length);
  expect(new Set(descriptions).size).toBe(everyPage.length);
});

for (const path of everyPage) {
  test(`${path} has its canonical URL and share tags`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const expected = path === NOT_FOUND ? undefined : absoluteUrl(site.url, path);

    if (expected) {
      expect(canonicals(html)).toEqual([expected]);
      expect(metas(html, "og:url")).toEqual([expected]);
      expect(metas(html, "robots")).toEqual([]);
    } else {
      expect(canonicals(html)).toEqual([]);
      expect(metas(html, "og:url")).toEqual([]);
      expect(metas(html, "robots")).toEqual(["noindex"]);
    }
    expect(metas(html, "og:type")).toEqual(["website"]);
    expect(metas(html, "og:site_name")).toEqual([site.name]);
    expect(metas(html, "og:title")).toEqual([title(html)]);
    expect(metas(html, "twitter:title")).toEqual([title(html)]);
    const description = metas(html, "description");
    expect(metas(html, "og:description")).toEqual(description);
    expect(metas(html, "twitter:description")).toEqual(description);
    expect(metas(html, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metas(html, "og:image:width")).toEqual(["1200"]);
    expect(metas(html, "og:image:height")).toEqual(["630"]);
    expect(metas(html, "og:image:alt")[0]).toBeTruthy();
    expect(metas(html, "twitter:image:alt")).toEqual(metas(html, "og:image:alt"));

    // A page's card is a PNG; an artwork's, a JPEG (scripts/share/build-share.ts). Both are what every network reads.
    const [image] = metas(html, "og:image");
    const jpeg = someArtworks.includes(path);
    expect(image).toMatch(new RegExp(`^${site.url}/share/[\\w-]+\\.${jpeg ? "jpg" : "png"}$`));
    expect(metas(html, "og:image:type")).toEqual([jpeg ? "image/jpeg" : "image/png"]);
    expect(metas(html, "twitter:image")).toEqual([image]);
    const size = await (jpeg ? jpegSize : pngSize)(request, image!);
    expect(size).toMatchObject({ width: 1200, height: 630 });
    expect(size.bytes).toBeLessThanOrEqual(150 * 1024);
  });
}

test("/theBox names /thebox as its canonical URL", async ({ request }) => {
  const response = await request.get("/theBox");
  expect(response.url()).toMatch(/\/thebox$/);
  expect(canonicals(await response.text())).toEqual([`${site.url}/thebox`]);
});

test("the redirects file for static hosts sends each spelling where our own server does", async ({ request }) => {
  const file = readFileSync(join(siteBuild, "_redirects"), "utf8");
  const rules = file.split("\n").filter((line) => line.startsWith("/"));
  expect(rules).toContain("/theBox /thebox 301");
  const below = projectPath(projects[0]!.slug).slice(BOX_PATH.length); // "/mb": a page below /thebox
  for (const rule of rules) {
    const [from, to, status] = rule.split(" ") as [string, string, string];
    const response = await request.get(from.replace("/*", below), { maxRedirects: 0 });
    expect(response.status(), rule).toBe(Number(status));
    expect(response.headers().location, rule).toBe(to.replace("/:splat", below));
  }
});

test("the sitemap lists exactly the canonical pages, every artwork's with its picture; robots.txt points at it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const entries = [
    ...(await sitemap.text()).matchAll(
      /<url><loc>([^<]*)<\/loc>(?:<image:image><image:loc>([^<]*)<\/image:loc><\/image:image>)?<\/url>/g,
    ),
  ];
  const artworks = allArtworks().map((a) => absoluteUrl(site.url, artworkPath(a.project.slug, a.slug)));
  expect(entries.map((m) => m[1])).toEqual([...pages.map((p) => absoluteUrl(site.url, p.path)), ...artworks]);
  expect(entries).toHaveLength(12 + 535);
  // Each artwork page names its picture, the largest file of it the page shows.
  const pictures = entries.slice(12).map((m) => m[2]);
  expect(pictures.every((url) => url?.startsWith(`${site.url}/assets/img/`))).toBe(true);
  for (const [index, url] of [
    [0, pictures[0]],
    [200, pictures[200]],
    [534, pictures[534]],
  ] as const) {
    const artworkPage = await (await request.get(new URL(entries[12 + index]![1]!).pathname)).text();
    expect(artworkPage).toContain(`src="${new URL(url!).pathname}"`);
    expect((await request.get(new URL(url!).pathname)).status()).toBe(200);
  }

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test("the web app manifest and the icons it and the pages name are served", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const href = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
  expect(href("apple-touch-icon")).toBe("/apple-touch-icon.png");
  expect(await pngSize(request, `${site.url}/apple-touch-icon.png`)).toMatchObject({ width: 180, height: 180 });

  const response = await request.get(href("manifest")!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: site.name, start_url: "/", display: "standalone" });
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"]).toBe(icon.type);
    if (icon.type === "image/png") {
      const side = Number(icon.sizes.split("x")[0]);
      expect(await pngSize(request, `${site.url}${icon.src}`)).toMatchObject({ width: side, height: side });
    }
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
});
