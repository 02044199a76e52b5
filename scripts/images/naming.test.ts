import { describe, expect, it } from "vitest";
import { contentHash, outputName } from "./naming.ts";

describe("output names", () => {
  it("hashes the bytes together with the settings", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(contentHash(bytes)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(bytes, "a")).not.toBe(contentHash(bytes, "b"));
    expect(outputName("bb-posters-01", "0123456789abcdef", 800, "avif")).toBe("bb-posters-01-01234567-800.avif");
  });
});
