// The projects in the box: one folder each under content/projects/ (its project.json, and placeholders.json for the
// pictures still drawn by code), shown in the order content/box.json lists them. A folder the list forgets is shown
// last, with a warning that says so; a listed project without its folder is a content error.

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { assertUnique, check, closest, ContentError, CONTENT_ROOT, readData, withRecipe } from "./load.ts";
import { boxSchema, placeholdersSchema, projectSchema, slugSchema, type Project } from "./schema.ts";

/** Where a project's words and pictures are written, for messages. */
export const projectFile = (slug: string) => `content/projects/${slug}/project.json`;

export function loadProjects(root = CONTENT_ROOT): { projects: Project[]; warnings: string[] } {
  const warnings: string[] = [];
  const listed = check(boxSchema, readData(root, "box.json"), "content/box.json").projects;
  const folders = readdirSync(join(root, "projects"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  assertUnique(
    listed,
    "the project",
    (slug) => slug,
    () => "content/box.json",
  );
  listed.forEach((slug, i) => {
    if (folders.includes(slug)) return;
    const guess = closest(slug, folders);
    throw new ContentError("content/box.json", [
      `project ${i + 1} "${slug}" has no folder content/projects/${slug}/${guess ? `: did you mean "${guess}"?` : ""}`,
    ]);
  });
  for (const folder of folders.filter((name) => !listed.includes(name))) {
    if (!slugSchema.safeParse(folder).success)
      throw new ContentError(`content/projects/${folder}/`, [
        "the folder's name is the project's address (/thebox/<name>): use lower-case letters, digits and dashes",
      ]);
    warnings.push(`content/projects/${folder}/ is not listed in content/box.json, so it is shown last`);
  }
  const order = [...listed, ...folders.filter((name) => !listed.includes(name))];
  return { projects: order.map((slug) => loadProject(root, slug)), warnings };
}

function loadProject(root: string, slug: string): Project {
  const project = check(projectSchema, readData(root, `projects/${slug}/project.json`), projectFile(slug));
  const placeholders = `projects/${slug}/placeholders.json`;
  const recipes = existsSync(join(root, placeholders))
    ? check(placeholdersSchema, readData(root, placeholders), `content/${placeholders}`)
    : {};
  const drawn = <T extends { src: string }>(image: T) => withRecipe(image, recipes);
  const { card, page } = project;
  return {
    slug,
    ...project,
    card: { ...card, image: drawn(card.image) },
    page: {
      ...page,
      banner: drawn(page.banner),
      ...(page.illustration ? { illustration: drawn(page.illustration) } : {}),
      ...(page.document ? { document: { ...page.document, preview: drawn(page.document.preview) } } : {}),
      showcase: page.showcase.map((section) => ({ ...section, images: section.images.map(drawn) })),
    },
  };
}

const loaded = loadProjects();

/** The projects in the box, in the order the overview and the menu show them. */
export const projects: readonly Project[] = loaded.projects;
/** What the build should say about the box without stopping (scripts/images.ts prints them). */
export const boxWarnings: readonly string[] = loaded.warnings;

/** Whether a project's page frames a document of ours (its PDF viewer): only that page's own policy allows frames. */
export const embedsDocument = (project: Project): boolean => project.page.document !== undefined;
