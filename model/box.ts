// The projects in the box: one folder each under content/projects/ (its project.json, and placeholders.json for the
// pictures still drawn by code), shown in the order content/box.json lists them. A folder the list forgets is shown
// last, with a warning that says so; a listed project without its folder is a content error. What a project leaves
// out that its pages need (the card's picture, the banner, the menu's logo) the build makes, and says so.

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readContent } from "./content-files.ts";
import { closest, ContentError, CONTENT_ROOT, findDuplicate, withRecipe } from "./load.ts";
import { slugSchema, type Image, type Project } from "./schema.ts";

/** Where a project's words and pictures are written, for messages. */
export const projectFile = (slug: string) => `content/projects/${slug}/project.json`;

/**
 * The box's projects, with what the build should say without stopping: `warnings` (something looks wrong) and `notes`
 * (what the build made for the content, once each).
 */
export function loadProjects(root = CONTENT_ROOT): { projects: Project[]; warnings: string[]; notes: string[] } {
  const warnings: string[] = [];
  const notes: string[] = [];
  const listed = readContent("box.json", { root }).projects;
  const folders = readdirSync(join(root, "projects"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const twice = findDuplicate(listed, (slug) => slug);
  if (twice) throw new ContentError("content/box.json", [`the project "${twice[1]}" is listed twice`]);
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
  return { projects: order.map((slug) => loadProject(root, slug, notes)), warnings, notes };
}

/** The shapes (width to height) pictures the build makes are cropped to: those the pages show them at. */
const SHAPES = { card: 4 / 3, banner: 3 } as const;

/** Where a project's generated menu logo is served (scripts/logos.ts draws it from the project's initials). */
export const generatedLogo = (slug: string) => `/assets/logos/${slug}.svg`;

function loadProject(root: string, slug: string, notes: string[]): Project {
  const file = projectFile(slug);
  const project = readContent("projects/{slug}/project.json", { slug, root });
  const recipes = existsSync(join(root, "projects", slug, "placeholders.json"))
    ? readContent("projects/{slug}/placeholders.json", { slug, root })
    : {};
  const drawn = <T extends { src: string }>(image: T) => withRecipe(image, recipes);
  const { card, menu, page } = project;
  const showcase = page.showcase.map((section) => ({ ...section, images: section.images.map(drawn) }));

  // A missing card picture or banner is made from the first picture there is, cropped to its shape.
  const first = showcase[0]?.images[0] ?? (page.document && drawn(page.document.preview));
  const made = (what: keyof typeof SHAPES, field: string): Image => {
    if (!first)
      throw new ContentError(file, [
        `${field} is missing: give it a picture, or add a picture to a section to make one from`,
      ]);
    notes.push(`${file}: no ${field}, so the build crops one from "${first.src}"`);
    return { src: `${slug}/made-${what}.png`, alt: first.alt, crop: { from: first, aspect: SHAPES[what] } };
  };
  if (!menu.logo) notes.push(`${file}: no menu.logo, so the build draws one from the project's initials`);
  return {
    slug,
    card: { ...card, image: card.image ? drawn(card.image) : made("card", "card.image") },
    menu: { ...menu, logo: menu.logo ?? generatedLogo(slug) },
    page: {
      ...page,
      banner: page.banner ? drawn(page.banner) : made("banner", "page.banner"),
      ...(page.illustration ? { illustration: drawn(page.illustration) } : {}),
      ...(page.document ? { document: { ...page.document, preview: drawn(page.document.preview) } } : {}),
      showcase,
    },
  };
}

const loaded = loadProjects();

/** The projects in the box, in the order the overview and the menu show them. */
export const projects: readonly Project[] = loaded.projects;
/** What the build says about the box without stopping (model/check.ts gathers them, scripts/images.ts prints them). */
export const boxWarnings: readonly string[] = loaded.warnings;
export const boxNotes: readonly string[] = loaded.notes;

/** Whether a project's page frames a document of ours (its PDF viewer): only that page's own policy allows frames. */
export const embedsDocument = (project: Project): boolean => project.page.document !== undefined;
