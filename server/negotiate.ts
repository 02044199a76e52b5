// Small parsers for the request headers that static serving honours. Each is lenient: a header it cannot make sense of
// is treated as absent, so odd clients get a full 200 rather than an error.

import type { Encoding } from "./files.ts";

/** Brotli when the client accepts it, else gzip, else nothing (RFC 9110 §12.5.3, q=0 meaning "not acceptable"). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([0-9.]+)$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip") || accepts("x-gzip")) return "gzip";
  return undefined;
}

/** Whether an If-None-Match header matches `etag` (quoted). Weak comparison, as RFC 9110 §13.1.2 requires. */
export function noneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export type ByteRange = { start: number; end: number } | "unsatisfiable" | undefined;

/**
 * A single byte range from a Range header, inclusive. `undefined` means "serve the whole file": no header, a syntax
 * we do not support, or several ranges (RFC 9110 §14.2 lets a server ignore Range).
 */
export function parseRange(range: string | undefined, size: number): ByteRange {
  if (!range) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined; // invalid: ignore
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
