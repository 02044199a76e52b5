import { afterEach, describe, expect, it, vi } from "vitest";
import { siteWithEnv } from "./site-with-env.ts";
import { siteUrlSchema } from "./schema.ts";

const siteWith = (url: string | undefined) => siteWithEnv("SITE_URL", url);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the site URL", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    ["https://example.com/", "https://example.com"],
    ["HTTPS://Example.COM:443", "https://example.com"],
    ["http://127.0.0.1:8080/", "http://127.0.0.1:8080"],
  ])("accepts %s as %s", (value, origin) => {
    expect(siteUrlSchema.parse(value)).toBe(origin);
  });

  it.each([
    "example.com", // no scheme: not absolute
    "/", // a path
    "ftp://example.com",
    "https://example.com/portfolio", // the site lives at the root
    "https://example.com/?ref=1",
    "https://example.com/#top",
    "https://user:pw@example.com",
    "https://exa mple.com",
    "",
  ])("rejects %j", (value) => {
    expect(siteUrlSchema.safeParse(value).success).toBe(false);
  });

  it("defaults to where npm start serves the site, also when the setting is blank", async () => {
    expect((await siteWith(undefined)).url).toBe("http://127.0.0.1:3000");
    expect((await siteWith(" ")).url).toBe("http://127.0.0.1:3000");
  });

  it("takes SITE_URL at build time", async () => {
    expect((await siteWith(" https://mischief.example/ ")).url).toBe("https://mischief.example");
  });

  it("stops the build with an error that names the file, the field and the setting", async () => {
    await expect(siteWith("mischief.example")).rejects.toThrow(
      'Content error in content/site.ts:\n  url: SITE_URL must be an absolute http(s) URL without a path, like https://example.com, got "mischief.example"',
    );
  });
});
