// @vitest-environment jsdom
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { atomFeed, type FeedEntry, type FeedHead, jsonFeed } from "./feeds.ts";

const head: FeedHead = {
  title: "Tom & Jerry's <Box>",
  subtitle: "Illustration & graphic design",
  page: "https://m.example/",
  self: { atom: "https://m.example/feed.atom", json: "https://m.example/feed.json" },
  icon: "https://m.example/icons/icon-192.png",
  logo: "https://m.example/icons/icon-512.png",
  author: "Jo & <Co>",
  rights: "© 2026 Jo & Co. All rights reserved.",
};

const entry = (slug: string, date: string, title = `Poster ${slug}`, alt = `Alt of ${slug}`): FeedEntry => ({
  url: `https://m.example/thebox/bb/${slug}`,
  title,
  date,
  alt,
  picture: { url: `https://m.example/assets/img/${slug}-1a2b3c4d-1600.webp`, width: 1600, height: 1200 },
});

// Not in date order: the feed keeps the order it is given (model/feeds.ts sorts) and dates itself by the newest.
const entries = [
  entry("bb-b", "2026-03-04", 'Cats & "Dogs" <b>not bold</b> — Power', "A cat & a dog <script>x</script>, ]]> too"),
  entry("bb-a", "2026-05-06"),
  entry("bb-c", "2025-01-01"),
];

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "entry" });
type Atom = { feed: Record<string, unknown> & { entry: Record<string, unknown>[] } };
const parseAtom = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Atom;
};
/** HTML as a reader reads it (the browser's parser, in jsdom). */
const fragment = (html: string) => document.createRange().createContextualFragment(html);
/** An Atom text construct of type html, as a reader shows it: its HTML's text. */
const shown = (html: string) => fragment(html).textContent;
const text = (value: unknown) => (typeof value === "object" ? (value as { "#text": string })["#text"] : value);

afterEach(() => vi.useRealTimers());

describe("the Atom feed", () => {
  it("says what it is, whose, and where, with its own text escaped", () => {
    const { feed } = parseAtom(atomFeed(head, entries));
    expect(feed).toMatchObject({
      xmlns: "http://www.w3.org/2005/Atom",
      id: "https://m.example/",
      title: "Tom & Jerry's <Box>",
      subtitle: "Illustration & graphic design",
      author: { name: "Jo & <Co>" },
      rights: "© 2026 Jo & Co. All rights reserved.",
      icon: "https://m.example/icons/icon-192.png",
      logo: "https://m.example/icons/icon-512.png",
    });
    expect(feed.link).toEqual([
      { rel: "alternate", href: "https://m.example/" },
      { rel: "self", href: "https://m.example/feed.atom" },
    ]);
  });

  it("gives each entry, in the order given, its page, dates, author, summary and picture", () => {
    const { feed } = parseAtom(atomFeed(head, entries));
    expect(feed.entry.map((e) => e.id)).toEqual(entries.map((e) => e.url));
    const [, second] = feed.entry;
    expect(second).toMatchObject({
      id: "https://m.example/thebox/bb/bb-a",
      link: [
        { href: "https://m.example/thebox/bb/bb-a" },
        { rel: "enclosure", href: "https://m.example/assets/img/bb-a-1a2b3c4d-1600.webp", type: "image/webp" },
      ],
      published: "2026-05-06T00:00:00.000Z",
      updated: "2026-05-06T00:00:00.000Z",
      author: { name: "Jo & <Co>" },
    });
    const content = fragment(text(second!.content) as string);
    const img = content.querySelector("img")!;
    expect([img.src, img.width, img.height, img.alt]).toEqual([
      "https://m.example/assets/img/bb-a-1a2b3c4d-1600.webp",
      1600,
      1200,
      "Alt of bb-a",
    ]);
    expect(content.textContent).toBe("Alt of bb-a");
  });

  it("escapes & and < in titles and alt texts: a reader shows them as written, never as markup", () => {
    const [first] = parseAtom(atomFeed(head, entries)).feed.entry;
    const { title, alt } = entries[0]!;
    expect(first!.title).toMatchObject({ type: "html" });
    expect(shown(text(first!.title) as string)).toBe(title);
    expect(shown(text(first!.summary) as string)).toBe(alt);
    const content = fragment(text(first!.content) as string);
    expect(content.querySelector("b, script")).toBeNull();
    expect(content.querySelector("img")!.alt).toBe(alt);
    expect(content.textContent).toBe(alt);
  });

  it("is dated by its newest entry, not by the clock: the same entries give the same bytes", () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T12:00:00Z") });
    const first = atomFeed(head, entries);
    vi.setSystemTime(new Date("2031-06-01T08:30:00Z"));
    expect(atomFeed(head, entries)).toBe(first);
    expect(parseAtom(first).feed.updated).toBe("2026-05-06T00:00:00.000Z");
    expect(first).not.toContain("2030");
  });

  it("refuses to be made without an entry, which would leave it no date", () => {
    expect(() => atomFeed(head, [])).toThrow("A feed needs at least one entry");
  });
});

describe("the JSON feed", () => {
  it("is JSON Feed 1.1 with its required fields, and plain text where the format wants text", () => {
    const feed = JSON.parse(jsonFeed(head, entries));
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      title: "Tom & Jerry's <Box>",
      home_page_url: "https://m.example/",
      feed_url: "https://m.example/feed.json",
      description: "Illustration & graphic design",
      icon: "https://m.example/icons/icon-512.png",
      favicon: "https://m.example/icons/icon-192.png",
      authors: [{ name: "Jo & <Co>" }],
    });
    expect(feed.items.map((item: { id: string }) => item.id)).toEqual(entries.map((e) => e.url));
    const [first] = feed.items;
    expect(first).toMatchObject({
      url: entries[0]!.url,
      title: entries[0]!.title,
      summary: entries[0]!.alt,
      image: entries[0]!.picture.url,
      date_published: "2026-03-04T00:00:00.000Z",
      authors: [{ name: "Jo & <Co>" }],
    });
    const content = fragment(first.content_html);
    expect(content.querySelector("b, script")).toBeNull();
    expect(content.querySelector("img")!.alt).toBe(entries[0]!.alt);
  });

  it("never reads the clock", () => {
    vi.useFakeTimers({ now: new Date("2030-01-01T12:00:00Z") });
    const first = jsonFeed(head, entries);
    vi.setSystemTime(new Date("2031-06-01T08:30:00Z"));
    expect(jsonFeed(head, entries)).toBe(first);
  });
});
