import { describe, expect, it } from "vitest";
import { allowedOrigin, parseOrigin, preflightHeaders } from "./cors.ts";

describe("parseOrigin", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    [" https://Example.COM/contact?x=1 ", "https://example.com"],
    ["http://localhost:5173/", "http://localhost:5173"],
    ["https://example.com:443", "https://example.com"],
  ])("%j is %s", (value, origin) => {
    expect(parseOrigin(value)).toBe(origin);
  });

  it.each(["example.com", "*", "ftp://example.com", "javascript:alert(1)", "file:///etc", ""])(
    "refuses %j",
    (value) => {
      expect(() => parseOrigin(value)).toThrow();
    },
  );
});

describe("allowedOrigin", () => {
  const own = "http://127.0.0.1:3000";
  const listed = new Set(["https://mischief.example"]);

  it.each([
    ["the site itself", own, own],
    ["a listed origin", "https://mischief.example", "https://mischief.example"],
    ["another site", "https://evil.example", undefined],
    ["a listed host on another scheme", "http://mischief.example", undefined],
    ["a listed host on another port", "https://mischief.example:8443", undefined],
    ["a sandboxed page (null)", "null", undefined],
    ["no Origin header", undefined, undefined],
  ])("%s → %s", (_, origin, expected) => {
    expect(allowedOrigin(origin, own, listed)).toBe(expected);
  });
});

describe("preflightHeaders", () => {
  it("allows POST with the requested headers, cached for ten minutes", () => {
    expect(preflightHeaders("https://a.example", "content-type, formspree-client")).toEqual({
      "Access-Control-Allow-Origin": "https://a.example",
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "content-type, formspree-client",
      "Access-Control-Max-Age": "600",
    });
    expect(preflightHeaders("https://a.example", undefined)).not.toHaveProperty("Access-Control-Allow-Headers");
  });
});
