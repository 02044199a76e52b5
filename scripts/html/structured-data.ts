// What search engines read about each page besides its tags: schema.org structured data (JSON-LD), built once at build
// time from the content and the picture manifest and written into the finished pages (finish.ts), so none of it
// reaches the pages' scripts or their data. The home and about pages say who the site and the work belong to; a
// project page, which artworks it collects; an artwork's page, the work and its picture with the rights Google Images
// shows (creator, credit, copyright notice, licence and where to license it). See docs/decisions/0023.

import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type {
  AboutPage,
  CollectionPage,
  Graph,
  ImageObject,
  Organization,
  Person,
  VisualArtwork,
  WebSite,
  WithContext,
} from "schema-dts";
import { type Artwork, allArtworks, projectArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import type { Image, Project } from "../../model/schema.ts";
import { site } from "../../model/site.ts";
import { picture as manifestPicture } from "../../shared/manifests.ts";
import { absoluteUrl, artworkPath, PAGES, projectPath } from "../../shared/paths.ts";
import { fileUrl, fullSizeFile, withZoom, type PictureData } from "../../shared/pictures.ts";

/** One page's structured data: an object with its context, or a graph of several. */
export type StructuredData = WithContext<VisualArtwork> | WithContext<CollectionPage> | Graph;

/** Where a content picture's files are found: the manifest (tests give their own). */
export type PictureLookup = (image: Image) => PictureData;

const url = (path: string) => absoluteUrl(site.url, path);
// Stable names for the site and its creator, so every page's data names the same two things.
const CREATOR_ID = `${site.url}/#creator`;
const WEBSITE_ID = `${site.url}/#website`;

/**
 * The file a search engine should take for the picture itself, with its size: the largest the pipeline made. Every
 * piece of data that names the picture's file takes it from here.
 */
function fullSize(picture: PictureData) {
  const width = withZoom(picture).widths.at(-1) as number;
  return { url: url(fullSizeFile(picture)), width, height: Math.round((width * picture.height) / picture.width) };
}

/** The smallest WebP of a picture: its thumbnail. */
const thumbnail = (picture: PictureData) => url(fileUrl(picture.stem, picture.widths[0] as number, "webp"));

/** The creator as every work names it: a person or a studio (content/site.json, rights.creator), by its name. */
const creator = () => creatorWith({});

/** The creator in full, where the site introduces itself: with its address, its picture and a studio's logo. */
const creatorInFull = (about: PictureData) =>
  creatorWith({ url: url(PAGES.home), image: fullSize(about).url, logo: url(site.logo.light) });

/** A person has no logo; a studio's is the site's own. */
function creatorWith({ logo, ...details }: { url?: string; image?: string; logo?: string }): Person | Organization {
  const { name, kind } = site.rights.creator;
  return kind === "person"
    ? { "@type": "Person", "@id": CREATOR_ID, name, ...details }
    : { "@type": "Organization", "@id": CREATOR_ID, name, ...details, ...(logo ? { logo } : {}) };
}

const website = (): WebSite => ({
  "@type": "WebSite",
  "@id": WEBSITE_ID,
  name: site.name,
  url: url(PAGES.home),
  description: site.description,
  publisher: { "@id": CREATOR_ID },
});

/** The home page: the site and who it belongs to. */
export const homeData = (about: PictureData): Graph => ({
  "@context": "https://schema.org",
  "@graph": [creatorInFull(about), website()],
});

/** The about page: the site, and the page about its creator. */
export const aboutData = (about: PictureData): Graph => ({
  "@context": "https://schema.org",
  "@graph": [
    creatorInFull(about),
    website(),
    {
      "@type": "AboutPage",
      "@id": url(PAGES.about),
      url: url(PAGES.about),
      name: site.about.title,
      isPartOf: { "@id": WEBSITE_ID },
      mainEntity: { "@id": CREATOR_ID },
    } satisfies AboutPage,
  ],
});

/**
 * A project's page: the artworks it collects, each by its page, name and thumbnail, and no more: a project carries up
 * to 150 of them, and its page's bytes count before the first scroll.
 */
export function projectData(project: Project, pictureOf: PictureLookup = manifestPicture): WithContext<CollectionPage> {
  const path = projectPath(project.slug);
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": url(path),
    url: url(path),
    name: project.page.title,
    description: project.card.description,
    creator: creator(),
    hasPart: projectArtworks(project).map((artwork) => ({
      "@type": "VisualArtwork",
      url: url(artworkPath(project.slug, artwork.slug)),
      name: artwork.name,
      image: thumbnail(pictureOf(artwork.image)),
    })),
  };
}

/** An artwork's page: the work, and its picture with the rights Google Images reads. */
export function artworkData(artwork: Artwork, pictureOf: PictureLookup = manifestPicture): WithContext<VisualArtwork> {
  const { project, image } = artwork;
  const picture = pictureOf(image);
  const full = fullSize(picture);
  const page = url(artworkPath(project.slug, artwork.slug));
  const { rights } = site;
  const picturedBy: ImageObject = {
    "@type": "ImageObject",
    contentUrl: full.url,
    thumbnailUrl: thumbnail(picture),
    encodingFormat: "image/webp",
    width: String(full.width),
    height: String(full.height),
    caption: image.alt,
    creator: creator(),
    creditText: rights.creator.name,
    copyrightNotice: rights.copyright,
    license: rights.licence,
    acquireLicensePage: rights.licence,
  };
  return {
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    "@id": `${page}#artwork`,
    url: page,
    name: artwork.name,
    description: image.alt,
    creator: creator(),
    ...(artwork.date ? { dateCreated: artwork.date } : {}),
    image: picturedBy,
    isPartOf: {
      "@type": "CollectionPage",
      "@id": url(projectPath(project.slug)),
      url: url(projectPath(project.slug)),
      name: project.page.title,
    },
  };
}

/** Every page that carries structured data, by its path: the home and about pages, each project's and artwork's. */
export function structuredData(pictureOf: PictureLookup = manifestPicture): { path: string; data: StructuredData }[] {
  const about = pictureOf(site.about.image);
  return [
    { path: PAGES.home, data: homeData(about) },
    { path: PAGES.about, data: aboutData(about) },
    ...projects.map((project) => ({ path: projectPath(project.slug), data: projectData(project, pictureOf) })),
    ...allArtworks().map((artwork) => ({
      path: artworkPath(artwork.project.slug, artwork.slug),
      data: artworkData(artwork, pictureOf),
    })),
  ];
}

/**
 * The data as an HTML data block. `<` is written as its JSON escape, so no text in it (an alt text with `</script>`
 * or `<!--`) can end the block or change how it is parsed; what a reader parses back is the same.
 */
export const jsonLdScript = (data: StructuredData) =>
  `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;

/** A page's HTML with the data block at the end of its head, where React leaves what it did not render alone. */
export function withStructuredData(html: string, data: StructuredData): string {
  const end = html.indexOf("</head>");
  if (end < 0) throw new Error("a prerendered page has no </head>: nowhere to put its structured data");
  return `${html.slice(0, end)}${jsonLdScript(data)}${html.slice(end)}`;
}

/** Writes each page's data block into its prerendered file under `client` (the build's static root). */
export async function writeStructuredData(client: string): Promise<void> {
  for (const { path, data } of structuredData()) {
    const file = join(client, path === PAGES.home ? "" : path.slice(1), "index.html");
    await writeFile(file, withStructuredData(await readFile(file, "utf8"), data));
  }
}
