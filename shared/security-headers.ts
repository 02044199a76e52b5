// The site's security headers, in one place for both the build (which writes them to build/client/_headers for static
// hosts) and our own server (which sends them). Pure: no file access, so the browser-free build step and the server
// agree by construction.
//
// Every response gets the baseline. A page's Content-Security-Policy is built from that page's own inline scripts and
// styles (hashed at build time, so no 'unsafe-inline' for scripts), and anything that is not a page gets STRICT_CSP.

import { createHash } from "node:crypto";

export const CSP = "Content-Security-Policy";

/** Sent with every response, whatever it is. */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium knows: an unknown one is logged as an error on every page.
  "Permissions-Policy": [
    "accelerometer",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "serial",
    "usb",
  ]
    .map((feature) => `${feature}=()`)
    .join(", "),
};

/**
 * For a site served over HTTPS: browsers then refuse plain HTTP to it, and its subdomains, for two years (OWASP's
 * HTTP Strict Transport Security guidance). Sent only when the site's address (SITE_URL) is https: over plain HTTP
 * a browser ignores it anyway, and a local build must not ask for it.
 */
export const HSTS = { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } as const;

/** The headers of every path of a site at `siteUrl`. */
export const siteHeaders = (siteUrl: string): Readonly<Record<string, string>> =>
  siteUrl.startsWith("https:") ? { ...BASELINE_HEADERS, ...HSTS } : BASELINE_HEADERS;

/** For answers that are not pages (files, JSON, redirects, errors): nothing may load, run or frame them. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * For a document our own pages embed (the PDF viewer's file). Nothing else: Chromium's PDF viewer counts as a plugin
 * inside the frame, and a `default-src`/`object-src` on the PDF itself would block it.
 */
export const EMBEDDABLE_CSP = "frame-ancestors 'self'";

export interface PagePolicy {
  /** The text of each inline `<script>` of the page. */
  scripts: readonly string[];
  /** The text of each inline `<style>` of the page. */
  styles: readonly string[];
  /** The contact form's endpoint (site.contact.endpoint): relative, or an absolute URL on another origin. */
  contactEndpoint: string;
  /** Whether the page embeds a document of our own in an iframe. */
  frames: boolean;
}

/** A page's Content-Security-Policy. */
export function pageCsp({ scripts, styles, contactEndpoint, frames }: PagePolicy): string {
  const contact = endpointOrigin(contactEndpoint);
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...hashSources(scripts)],
    // Elements: our stylesheet and the inlined copy of it, by hash. Attributes (`style="…"`: image placeholders,
    // aspect ratios, animation variables in the prerendered HTML) need their own directive: without it they fall
    // back to style-src, where a hash makes browsers ignore 'unsafe-inline' and hashes never cover attributes.
    // Attributes cannot run code, and what they load (url()) is still bound by img-src.
    ["style-src", "'self'", ...hashSources(styles)],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...contact],
    // The contact form posts itself there when scripts have not run.
    ["form-action", "'self'", ...contact],
    ["manifest-src", "'self'"],
    ["frame-src", frames ? "'self'" : "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((sources) => sources.join(" ")).join("; ");
}

/** The origin of an absolute http(s) endpoint (e.g. Formspree's); none for a path on our own site. */
export function endpointOrigin(endpoint: string): string[] {
  if (!/^https?:\/\//i.test(endpoint)) return [];
  return [new URL(endpoint).origin];
}

function hashSources(texts: readonly string[]): string[] {
  const sources = texts.map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  return [...new Set(sources)];
}
