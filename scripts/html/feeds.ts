// The feeds of new work (model/feeds.ts says which there are and what is in them), written into the build: each in
// Atom 1.0 by the `feed` package, and in JSON Feed 1.1, which that package does not write (its JSON is version 1,
// with a single author), as the plain object the format is. `atomFeed` and `jsonFeed` are pure, so unit-tested.

import { Feed } from "feed";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type DatedArtwork, projectFeed, siteFeed, undatedNotes, type WorkFeed } from "../../model/feeds.ts";
import { projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { FEED_FORMATS, type FeedFormat, feedPath } from "../../shared/feeds.ts";
import { picture } from "../../shared/manifests.ts";
import { absoluteUrl, artworkPath } from "../../shared/paths.ts";
import { largestFile } from "../../shared/pictures.ts";
import { ICONS } from "../share/web-manifest.ts";
import { escapeMarkup } from "../../shared/escape.ts";

/** One artwork as a feed entry: its page's absolute URL, the day it is dated, its alt text and its largest WebP. */
export type FeedEntry = {
  url: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  alt: string;
  picture: { url: string; width: number; height: number };
};

/** What a feed says of itself; every URL absolute. */
export type FeedHead = {
  title: string;
  subtitle: string;
  /** The page the feed follows, which is also its Atom id. */
  page: string;
  self: Record<FeedFormat, string>;
  /** Square: a small one beside the feed's name, a large one as its picture. */
  icon: string;
  logo: string;
  author: string;
  rights: string;
};

/** A day as a time: midnight UTC (the content says the day only). */
const dayTime = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The newest entry's day: when the feed last changed. Never the build's clock, so that a build of unchanged content
 * writes the same bytes (and a reader that compares them sees nothing new).
 */
function updated(entries: readonly FeedEntry[]): Date {
  const newest = entries.map((entry) => entry.date).reduce((a, b) => (b > a ? b : a), "");
  if (!newest) throw new Error("A feed needs at least one entry");
  return dayTime(newest);
}

/** The entry's HTML: the picture, as large as the site has it, and its alt text, which says what it shows. */
const contentHtml = ({ alt, picture: { url, width, height } }: FeedEntry) =>
  `<p><img src="${escapeMarkup(url)}" width="${width}" height="${height}" alt="${escapeMarkup(alt)}"></p>` +
  `<p>${escapeMarkup(alt)}</p>`;

/** Atom 1.0. Its titles and summaries are written as HTML (the `feed` package's choice), so the text is escaped. */
export function atomFeed(head: FeedHead, entries: readonly FeedEntry[]): string {
  const author = { name: head.author };
  const feed = new Feed({
    id: head.page,
    title: head.title,
    description: head.subtitle,
    link: head.page,
    feedLinks: { atom: head.self.atom },
    favicon: head.icon,
    image: head.logo,
    author,
    copyright: head.rights,
    updated: updated(entries),
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.url,
      link: entry.url,
      title: escapeMarkup(entry.title),
      description: escapeMarkup(entry.alt),
      content: contentHtml(entry),
      date: dayTime(entry.date),
      published: dayTime(entry.date),
      author: [author],
      image: entry.picture.url,
    });
  }
  return `${feed.atom1()}\n`;
}

/** JSON Feed 1.1 (jsonfeed.org/version/1.1): titles and summaries are plain text there. It has no field for rights. */
export function jsonFeed(head: FeedHead, entries: readonly FeedEntry[]): string {
  const authors = [{ name: head.author }];
  const feed = {
    version: "https://jsonfeed.org/version/1.1",
    title: head.title,
    home_page_url: head.page,
    feed_url: head.self.json,
    description: head.subtitle,
    icon: head.logo,
    favicon: head.icon,
    authors,
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_html: contentHtml(entry),
      summary: entry.alt,
      image: entry.picture.url,
      date_published: dayTime(entry.date).toISOString(),
      authors,
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

const WRITERS: Record<FeedFormat, typeof atomFeed> = { atom: atomFeed, json: jsonFeed };

/** An artwork as an entry: "name — project", at its page, with the largest WebP the pipeline made of it. */
function entryOf(artwork: DatedArtwork): FeedEntry {
  const shown = picture(artwork.image);
  const width = shown.widths[shown.widths.length - 1] as number;
  return {
    url: absoluteUrl(site.url, artworkPath(artwork.project.slug, artwork.slug)),
    title: `${artwork.name} — ${artwork.project.page.title}`,
    date: artwork.date,
    alt: artwork.image.alt,
    picture: {
      url: absoluteUrl(site.url, largestFile(shown)),
      width,
      height: Math.round((width * shown.height) / shown.width),
    },
  };
}

function headOf(feed: WorkFeed): FeedHead {
  const [icon, logo] = ICONS.manifest;
  const self = (format: FeedFormat) => absoluteUrl(site.url, feedPath(format, feed.project?.slug));
  return {
    title: feed.title,
    subtitle: feed.subtitle,
    page: absoluteUrl(site.url, feed.path),
    self: { atom: self("atom"), json: self("json") },
    icon: absoluteUrl(site.url, icon.src),
    logo: absoluteUrl(site.url, logo.src),
    author: site.rights.creator.name,
    rights: site.rights.copyright,
  };
}

/**
 * Writes every feed into `client` (the build's static root): the site's and each project's that has dated artworks,
 * in both formats. Returns how many files it wrote, and a note for each project whose pictures it left out.
 */
export async function writeFeeds(client: string): Promise<{ files: number; notes: string[] }> {
  const feeds = [siteFeed(), ...projects.map(projectFeed)].filter((feed) => feed !== undefined);
  let files = 0;
  for (const feed of feeds) {
    const head = headOf(feed);
    const entries = feed.artworks.map(entryOf);
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      const file = join(client, feedPath(format, feed.project?.slug));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, WRITERS[format](head, entries));
      files++;
    }
  }
  return { files, notes: undatedNotes() };
}
