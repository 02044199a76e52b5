import { describe, expect, it } from "vitest";
import { contentHash } from "./naming.ts";

describe("content hashes", () => {
  it("hashes the bytes together with the settings", () => {
    const bytes = new Uint8Array([1, 2, 3]);
    expect(contentHash(bytes)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash(bytes, "a")).not.toBe(contentHash(bytes, "b"));
  });
});
