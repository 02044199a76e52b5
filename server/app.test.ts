import { serve } from "@hono/node-server";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { formatHeadersFile } from "../shared/host-files.ts";
import { BASELINE_HEADERS, CSP, EMBEDDABLE_CSP, STRICT_CSP } from "../shared/security-headers.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";

// A miniature build/client, plus a secret next to it that no request may reach.
const SECRET = "TOP-SECRET-OUTSIDE-THE-ROOT";
const page = (title: string, filler = 0) =>
  `<!doctype html><title>${title}</title><main>${"mischief ".repeat(filler)}</main>\n`;
const FILES: Record<string, string | Buffer> = {
  "index.html": page("Home"), // under 1 KB: never compressed
  "about/index.html": page("About", 300),
  "contact/index.html": page("Contact", 300),
  "thebox/index.html": page("theBox", 300),
  "thebox/mb/index.html": page("Mindfully Bored", 300),
  "thebox/mb/mb-posters-01/index.html": page("Some of the Posters, no. 1", 300),
  "thebox.data": `[{"_1":2},"routes/overview",${JSON.stringify("x".repeat(2000))}]`,
  "_.data": `[{"_1":2},"root"]`,
  "404.html": page("Not found"),
  "__spa-fallback.html": page("SPA fallback"),
  "assets/app-abc123.js": `export const box = ${JSON.stringify("mischief ".repeat(400))};\n`,
  "assets/root-abc123.css": `main { color: red; }\n`,
  "brand/x.svg": `<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`,
  "a.pdf": Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)),
  "img.png": Buffer.alloc(3000, 1),
  "pic.jpg": Buffer.alloc(10, 2),
  "pic.webp": Buffer.alloc(10, 3),
  "pic.avif": Buffer.alloc(10, 4),
  "font.woff2": Buffer.alloc(3000, 5),
  "favicon.ico": Buffer.alloc(10, 6),
  "data.json": `{"a":1}`,
  "sitemap.xml": `<?xml version="1.0"?><urlset/>`,
  "robots.txt": "User-agent: *\n",
  "site.webmanifest": `{"name":"Mischief Box"}`,
  // The feeds of new work (scripts/html/feeds.ts): the site's, and a project's beside its artwork pages.
  "feed.atom": `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>`,
  "feed.json": `{"version":"https://jsonfeed.org/version/1.1","title":"Mischief Box","items":[]}`,
  "thebox/mb/feed.atom": `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"/>`,
  "thebox/mb/feed.json": `{"version":"https://jsonfeed.org/version/1.1","title":"Mindfully Bored","items":[]}`,
  // What the build writes: policies for some paths (here, made-up ones, to see which one is sent where).
  _headers: formatHeadersFile([
    { path: "/*", headers: BASELINE_HEADERS },
    { path: "/about", headers: { [CSP]: "about-policy" } },
    { path: "/about/", headers: { [CSP]: "about-policy" } },
    { path: "/404.html", headers: { [CSP]: "not-found-policy" } },
    { path: "/a.pdf", headers: { [CSP]: EMBEDDABLE_CSP } },
  ]),
  _redirects: "/About /about 301\n",
  ".env": `SECRET=${SECRET}`,
  ".git/config": `[core] ${SECRET}`,
};

// The site every test reads, and the folders one test makes for itself.
const temp = tempFolders("server");
const scratch = tempFolders("site");
let dir: string;
let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dir = temp.make();
  root = join(dir, "client");
  for (const [name, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  writeFileSync(join(dir, "secret.txt"), SECRET);
  writeFileSync(join(dir, "package.json"), SECRET);
  symlinkSync(join(dir, "secret.txt"), join(root, "link.txt"));
  symlinkSync(dir, join(root, "linkdir"));
  app = createApp({ root });
});

afterAll(temp.removeAll);
afterEach(scratch.removeAll);

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const text = (name: string) => String(FILES[name]);

describe("clean URLs", () => {
  it.each([
    ["/", "index.html"],
    ["/about", "about/index.html"],
    ["/contact", "contact/index.html"],
    ["/thebox", "thebox/index.html"],
    ["/thebox/mb", "thebox/mb/index.html"],
  ])("GET %s serves %s", async (path, file) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe(text(file));
  });

  it.each([
    ["/about/", "/about"],
    ["/about/?a=1&b=2", "/about?a=1&b=2"],
    ["/thebox/mb/", "/thebox/mb"],
    ["/index.html", "/"],
    ["/about/index.html?x", "/about?x"],
    ["/favicon.ico/", "/favicon.ico"],
    // An old viewer link: the artwork's own page.
    ["/thebox/mb?image=mb-posters-01", "/thebox/mb/mb-posters-01"],
    ["/thebox/mb?image=mb-posters-01&utm_source=x", "/thebox/mb/mb-posters-01"],
  ])("GET %s redirects permanently to %s", async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(location);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it.each([
    "/thebox/mb?image=nope",
    "/thebox/mb?image=..%2F..%2Fabout",
    "/thebox/mb?image=MB-POSTERS-01",
    "/thebox/mb?image=",
  ])("an image parameter that names no artwork page leaves the page as it is: %s", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(text("thebox/mb/index.html"));
  });

  it.each(["/brand", "/brand/", "/assets", "/nope/"])(
    "a directory without index, or nothing, is a 404: %s",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(text("404.html"));
    },
  );
});

describe("case", () => {
  it.each([
    ["/theBox", "/thebox"],
    ["/TheBox/MB", "/thebox/mb"],
    ["/thebox/MB?x=1", "/thebox/mb?x=1"],
    ["/ABOUT", "/about"],
    ["/ABOUT/", "/about"],
    ["/theBox/?q=Mixed", "/thebox?q=Mixed"],
  ])("page path %s redirects to %s", async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(location);
  });

  it.each([
    "/Assets/app-abc123.js",
    "/assets/APP-abc123.js",
    "/Favicon.ico",
    "/TheBox.data",
    "/Brand",
    "/Nope",
    "/About/index.html",
  ])("only pages are case-insensitive: %s is a 404", async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("404", () => {
  it("serves 404.html with status 404", async () => {
    const res = await get("/no/such/page");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("ETag")).toBeNull();
    expect(await res.text()).toBe(text("404.html"));
  });

  it("never serves the SPA fallback under its own name", async () => {
    const res = await get("/__spa-fallback.html");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(text("404.html"));
  });

  it("answers HEAD with the 404 headers and no body", async () => {
    const res = await app.request("/nope", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Length")).toBe(String(text("404.html").length));
    expect(await res.text()).toBe("");
  });

  it("falls back to plain text when there is no 404.html", async () => {
    const bare = scratch.make();
    writeFileSync(join(bare, "index.html"), "home");
    const res = await createApp({ root: bare }).request("/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=UTF-8");
    expect(await res.text()).toBe("Not Found");
  });

  it("answers 404 for everything when the root does not exist", async () => {
    const res = await createApp({ root: join(dir, "missing") }).request("/");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Not Found");
  });
});

describe("content types", () => {
  it.each([
    ["/", "text/html; charset=utf-8"],
    ["/thebox.data", "text/x-script"],
    ["/_.data", "text/x-script"],
    ["/assets/app-abc123.js", "text/javascript; charset=utf-8"],
    ["/assets/root-abc123.css", "text/css; charset=utf-8"],
    // JSON is UTF-8 by definition (RFC 8259 §8.1), and a charset parameter means nothing to it (§11).
    ["/data.json", "application/json"],
    ["/brand/x.svg", "image/svg+xml"],
    ["/img.png", "image/png"],
    ["/pic.jpg", "image/jpeg"],
    ["/pic.webp", "image/webp"],
    ["/pic.avif", "image/avif"],
    ["/a.pdf", "application/pdf"],
    ["/font.woff2", "font/woff2"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/robots.txt", "text/plain; charset=utf-8"],
    ["/site.webmanifest", "application/manifest+json"],
    ["/favicon.ico", "image/x-icon"],
    ["/feed.atom", "application/atom+xml"],
    ["/thebox/mb/feed.atom", "application/atom+xml"],
    // JSON Feed's own type has no file extension that static hosts know: served as JSON everywhere alike.
    ["/feed.json", "application/json"],
    ["/thebox/mb/feed.json", "application/json"],
  ])("%s is %s, with nosniff", async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(type);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("serves exact bytes of binary files", async () => {
    const res = await get("/a.pdf");
    expect((await bytes(res)).equals(FILES["a.pdf"] as Buffer)).toBe(true);
    expect(res.headers.get("Content-Length")).toBe("5000");
  });
});

describe("caching", () => {
  it("hashed assets are immutable", async () => {
    const res = await get("/assets/app-abc123.js");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/", "/about"])("HTML (%s) is revalidated, with a strong ETag", async (path) => {
    const res = await get(path);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("ETag")).toMatch(/^"[^"]+"$/);
  });

  it.each(["/thebox.data", "/_.data"])(
    "route data (%s) stays fresh for a minute, so a move takes the copy fetched on intent, with an ETag",
    async (path) => {
      const res = await get(path);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
      expect(res.headers.get("ETag")).toMatch(/^"[^"]+"$/);
    },
  );

  it.each(["/brand/x.svg", "/a.pdf", "/robots.txt", "/feed.atom", "/thebox/mb/feed.json"])(
    "other files (%s) are cached for an hour, with an ETag",
    async (path) => {
      const res = await get(path);
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
      expect(res.headers.get("ETag")).toMatch(/^"[^"]+"$/);
    },
  );

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const etag = (await get("/about")).headers.get("ETag") ?? "";
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get("/about", { "If-None-Match": ifNoneMatch });
      expect(res.status).toBe(304);
      expect(res.headers.get("ETag")).toBe(etag);
      expect(res.headers.get("Cache-Control")).toBe("no-cache");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(await res.text()).toBe("");
    }
  });

  it("answers a stale If-None-Match with the full page", async () => {
    const res = await get("/about", { "If-None-Match": `"stale"` });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(text("about/index.html"));
  });

  it("gives different files different ETags, and each encoding its own", async () => {
    const about = (await get("/about")).headers.get("ETag");
    const contact = (await get("/contact")).headers.get("ETag");
    const aboutBr = (await get("/about", { "Accept-Encoding": "br" })).headers.get("ETag");
    expect(about).not.toBe(contact);
    expect(aboutBr).not.toBe(about);
    expect((await get("/about", { "Accept-Encoding": "br", "If-None-Match": about ?? "" })).status).toBe(200);
    expect((await get("/about", { "Accept-Encoding": "br", "If-None-Match": aboutBr ?? "" })).status).toBe(304);
  });

  it("notices a file rewritten after it was cached", async () => {
    const file = join(root, "rewritten.txt");
    writeFileSync(file, "first version");
    expect(await (await get("/rewritten.txt")).text()).toBe("first version");
    writeFileSync(file, "second version, longer");
    expect(await (await get("/rewritten.txt")).text()).toBe("second version, longer");
  });
});

describe("compression", () => {
  it.each(["/about", "/thebox.data", "/assets/app-abc123.js"])(
    "%s: brotli when accepted, decoding to the original",
    async (path) => {
      const original = await bytes(await get(path));
      const res = await get(path, { "Accept-Encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBe("br");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      const body = await bytes(res);
      expect(res.headers.get("Content-Length")).toBe(String(body.length));
      expect(body.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(body).equals(original)).toBe(true);
    },
  );

  it.each(["gzip", "gzip, deflate", "br;q=0, gzip", "*;q=0.5, br;q=0"])(
    "gzip when brotli is not accepted (%s)",
    async (accept) => {
      const res = await get("/about", { "Accept-Encoding": accept });
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      const body = await bytes(res);
      expect(res.headers.get("Content-Length")).toBe(String(body.length));
      expect(gunzipSync(body).toString()).toBe(text("about/index.html"));
    },
  );

  it.each(["", "identity", "deflate", "gzip;q=0, br;q=0"])("no encoding when none acceptable (%j)", async (accept) => {
    const res = await get("/about", accept ? { "Accept-Encoding": accept } : {});
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await res.text()).toBe(text("about/index.html"));
  });

  it.each(["/", "/_.data", "/img.png", "/font.woff2", "/a.pdf"])(
    "%s is not compressed (small, or not text)",
    async (path) => {
      const res = await get(path, { "Accept-Encoding": "br, gzip" });
      expect(res.headers.get("Content-Encoding")).toBeNull();
      expect(res.headers.get("Vary")).toBeNull();
    },
  );

  it("compresses the 404 page too, keeping the 404 status", async () => {
    const big = scratch.make();
    writeFileSync(join(big, "404.html"), page("Lost", 300));
    const res = await createApp({ root: big }).request("/nope", { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(res)).toString()).toBe(page("Lost", 300));
  });
});

describe("methods", () => {
  it("HEAD sends the GET headers and no body", async () => {
    const res = await app.request("/about", { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    const full = await get("/about", { "Accept-Encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Encoding")).toBe("br");
    expect(res.headers.get("Content-Length")).toBe(full.headers.get("Content-Length"));
    expect(res.headers.get("ETag")).toBe(full.headers.get("ETag"));
    expect(await res.text()).toBe("");
  });

  it.each([
    ["POST", "/about"],
    ["PUT", "/"],
    ["DELETE", "/assets/app-abc123.js"],
    ["PATCH", "/nope"],
    ["OPTIONS", "/"],
  ])("%s %s is 405 with Allow", async (method, path) => {
    const res = await app.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("leaves other methods under /f/ to the app's own routes, even ones added later", async () => {
    expect((await app.request("/f/contact", { method: "POST" })).status).toBe(404);
    const withInbox = createApp({ root });
    withInbox.post("/f/:formId", (c) => c.json({ form: c.req.param("formId") }, 201));
    const res = await withInbox.request("/f/contact", { method: "POST", body: "x" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ form: "contact" });
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await withInbox.request("/about", { method: "POST" })).status).toBe(405);
    expect((await withInbox.request("/about")).status).toBe(200);
  });
});

describe("errors", () => {
  it("answers a genuine fault with a plain 500", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = createApp({ root });
    broken.get("/f/boom", () => {
      throw new Error("bug");
    });
    const res = await broken.request("/f/boom");
    expect(res.status).toBe(500);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.text()).toBe("Internal Server Error");
    expect(logged).toHaveBeenCalledOnce();
  });
});

describe("ranges", () => {
  const pdf = FILES["a.pdf"] as Buffer;

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=4990-", 4990, 4999],
    ["bytes=-100", 4900, 4999],
    ["bytes=100-100", 100, 100],
    ["bytes=4000-99999", 4000, 4999],
    ["bytes=-99999", 0, 4999],
    // The unit is case-insensitive (RFC 9110 §14.1), and a range past the end beside a good one is left out.
    ["Bytes=0-9", 0, 9],
    ["bytes=0-9, 9999-", 0, 9],
  ])("%s is a 206 with the right bytes", async (range, start, end) => {
    const res = await get("/a.pdf", { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes ${start}-${end}/5000`);
    expect(res.headers.get("Content-Length")).toBe(String(end - start + 1));
    expect((await bytes(res)).equals(pdf.subarray(start, end + 1))).toBe(true);
  });

  it("advertises byte ranges", async () => {
    expect((await get("/a.pdf")).headers.get("Accept-Ranges")).toBe("bytes");
  });

  it("answers an unsatisfiable range with 416", async () => {
    const res = await get("/a.pdf", { Range: "bytes=5000-" });
    expect(res.status).toBe(416);
    expect(res.headers.get("Content-Range")).toBe("bytes */5000");
  });

  it.each(["bytes=0-1,5-6", "items=0-1", "bytes=10-5", "bytes=-"])(
    "ignores a range it does not serve (%s)",
    async (range) => {
      const res = await get("/a.pdf", { Range: range });
      expect(res.status).toBe(200);
      expect((await bytes(res)).equals(pdf)).toBe(true);
    },
  );

  it("honours If-Range only for the current ETag", async () => {
    const etag = (await get("/a.pdf")).headers.get("ETag") ?? "";
    expect((await get("/a.pdf", { Range: "bytes=0-9", "If-Range": etag })).status).toBe(206);
    expect((await get("/a.pdf", { Range: "bytes=0-9", "If-Range": `"old"` })).status).toBe(200);
  });

  it("never compresses a range", async () => {
    const res = await get("/about", { Range: "bytes=0-14", "Accept-Encoding": "br" });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toBe("<!doctype html>");
  });

  it("streams files too large to keep in memory, ranges and validators included", async () => {
    const streaming = createApp({ root, memory: { maxFileBytes: 1000 } });
    const full = await streaming.request("/a.pdf");
    expect(full.status).toBe(200);
    expect(full.headers.get("Content-Length")).toBe("5000");
    expect((await bytes(full)).equals(pdf)).toBe(true);
    const part = await streaming.request("/a.pdf", { headers: { Range: "bytes=1000-1999" } });
    expect(part.status).toBe(206);
    expect((await bytes(part)).equals(pdf.subarray(1000, 2000))).toBe(true);
    const etag = full.headers.get("ETag") ?? "";
    expect((await streaming.request("/a.pdf", { headers: { "If-None-Match": etag } })).status).toBe(304);
    // Too large for memory means not compressed either.
    const about = await streaming.request("/about", { headers: { "Accept-Encoding": "br" } });
    expect(about.headers.get("Content-Encoding")).toBeNull();
    expect(await about.text()).toBe(text("about/index.html"));
  });
});

describe("hostile requests", () => {
  it.each([
    ["/../secret.txt", 404],
    ["/../package.json", 404],
    ["/%2e%2e/secret.txt", 404],
    ["/%2e%2e/%2e%2e/package.json", 404],
    ["/..%2fsecret.txt", 404],
    ["/..%2f..%2fetc/passwd", 404],
    ["/assets/..%2f..%2fsecret.txt", 404],
    ["/..%5csecret.txt", 404],
    ["/..\\secret.txt", 404],
    ["/%5c..%5c..%5csecret.txt", 404],
    ["/%00", 400],
    ["/about%00", 400],
    ["/index.html%00.txt", 400],
    ["/%0a", 400],
    ["/%E0%A4%A", 400],
    ["/%", 400],
    ["/%zz/about", 400],
    ["/.env", 404],
    ["/.git/config", 404],
    ["/.git/", 404],
    ["/%2egit/config", 404],
    ["/link.txt", 404],
    ["/linkdir/secret.txt", 404],
    ["/linkdir/package.json", 404],
    ["//secret.txt", 404],
    ["/about//", 404],
    [`/${"a".repeat(2100)}`, 414],
    [`/${"a".repeat(300)}`, 404],
    [`/${"%41".repeat(700)}`, 414],
  ])("%s is a %i and never reveals anything outside the root", async (path, status) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await res.text()).not.toContain(SECRET);
  });

  it("never redirects to another host", async () => {
    for (const path of ["//evil.example/", "//evil.example/about/", "/%2fevil.example/", "/\\evil.example/"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Location"), path).toBeNull();
    }
  });

  it("stays 4xx for raw request targets over a real socket", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
        });
        let response = "";
        socket.on("data", (chunk: Buffer) => (response += chunk.toString("latin1")));
        socket.on("end", () => resolve(response));
        socket.on("error", reject);
      });
    try {
      for (const target of [
        "/../secret.txt",
        "/../../package.json",
        "/..\\secret.txt",
        "/%2e%2e/secret.txt",
        "/%E0%A4%A",
        "/a%00b",
        "*",
      ]) {
        const response = await raw(target);
        expect(response, target).toMatch(/^HTTP\/1\.1 4\d\d /);
        expect(response, target).not.toContain(SECRET);
      }
      expect(await raw("/theBox?x=1")).toMatch(/^HTTP\/1\.1 301 [^]*\r\nlocation: \/thebox\?x=1\r\n/i);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

const expectBaseline = (res: Response) => {
  for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(res.headers.get(name), name).toBe(value);
};

describe("security headers", () => {
  it.each([
    ["a page", () => get("/about"), 200],
    ["an asset", () => get("/assets/app-abc123.js"), 200],
    ["a range", () => get("/a.pdf", { Range: "bytes=0-9" }), 206],
    ["a redirect", () => get("/about/"), 301],
    ["a 304", async () => get("/about", { "If-None-Match": (await get("/about")).headers.get("ETag") ?? "" }), 304],
    ["the 404 page", () => get("/nope"), 404],
    ["an unsatisfiable range", () => get("/a.pdf", { Range: "bytes=9999-" }), 416],
    ["a bad request", () => get("/%00"), 400],
    ["a wrong method", () => app.request("/", { method: "POST" }), 405],
    ["a HEAD", () => app.request("/about", { method: "HEAD" }), 200],
  ])("%s carries the baseline", async (_, answer, status) => {
    const res = await answer();
    expect(res.status).toBe(status);
    expectBaseline(res);
  });
});

describe("security headers: each page's own policy", () => {
  it("gives a page the policy the build wrote for it, on its 200, its HEAD and its 304", async () => {
    const res = await get("/about");
    expect(res.headers.get(CSP)).toBe("about-policy");
    expect((await app.request("/about", { method: "HEAD" })).headers.get(CSP)).toBe("about-policy");
    const again = await get("/about", { "If-None-Match": res.headers.get("ETag") ?? "" });
    expect(again.status).toBe(304);
    expect(again.headers.get(CSP)).toBe("about-policy");
  });

  it("gives a not-found answer the 404 page's policy", async () => {
    for (const path of ["/nope", "/_headers", "/_redirects", "/__spa-fallback.html"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get(CSP), path).toBe("not-found-policy");
    }
  });

  it("lets our own pages frame the PDF, and only them", async () => {
    expect((await get("/a.pdf")).headers.get(CSP)).toBe(EMBEDDABLE_CSP);
    expect((await get("/a.pdf", { Range: "bytes=0-9" })).headers.get(CSP)).toBe(EMBEDDABLE_CSP);
  });

  it.each([
    ["an asset", () => get("/assets/app-abc123.js")],
    ["an SVG opened directly", () => get("/brand/x.svg")],
    ["route data", () => get("/thebox.data")],
    ["a redirect", () => get("/about/")],
    ["a wrong method", () => app.request("/", { method: "POST" })],
    ["a bad request", () => get("/%00")],
  ])("gives what is not a page (%s) a policy that lets nothing load, run or frame it", async (_, answer) => {
    expect((await answer()).headers.get(CSP)).toBe(STRICT_CSP);
  });

  it("leaves the cached copy's policy alone in a 304 for a file without one of its own", async () => {
    const etag = (await get("/brand/x.svg")).headers.get("ETag") ?? "";
    const res = await get("/brand/x.svg", { "If-None-Match": etag });
    expect(res.status).toBe(304);
    expect(res.headers.get(CSP)).toBeNull();
  });

  it("never serves the headers file itself", async () => {
    const res = await get("/_headers");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(text("404.html"));
  });

  it("picks up a rewritten headers file", async () => {
    const file = join(root, "_headers");
    try {
      writeFileSync(file, "/about\n  Content-Security-Policy: rebuilt-policy\n");
      expect((await get("/about")).headers.get(CSP)).toBe("rebuilt-policy");
    } finally {
      writeFileSync(file, text("_headers"));
    }
    expect((await get("/about")).headers.get(CSP)).toBe("about-policy");
  });

  it("sends Strict-Transport-Security only when the build put it in the rule for every path (an https site)", async () => {
    const file = join(root, "_headers");
    const hsts = "max-age=63072000; includeSubDomains";
    expect((await get("/about")).headers.get("Strict-Transport-Security")).toBeNull();
    try {
      writeFileSync(
        file,
        `/*\n  Strict-Transport-Security: ${hsts}\n\n/about\n  Content-Security-Policy: about-policy\n`,
      );
      // Pages and files, and every other answer: a redirect, a bad request, a 404, a refused method.
      for (const path of ["/about", "/", "/brand/x.svg", "/About", "/about/", "/%zz", "/nowhere"])
        expect((await get(path)).headers.get("Strict-Transport-Security"), path).toBe(hsts);
      const refused = await app.request("/about", { method: "PUT" });
      expect(refused.status).toBe(405);
      expect(refused.headers.get("Strict-Transport-Security")).toBe(hsts);
      expect((await get("/about")).headers.get(CSP)).toBe("about-policy");
    } finally {
      writeFileSync(file, text("_headers"));
    }
  });

  it("without a headers file (a stand-in site), pages get the baseline and no policy", async () => {
    const bare = scratch.make();
    writeFileSync(join(bare, "index.html"), page("Home"));
    const res = await createApp({ root: bare }).request("/");
    expect(res.status).toBe(200);
    expectBaseline(res);
    expect(res.headers.get(CSP)).toBeNull();
  });

  it("answers a genuine fault with the baseline and the strict policy", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = createApp({ root });
    broken.get("/f/boom", () => {
      throw new Error("bug");
    });
    const res = await broken.request("/f/boom");
    expect(res.status).toBe(500);
    expectBaseline(res);
    expect(res.headers.get(CSP)).toBe(STRICT_CSP);
  });
});
