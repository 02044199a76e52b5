import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startEdge, type EdgeChild } from "../support/edge-child.ts";
import { browserForm, startServer, type ChildServer } from "../support/server-child.ts";
import { REDIRECTS_FILE } from "../../shared/host-files.ts";
import { exampleSite } from "../../tools/test-site.ts";

// `npm start` and `npm run edge` side by side, started here on the same build, with the same settings: every page of
// the sitemap, the 404s, the redirects and each answer of the inbox must come back with the same status, headers and
// body. Left out of the comparison: what each runtime's transport and cache set for itself (the date, the connection,
// the body's length and encoding, byte ranges, the validator's opaque value, the platform's cache status), listed in
// docs/decisions/0030-edge.md.

const PLATFORM_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "content-encoding",
  "accept-ranges",
  "etag",
  "cf-cache-status",
  "server",
]);
// The same limit on both: the sixth post of the cases below is the 429.
const RATE_LIMIT = 5;

const site = exampleSite(process.cwd());
let dir: string;
let node: ChildServer;
let edge: EdgeChild;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-parity-"));
  const settings = { INBOX_RATE_LIMIT: String(RATE_LIMIT) };
  [node, edge] = await Promise.all([
    startServer(dir, { ...settings, INBOX_DB: join(dir, "inbox.db") }, join(site.dir, "build", "client")),
    startEdge(site.dir, join(dir, "edge"), settings),
  ]);
});
test.afterAll(async () => {
  node?.child.kill("SIGTERM");
  await Promise.all([node?.exited, edge?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function ask(origin: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(origin + path, {
    redirect: "manual",
    ...init,
    headers: { "Accept-Encoding": "identity", ...init.headers },
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (PLATFORM_HEADERS.has(name)) continue;
    // Whether an answer varies with Accept-Encoding is the compressing layer's to say (the platform compresses itself).
    const kept =
      name === "vary" ? value.split(/\s*,\s*/).filter((v) => v.toLowerCase() !== "accept-encoding") : [value];
    if (kept.length > 0) headers[name] = kept.join(", ");
  }
  return { status: response.status, headers, body: await response.text() };
}

/**
 * Asks both the same question, `npm start` first, and expects the same answer. A Retry-After is how long each one's
 * bucket takes to refill, which the time between the questions moves: on a busy machine the two may be a second apart,
 * never more.
 */
async function expectSame(path: string, init?: RequestInit): Promise<Answer> {
  const fromNode = await ask(node.url, path, init);
  const fromEdge = await ask(edge.url, path, init);
  const [wait, edgeWait] = [fromNode, fromEdge].map((answer) => Number(answer.headers["retry-after"]));
  if (Math.abs(edgeWait! - wait!) === 1) fromEdge.headers["retry-after"] = String(wait);
  expect(fromEdge, `${init?.method ?? "GET"} ${path}`).toEqual(fromNode);
  return fromNode;
}

test("every page of the sitemap: the same status, headers and body", async () => {
  const sitemap = await (await fetch(`${node.url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths.length).toBeGreaterThan(100);
  for (let at = 0; at < paths.length; at += 8)
    await Promise.all(paths.slice(at, at + 8).map(async (path) => expect((await expectSame(path)).status).toBe(200)));
});

test("the 404 page, the redirects and the other methods: the same answers", async () => {
  for (const path of ["/no-such-page", "/thebox/no-such-project", "/nope/", "/__spa-fallback"])
    expect((await expectSame(path)).status).toBe(404);
  // Every rule of the build's `_redirects` (a splat's with a project below it), and the spellings no file lists.
  const rules = readFileSync(join(site.dir, "build", "client", REDIRECTS_FILE), "utf8");
  const sources = [...rules.matchAll(/^(\/\S*) /gm)].map(([, source]) => source!.replace("*", "bb"));
  expect(sources.length).toBeGreaterThan(5);
  const artwork = "/thebox/bb?image=bb-posters-poster-01";
  const spellings = ["/thebox/BB", "/thebox/Wol?x=1"];
  for (const path of [...sources, ...spellings, "/about/", "/thebox/bb/", "/about/index.html", "/index.html", artwork])
    expect((await expectSame(path)).status).toBe(301);
  expect((await expectSame("/thebox/bb?image=no-such-artwork")).status).toBe(200);
  expect((await expectSame("/about", { method: "POST" })).status).toBe(405);
  expect((await expectSame("/about", { method: "HEAD" })).status).toBe(200);
});

test("each answer of the inbox: the same status, headers and body", async () => {
  const form = (fields: Record<string, string>, accept: string) => {
    const { body, contentType } = browserForm(fields);
    const headers = { "Content-Type": contentType, Accept: accept, Referer: "/contact" };
    return { method: "POST", body: new Uint8Array(body), headers };
  };
  const message = { name: "Ada", email: "ada@example.com", message: "Same on both.", _gotcha: "" };
  const html = "text/html,application/xhtml+xml";
  expect((await expectSame("/f/contact", { method: "GET" })).status).toBe(405);
  expect((await expectSame("/f/", { method: "POST" })).status).toBe(404);
  const origin = { Origin: "http://elsewhere.example", "Access-Control-Request-Method": "POST" };
  expect((await expectSame("/f/contact", { method: "OPTIONS", headers: origin })).status).toBe(204);
  // The posts, each counted by the rate limit: the sixth is refused.
  expect((await expectSame("/f/contact", form(message, "application/json"))).status).toBe(200);
  expect((await expectSame("/f/contact", form(message, html))).headers.location).toBe("/contact#sent");
  expect((await expectSame("/f/contact", form({ ...message, email: "no" }, "application/json"))).status).toBe(422);
  expect((await expectSame("/f/contact", form({ ...message, email: "no" }, html))).status).toBe(422);
  const large = form({ ...message, message: "x".repeat(200_000) }, "application/json");
  expect((await expectSame("/f/contact", large)).status).toBe(413);
  const refused = await expectSame("/f/contact", form(message, "application/json"));
  expect(refused.status).toBe(429);
  // The bucket has refilled a little while the earlier answers were asked for: the whole wait at most.
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60 / RATE_LIMIT);
});
