import type { APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { allArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { absoluteUrl, artworkPath, PAGES, projectPath } from "../../shared/paths.ts";
import { expect, siteBuild, test } from "./fixtures.ts";

// The structured data search engines read, in the built pages (the files this server sends, before any script has
// touched them): every page that has it carries exactly one JSON-LD block, which parses, says what the page is, names
// the page by its canonical address and names nothing by a partial one; and the files it names are served. The
// expected addresses use SITE_URL as the build read it (model/site.ts), whatever port this server listens on.

const BLOCK = /<script type="application\/ld\+json">([^]*?)<\/script>/g;
const creator = site.rights.creator.kind === "person" ? "Person" : "Organization";
const firstPerProject = projects.flatMap((p) => allArtworks().find((a) => a.project === p) ?? []);

/** What each page's data must be: its nodes' types, and the node that is the page itself (by its url). */
const expected = [
  { path: PAGES.home, types: [creator, "WebSite"], page: "WebSite" },
  { path: PAGES.about, types: [creator, "WebSite", "AboutPage"], page: "AboutPage" },
  ...projects.map((p) => ({ path: projectPath(p.slug), types: ["CollectionPage"], page: "CollectionPage" })),
  ...allArtworks().map((a) => ({
    path: artworkPath(a.project.slug, a.slug),
    types: ["VisualArtwork"],
    page: "VisualArtwork",
  })),
];

type Node = Record<string, unknown>;
const nodes = (data: Node) => (data["@graph"] as Node[] | undefined) ?? [data];

/** Every string in the data that is an address (absolute, or a path that should have been), but the vocabulary's. */
const addresses = (value: unknown): string[] =>
  typeof value === "string"
    ? /^(https?:|\/)/.test(value)
      ? [value]
      : []
    : typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => (key === "@context" ? [] : addresses(inner)))
      : [];

/** The parsed data blocks of a page's HTML. */
const blocksOf = (html: string) => [...html.matchAll(BLOCK)].map(([, json]) => JSON.parse(json!) as Node);

/** The data blocks of the page the server sends for `path`. */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return blocksOf(await response.text());
}

test("the home, about, project and artwork pages each carry one block of structured data, naming whole addresses", () => {
  // Read from the build the server serves (the example site: tools/test-site.ts), every page of it; compared at once,
  // as an expect per value took seconds for the 545 pages on a busy machine.
  const client = siteBuild;
  const found = expected.map(({ path, page }) => {
    const blocks = blocksOf(readFileSync(join(client, path === PAGES.home ? "" : path, "index.html"), "utf8"));
    const data = blocks[0] ?? {};
    return {
      path,
      blocks: blocks.length,
      context: data["@context"],
      types: nodes(data).map((node) => node["@type"]),
      url: nodes(data).find((node) => node["@type"] === page)?.url,
      partial: addresses(data).filter((a) => a !== site.rights.licence && !a.startsWith(`${site.url}/`)),
    };
  });
  expect(found).toEqual(
    expected.map(({ path, types }) => ({
      path,
      blocks: 1,
      context: "https://schema.org",
      types,
      url: absoluteUrl(site.url, path),
      partial: [],
    })),
  );
});

test("an artwork's picture (at the size the data gives), its thumbnail, the creator's picture and logo are served", async ({
  request,
}) => {
  const files: string[] = [];
  for (const artwork of firstPerProject) {
    const [data] = await served(request, artworkPath(artwork.project.slug, artwork.slug));
    const image = data!.image as Node;
    expect(image).toMatchObject({
      "@type": "ImageObject",
      caption: artwork.image.alt,
      creditText: site.rights.creator.name,
      copyrightNotice: site.rights.copyright,
      license: site.rights.licence,
      acquireLicensePage: site.rights.licence,
    });
    // The picture is the file's own size.
    const picture = await request.get(new URL(image.contentUrl as string).pathname);
    const { width, height } = await sharp(await picture.body()).metadata();
    expect([String(width), String(height)]).toEqual([image.width, image.height]);
    files.push(image.contentUrl as string, image.thumbnailUrl as string);
  }
  const [home] = await served(request, PAGES.home);
  const owner = nodes(home!).find((node) => node["@type"] === creator)!;
  files.push(...[owner.image, owner.logo].filter((file): file is string => typeof file === "string"));
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toMatch(/^image\/(webp|svg\+xml)/);
  }
});
