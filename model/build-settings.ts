// The build's settings: the one place the build reads the environment. Each is written into the pages, so `npm start`
// builds again when one changes: the build records them (build/settings.json) and model/build-record.ts compares.
//
//   SITE_URL          the site's public address, for canonical links, share tags and the sitemap
//                     (default http://127.0.0.1:3000, where `npm start` serves it)
//   CONTACT_ENDPOINT  where the contact form posts (default /f/contact, the inbox of `npm start`; a Formspree URL works)
//
// A blank value counts as unset; a bad one stops the build with an error naming the variable.

import { z } from "zod";
import { contactEndpointSchema, siteUrlSchema } from "./schema.ts";

const trimmedOrUnset = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

const buildSettingsSchema = z.object({
  SITE_URL: z.preprocess(trimmedOrUnset, siteUrlSchema.default("http://127.0.0.1:3000")),
  CONTACT_ENDPOINT: z.preprocess(trimmedOrUnset, contactEndpointSchema.default("/f/contact")),
});

export type BuildSettings = z.output<typeof buildSettingsSchema>;

export function readBuildSettings(env: Record<string, string | undefined> = process.env): BuildSettings {
  const result = buildSettingsSchema.safeParse(env);
  if (result.success) return result.data;
  throw new Error(`Build setting error:\n${result.error.issues.map((issue) => `  ${issue.message}`).join("\n")}`);
}
