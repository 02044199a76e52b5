// Run at the end of `react-router build`, after the stylesheet is inlined: writes build/client/_headers, the security
// headers of every page for static hosts that read that file, and for our own server (server/static.ts), which reads
// it back. Each page's Content-Security-Policy allows exactly the inline scripts and styles in that page's HTML (React
// Router's context and module scripts differ from page to page), so it must be computed from the finished files.

import { access, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  CACHE_RULES,
  formatHeadersFile,
  type HeaderRule,
  HEADERS_FILE,
  HIDDEN_FILES,
} from "../../shared/host-files.ts";
import { CSP, EMBEDDABLE_CSP, pageCsp, siteHeaders } from "../../shared/security-headers.ts";
import { htmlPages } from "./pages.ts";

export interface SiteSecurity {
  /** The site's public address: an https one adds Strict-Transport-Security to every path. */
  siteUrl: string;
  /** The contact form's endpoint, as built into the pages. */
  contactEndpoint: string;
  /** The URL paths of pages that embed a document of ours (the PDF viewer), and those documents' paths. */
  embeds: readonly { page: string; file: string }[];
}

/** Writes `_headers` into `client` (the build's static root) and returns its rules. */
export async function writeSecurityHeaders(client: string, site: SiteSecurity): Promise<HeaderRule[]> {
  const framing = new Set(site.embeds.map((embed) => embed.page));
  const files = (await htmlPages(client)).filter((f) => !HIDDEN_FILES.has(f));
  const pages: HeaderRule[] = [];
  for (const file of files.sort()) {
    const paths = urlPaths(file.split("\\").join("/"));
    const policy = pageCsp({
      ...inlineCode(await readFile(join(client, file), "utf8")),
      contactEndpoint: site.contactEndpoint,
      frames: paths.some((path) => framing.has(path)),
    });
    for (const path of paths) {
      pages.push({ path, headers: { [CSP]: policy } });
      framing.delete(path);
    }
  }
  if (framing.size) throw new Error(`No prerendered page for ${[...framing].join(", ")}, which embeds a document`);

  const documents: HeaderRule[] = [];
  for (const file of new Set(site.embeds.map((embed) => embed.file))) {
    await access(join(client, file)); // a missing document is a content mistake: fail the build, naming it
    documents.push({ path: file, headers: { [CSP]: EMBEDDABLE_CSP } });
  }

  // Every path's rule, the caching and the documents' first: Cloudflare reads only a file's first 100 rules, so those
  // must not come after a thousand pages' (whose policies the edge's Worker gives them itself: decision 0030).
  const rules = [{ path: "/*", headers: siteHeaders(site.siteUrl) }, ...CACHE_RULES, ...documents, ...pages];
  const comment = "Security and caching headers, written by the build (scripts/html/security-headers.ts): do not edit.";
  await writeFile(join(client, HEADERS_FILE), formatHeadersFile(rules, comment));
  return rules;
}

/** The URL paths a static host serves an HTML file at (both spellings of a folder's index). */
export function urlPaths(file: string): string[] {
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const folder = `/${file.slice(0, -"/index.html".length)}`;
    return [folder, `${folder}/`];
  }
  return [`/${file}`];
}

/**
 * The text of a page's inline scripts and inline styles, as a browser hashes them: not the scripts loaded by `src`, nor
 * JSON data blocks (the structured data), which a browser never runs and so never checks against the policy.
 */
export function inlineCode(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([^]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\s(src\s*=|type\s*=\s*["']?application\/(ld\+)?json\b)/i.test(` ${attributes}`))
    .map(([, , text]) => text!);
  const styles = [...html.matchAll(/<style\b[^>]*>([^]*?)<\/style\s*>/gi)].map(([, text]) => text!);
  return { scripts, styles };
}
