// The `_headers` file of static hosts (Netlify, Cloudflare Pages): a URL path on its own line, then the headers for it,
// indented, as `Name: value`; `#` starts a comment. The build writes it (scripts/html/security-headers.ts) and our
// server reads it back, so both serve the same headers from one source.
//
// Those hosts join the values of a header set by several matching rules with commas; for a Content-Security-Policy
// that means every policy applies at once. So a path gets its policy from exactly one rule: the writer refuses a path
// given twice, and the wildcard rule carries no policy.

/** Its name, at the root of the static build. */
export const HEADERS_FILE = "_headers";

/** Its sibling for static hosts, the redirect rules (written by scripts/html/redirects.ts); our server redirects itself. */
export const REDIRECTS_FILE = "_redirects";

/** How long browsers and caches may keep what the site serves, by kind (`npm start`, the edge, `_headers`). */
export const CACHE = {
  /** The build's content-hashed files (under /assets/): never changed, only replaced by new names. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML names the hashed assets, so it must be revalidated on every use (cheap: ETag + 304). */
  revalidate: "no-cache",
  /**
   * Route data names them too, but a move's data is usually fetched ahead, when a link shows intent (a pointer or the
   * focus on it): a minute fresh lets the move take that copy without a second round trip. A deploy within that minute
   * can leave a visitor's next move on the old data (its words, and pictures the new build may have renamed) until the
   * next page load; a script the new build no longer has makes React Router reload the page.
   */
  routeData: "public, max-age=60",
  /** Unhashed public files (images, favicon, PDF) may change between deploys, but not often. */
  short: "public, max-age=3600",
} as const;

/** The `_headers` rules that give hosts the caching of the hashed assets and the route data. */
export const CACHE_RULES: HeaderRule[] = [
  { path: "/assets/*", headers: { "Cache-Control": CACHE.immutable } },
  { path: "/*.data", headers: { "Cache-Control": CACHE.routeData } },
];

export interface HeaderRule {
  /** A URL path, or a pattern ending in `*`. */
  path: string;
  headers: Readonly<Record<string, string>>;
}

export function formatHeadersFile(rules: readonly HeaderRule[], comment?: string): string {
  const seen = new Set<string>();
  const blocks = rules.map(({ path, headers }) => {
    if (!path.startsWith("/") || /\s/.test(path)) throw new Error(`_headers: not a URL path: ${JSON.stringify(path)}`);
    if (seen.has(path)) throw new Error(`_headers: ${path} is given twice`);
    seen.add(path);
    const lines = Object.entries(headers).map(([name, value]) => {
      if (/[\r\n]/.test(value)) throw new Error(`_headers: ${name} for ${path} spans lines`);
      return `  ${name}: ${value}`;
    });
    return [path, ...lines].join("\n");
  });
  const head = comment ? `${comment.replace(/^/gm, "# ")}\n\n` : "";
  return `${head}${blocks.join("\n\n")}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Record<string, string> }[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const content = line.trim();
    if (content === "" || content.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: content, headers: {} });
      continue;
    }
    const colon = content.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers[content.slice(0, colon).trim()] = content.slice(colon + 1).trim();
  }
  return rules;
}

type Headers = Readonly<Record<string, string>>;

/** The headers a server of ours gives a path from the build's `_headers` (its exact paths, and `/*`). */
export interface PathHeaders {
  /** The headers of every path (the `/*` rule): the baseline, and Strict-Transport-Security for an https site. */
  everyPath: Headers;
  /** The headers of every path, then those the build gave this one. */
  forPath(path: string): Headers;
}

export function pathHeadersOf(text: string): PathHeaders {
  const rules = parseHeadersFile(text);
  const everyPath = rules.find((rule) => rule.path === "/*")?.headers ?? {};
  const byPath = new Map(rules.filter((rule) => !rule.path.includes("*")).map((rule) => [rule.path, rule.headers]));
  return { everyPath, forPath: (path) => ({ ...everyPath, ...byPath.get(path) }) };
}

// Build by-products that are not for visitors: React Router's SPA fallback would hydrate into the catch-all route, the
// headers file is read by the server (and static hosts), not served, and the redirects file is for static hosts.
export const HIDDEN_FILES: ReadonlySet<string> = new Set(["__spa-fallback.html", HEADERS_FILE, REDIRECTS_FILE]);
