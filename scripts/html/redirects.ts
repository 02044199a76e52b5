// Run at the end of the build: writes build/client/_redirects, the redirect rules of static hosts that read that file
// (Cloudflare Pages, GitLab Pages; Netlify lowercases paths itself). Our own server answers any spelling of a page with
// a 301 to its lowercase address (server/static.ts); a static host matches its rules case by case, so the file names
// the spellings people write: the spec's /theBox, Capitalised and UPPER CASE, each folder with everything below it.

import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REDIRECTS_FILE } from "../../shared/host-files.ts";

/**
 * The rules for the site's top-level folders (`/thebox`, `/about`, …, from its page paths) and `aliases`, other
 * spellings of them in use (`/theBox`): each spelling moves to the canonical folder, with the path below it if the
 * folder has pages below it.
 */
export function redirectRules(pages: readonly string[], aliases: readonly string[]): string[] {
  const folders = [...new Set(pages.map((path) => path.split("/")[1] ?? ""))].filter((folder) => folder !== "");
  return folders.flatMap((folder) => {
    const named = aliases.map((alias) => alias.slice(1)).filter((alias) => alias.toLowerCase() === folder);
    const spellings = new Set([...named, ...[folder, ...named].map(capitalised), folder.toUpperCase()]);
    spellings.delete(folder);
    const below = pages.some((path) => path.startsWith(`/${folder}/`));
    return [...spellings].flatMap((spelling) => [
      `/${spelling} /${folder} 301`,
      ...(below ? [`/${spelling}/* /${folder}/:splat 301`] : []),
    ]);
  });
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Writes `_redirects` into `client` (the build's static root). */
export async function writeRedirects(client: string, pages: readonly string[], aliases: readonly string[]) {
  const comment =
    "# Other spellings of the site's addresses, written by the build (scripts/html/redirects.ts): do not edit.";
  await writeFile(join(client, REDIRECTS_FILE), [comment, "", ...redirectRules(pages, aliases), ""].join("\n"));
}
