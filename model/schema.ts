import { z } from "zod";

// The one source of the content's types. Every content file is checked with these schemas at build time, and an error
// names the file and the place in it (see model/load.ts).

/** Words that say something: trimmed, never empty. */
export const nonEmptyText = z.string().trim().min(1, "must not be empty");
/** A badge's label, as the cards and content/badges.json write it. */
export const hashtag = z.string().regex(/^#\w+$/, "must be a hashtag like #illustration");
/** An absolute http(s) URL, without white space. */
const isHttpUrl = (value: string) =>
  URL.canParse(value) && !/\s/.test(value) && ["http:", "https:"].includes(new URL(value).protocol);
/**
 * An absolute http(s) URL or a path on this site. A path must not start with "//" or contain a backslash: browsers
 * would read those as another host. `error` says so in the words of where it is used.
 */
const urlOrPath = (error: string | ((issue: { input: unknown }) => string)) =>
  z.string().refine((value) => /^\/(?!\/)[^\s\\]*$/.test(value) || isHttpUrl(value), { error });
const publicPath = z.string().regex(/^\/[\w./-]+$/, "must be a path under public/, starting with /");

/** A picture's original, relative to content/images/ (the artist's files) — e.g. "bb/posters/01.png". */
export const imagePath = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_/-]*\.(png|jpe?g|webp|avif)$/,
    "must be a lower-case path under content/images/ ending in .png, .jpg, .webp or .avif",
  );

/**
 * How to draw a placeholder while the artist's original is not there yet: a recipe of the package placeholder-art
 * (packages/placeholder-art/README.md lists them) by name (`kind`) and its parameters, which the alt text describes,
 * so words and picture agree. Its random choices follow `seed`, which is the picture's `src` unless given (another
 * seed draws another placeholder).
 */
export const artSchema = z.looseObject({ kind: nonEmptyText, seed: nonEmptyText.optional() });

/** A day, written YYYY-MM-DD. */
const day = z.iso.date({ error: "must be a date written YYYY-MM-DD, like 2026-11-25" });

/** A picture as the content files name it: its original's path, its alt text, and optionally a title and a date. */
export const imageSchema = z.strictObject({
  src: imagePath.meta({
    description: "Where the picture is: its path under content/images/, like bb/posters/poster-01.png.",
  }),
  alt: nonEmptyText.meta({ description: "What the picture shows, in words, for people who cannot see it." }),
  /** A showcase picture's name on its own page; without one, the page names it by its section and number. */
  title: nonEmptyText
    .meta({ description: "The picture's name on its own page; without one, its section's name and number." })
    .optional(),
  date: day
    .meta({
      description:
        "When the picture was made or first shown, YYYY-MM-DD. Optional: without it, its project's date. Dated pictures are listed in the feeds, newest first.",
    })
    .optional(),
});

/**
 * The placeholder recipes of a folder's pictures (placeholders.json): by each picture's src, the recipe that draws it
 * while the artist's original is not there. An original always wins, so a recipe can stay when the picture comes.
 */
export const placeholdersSchema = z.record(imagePath, artSchema);

export const sectionSchema = z
  .strictObject({
    /** Shown as the section's heading, exactly as the spec words it. Absent for untitled groups (Everydays). */
    title: nonEmptyText
      .meta({ description: "The section's heading. Leave it out for an untitled group, and give a label." })
      .optional(),
    /** The accessible name of an untitled group. */
    label: nonEmptyText.meta({ description: "An untitled group's name, for screen readers." }).optional(),
    /** A short note beside the title, e.g. "Coming Soon". */
    note: nonEmptyText.meta({ description: 'A short note beside the heading, like "Coming Soon".' }).optional(),
    /** grid: a responsive grid; pairs: twins side by side (images in pairs); lead: the last image large. */
    layout: z.enum(["grid", "pairs", "lead"]).meta({
      description:
        "grid: a grid; pairs: twins side by side (an even number of pictures); lead: the last picture large, first.",
    }),
    images: z
      .array(imageSchema)
      .min(1, "a section needs at least one image")
      .meta({ description: "The section's pictures, in order. Each one also gets a page of its own." }),
  })
  .refine((s) => s.title ?? s.label, { message: "needs a title, or a label when untitled", path: ["title"] })
  .refine((s) => s.layout !== "pairs" || s.images.length % 2 === 0, {
    message: "a pairs section needs an even number of images",
    path: ["images"],
  });

/** Where the contact form posts: an absolute http(s) URL (e.g. Formspree's) or a same-origin path. */
export const contactEndpointSchema = urlOrPath(
  (issue) => `CONTACT_ENDPOINT must be an absolute http(s) URL or a path starting with /, got "${String(issue.input)}"`,
);

/**
 * The site's public address, for canonical links, share tags and the sitemap: an absolute http(s) origin such as
 * https://example.com. A trailing slash is dropped; a path, query or fragment is refused (the site lives at the root).
 */
export const siteUrlSchema = z
  .string()
  .refine(
    (value) => {
      if (!isHttpUrl(value)) return false;
      const url = new URL(value);
      return url.pathname === "/" && !url.search && !url.hash && !url.username;
    },
    {
      error: (issue) =>
        `SITE_URL must be an absolute http(s) URL without a path, like https://example.com, got "${String(issue.input)}"`,
    },
  )
  .transform((value) => new URL(value).origin);

export const menuEntrySchema = z.strictObject({
  name: nonEmptyText,
  description: nonEmptyText,
  logo: publicPath,
});

/** A project's folder name: its address, /thebox/<slug>. */
export const slugSchema = z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes");

const described = <T extends z.ZodType>(schema: T, description: string) => schema.meta({ description });

const cardSchema = z.strictObject({
  title: described(nonEmptyText, "The card's title on the overview."),
  description: described(nonEmptyText, "The card's text on the overview."),
  image: described(imageSchema, "The card's picture on the overview, shown at 4:3."),
  badges: described(
    z.array(hashtag).min(1, "a card needs a badge"),
    'Hashtag labels, e.g. "#illustration", coloured as content/badges.json says (unknown ones grey).',
  ),
});

const pageSchema = z.strictObject({
  banner: described(imageSchema, "The wide picture at the top of the project's page, shown at 3:1."),
  title: nonEmptyText,
  date: described(
    day,
    "When the project was published, YYYY-MM-DD: its pictures' date in the feeds, unless a picture has its own. Optional: a project without a date (and its pictures without one) is left out of the feeds.",
  ).optional(),
  description: described(nonEmptyText, "The page's text; its line breaks are kept."),
  website: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  smallTitle: described(
    z.enum(["My Contributions", "What I Explored"]),
    'The heading above the list: "My Contributions" or "What I Explored".',
  ),
  listItems: described(z.array(nonEmptyText).min(1, "the list needs an item"), "The list under the heading."),
  illustration: described(imageSchema, "A square (1:1) picture beside the text on large screens.").optional(),
  /** A downloadable document (the brand guidelines): a preview picture and a PDF under public/. */
  document: z
    .strictObject({
      title: nonEmptyText,
      file: publicPath.refine((p) => p.endsWith(".pdf"), "must be a .pdf"),
      preview: imageSchema,
    })
    .optional(),
  showcase: described(z.array(sectionSchema), "The galleries, in order: each a section of pictures."),
});

/** A project as the site uses it: every picture and the menu's logo there (the build supplies the missing ones). */
export const projectSchema = z.strictObject({ card: cardSchema, menu: menuEntrySchema, page: pageSchema });

const derivable = <T extends z.ZodType>(schema: T, note: string) =>
  schema.optional().meta({ description: `${String(schema.meta()?.description ?? "")} ${note}`.trim() });

/**
 * content/projects/<slug>/project.json: a project's words and pictures. The card's picture, the banner and the menu's
 * logo may be left out: the build crops the first picture of the first section to the card's and the banner's shapes,
 * and draws a logo from the project's initials (model/box.ts).
 */
export const projectFileSchema = z.strictObject({
  card: cardSchema.extend({
    image: derivable(
      cardSchema.shape.image,
      "Optional: without it, the first picture of the first section, cropped to 4:3.",
    ),
  }),
  menu: menuEntrySchema.extend({
    logo: publicPath.optional().meta({
      description: "The menu's square logo, a file under public/. Optional: without it, the project's initials.",
    }),
  }),
  page: pageSchema.extend({
    banner: derivable(
      pageSchema.shape.banner,
      "Optional: without it, the first picture of the first section, cropped to 3:1.",
    ),
  }),
});

/** content/box.json: the projects in the order the overview and the menu show them. */
export const boxSchema = z.strictObject({
  projects: z.array(slugSchema).min(1, "the box needs at least one project"),
});

/**
 * content/site.json: who the site belongs to and the words of its shared pages. In the overview's summary and intro,
 * {count} (or {Count}, capitalised) is the number of projects in words.
 */
/** A page that says how the pictures may be used: a full http(s) address, or a path on this site such as /contact. */
const licencePage = urlOrPath(
  "must be a full address starting with https:// or a path on this site starting with /, like /contact",
);

/**
 * The values of the PLUS "Data Mining" property (IPTC Photo Metadata 2023.1): by the word the artist picks, the PLUS
 * URI written into every picture.
 */
const PLUS_VOCABULARY = "http://ns.useplus.org/ldf/vocab";
export const DATA_MINING = {
  unspecified: `${PLUS_VOCABULARY}/DMI-UNSPECIFIED`,
  allowed: `${PLUS_VOCABULARY}/DMI-ALLOWED`,
  "no-ai-training": `${PLUS_VOCABULARY}/DMI-PROHIBITED-AIMLTRAINING`,
  "no-generative-ai-training": `${PLUS_VOCABULARY}/DMI-PROHIBITED-GENAIMLTRAINING`,
  "search-engines-only": `${PLUS_VOCABULARY}/DMI-PROHIBITED-EXCEPTSEARCHENGINEINDEXING`,
  prohibited: `${PLUS_VOCABULARY}/DMI-PROHIBITED`,
} as const;

/**
 * Who made the pictures and on what terms: written into every encoded picture (EXIF and XMP), the pages' structured
 * data and the feeds. Set once here.
 */
export const rightsSchema = z.strictObject({
  creator: z.strictObject({
    name: described(nonEmptyText, "The name the work is credited to: your name, or your studio's."),
    kind: described(
      z.enum(["person", "studio"]),
      "person: the name is a person's; studio: it is a studio's or a company's.",
    ),
  }),
  copyright: described(
    nonEmptyText,
    "The copyright notice written into every picture, like © 2026 Jane Doe. All rights reserved.",
  ),
  licence: described(
    licencePage,
    "The page that says how the pictures may be used and how to license one: a full https:// address, or a path on this site like /contact.",
  ),
  dataMining: described(
    z.enum(Object.keys(DATA_MINING) as [keyof typeof DATA_MINING]),
    "May the pictures be used to train AI? unspecified, allowed, no-ai-training, no-generative-ai-training, search-engines-only or prohibited. Written into every picture (the IPTC Data Mining field).",
  ),
});

export const siteSchema = z.strictObject({
  name: nonEmptyText,
  tagline: nonEmptyText,
  description: nonEmptyText,
  logo: z.strictObject({ light: publicPath, dark: publicPath }),
  home: z.strictObject({
    title: nonEmptyText,
    hint: nonEmptyText,
    /** The box animation: 16 frames, played at 6 frames per second. */
    frames: z.array(imageSchema).length(16, "the box animation has exactly 16 frames"),
  }),
  /** `summary`: the overview's description for search results and link previews. */
  overview: menuEntrySchema.extend({ summary: nonEmptyText, intro: nonEmptyText }),
  about: z.strictObject({ title: nonEmptyText, bio: nonEmptyText, image: imageSchema }),
  contact: z.strictObject({ intro: nonEmptyText }),
  rights: rightsSchema,
});

/**
 * A picture as the site uses it (model/load.ts makes it, never a file): with its placeholder recipe, whose seed is
 * always there, when it has one; or, for a picture the build makes from another, that one cropped to a width-to-height
 * ratio. Written as a schema so that the type, like every other, comes from one.
 */
const usedImageSchema = imageSchema.extend({
  art: artSchema.extend({ seed: nonEmptyText }).optional(),
  get crop() {
    return z.object({ from: usedImageSchema, aspect: z.number() }).optional();
  },
});
export type Image = z.output<typeof usedImageSchema>;
/** A recipe as the drawers get it: its seed is always there. */
export type Art = NonNullable<Image["art"]>;
/** Content as the site uses it: every picture in it with its recipe (model/load.ts withRecipe). */
type Drawn<T> = T extends { src: string; alt: string }
  ? T & Pick<Image, "art" | "crop">
  : T extends readonly (infer U)[]
    ? Drawn<U>[]
    : T extends object
      ? { [K in keyof T]: Drawn<T[K]> }
      : T;
export type Section = Drawn<z.infer<typeof sectionSchema>>;
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type Rights = z.infer<typeof rightsSchema>;
/** A project: its folder's name and its project.json. */
export type Project = Drawn<z.infer<typeof projectSchema>> & { slug: string };
/** The site: site.json, with the build's settings (SITE_URL, CONTACT_ENDPOINT) and the counts filled in. */
export type Site = Drawn<Omit<z.infer<typeof siteSchema>, "contact">> & {
  url: string;
  contact: { intro: string; endpoint: string };
};
