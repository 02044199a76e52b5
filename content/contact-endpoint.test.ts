import { afterEach, describe, expect, it, vi } from "vitest";
import { siteWithEnv } from "./site-with-env.ts";
import { contactEndpointSchema } from "./schema.ts";

const siteWith = (endpoint: string | undefined) => siteWithEnv("CONTACT_ENDPOINT", endpoint);

afterEach(() => {
  vi.unstubAllEnvs();
});

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

  it("defaults to the bundled inbox, also when the setting is blank", async () => {
    expect((await siteWith(undefined)).contact.endpoint).toBe("/f/contact");
    expect((await siteWith("  ")).contact.endpoint).toBe("/f/contact");
  });

  it("takes CONTACT_ENDPOINT at build time", async () => {
    expect((await siteWith(" https://formspree.io/f/xyzabc ")).contact.endpoint).toBe("https://formspree.io/f/xyzabc");
  });

  it("stops the build with an error that names the file, the field and the setting", async () => {
    await expect(siteWith("formspree.io/f/xyz")).rejects.toThrow(
      'Content error in content/site.ts:\n  contact.endpoint: CONTACT_ENDPOINT must be an absolute http(s) URL or a path starting with /, got "formspree.io/f/xyz"',
    );
  });
});
