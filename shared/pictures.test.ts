import { describe, expect, it } from "vitest";
import {
  fileName,
  fullSizeFile,
  largestFile,
  pictureSlug,
  srcSet,
  stemOf,
  withZoom,
  type PictureData,
} from "./pictures.ts";

const picture: PictureData = {
  slug: "bb-posters-poster-02",
  alt: "A poster",
  width: 900,
  height: 1200,
  stem: "/assets/img/bb-posters-poster-02-0a5fc728",
  widths: [360, 600, 900],
  color: "#123456",
};

describe("a picture's slug", () => {
  it("is its src without the extension, slugified", () => {
    expect(pictureSlug("bb/posters/01.png")).toBe("bb-posters-01");
    expect(pictureSlug("wol/Hero_Shot.v2.jpeg")).toBe("wol-hero-shot-v2");
  });
});

describe("a picture's files", () => {
  it("are named by slug, hash, width and format, under one stem", () => {
    expect(fileName("bb-posters-01", "0123456789abcdef", 800, "avif")).toBe("bb-posters-01-01234567-800.avif");
    expect(stemOf("bb-posters-01", "0123456789abcdef")).toBe("/assets/img/bb-posters-01-01234567");
  });

  it("are every width in each format, named from the stem", () => {
    expect(srcSet(picture, "avif")).toBe(
      "/assets/img/bb-posters-poster-02-0a5fc728-360.avif 360w, /assets/img/bb-posters-poster-02-0a5fc728-600.avif 600w, /assets/img/bb-posters-poster-02-0a5fc728-900.avif 900w",
    );
    expect(srcSet(picture, "webp")).toContain("/assets/img/bb-posters-poster-02-0a5fc728-600.webp 600w");
    expect(largestFile(picture)).toBe("/assets/img/bb-posters-poster-02-0a5fc728-900.webp");
  });
});

describe("a picture's zoom widths", () => {
  const zoomed: PictureData = { ...picture, width: 2600, widths: [360, 600, 1600], zoom: [2400, 2600] };

  it("stay out of its srcset unless asked for with withZoom", () => {
    expect(srcSet(zoomed, "avif")).not.toContain("2400w");
    expect(largestFile(zoomed)).toBe("/assets/img/bb-posters-poster-02-0a5fc728-1600.webp");
    expect(srcSet(withZoom(zoomed), "avif")).toBe(
      ["360", "600", "1600", "2400", "2600"]
        .map((w) => `/assets/img/bb-posters-poster-02-0a5fc728-${w}.avif ${w}w`)
        .join(", "),
    );
  });

  it("give the full-size file: the largest WebP, zoom widths included", () => {
    expect(fullSizeFile(zoomed)).toBe("/assets/img/bb-posters-poster-02-0a5fc728-2600.webp");
    expect(fullSizeFile(picture)).toBe("/assets/img/bb-posters-poster-02-0a5fc728-900.webp");
    expect(withZoom(picture)).toEqual(picture);
    expect(withZoom(zoomed)).toEqual({ ...picture, width: 2600, widths: [360, 600, 1600, 2400, 2600] });
  });
});
