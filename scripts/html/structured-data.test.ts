import { describe, expect, it } from "vitest";
import { allArtworks, projectArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import type { Image } from "../../model/schema.ts";
import { site } from "../../model/site.ts";
import { absoluteUrl, artworkPath, projectPath } from "../../shared/paths.ts";
import { pictureSlug, stemOf } from "../../shared/pictures.ts";
import {
  aboutData,
  artworkData,
  homeData,
  jsonLdScript,
  projectData,
  structuredData,
  withStructuredData,
} from "./structured-data.ts";

// The pages' structured data, built from the example content. The picture manifest is `npm run assets`' output, which
// unit tests do not wait for: each picture here gets files named by the contract, three widths, the largest smaller
// than the original (as when an original is wider than any width the pipeline makes).
const look = (image: Image) => ({
  slug: pictureSlug(image.src),
  alt: image.alt,
  stem: stemOf(pictureSlug(image.src), "1a2b3c4d"),
  widths: [360, 600, 960],
  width: 1200,
  height: 1500,
  color: "#123456",
});
const url = (path: string) => absoluteUrl(site.url, path);
const file = (src: string, width: number) => url(`/assets/img/${pictureSlug(src)}-1a2b3c4d-${width}.webp`);
const creatorId = `${site.url}/#creator`;
const bcts = projects.find((p) => p.slug === "bcts")!;
const artwork = projectArtworks(bcts)[1]!;

describe("an artwork's page", () => {
  const data = artworkData(artwork, look);

  it("is the work: named, at its page, by its creator, dated, described by its alt text, part of its project", () => {
    const page = url(artworkPath("bcts", artwork.slug));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VisualArtwork",
      "@id": `${page}#artwork`,
      url: page,
      name: artwork.name,
      description: artwork.image.alt,
      creator: { "@type": "Organization", "@id": creatorId, name: site.rights.creator.name },
      dateCreated: bcts.page.date,
      isPartOf: { "@type": "CollectionPage", "@id": url("/thebox/bcts"), name: bcts.page.title },
    });
    expect(artworkData({ ...artwork, date: undefined }, look)).not.toHaveProperty("dateCreated");
  });

  it("has its picture with every property of Google's image metadata: the largest file, its size and its rights", () => {
    const { src, alt } = artwork.image;
    expect(data.image).toEqual({
      "@type": "ImageObject",
      contentUrl: file(src, 960),
      thumbnailUrl: file(src, 360),
      encodingFormat: "image/webp",
      // The largest file's size, not the original's: 960 wide at the original's 4:5.
      width: "960",
      height: "1200",
      caption: alt,
      creator: { "@type": "Organization", "@id": creatorId, name: site.rights.creator.name },
      creditText: site.rights.creator.name,
      copyrightNotice: site.rights.copyright,
      license: site.rights.licence,
      acquireLicensePage: site.rights.licence,
    });
    // The example's licence page is a path on the site (/contact): the data carries its whole address.
    expect(site.rights.licence).toBe(url("/contact"));
  });

  it("credits a person as a Person", () => {
    const studio = site.rights;
    site.rights = { ...studio, creator: { name: "Jane Doe", kind: "person" } };
    try {
      const jane = { "@type": "Person", "@id": creatorId, name: "Jane Doe" };
      const person = artworkData(artwork, look);
      expect(person.creator).toEqual(jane);
      expect(person.image).toMatchObject({ creator: jane, creditText: "Jane Doe" });
      expect(homeData(look(site.about.image))["@graph"][0]).toEqual({
        ...jane,
        url: url("/"),
        image: file(site.about.image.src, 960),
      });
    } finally {
      site.rights = studio;
    }
  });
});

describe("a project's page", () => {
  it("collects its artworks in the page's order, each by its page, name and thumbnail", () => {
    const data = projectData(bcts, look);
    const artworks = projectArtworks(bcts);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": url("/thebox/bcts"),
      url: url("/thebox/bcts"),
      name: bcts.page.title,
      description: bcts.card.description,
      creator: { "@id": creatorId },
    });
    expect(data.hasPart).toHaveLength(artworks.length);
    expect(data.hasPart).toEqual(
      artworks.map((a) => ({
        "@type": "VisualArtwork",
        url: url(artworkPath("bcts", a.slug)),
        name: a.name,
        image: file(a.image.src, 360),
      })),
    );
  });
});

describe("the home and about pages", () => {
  const about = look(site.about.image);
  const studio = {
    "@type": "Organization",
    "@id": creatorId,
    name: site.rights.creator.name,
    url: url("/"),
    image: file(site.about.image.src, 960),
    logo: url(site.logo.light),
  };
  const website = {
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: url("/"),
    description: site.description,
    publisher: { "@id": creatorId },
  };

  it("home: the creator (a studio, with its logo) and the site it publishes, linked by their ids", () => {
    expect(homeData(about)).toEqual({ "@context": "https://schema.org", "@graph": [studio, website] });
  });

  it("about: the same two, and the page, whose subject is the creator", () => {
    expect(aboutData(about)).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        studio,
        website,
        {
          "@type": "AboutPage",
          "@id": url("/about"),
          url: url("/about"),
          name: site.about.title,
          isPartOf: { "@id": `${site.url}/#website` },
          mainEntity: { "@id": creatorId },
        },
      ],
    });
  });
});

describe("every page's data", () => {
  it("covers the home and about pages, every project's page and every artwork's, once each", () => {
    expect(structuredData(look).map((p) => p.path)).toEqual([
      "/",
      "/about",
      ...projects.map((p) => projectPath(p.slug)),
      ...allArtworks().map((a) => artworkPath(a.project.slug, a.slug)),
    ]);
  });
});

describe("the data block", () => {
  const hostile = { ...artwork, image: { ...artwork.image, alt: 'A "box" </script><script>alert(1)</script> <!--' } };

  it("cannot be ended or changed by what the content says, and parses back to the same data", () => {
    const data = artworkData(hostile, look);
    const block = jsonLdScript(data);
    expect(block.startsWith('<script type="application/ld+json">{')).toBe(true);
    expect(block.match(/<\/script/gi)).toEqual(["</script"]);
    expect(block.endsWith("}</script>")).toBe(true);
    expect(block).not.toContain("<!--");
    const text = block.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(text)).toEqual(data);
  });

  it("goes at the end of the page's head, the rest of the page unchanged", () => {
    const data = homeData(look(site.about.image));
    const html = "<!DOCTYPE html><html><head><title>t</title></head><body><script>x()</script></body></html>";
    expect(withStructuredData(html, data)).toBe(
      `<!DOCTYPE html><html><head><title>t</title>${jsonLdScript(data)}</head><body><script>x()</script></body></html>`,
    );
    expect(() => withStructuredData("<p>no head</p>", data)).toThrow("has no </head>");
  });
});
