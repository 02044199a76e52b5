import { describe, expect, it } from "vitest";
import { assertUnique, parseContent, parsePictures } from "./load.ts";
import { projectSchema } from "./schema.ts";

const image = (src: string) => ({ src, alt: `Picture ${src}` });

const good = {
  slug: "mb",
  card: { title: "Mindfully Bored", description: "Calm posters.", image: image("mb/card.png"), badges: ["#branding"] },
  menu: { name: "Mindfully Bored", description: "Posters", logo: "/brand/menu/mb.svg" },
  page: {
    banner: image("mb/banner.png"),
    title: "Mindfully Bored",
    description: "Line one.\nLine two.",
    smallTitle: "My Contributions",
    listItems: ["Posters"],
    showcase: [{ title: "Some of the Posters", layout: "grid", images: [image("mb/posters/01.png")] }],
  },
};

const FILE = "content/projects/mb.ts";
const parse = (value: unknown) => parseContent(projectSchema, value, FILE);
const withPage = (page: object) => ({ ...good, page: { ...good.page, ...page } });

describe("parseContent", () => {
  it("returns a valid file's data", () => {
    expect(parse(good)).toEqual(good);
  });

  it.each([
    [
      "an empty menu description",
      { ...good, menu: { ...good.menu, description: "  " } },
      "menu.description: must not be empty",
    ],
    ["an unknown field", { ...good, titel: "typo" }, "titel"],
    ["an empty alt", withPage({ banner: { src: "mb/banner.png", alt: "" } }), "page.banner.alt: must not be empty"],
    [
      "an image path outside content/images",
      withPage({ banner: image("../secret.png") }),
      "page.banner.src: must be a lower-case path",
    ],
    ["a smallTitle the spec doesn't have", withPage({ smallTitle: "My Work" }), "page.smallTitle"],
    [
      "a badge that is not a hashtag",
      { ...good, card: { ...good.card, badges: ["branding"] } },
      "card.badges.0: must be a hashtag",
    ],
    [
      "a website that is not http(s)",
      withPage({ website: "javascript:alert(1)" }),
      "page.website: must be an http(s) URL",
    ],
    [
      "an untitled section without a label",
      withPage({ showcase: [{ layout: "grid", images: [image("mb/a.png")] }] }),
      "page.showcase.0.title: needs a title, or a label when untitled",
    ],
    [
      "a pairs section with an odd number of images",
      withPage({ showcase: [{ title: "Twins", layout: "pairs", images: [image("mb/a.png")] }] }),
      "page.showcase.0.images: a pairs section needs an even number of images",
    ],
    [
      "an empty section",
      withPage({ showcase: [{ title: "Twins", layout: "grid", images: [] }] }),
      "page.showcase.0.images: a section needs at least one image",
    ],
  ])("names the file and the field of %s", (_, value, message) => {
    let error: unknown;
    try {
      parse(value);
    } catch (e) {
      error = e;
    }
    expect(String(error)).toContain(`Content error in ${FILE}:`);
    expect(String(error)).toContain(message);
  });
});

describe("assertUnique", () => {
  it("names both files that share a slug", () => {
    const a = parseContent(projectSchema, good, "content/projects/a.ts");
    const b = parseContent(projectSchema, { ...good }, "content/projects/b.ts");
    expect(() => assertUnique([a, b], "slug", (p) => p.slug)).toThrow(
      /content\/projects\/b\.ts:\n {2}slug: "mb" is already used by content\/projects\/a\.ts/,
    );
  });
});

describe("parsePictures", () => {
  it("names the picture list's file and the picture's field", () => {
    const pictures = { card: { src: "bb/card.png", alt: "A worm" }, posters: [{ src: "bb/posters/01.png", alt: " " }] };
    expect(() => parsePictures(pictures, "content/pictures/bb.json")).toThrow(
      "Content error in content/pictures/bb.json:\n  posters.0.alt: must not be empty",
    );
  });

  it("gives each recipe its picture's src as the seed, unless it names its own", () => {
    const pictures = parsePictures(
      {
        a: { src: "a.png", alt: "A", art: { kind: "k" } },
        b: { src: "b.png", alt: "B", art: { kind: "k", seed: "x" } },
      },
      "content/pictures/x.json",
    );
    expect(pictures.a.art).toEqual({ seed: "a.png", kind: "k" });
    expect(pictures.b.art).toEqual({ seed: "x", kind: "k" });
  });
});
