import { describe, expect, it } from "vitest";
import { AVIF, encoderOptions, SETTINGS_KEY, SMALL, WEBP } from "./settings";

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
  });
});
