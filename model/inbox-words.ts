// What her inbox page says (content/words/inbox.json), read for inbox/admin/, which makes the page on both runtimes.
// Apart from words.ts: no page of the site carries them.

import { readContent } from "./content-files.ts";

export const inboxWords = readContent("words/inbox.json");

export type InboxWords = typeof inboxWords;
