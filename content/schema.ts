import { z } from "zod";

// The one source of the content's types. Every content file is parsed with these schemas at build time, and an error
// names the file and the field (see content/load.ts).

const text = z.string().trim().min(1, "must not be empty");
const publicPath = z.string().regex(/^\/[\w./-]+$/, "must be a path under public/, starting with /");

export const menuEntrySchema = z.strictObject({
  name: text,
  description: text,
  logo: publicPath,
});

export const projectSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and dashes"),
  title: text,
  summary: text,
  menu: menuEntrySchema,
});

export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  description: text,
  logo: z.strictObject({ light: publicPath, dark: publicPath }),
  overview: menuEntrySchema,
});

export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type Project = z.infer<typeof projectSchema>;
export type Site = z.infer<typeof siteSchema>;
