// The build's settings: the one place the build reads the environment.
//
// Written into the pages, so `npm start` builds again when one changes (the build records them in build/settings.json
// and model/build-record.ts compares):
//
//   SITE_URL          the site's public address, for canonical links, share tags and the sitemap
//                     (default http://127.0.0.1:3000, where `npm start` serves it)
//   CONTACT_ENDPOINT  where the contact form posts (default /f/contact, the inbox of `npm start`; a Formspree URL works)
//
// Where the content is:
//
//   CONTENT_DIR       the content folder to read instead of the project's own content/ (the tests read the example
//                     content so)
//
// And what `npm run build` (scripts/build.ts) tells the steps it runs:
//
//   BUILD_STARTED     when the build started, in milliseconds since 1970: a file changed after that may not be in it
//   BUILD_VERBOSE     set: the bundler's list of files and a line per prerendered page (`npm run build -- --verbose`)
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

type Env = Record<string, string | undefined>;

export function readBuildSettings(env: Env = process.env): BuildSettings {
  const result = buildSettingsSchema.safeParse(env);
  if (result.success) return result.data;
  throw new Error(`Build setting error:\n${result.error.issues.map((issue) => `  ${issue.message}`).join("\n")}`);
}

/** CONTENT_DIR: the content folder to read instead of the project's own, as it was given (relative or absolute). */
export const CONTENT_DIR = trimmedOrUnset(process.env.CONTENT_DIR) as string | undefined;

/** What `npm run build` tells the steps it runs: when it started (if it did), and whether to say every file. */
export type BuildRun = { started?: number; verbose: boolean };

export function readBuildRun(env: Env = process.env): BuildRun {
  return {
    started: Number(trimmedOrUnset(env.BUILD_STARTED)) || undefined,
    verbose: !!trimmedOrUnset(env.BUILD_VERBOSE),
  };
}

/** The environment that tells the build's steps `run`. */
export const buildRunEnv = ({ started, verbose }: BuildRun): Env => ({
  ...(started ? { BUILD_STARTED: String(started) } : {}),
  ...(verbose ? { BUILD_VERBOSE: "1" } : {}),
});
