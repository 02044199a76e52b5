// The build's first step checks all of the content at once, before any picture is made, so that a mistake shows in
// a second or two: the box and its projects, the site, the words and the badges, and the files they name. Returns the
// warnings the build prints (what is odd but harmless); throws a content error for what would break a page.

import { existsSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { CONTENT_FILES, readContent, type ContentPattern } from "./content-files.ts";
import { closest, ContentError, CONTENT_ROOT, nearest } from "./load.ts";
import { contrast } from "./words-schema.ts";

/** The data files of fixed names; placeholders.json may be absent (no picture of the shared pages is drawn). */
const FIXED = (Object.keys(CONTENT_FILES) as ContentPattern[]).filter((pattern) => !pattern.includes("{slug}"));

/** Checks everything; returns the warnings and the notes the build prints. */
export async function checkContent(root = dirname(CONTENT_ROOT)): Promise<{ warnings: string[]; notes: string[] }> {
  const content = join(root, "content");
  for (const pattern of FIXED)
    if (pattern !== "placeholders.json" || existsSync(join(content, pattern))) readContent(pattern, { root: content });
  checkBadges(content);
  const { boxNotes, boxWarnings, generatedLogo, projectFile, projects } = await import("./box.ts");
  await import("./site.ts");
  for (const { slug, menu } of projects)
    if (menu.logo !== generatedLogo(slug)) checkPublicFile(root, projectFile(slug), "menu.logo", menu.logo);
  const { listImages } = await import("./images.ts");
  const srcs = new Set(listImages().map((ref) => ref.image.src));
  return { warnings: [...boxWarnings, ...unusedOriginals(content, srcs)], notes: [...boxNotes] };
}

function checkBadges(content: string) {
  const { badges, unknown } = readContent("badges.json", { root: content });
  const unreadable = [...Object.entries(badges), ["unknown", unknown] as const].flatMap(([label, colours]) =>
    (["light", "dark"] as const).flatMap((theme) => {
      const ratio = contrast(...colours[theme]);
      return ratio >= 4.5
        ? []
        : [
            `${label}, ${theme}: ${colours[theme][1]} on ${colours[theme][0]} has a contrast of ${ratio.toFixed(1)}, and needs 4.5 to be readable; darken or lighten one`,
          ];
    }),
  );
  if (unreadable.length > 0) throw new ContentError("content/badges.json", unreadable);
}

/** A file under public/ that the content names must be there: a missing one would show as a broken image. */
export function checkPublicFile(root: string, file: string, field: string, path: string) {
  const at = join(root, "public", path);
  if (existsSync(at)) return;
  const folder = dirname(at);
  const guess = existsSync(folder) ? closest(path.split("/").pop()!, readdirSync(folder)) : undefined;
  throw new ContentError(file, [
    `${field}: there is no file at public${path}${guess ? `: did you mean "${guess}"?` : ""}`,
  ]);
}

/** The artist's originals that no picture names: kept, but worth a word (a misspelled path shows the placeholder). */
export function unusedOriginals(content: string, used: ReadonlySet<string>): string[] {
  const folder = join(content, "images");
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => relative(folder, join(folder, file)).split("\\").join("/"))
    .filter((src) => /\.(png|jpe?g|webp|avif)$/i.test(src) && !used.has(src))
    .sort()
    .map((src) => {
      const near = nearest(src, used);
      return `content/images/${src} is not the src of any picture, so it is not shown${near ? ` (the nearest src is "${near}")` : ""}`;
    });
}
