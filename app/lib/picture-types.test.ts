import { describe, expect, it } from "vitest";
import { largestFile, pictureSlug, srcSet, type PictureData } from "./picture-types.ts";

const picture: PictureData = {
  alt: "A poster",
  width: 900,
  height: 1200,
  stem: "/assets/img/bb-posters-poster-02-0a5fc728",
  widths: [360, 600, 900],
  color: "#123456",
};

describe("a picture's files", () => {
  it("are every width in each format, named from the stem", () => {
    expect(srcSet(picture, "avif")).toBe(
      "/assets/img/bb-posters-poster-02-0a5fc728-360.avif 360w, /assets/img/bb-posters-poster-02-0a5fc728-600.avif 600w, /assets/img/bb-posters-poster-02-0a5fc728-900.avif 900w",
    );
    expect(srcSet(picture, "webp")).toContain("/assets/img/bb-posters-poster-02-0a5fc728-600.webp 600w");
    expect(largestFile(picture)).toBe("/assets/img/bb-posters-poster-02-0a5fc728-900.webp");
  });

  it("give the slug URLs use: the pipeline's name without its hash", () => {
    expect(pictureSlug(picture)).toBe("bb-posters-poster-02");
    expect(pictureSlug({ ...picture, stem: "/assets/img/bcts-characters-artist-08-d7eadb9b" })).toBe(
      "bcts-characters-artist-08",
    );
  });
});
