import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { inboxCors, parseOrigin } from "./cors.ts";

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

describe("inboxCors", () => {
  const own = "http://127.0.0.1:3000";
  const listed = new Set(["https://mischief.example"]);
  const app = new Hono().use(inboxCors(listed)).post("/f/contact", (c) => c.text("saved"));
  const post = (origin?: string) =>
    app.request(`${own}/f/contact`, { method: "POST", headers: origin === undefined ? {} : { Origin: origin } });
  const preflight = (origin: string, headers = "content-type, formspree-client") =>
    app.request(`${own}/f/contact`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": headers },
    });

  it.each([
    ["the site itself", own, own],
    ["a listed origin", "https://mischief.example", "https://mischief.example"],
    ["another site", "https://evil.example", null],
    ["a listed host on another scheme", "http://mischief.example", null],
    ["a listed host on another port", "https://mischief.example:8443", null],
    ["a sandboxed page (null)", "null", null],
    ["no Origin header", undefined, null],
  ])("%s → %s may read the answer", async (_, origin, allowed) => {
    const res = await post(origin);
    expect(await res.text()).toBe("saved");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe(allowed);
    expect(res.headers.get("Vary")).toBe("Origin");
  });

  it("allows POST with the requested headers, cached for ten minutes", async () => {
    const res = await preflight("https://mischief.example");
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "access-control-allow-origin": "https://mischief.example",
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "content-type,formspree-client",
      "access-control-max-age": "600",
    });
  });

  it("names no other origin in a preflight's answer, which is what the browser reads", async () => {
    const res = await preflight("https://evil.example");
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});
