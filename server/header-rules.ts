// The per-path headers the build wrote to `_headers` (a page's Content-Security-Policy, the embeddable PDF's), looked
// up by URL path for each file served. The file is read again whenever it changes, so a rebuild under a running
// server is picked up with the pages it describes. Without the file (a stand-in site), no path has headers of its own.

import { readFile } from "node:fs/promises";
import type { FileStore } from "./files.ts";
import { HEADERS_FILE, parseHeadersFile, type HeaderRule } from "../shared/host-files.ts";

type Headers = Readonly<Record<string, string>>;

export interface HeaderRules {
  /** The headers of every path, then those the build gave this one. */
  forPath(path: string): Promise<Headers>;
  /**
   * The headers of every path (the `/*` rule): the baseline, which the server sends with every response anyway
   * (server/app.ts), and Strict-Transport-Security when the site was built for an https address.
   */
  everyPath(): Promise<Headers>;
}

/** The `/*` rule of a `_headers` file's text. */
export const everyPathOf = (text: string): Headers => everyPathRule(parseHeadersFile(text));
const everyPathRule = (rules: HeaderRule[]): Headers => rules.find((rule) => rule.path === "/*")?.headers ?? {};

export function headerRules(store: FileStore): HeaderRules {
  let parsed: { tag: string; everyPath: Headers; byPath: Map<string, Headers> } | undefined;
  const current = async () => {
    const file = await store.file(HEADERS_FILE);
    if (!file) return undefined;
    if (parsed?.tag !== file.tag) {
      const rules = parseHeadersFile((file.body ?? (await readFile(file.path))).toString("utf8"));
      const exact = rules.filter((rule) => !rule.path.includes("*"));
      parsed = {
        tag: file.tag,
        everyPath: everyPathRule(rules),
        byPath: new Map(exact.map((r) => [r.path, r.headers])),
      };
    }
    return parsed;
  };
  return {
    async forPath(path) {
      const rules = await current();
      return { ...rules?.everyPath, ...rules?.byPath.get(path) };
    },
    async everyPath() {
      return (await current())?.everyPath ?? {};
    },
  };
}
