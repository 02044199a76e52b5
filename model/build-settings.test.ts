import { describe, expect, it } from "vitest";
import { buildRunEnv, readBuildRun, readBuildSettings } from "./build-settings.ts";

describe.each([
  {
    name: "SITE_URL" as const,
    fallback: "http://127.0.0.1:3000", // where npm start serves the site
    accepts: [
      ["https://example.com", "https://example.com"],
      ["https://example.com/", "https://example.com"],
      ["HTTPS://Example.COM:443", "https://example.com"],
      ["http://127.0.0.1:8080/", "http://127.0.0.1:8080"],
      [" https://mischief.example/ ", "https://mischief.example"],
    ],
    rejects: [
      "example.com", // no scheme: not absolute
      "/", // a path
      "ftp://example.com",
      "https://example.com/portfolio", // the site lives at the root
      "https://example.com/?ref=1",
      "https://example.com/#top",
      "https://user:pw@example.com",
      "https://exa mple.com",
    ],
    error: 'SITE_URL must be an absolute http(s) URL without a path, like https://example.com, got "example.com"',
  },
  {
    name: "CONTACT_ENDPOINT" as const,
    fallback: "/f/contact", // the bundled inbox
    accepts: [
      ["/f/contact", "/f/contact"],
      ["/", "/"],
      ["http://127.0.0.1:3000/f/contact", "http://127.0.0.1:3000/f/contact"],
      [" https://formspree.io/f/xyzabc ", "https://formspree.io/f/xyzabc"],
    ],
    rejects: [
      "f/contact", // relative: would depend on the page's own path
      "//evil.example/f", // protocol-relative: another host
      "/\\evil.example/f", // browsers read "/\" as "//"
      "ftp://example.com/f",
      "javascript:alert(1)",
      "https://formspree.io/f/ x",
    ],
    error: 'CONTACT_ENDPOINT must be an absolute http(s) URL or a path starting with /, got "f/contact"',
  },
])("the build setting $name", ({ name, fallback, accepts, rejects, error }) => {
  const setting = (value: string | undefined) => readBuildSettings({ [name]: value })[name];

  it.each(accepts)("takes %j as %s", (value, taken) => {
    expect(setting(value)).toBe(taken);
  });

  it.each(rejects)("refuses %j", (value) => {
    expect(() => setting(value)).toThrow(`Build setting error:\n  ${name} must be`);
  });

  it("has a default, also when the setting is blank", () => {
    expect(setting(undefined)).toBe(fallback);
    expect(setting("  ")).toBe(fallback);
  });

  it("stops the build with an error that names the setting and the value", () => {
    expect(() => setting(rejects[0])).toThrow(`Build setting error:\n  ${error}`);
  });
});

describe("the build settings", () => {
  it("name every bad one at once", () => {
    expect(() => readBuildSettings({ CONTACT_ENDPOINT: "x", SITE_URL: "y" })).toThrow(
      /SITE_URL[^]*\n {2}CONTACT_ENDPOINT/,
    );
  });

  it("carry what npm run build tells its steps there and back, a blank as unset", () => {
    const run = { started: 1_780_000_000_000, verbose: true };
    expect(readBuildRun(buildRunEnv(run))).toEqual(run);
    expect(readBuildRun({ BUILD_STARTED: " ", BUILD_VERBOSE: "" })).toEqual({ started: undefined, verbose: false });
    expect(buildRunEnv({ verbose: false })).toEqual({});
  });
});
