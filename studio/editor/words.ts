// The studio's words for what she edits: a field by what it is on her site, not by its name in the file, and an item
// of a list by what it holds (a gallery by its title, a picture by its title or alt text), never "item 3".

import type { Path } from "./schema.ts";

/** By a field's place in its file (list items left out), then by its name alone. */
const PLACES: Record<string, string> = {
  card: "Card on the overview",
  menu: "Menu entry",
  page: "Project page",
  "page.showcase": "Galleries",
  "page.showcase.label": "Name for screen readers",
  "nav.label": "Name for screen readers",
  "nav.links.page": "Page",
  "nav.links.label": "Words",
};
const NAMES: Record<string, string> = {
  badges: "Tags",
  image: "Picture",
  banner: "Banner picture",
  illustration: "Illustration",
  document: "Document to download",
  preview: "Preview picture",
  smallTitle: "Heading above the list",
  listItems: "The list",
  images: "Pictures",
  alt: "Alt text",
  nav: "Main menu",
  home: "Home page",
  frames: "Box animation",
  overview: "The box (overview page)",
  about: "About page",
  contact: "Contact page",
  rights: "Your rights in your pictures",
  creator: "Credited to",
  dataMining: "AI training",
  licence: "Licence page",
  bio: "About you",
  intro: "Introduction",
};

/** A field's name in her words, by its place in the file: the studio's own where it has one, else its name, as words. */
export function fieldName(path: Path): string {
  const key = String(path.at(-1) ?? "");
  const place = path.filter((part) => typeof part === "string").join(".");
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return PLACES[place] ?? NAMES[key] ?? words.replace(/^./, (c) => c.toUpperCase());
}

/** What one item of a list is called: by its list (singular), then counted. */
const ITEMS: Record<string, string> = {
  showcase: "Gallery",
  images: "Picture",
  frames: "Frame",
  badges: "Tag",
  listItems: "List item",
  links: "Link",
  projects: "Project",
};

/** The name of item `index` of the list at `path`, by what it holds where it can tell. */
export function itemName(path: Path, index: number, value: unknown): string {
  const list = String(path.at(-1) ?? "");
  const counted = `${ITEMS[list] ?? "Item"} ${index + 1}`;
  if (typeof value === "string") return value.trim() ? `${counted}: ${value.trim()}` : counted;
  const fields = (value ?? {}) as Record<string, unknown>;
  const said = [fields.title, fields.label, fields.alt].find((text) => typeof text === "string" && text.trim());
  return said ? `${counted}: ${String(said).trim()}` : counted;
}

/** A name as a project's folder takes it: lower-case letters, digits and dashes, accents taken off. */
export function folderOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}
