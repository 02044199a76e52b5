// Turning a request's URL path into segments that are safe to join onto the build directory.
//
// The URL parser has already resolved literal and %2e dot segments (and turned "\" into "/"), but segments are still
// percent-encoded: "..%2f..%2fetc" only becomes dangerous once decoded. So each segment is decoded on its own and
// rejected if it could name anything but one plain entry of the directory it is in.

/** Longer paths are refused with 414: no page or asset comes anywhere near, and it bounds the work per request. */
export const MAX_PATH_LENGTH = 2048;

export type RequestPath =
  /** `segments` are decoded; `[]` is the root. `trailingSlash` is set for "/about/", never for "/". */
  | { kind: "path"; segments: string[]; trailingSlash: boolean }
  /** Malformed: bad percent-encoding, NUL or other control characters. */
  | { kind: "bad-request" }
  | { kind: "too-long" }
  /** Well-formed, but cannot name a servable file: dotfiles, "..", encoded "/" or "\", empty segments ("//"). */
  | { kind: "not-found" };

// C0 controls (NUL included) and DEL; no file in the build has them in its name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function parseRequestPath(pathname: string): RequestPath {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: "too-long" };
  if (!pathname.startsWith("/")) return { kind: "bad-request" };
  const raw = pathname.slice(1).split("/");
  const trailingSlash = raw.length > 1 && raw[raw.length - 1] === "";
  if (trailingSlash || pathname === "/") raw.pop();

  const segments: string[] = [];
  let notFound = false;
  for (const encoded of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return { kind: "bad-request" };
    }
    if (CONTROL.test(segment)) return { kind: "bad-request" };
    // Keep checking the remaining segments: malformed input anywhere should still be reported as such.
    if (segment === "" || segment.startsWith(".") || segment.includes("/") || segment.includes("\\")) notFound = true;
    segments.push(segment);
  }
  return notFound ? { kind: "not-found" } : { kind: "path", segments, trailingSlash };
}

/** The URL path for decoded segments; the result always starts with exactly one "/" (never "//host"). */
export function formatPath(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join("/")}`;
}
