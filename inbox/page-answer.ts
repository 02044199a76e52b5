// Answers for a browser that posted the contact form by itself — without JavaScript, or before the page's scripts
// had loaded — and so asked for a page, not JSON. Formspree answers those with pages too. Success sends the visitor back
// to the contact page at `#sent`, where a note (shown by CSS `:target`) says the message arrived; a refusal is the
// contact page again, with the visitor's words and what to fix (contact-page.ts).

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { FIELDS, type ContactValues, type FieldErrors } from "../shared/contact-rules.ts";
import type { Fields } from "./body.ts";
import { contactAnswer, contactTemplate, PLAIN_CONTACT_PAGE, type ContactTemplate } from "./contact-page.ts";

/** Whether the request asked for a page (a browser's own form post) rather than JSON (the contact form's script). */
export function wantsPage(c: Context): boolean {
  const accept = c.req.header("Accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** The page the form is on. */
export const CONTACT_PAGE = "/contact";

/** Where a page-asking visitor goes after a message arrived. */
export const SENT_PAGE = `${CONTACT_PAGE}#sent`;

/** The prerendered contact page as the site serves it. */
export interface ContactPage {
  /** Stands for this version of the page: its text is read and parsed again only when this changes. */
  tag: string;
  text: () => Promise<string>;
  /** The headers the build gave its path (its Content-Security-Policy). */
  headers: Readonly<Record<string, string>>;
}

/** Where the runtime finds the contact page: the build's file (`npm start`), or the static assets (the edge). */
export type ContactPageSource = () => Promise<ContactPage | undefined>;

export interface Refusal {
  /** What to fix, in the site's words, by field. */
  errors: FieldErrors;
  /** What the visitor typed, when the body was read. */
  values?: Partial<ContactValues>;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Refusals as the contact page, made from `source` (its parsed form is kept until the file changes), or a plain page
 * without it. The page goes out with the headers the build gave the contact page: its Content-Security-Policy allows
 * the page's inline style and theme script.
 */
export function refusalPages(source: ContactPageSource | undefined) {
  let parsed: { tag: string; template: ContactTemplate } | undefined;

  async function template(page: ContactPage): Promise<ContactTemplate> {
    if (parsed?.tag !== page.tag) {
      const found = contactTemplate(await page.text());
      if (!found) console.error("Inbox: the contact page has no form to fill in; refusals get a plain page");
      parsed = { tag: page.tag, template: found ?? PLAIN_CONTACT_PAGE };
    }
    return parsed.template;
  }

  return async (c: Context, status: ContentfulStatusCode, { errors, values = {}, headers }: Refusal) => {
    const page = await source?.();
    const html = contactAnswer(page ? await template(page) : PLAIN_CONTACT_PAGE, errors, values);
    return c.html(html, status, { ...page?.headers, ...headers });
  };
}

/** The visitor's words in a parsed body: the form's text fields. */
export function typedValues(fields: Fields): Partial<ContactValues> {
  return Object.fromEntries(
    FIELDS.flatMap((field) => {
      const value = fields.get(field);
      return typeof value === "string" ? [[field, value]] : [];
    }),
  );
}
