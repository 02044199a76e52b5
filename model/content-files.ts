// Every kind of data file in content/, one row each: where it lives, the zod schema it is checked with, the JSON Schema
// file the build writes for it (which the file names in `$schema`), what it is for, whether the studio may write it, and
// whether its words ship to the browser (inlined into the pages' scripts at build time, vite.config.ts). The JSON
// Schema writer, the build's check, the readers of model/ and the studio all read this table: a new kind of content
// file is one row.

import type { z } from "zod";
import { check, CONTENT_ROOT, readData } from "./load.ts";
import { boxSchema, placeholdersSchema, projectFileSchema, siteSchema } from "./schema.ts";
import {
  badgesSchema,
  commonWordsSchema,
  contactWordsSchema,
  inboxWordsSchema,
  pageWordsSchema,
} from "./words-schema.ts";

type Kind = {
  /** Its name where she sees it (the studio). */
  title: string;
  schema: z.ZodType;
  /** The file under schemas/ that the build writes from `schema`. */
  jsonSchema: string;
  about: string;
  /**
   * The studio may save it: not the placeholders (the build's recipes) nor the badges' colours (a record of labels,
   * which the editor's forms cannot show, and design rather than her words).
   */
  studio: boolean;
  /** Its words are in the pages' scripts (the rest is read at build time only). */
  browser: boolean;
  /** Its words are bundled into the edge's Worker, which has no content/ to read, beside the browser's. */
  worker?: true;
};

const PLACEHOLDERS = {
  title: "Placeholder recipes",
  schema: placeholdersSchema,
  jsonSchema: "placeholders.schema.json",
  about: "placeholders.json: by each picture's src, the recipe that draws its placeholder until the original is there.",
  studio: false,
  browser: false,
} as const;

/** By path under content/; `{slug}` stands for a project's folder. */
export const CONTENT_FILES = {
  "box.json": {
    title: "Project order",
    schema: boxSchema,
    jsonSchema: "box.schema.json",
    about: "content/box.json: the projects, in the order the overview and the menu show them.",
    studio: true,
    browser: false,
  },
  "projects/{slug}/project.json": {
    title: "Project",
    schema: projectFileSchema,
    jsonSchema: "project.schema.json",
    about: "content/projects/<slug>/project.json: a project's words and pictures.",
    studio: true,
    browser: false,
  },
  // A project's pictures' recipes, and those of the home and about pages.
  "projects/{slug}/placeholders.json": PLACEHOLDERS,
  "placeholders.json": PLACEHOLDERS,
  "site.json": {
    title: "Site, home, about and contact",
    schema: siteSchema,
    jsonSchema: "site.schema.json",
    about: "content/site.json: who the site belongs to, and its shared pages' words.",
    studio: true,
    browser: false,
  },
  "words/common.json": {
    title: "Words: menus and buttons",
    schema: commonWordsSchema,
    jsonSchema: "words-common.schema.json",
    about: "content/words/common.json: the words every page can show.",
    studio: true,
    browser: true,
  },
  "words/pages.json": {
    title: "Words: the pages' headings",
    schema: pageWordsSchema,
    jsonSchema: "words-pages.schema.json",
    about: "content/words/pages.json: the words of single pages.",
    studio: true,
    browser: false,
  },
  "words/contact.json": {
    title: "Words: the contact form",
    schema: contactWordsSchema,
    jsonSchema: "words-contact.schema.json",
    about: "content/words/contact.json: what the contact form says.",
    studio: true,
    browser: true,
  },
  "words/inbox.json": {
    title: "Words: your inbox page",
    schema: inboxWordsSchema,
    jsonSchema: "words-inbox.schema.json",
    about: "content/words/inbox.json: what your inbox page (/inbox) says to you.",
    studio: true,
    browser: false,
    // Her inbox page is made by the Worker too.
    worker: true,
  },
  "badges.json": {
    title: "Badge colours",
    schema: badgesSchema,
    jsonSchema: "badges.schema.json",
    about: "content/badges.json: the colours of the cards' hashtag labels.",
    studio: false,
    browser: true,
  },
} as const satisfies Record<string, Kind>;

export type ContentPattern = keyof typeof CONTENT_FILES;
export type ContentOf<P extends ContentPattern> = z.output<(typeof CONTENT_FILES)[P]["schema"]>;

const SLUG = "[a-z0-9-]+";
const matchers = Object.keys(CONTENT_FILES).map((pattern) => ({
  pattern: pattern as ContentPattern,
  regex: new RegExp(`^${pattern.replaceAll(".", "\\.").replace("{slug}", `(${SLUG})`)}$`),
}));

/** The kind of a file under content/ (`projects/wol/project.json` → its row), or undefined for no data file of ours. */
export function contentKindOf(path: string): (Kind & { pattern: ContentPattern; slug?: string }) | undefined {
  for (const { pattern, regex } of matchers) {
    const match = regex.exec(path);
    if (match) return { ...CONTENT_FILES[pattern], pattern, ...(match[1] ? { slug: match[1] } : {}) };
  }
  return undefined;
}

/**
 * The files whose words go into bundles that run without content/: the browser's scripts (and the Worker, which makes
 * answers from the same words), and the Worker's own (her inbox page's).
 */
export const BUNDLED = (Object.keys(CONTENT_FILES) as ContentPattern[]).filter((pattern) => {
  const kind: Kind = CONTENT_FILES[pattern];
  return kind.browser || kind.worker === true;
});

/**
 * In the edge's Worker there is no content/ to read: its bundle is given, as BUNDLED_CONTENT, the checked data of the
 * BUNDLED files, read here when wrangler is started (edge/wrangler.ts). Undefined everywhere else.
 */
declare const BUNDLED_CONTENT: Partial<Record<ContentPattern, unknown>> | undefined;

/**
 * The one way content is read: a data file of the given kind (its `{slug}` filled in), parsed, without its `$schema`
 * line, and checked with its schema; a mistake throws the content error that names the file and the place.
 */
export function readContent<P extends ContentPattern>(
  pattern: P,
  { slug, root = CONTENT_ROOT }: { slug?: string; root?: string } = {},
): ContentOf<P> {
  if (typeof BUNDLED_CONTENT !== "undefined" && BUNDLED_CONTENT[pattern])
    return BUNDLED_CONTENT[pattern] as ContentOf<P>;
  const path = slug === undefined ? pattern : pattern.replace("{slug}", slug);
  return check(CONTENT_FILES[pattern].schema, readData(root, path), `content/${path}`) as ContentOf<P>;
}
