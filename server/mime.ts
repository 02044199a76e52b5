// Content types for what the build can contain. A fixed table rather than a dependency: the set is small and known,
// and an explicit `charset` on text types keeps browsers from guessing (with `nosniff` they must not guess at all).

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  // React Router's client-navigation data (turbo-stream); the exact type React Router itself sets on it.
  data: "text/x-script",
  webmanifest: "application/manifest+json",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  pdf: "application/pdf",
  woff2: "font/woff2",
  woff: "font/woff",
  mp4: "video/mp4",
  webm: "video/webm",
};

// Text formats worth compressing. Images, fonts, PDFs and video are already compressed; zlib would only cost CPU.
const COMPRESSIBLE = new Set(["html", "js", "mjs", "css", "json", "map", "data", "webmanifest", "xml", "txt", "svg"]);

/** The lower-cased extension of the last path segment, without the dot ("" when there is none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

export function contentType(ext: string): string {
  return TYPES[ext] ?? "application/octet-stream";
}

export function isCompressible(ext: string): boolean {
  return COMPRESSIBLE.has(ext);
}
