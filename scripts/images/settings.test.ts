import { describe, expect, it } from "vitest";
import {
  AVIF,
  encoderOptions,
  SETTINGS_KEY,
  SMALL,
  WEBP,
  WIDE_WIDTH,
  WIDTHS,
  widthsFor,
  ZOOM_WIDTHS,
} from "./settings.ts";

describe("encoderOptions", () => {
  it("encodes variants up to 600 px at the thumbnail quality, larger ones at the full quality", () => {
    expect(encoderOptions("avif", 300)).toEqual({ ...AVIF, quality: SMALL.avifQuality });
    expect(encoderOptions("avif", 600)).toEqual({ ...AVIF, quality: SMALL.avifQuality });
    expect(encoderOptions("webp", 600)).toEqual({ ...WEBP, quality: SMALL.webpQuality });
    expect(encoderOptions("avif", 601)).toEqual(AVIF);
    expect(encoderOptions("webp", 1600)).toEqual(WEBP);
    expect(SMALL.avifQuality).toBeLessThan(AVIF.quality);
  });

  it("is part of the settings key, so changing it renames every output", () => {
    expect(JSON.parse(SETTINGS_KEY).SMALL).toEqual(SMALL);
    expect(JSON.parse(SETTINGS_KEY).AVIF).toEqual(AVIF);
  });

  it("halves AVIF's chroma resolution at every width, as WebP always does", () => {
    for (const width of [280, 600, 601, 3200])
      expect(encoderOptions("avif", width)).toMatchObject({ chromaSubsampling: "4:2:0" });
  });
});

describe("widthsFor", () => {
  it("gives a wide gallery picture the width between a phone's 600 and the viewer's 1600", () => {
    expect(widthsFor("gallery", { width: 1600, height: 900 }).widths).toEqual([...WIDTHS.gallery, WIDE_WIDTH]);
    expect(widthsFor("gallery", { width: 1500, height: 1000 }).widths).toContain(WIDE_WIDTH);
  });

  it("leaves narrower gallery pictures and every other use with their use's widths", () => {
    expect(widthsFor("gallery", { width: 1400, height: 1000 }).widths).toEqual(WIDTHS.gallery);
    expect(widthsFor("banner", { width: 2400, height: 800 })).toEqual({ widths: WIDTHS.banner });
    expect(widthsFor("card", { width: 1600, height: 900 })).toEqual({ widths: WIDTHS.card });
  });

  it("gives gallery pictures, and only them, the zoom widths beyond the viewer's", () => {
    expect(widthsFor("gallery", { width: 5000, height: 4000 }).zoom).toEqual(ZOOM_WIDTHS);
    expect(Math.min(...ZOOM_WIDTHS)).toBeGreaterThan(Math.max(...WIDTHS.gallery));
    expect(widthsFor("banner", { width: 5000, height: 1000 }).zoom).toBeUndefined();
    expect(widthsFor("illustration", { width: 5000, height: 5000 }).zoom).toBeUndefined();
  });
});
