import { describe, expect, it } from "vitest";
import { readBuildSettings } from "./build-settings.ts";
import { contactEndpointSchema } from "./schema.ts";

const endpoint = (value: string | undefined) => readBuildSettings({ CONTACT_ENDPOINT: value }).CONTACT_ENDPOINT;

describe("the contact endpoint", () => {
  it.each(["/f/contact", "/", "https://formspree.io/f/xyzabc", "http://127.0.0.1:3000/f/contact"])(
    "accepts %s",
    (value) => {
      expect(contactEndpointSchema.safeParse(value).success).toBe(true);
    },
  );

  it.each([
    "f/contact", // relative: would depend on the page's own path
    "//evil.example/f", // protocol-relative: another host
    "/\\evil.example/f", // browsers read "/\" as "//"
    "ftp://example.com/f",
    "javascript:alert(1)",
    "https://formspree.io/f/ x",
    "",
  ])("rejects %j", (value) => {
    expect(contactEndpointSchema.safeParse(value).success).toBe(false);
  });

  it("defaults to the bundled inbox, also when the setting is blank", () => {
    expect(endpoint(undefined)).toBe("/f/contact");
    expect(endpoint("  ")).toBe("/f/contact");
  });

  it("takes CONTACT_ENDPOINT at build time", () => {
    expect(endpoint(" https://formspree.io/f/xyzabc ")).toBe("https://formspree.io/f/xyzabc");
  });

  it("stops the build with an error that names the setting, and every bad one at once", () => {
    expect(() => endpoint("formspree.io/f/xyz")).toThrow(
      'Build setting error:\n  CONTACT_ENDPOINT must be an absolute http(s) URL or a path starting with /, got "formspree.io/f/xyz"',
    );
    expect(() => readBuildSettings({ CONTACT_ENDPOINT: "x", SITE_URL: "y" })).toThrow(
      /SITE_URL[^]*\n {2}CONTACT_ENDPOINT/,
    );
  });
});
