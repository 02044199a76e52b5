// The per-path headers the build wrote to `_headers` (a page's Content-Security-Policy, the embeddable PDF's), looked
// up by URL path for each file served. The file is read again whenever it changes, so a rebuild under a running
// server is picked up with the pages it describes. Without the file (a stand-in site), no path has headers of its own.

import { readFile } from "node:fs/promises";
import type { FileStore } from "./files.ts";
import { HEADERS_FILE, parseHeadersFile } from "../shared/host-files.ts";

export type HeadersForPath = (path: string) => Promise<Readonly<Record<string, string>>>;

export function headerRules(store: FileStore): HeadersForPath {
  let parsed:
    | {
        tag: string;
        everyPath: Readonly<Record<string, string>>;
        byPath: Map<string, Readonly<Record<string, string>>>;
      }
    | undefined;
  return async (path) => {
    const file = await store.file(HEADERS_FILE);
    if (!file) return {};
    if (parsed?.tag !== file.tag) {
      const text = (file.body ?? (await readFile(file.path))).toString("utf8");
      const rules = parseHeadersFile(text);
      // The rule for every path carries the baseline, which the server sends with every response anyway
      // (server/app.ts), and Strict-Transport-Security when the site was built for an https address.
      const everyPath = rules.find((rule) => rule.path === "/*")?.headers ?? {};
      const exact = rules.filter((rule) => !rule.path.includes("*"));
      parsed = { tag: file.tag, everyPath, byPath: new Map(exact.map((rule) => [rule.path, rule.headers])) };
    }
    return { ...parsed.everyPath, ...parsed.byPath.get(path) };
  };
}
