// Every word the contact form can say (content/words/contact.json), and the inbox's page for a browser that posted
// the form by itself (server/inbox/refusal-words.ts). Apart from words.ts so that only the contact page's scripts
// carry them. The first four messages of the spec's error catalogue are there word for word (invalidEmail, failed,
// sent, errorLead).

import { readContent } from "./content-files.ts";
import { fill } from "./fill.ts";

const contact = readContent("words/contact.json");

export const contactWords = {
  ...contact,
  description: (siteName: string) => fill(contact.description, { siteName }),
  tooLong: (what: string, limit: number) => fill(contact.tooLong, { what, limit }),
  controlCharacters: (what: string) => fill(contact.controlCharacters, { what }),
};
