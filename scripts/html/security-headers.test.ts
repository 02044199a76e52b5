import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseHeadersFile } from "../../shared/host-files.ts";
import { BASELINE_HEADERS, EMBEDDABLE_CSP, pageCsp } from "../../shared/security-headers.ts";
import { inlineCode, urlPaths, writeSecurityHeaders } from "./security-headers.ts";
import { tempFolders } from "../../tests/support/temp-folders.ts";

const temp = tempFolders("security-headers");
let client: string;
const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>theme()</script><style>body{color:red}</style>` +
  `<script type="module" src="/assets/x.js"></script></head><body><script>${script}</script></body></html>`;
const FILES: Record<string, string> = {
  "index.html": page("home()"),
  "about/index.html": page("about()"),
  "thebox/mbb/index.html": page("mbb()"),
  "404.html": page("lost()"),
  "__spa-fallback.html": page("fallback()"),
  "downloads/guide.pdf": "%PDF-",
};
const site = {
  siteUrl: "http://127.0.0.1:3000",
  contactEndpoint: "https://formspree.io/f/x",
  embeds: [{ page: "/thebox/mbb", file: "/downloads/guide.pdf" }],
};

beforeEach(async () => {
  client = temp.make();
  for (const [name, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(client, name)), { recursive: true });
    await writeFile(join(client, name), content);
  }
});

afterEach(temp.removeAll);

describe("writeSecurityHeaders", () => {
  it("writes the baseline for every path and the embeddable document's policy first, then each page's", async () => {
    const rules = await writeSecurityHeaders(client, site);
    expect(parseHeadersFile(await readFile(join(client, "_headers"), "utf8"))).toEqual(rules);
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/assets/*",
      "/*.data",
      "/downloads/guide.pdf",
      "/404.html",
      "/about",
      "/about/",
      "/",
      "/thebox/mbb",
      "/thebox/mbb/",
    ]);
    const headers = new Map(rules.map((rule) => [rule.path, rule.headers]));
    expect(headers.get("/*")).toEqual(BASELINE_HEADERS);
    const policy = (script: string, frames = false) =>
      pageCsp({
        scripts: ["theme()", script],
        styles: ["body{color:red}"],
        contactEndpoint: site.contactEndpoint,
        frames,
      });
    expect(headers.get("/")).toEqual({ "Content-Security-Policy": policy("home()") });
    expect(headers.get("/about/")).toEqual({ "Content-Security-Policy": policy("about()") });
    expect(headers.get("/404.html")).toEqual({ "Content-Security-Policy": policy("lost()") });
    expect(headers.get("/thebox/mbb")).toEqual({ "Content-Security-Policy": policy("mbb()", true) });
    expect(headers.get("/downloads/guide.pdf")).toEqual({ "Content-Security-Policy": EMBEDDABLE_CSP });
  });

  it("adds Strict-Transport-Security to every path of a site at an https address, and only then", async () => {
    const secure = new Map(
      (await writeSecurityHeaders(client, { ...site, siteUrl: "https://mischief.example" })).map((r) => [
        r.path,
        r.headers,
      ]),
    );
    expect(secure.get("/*")).toEqual({
      ...BASELINE_HEADERS,
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    expect(await readFile(join(client, "_headers"), "utf8")).toContain(
      "  Strict-Transport-Security: max-age=63072000; includeSubDomains\n",
    );
    await writeSecurityHeaders(client, site);
    expect(await readFile(join(client, "_headers"), "utf8")).not.toContain("Strict-Transport-Security");
  });

  it("fails the build when a page said to embed a document was not prerendered", async () => {
    await expect(
      writeSecurityHeaders(client, { ...site, embeds: [{ page: "/thebox/nope", file: "/downloads/guide.pdf" }] }),
    ).rejects.toThrow("No prerendered page for /thebox/nope");
  });

  it("fails the build when an embedded document is missing", async () => {
    await expect(
      writeSecurityHeaders(client, { ...site, embeds: [{ page: "/thebox/mbb", file: "/downloads/gone.pdf" }] }),
    ).rejects.toThrow("gone.pdf");
  });
});

describe("inlineCode", () => {
  it("takes the text of inline scripts and styles exactly, and skips scripts loaded by src", () => {
    const html = `<script>a()\n</script><SCRIPT type="module" async="">import "/x.js";</SCRIPT ><script src="/y.js"></script><script async src=/z.js></script><style media="all">p{}</style>`;
    expect(inlineCode(html)).toEqual({ scripts: ["a()\n", 'import "/x.js";'], styles: ["p{}"] });
  });

  it("leaves out JSON data blocks (the structured data), which browsers never run, and keeps every other script", () => {
    const html =
      `<script type="application/ld+json">{"@type":"WebSite"}</script><script type='application/json'>[]</script>` +
      `<script type="text/javascript">b()</script><script type="importmap">{}</script>`;
    expect(inlineCode(html).scripts).toEqual(["b()", "{}"]);
  });
});

describe("urlPaths", () => {
  it.each([
    ["index.html", ["/"]],
    ["about/index.html", ["/about", "/about/"]],
    ["thebox/mbb/index.html", ["/thebox/mbb", "/thebox/mbb/"]],
    ["404.html", ["/404.html"]],
  ])("%s is served at %j", (file, paths) => expect(urlPaths(file)).toEqual(paths));
});
