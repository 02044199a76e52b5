// The conditional and range request headers that static serving honours. Each parser is lenient: a header it cannot
// make sense of is treated as absent, so odd clients get a full 200 rather than an error. Accept-Encoding is read by
// Hono's `accepts` (server/static.ts); these two stay ours because the libraries that parse them answer differently:
// `range-parser` refuses a suffix range longer than the file (RFC 9110 §14.1.2 serves the whole file) and an invalid
// range, which we ignore; `fresh` would do for If-None-Match, but not in fewer lines than this.

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
