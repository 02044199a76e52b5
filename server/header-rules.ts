// The per-path headers the build wrote to `_headers` (a page's Content-Security-Policy, the embeddable PDF's), looked
// up by URL path for each file served. The file is read again whenever it changes, so a rebuild under a running
// server is picked up with the pages it describes. Without the file (a stand-in site), no path has headers of its own.

import { readFile } from "node:fs/promises";
import type { FileStore } from "./files.ts";
import { HEADERS_FILE, pathHeadersOf, type PathHeaders } from "../shared/host-files.ts";

type Headers = Readonly<Record<string, string>>;

export interface HeaderRules {
  /** The headers of every path, then those the build gave this one. */
  forPath(path: string): Promise<Headers>;
  /**
   * The headers of every path (the `/*` rule): the baseline, which the server sends with every response anyway
   * (shared/answer-headers.ts), and Strict-Transport-Security when the site was built for an https address.
   */
  everyPath(): Promise<Headers>;
}

/** The `/*` rule of a `_headers` file's text. */
export const everyPathOf = (text: string): Headers => pathHeadersOf(text).everyPath;

export function headerRules(store: FileStore): HeaderRules {
  let parsed: { tag: string; rules: PathHeaders } | undefined;
  const current = async () => {
    const file = await store.file(HEADERS_FILE);
    if (!file) return undefined;
    if (parsed?.tag !== file.tag)
      parsed = { tag: file.tag, rules: pathHeadersOf((file.body ?? (await readFile(file.path))).toString("utf8")) };
    return parsed.rules;
  };
  return {
    forPath: async (path) => (await current())?.forPath(path) ?? {},
    everyPath: async () => (await current())?.everyPath ?? {},
  };
}
