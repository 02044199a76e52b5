// The answers the Worker gives for the site's own paths (edge/wrangler.jsonc's run_worker_first: the pages, the odd
// spellings of their addresses, and what no file answers), made from the static assets the way `npm start` makes them
// from build/client (server/static.ts). Pages go through the Worker because of their headers: each page has a
// Content-Security-Policy of its own, one `_headers` rule each, and the platform reads only the first 100 rules of
// that file (docs/decisions/0030-edge.md). The assets the pages load are served by the platform alone.

import type { Context, Handler } from "hono";
import type { Assets, Bindings } from "./platform.ts";
import type { ContactPageSource } from "../inbox/page-answer.ts";
import { CACHE, HIDDEN_FILES, type PathHeaders } from "../shared/host-files.ts";
import { imageLinkSlug } from "../shared/paths.ts";

type Edge = { Bindings: Bindings };

const NOT_FOUND_PAGE = "/404.html";

/** A page, a redirect or the site's 404 page, from the static assets, with the headers `npm start` gives them. */
export function siteAnswer(rules: PathHeaders): Handler<Edge> {
  return async (c) => {
    const { method } = c.req;
    if (method !== "GET" && method !== "HEAD") return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    // The build's by-products that are not for visitors (React Router's SPA fallback) are not served, as by npm start.
    if (HIDDEN_FILES.has(`${c.req.path.slice(1)}.html`)) return notFound(c, rules);
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    const location = asset.headers.get("Location");
    // The platform's own redirects (a trailing slash, /index.html) are 307s; ours, like `_redirects`' rules, are 301s.
    if (location && asset.status >= 300 && asset.status < 400) return c.redirect(location, 301);
    if (asset.status === 404) return (await lowerCasePage(c)) ?? notFound(c, rules);
    if (!isHtml(asset)) return asset;
    const artwork = await artworkOf(c);
    if (artwork) return c.redirect(artwork, 301);
    return page(c, asset, rules.forPath(c.req.path), asset.status === 304 ? 304 : 200);
  };
}

const isHtml = (asset: Response) => asset.headers.get("Content-Type")?.startsWith("text/html") ?? false;

/** Pages have lower-case paths; people type /ABOUT or /thebox/BB: a 301 to the page, when there is one. */
async function lowerCasePage(c: Context<Edge>): Promise<Response | undefined> {
  const lower = c.req.path.toLowerCase();
  if (lower === c.req.path || lower.split("/").at(-1)?.includes(".") || !(await isPage(c, lower))) return undefined;
  return c.redirect(lower + new URL(c.req.url).search, 301);
}

/** Whether the build has a page at `path`. */
async function isPage(c: Context<Edge>, path: string): Promise<boolean> {
  const asset = await c.env.ASSETS.fetch(new URL(path, c.req.url));
  await asset.body?.cancel();
  return asset.status === 200 && isHtml(asset);
}

/** The page of the artwork an old viewer link names (`?image=`), when the build has it. */
async function artworkOf(c: Context<Edge>): Promise<string | undefined> {
  const slug = imageLinkSlug(new URL(c.req.url).searchParams);
  if (!slug) return undefined;
  const path = `${c.req.path.replace(/\/$/, "")}/${slug}`;
  return (await isPage(c, path)) ? path : undefined;
}

async function notFound(c: Context<Edge>, rules: PathHeaders): Promise<Response> {
  const asset = await c.env.ASSETS.fetch(new URL(NOT_FOUND_PAGE.replace(/\.html$/, ""), c.req.url));
  return page(c, asset, rules.forPath(NOT_FOUND_PAGE), 404);
}

/** An HTML answer: the build's headers for its path, its type, revalidated on every use; a 200 keeps its validator. */
function page(c: Context<Edge>, asset: Response, own: Readonly<Record<string, string>>, status: 200 | 304 | 404) {
  const etag = asset.headers.get("ETag");
  const headers: Record<string, string> = { ...own, "Cache-Control": CACHE.revalidate };
  if (etag && status !== 404) headers["ETag"] = etag;
  if (status === 304) return c.body(null, 304, headers);
  headers["Content-Type"] = asset.headers.get("Content-Type") ?? "text/html; charset=utf-8";
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(asset.body ?? "", status, headers);
}

/** The prerendered contact page from the static assets, for the inbox's answers to a browser's own post. */
export function contactPage(assets: Assets, rules: PathHeaders, path: string, origin: string): ContactPageSource {
  return async () => {
    const asset = await assets.fetch(new URL(path, origin));
    if (!asset.ok) return undefined;
    const text = await asset.text();
    return { tag: asset.headers.get("ETag") ?? text, text: async () => text, headers: rules.forPath(path) };
  };
}
