import { describe, expect, it } from "vitest";
import { contentHash, outputName, slugify } from "./naming.ts";

describe("output names", () => {
  it("slugifies the src without its extension", () => {
    expect(slugify("bb/posters/01.png")).toBe("bb-posters-01");
    expect(slugify("wol/Hero_Shot.v2.jpeg")).toBe("wol-hero-shot-v2");
  });

  it("hashes the bytes together with the settings", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(contentHash(bytes)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(bytes, "a")).not.toBe(contentHash(bytes, "b"));
    expect(outputName("bb-posters-01", "0123456789abcdef", 800, "avif")).toBe("bb-posters-01-01234567-800.avif");
  });
});
