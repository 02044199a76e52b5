// What the Worker reads of content/ (edge/wrangler.jsonc's "alias" puts this module in the place of node:fs in its
// bundle): the runtime has no files, so the words its pages say (the contact form's refusals, her inbox page) are
// bundled from content/ and read through model/ as on `npm start`, checked by the same schemas. Only what model/load.ts
// asks of node:fs is here.

import contact from "../content/words/contact.json" with { type: "json" };
import inbox from "../content/words/inbox.json" with { type: "json" };

const FILES: Readonly<Record<string, unknown>> = { "words/contact.json": contact, "words/inbox.json": inbox };
// The content folder is found by its box.json (model/load.ts), which the Worker has no need of.
const FOLDER_MARK = "box.json";

/** A path as the content folder's own ("…/content/words/contact.json" → "words/contact.json"). */
const inContent = (path: string) => /(?:^|\/)content\/(.+)$/.exec(path)?.[1];

export function existsSync(path: string): boolean {
  const file = inContent(path);
  return file === FOLDER_MARK || (file !== undefined && file in FILES);
}

export function readFileSync(path: string): string {
  const file = inContent(path);
  if (file === undefined || !(file in FILES))
    throw Object.assign(new Error(`ENOENT: no such file in the Worker's bundle: ${path}`), { code: "ENOENT" });
  return JSON.stringify(FILES[file]);
}
