// Which page of her site shows what she edits: a project its page, the box's order the overview, site.json and the
// words the page of the part she is in (the about page's words: /about).

import { isNewKey } from "./drafts.ts";

const SITE: Record<string, string> = { home: "/", overview: "/thebox", about: "/about", contact: "/contact" };

/** The page for the file `key` while she is in its part `part` (a top-level field); undefined: none yet. */
export function pageOf(key: string, part: string | undefined, firstProject: string | undefined): string | undefined {
  if (isNewKey(key)) return undefined;
  const project = /^content\/projects\/([^/]+)\//.exec(key)?.[1];
  if (project) return `/thebox/${project}`;
  const parts: Record<string, Record<string, string>> = {
    "content/site.json": SITE,
    "content/words/pages.json": {
      ...SITE,
      project: `/thebox/${firstProject ?? ""}`,
      artwork: `/thebox/${firstProject ?? ""}`,
      notFound: "/this-page-is-not-in-the-box",
    },
  };
  if (key === "content/box.json") return "/thebox";
  if (key === "content/words/contact.json") return "/contact";
  return parts[key]?.[part ?? ""] ?? "/";
}
