import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { endpointOrigin, pageCsp, type PagePolicy } from "./security-headers.ts";

const base: PagePolicy = { scripts: [], styles: [], contactEndpoint: "/f/contact", frames: false };
const directives = (csp: string) =>
  new Map(csp.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pageCsp", () => {
  it("allows exactly the page's inline scripts and styles by hash, never inline scripts in general", () => {
    const theme = `try{localStorage.getItem("theme")}catch(e){}`;
    const csp = directives(pageCsp({ ...base, scripts: [theme, "ünïcode()", theme], styles: ["body{color:red}"] }));
    // Hashed as UTF-8, each once, as browsers do.
    expect(csp.get("script-src")).toEqual(["'self'", sha256(theme), sha256("ünïcode()")]);
    // A fixed vector: the empty script, as CSP examples give it.
    expect(pageCsp({ ...base, scripts: [""] })).toContain("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(csp.get("style-src")).toEqual(["'self'", sha256("body{color:red}")]);
    expect(csp.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
  });

  it("denies by default and frames nothing, nor lets itself be framed", () => {
    const csp = directives(pageCsp(base));
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-src")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("frames our own documents only on a page that embeds one", () => {
    expect(directives(pageCsp({ ...base, frames: true })).get("frame-src")).toEqual(["'self'"]);
  });

  it("lets the contact form reach an endpoint on another origin, by script and by a plain form post", () => {
    const csp = directives(pageCsp({ ...base, contactEndpoint: "https://formspree.io/f/abc123" }));
    expect(csp.get("connect-src")).toEqual(["'self'", "https://formspree.io"]);
    expect(csp.get("form-action")).toEqual(["'self'", "https://formspree.io"]);
  });
});

describe("endpointOrigin", () => {
  it.each([
    ["/f/contact", []],
    ["f/contact", []],
    ["https://formspree.io/f/abc", ["https://formspree.io"]],
    ["HTTP://inbox.example:8080/f/x?y=1", ["http://inbox.example:8080"]],
  ])("%s → %j", (endpoint, origin) => expect(endpointOrigin(endpoint)).toEqual(origin));
});
