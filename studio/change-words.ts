// What she changed, in words, for the message of the version a publish saves: by project (its name, new or removed,
// how many pictures came or went), then the box's order and the pages' words, from git's list of changed files under
// content/.

import { CONTENT_FILES } from "../model/content-files.ts";

/** A changed file under content/, as git lists it: its path from the repository and whether it came, went or changed. */
export type Changed = { path: string; how: "added" | "removed" | "changed" };

const PICTURE = /\.(png|jpe?g|webp|avif)$/i;

/** The message naming what `changes` change; `titleOf` names a project by its folder (undefined: no project). */
export function changeWords(changes: readonly Changed[], titleOf: (slug: string) => string | undefined): string {
  const projects = new Map<
    string,
    { made?: boolean; gone?: boolean; words?: boolean; added: number; removed: number }
  >();
  const others = new Set<string>();
  for (const { path, how } of changes) {
    const file = path.replace(/^content\//, "");
    const [, folder, slug] = /^(projects|images)\/([^/]+)\//.exec(file) ?? [];
    const project = folder === "projects" || (slug && PICTURE.test(file) && titleOf(slug)) ? slug : undefined;
    if (!project) {
      const kind = CONTENT_FILES[file as keyof typeof CONTENT_FILES];
      others.add(kind ? kind.title.toLowerCase() : PICTURE.test(file) ? "pictures of the pages" : "other files");
      continue;
    }
    const entry = projects.get(project) ?? { added: 0, removed: 0 };
    if (file === `projects/${project}/project.json`) {
      if (how === "added") entry.made = true;
      else if (how === "removed") entry.gone = true;
      else entry.words = true;
    } else if (PICTURE.test(file) && how !== "changed") entry[how]++;
    projects.set(project, entry);
  }
  const pictures = (n: number, what: string) => (n ? [`${n} picture${n === 1 ? "" : "s"} ${what}`] : []);
  const parts = [...projects].map(([slug, { made, gone, added, removed }]) => {
    if (gone) return `removed project ${slug}`;
    const notes = [...(made ? ["new project"] : []), ...pictures(added, "added"), ...pictures(removed, "removed")];
    return `${titleOf(slug) ?? slug}${notes.length ? ` (${notes.join(", ")})` : ""}`;
  });
  return `Studio: ${[...parts, ...others].join("; ") || "content"}`;
}
