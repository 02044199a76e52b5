// Who the site belongs to and the words of its shared pages (content/site.json, with the pictures' placeholder
// recipes in content/placeholders.json), with what the build fills in: the site's address and the contact form's
// endpoint (model/build-settings.ts), and the number of projects where the words say {count} or {Count}.

import { existsSync } from "node:fs";
import { join } from "node:path";
import { projects } from "./box.ts";
import { readBuildSettings } from "./build-settings.ts";
import { inWords } from "./count-words.ts";
import { readContent } from "./content-files.ts";
import { CONTENT_ROOT, withRecipe } from "./load.ts";
import type { Site } from "./schema.ts";

const data = readContent("site.json");
const recipes = existsSync(join(CONTENT_ROOT, "placeholders.json")) ? readContent("placeholders.json") : {};
const settings = readBuildSettings();
const count = inWords(projects.length);
const counted = (text: string) =>
  text.replaceAll("{count}", count).replaceAll("{Count}", `${count.charAt(0).toUpperCase()}${count.slice(1)}`);

export const site: Site = {
  ...data,
  url: settings.SITE_URL,
  home: { ...data.home, frames: data.home.frames.map((frame) => withRecipe(frame, recipes)) },
  overview: { ...data.overview, summary: counted(data.overview.summary), intro: counted(data.overview.intro) },
  about: { ...data.about, image: withRecipe(data.about.image, recipes) },
  contact: { ...data.contact, endpoint: settings.CONTACT_ENDPOINT },
  // A licence page given as a path is on this site: every file and tag that carries it needs the whole address.
  rights: {
    ...data.rights,
    licence: data.rights.licence.startsWith("/") ? `${settings.SITE_URL}${data.rights.licence}` : data.rights.licence,
  },
};
