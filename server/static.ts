// Serving the prerendered site (build/client) the way a good static host would: clean URLs, canonical redirects, the
// site's own 404 page, validators and caching, compression and single byte ranges.
//
// `serve` is middleware rather than a catch-all route: when it has no file for a GET it calls `next()`, and it leaves
// other methods under /f/ alone, so routes registered on the same app (before or after it) still get their requests.
// Whatever nothing answers ends at `notFound`.

import type { Context, MiddlewareHandler, NotFoundHandler } from "hono";
import { accepts } from "hono/accepts";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { getMimeType, mimes } from "hono/utils/mime";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { parse as parseRange } from "range-parser";
import { FileStore, type Encoding, type MemoryLimits, type StaticFile } from "./files.ts";
import { headerRules } from "./header-rules.ts";
import { FEED_FORMATS } from "../shared/feeds.ts";
import { CACHE, HIDDEN_FILES } from "../shared/host-files.ts";
import { imageLinkSlug } from "../shared/paths.ts";
import { formatPath, parseRequestPath } from "./request-path.ts";

export interface StaticSiteOptions {
  /** The build output to serve (build/client). */
  root: string;
  memory?: MemoryLimits;
}

/** Non-GET requests under this prefix are left to the app's own routes (the contact inbox: POST /f/:formId). */
export const APP_ROUTES_PREFIX = "/f/";

const NOT_FOUND_PAGE = "404.html";

// Below this, compression saves less than it costs (and fits in one packet anyway).
const MIN_COMPRESS_BYTES = 1024;

// Hono's table of content types (text with charset=utf-8); SVG as the web app manifest names its icon, without one;
// React Router's client-navigation data (turbo-stream), with the type React Router itself gives it; and the Atom
// feeds, which Hono's table leaves out (their JSON twins are .json, application/json).
const TYPES: Record<string, string> = {
  ...mimes,
  svg: "image/svg+xml",
  data: "text/x-script",
  atom: FEED_FORMATS.atom.type,
};
const ENCODINGS: readonly Encoding[] = ["br", "gzip"];

/**
 * Brotli when the client accepts it, else gzip, else none (RFC 9110 §12.5.3: q=0 is "not acceptable", `*` stands for
 * any encoding not named). Our order, not the header's: browsers list gzip first, and brotli is smaller.
 */
function pickEncoding(c: Context): Encoding | undefined {
  const match = (listed: { type: string; q: number }[]) => {
    const q = (name: string) =>
      (listed.find((a) => a.type.toLowerCase() === name) ?? listed.find((a) => a.type === "*"))?.q;
    return ENCODINGS.find((name) => (q(name) ?? 0) > 0) ?? "";
  };
  const chosen = accepts(c, { header: "Accept-Encoding", supports: [...ENCODINGS], default: "", match });
  return ENCODINGS.find((name) => name === chosen);
}

export interface StaticSite {
  serve: MiddlewareHandler;
  notFound: NotFoundHandler;
  /** A prerendered page by URL path ("/contact") and the headers the build gave it, for answers made from it. */
  page: (path: string) => Promise<{ file: StaticFile; headers: Readonly<Record<string, string>> } | undefined>;
  /** The headers the build gave every path (Strict-Transport-Security for an https site), for every answer. */
  everyPath: () => Promise<Readonly<Record<string, string>>>;
}

export function staticSite(options: StaticSiteOptions): StaticSite {
  const store = new FileStore(options.root, options.memory);
  const rules = headerRules(store);

  /** The file for a decoded path, and the canonical path to redirect to if the request did not use it. */
  async function locate(
    segments: string[],
  ): Promise<{ file: StaticFile; page: boolean; canonical?: string[] } | undefined> {
    const rel = segments.join("/");
    const last = segments[segments.length - 1];
    if (HIDDEN_FILES.has(rel)) return undefined;
    if (last === "index.html") {
      const file = await store.file(rel);
      return file && { file, page: true, canonical: segments.slice(0, -1) };
    }
    if (last === undefined || !last.includes(".")) {
      const page = await store.file(rel === "" ? "index.html" : `${rel}/index.html`);
      if (page) return { file: page, page: true };
    }
    if (rel === "") return undefined;
    const file = await store.file(rel);
    return file && { file, page: false };
  }

  /**
   * The page an old viewer link names (/thebox/bb?image=bb-posters-poster-02): the artwork's own page below the
   * project's (/thebox/bb/bb-posters-poster-02), when the build has one.
   */
  async function artworkOf(segments: string[], params: URLSearchParams): Promise<string[] | undefined> {
    const slug = imageLinkSlug(params);
    if (!slug) return undefined;
    const page = await locate([...segments, slug]);
    return page?.page ? [...segments, slug] : undefined;
  }

  const serve: MiddlewareHandler = async (c, next) => {
    const { method } = c.req;
    const url = new URL(c.req.url);
    if (method !== "GET" && method !== "HEAD") {
      if (url.pathname.startsWith(APP_ROUTES_PREFIX)) return next();
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }

    const parsed = parseRequestPath(url.pathname);
    if (parsed.kind === "too-long") return c.text("URI Too Long", 414);
    if (parsed.kind === "bad-request") return c.text("Bad Request", 400);
    if (parsed.kind === "not-found") return next();
    const { segments, trailingSlash } = parsed;

    const found = await locate(segments);
    if (found) {
      if (found.canonical) return redirect(c, found.canonical, url.search);
      if (trailingSlash) return redirect(c, segments, url.search);
      const artwork = found.page ? await artworkOf(segments, url.searchParams) : undefined;
      if (artwork) return redirect(c, artwork, "");
      return send(c, store, found.file, {
        status: 200,
        immutable: segments[0] === "assets",
        own: await rules.forPath(formatPath(segments)),
      });
    }

    // Pages have lower-case paths; people type /theBox or /ABOUT. Assets stay case-sensitive, as on any host.
    const last = segments[segments.length - 1] ?? "";
    const lower = segments.map((s) => s.toLowerCase());
    if (!last.includes(".") && lower.some((s, i) => s !== segments[i])) {
      const page = await locate(lower);
      if (page?.page) return redirect(c, page.canonical ?? lower, url.search);
    }
    return next();
  };

  const notFound: NotFoundHandler = async (c) => {
    const page = await store.file(NOT_FOUND_PAGE);
    if (!page) return c.text("Not Found", 404, { "Cache-Control": CACHE.revalidate });
    return send(c, store, page, { status: 404, immutable: false, own: await rules.forPath(`/${NOT_FOUND_PAGE}`) });
  };

  const page: StaticSite["page"] = async (path) => {
    const file = await store.file(`${path.slice(1)}/index.html`);
    return file && { file, headers: await rules.forPath(path) };
  };

  return { serve, notFound, page, everyPath: rules.everyPath };
}

function redirect(c: Context, segments: string[], search: string): Response {
  return c.redirect(formatPath(segments) + search, 301);
}

/**
 * `own` are the headers the build gave the file's URL path (a page's Content-Security-Policy). They go with every
 * answer for it, 304s too: a 304's headers replace those of the cached copy.
 */
async function send(
  c: Context,
  store: FileStore,
  file: StaticFile,
  { status, immutable, own }: { status: 200 | 404; immutable: boolean; own: Readonly<Record<string, string>> },
): Promise<Response> {
  const type = getMimeType(file.path, TYPES) ?? "application/octet-stream";
  const headers: Record<string, string> = {
    ...own,
    "Content-Type": type,
    "Cache-Control": immutable
      ? CACHE.immutable
      : status === 404 || /\.html$/i.test(file.path)
        ? CACHE.revalidate
        : /\.data$/i.test(file.path)
          ? CACHE.routeData
          : CACHE.short,
  };

  // Ranges are served from the identity body, so a Range request is never compressed.
  const rangeHeader = status === 200 ? c.req.header("Range") : undefined;
  const varies =
    file.body !== undefined && file.size >= MIN_COMPRESS_BYTES && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type);
  if (varies) headers["Vary"] = "Accept-Encoding";
  const encoding = varies && !rangeHeader ? pickEncoding(c) : undefined;
  const body = encoding ? await store.encoded(file, encoding) : file.body;
  if (encoding) headers["Content-Encoding"] = encoding;

  let range: { start: number; end: number } | undefined;
  let code: 200 | 206 | 404 = status;
  if (status === 200) {
    // Each encoding is a different representation, so it gets its own strong validator.
    const etag = `"${file.tag}${encoding ? `-${encoding}` : ""}"`;
    headers["ETag"] = etag;
    headers["Accept-Ranges"] = "bytes";
    if (noneMatchHits(c.req.header("If-None-Match"), etag)) {
      // A 304 carries the validators and caching headers of the 200 it stands for, but no body or body headers.
      const notModified: Record<string, string> = {
        ...own,
        ETag: etag,
        "Cache-Control": headers["Cache-Control"] ?? CACHE.revalidate,
      };
      if (varies) notModified["Vary"] = "Accept-Encoding";
      return c.body(null, 304, notModified);
    }
    // If-Range: only resume a download of the very same bytes (we send no Last-Modified, so dates never match).
    const ifRange = c.req.header("If-Range");
    const parsed = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(file.size, rangeHeader) : undefined;
    // One byte range is served. A malformed one (range-parser's code 1), another unit or several ranges get the whole
    // file (RFC 9110 §14.2 lets a server ignore Range); only ranges past the end (code 2) are a 416.
    if (parsed?.type === "bytes" && !(parsed.code & 1)) {
      const [only, ...more] = parsed.ranges;
      if (!only && parsed.code & 2) {
        return c.body(null, 416, {
          "Content-Range": `bytes */${file.size}`,
          "Cache-Control": headers["Cache-Control"] ?? CACHE.short,
        });
      }
      if (only && more.length === 0) {
        range = only;
        code = 206;
        headers["Content-Range"] = `bytes ${only.start}-${only.end}/${file.size}`;
      }
    }
  }

  const length = range ? range.end - range.start + 1 : (body?.length ?? file.size);
  headers["Content-Length"] = String(length);
  if (c.req.method === "HEAD") return c.body(null, code, headers);
  if (body) return c.body(range ? body.subarray(range.start, range.end + 1) : body, code, headers);
  if (length === 0) return c.body("", code, headers);
  // Too large to keep in memory: stream it.
  const stream = Readable.toWeb(createReadStream(file.path, range ?? {})) as ReadableStream<Uint8Array>;
  return c.body(stream, code, headers);
}

/** Whether an If-None-Match header matches `etag` (quoted). Weak comparison, as RFC 9110 §13.1.2 requires. */
function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
