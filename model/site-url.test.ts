import { describe, expect, it } from "vitest";
import { readBuildSettings } from "./build-settings.ts";
import { siteUrlSchema } from "./schema.ts";

const siteUrl = (value: string | undefined) => readBuildSettings({ SITE_URL: value }).SITE_URL;

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

  it("defaults to where npm start serves the site, also when the setting is blank", () => {
    expect(siteUrl(undefined)).toBe("http://127.0.0.1:3000");
    expect(siteUrl(" ")).toBe("http://127.0.0.1:3000");
  });

  it("takes SITE_URL at build time", () => {
    expect(siteUrl(" https://mischief.example/ ")).toBe("https://mischief.example");
  });

  it("stops the build with an error that names the setting", () => {
    expect(() => siteUrl("mischief.example")).toThrow(
      'Build setting error:\n  SITE_URL must be an absolute http(s) URL without a path, like https://example.com, got "mischief.example"',
    );
  });
});
