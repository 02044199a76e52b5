// Answers for a browser that posted the contact form by itself — without JavaScript, or before the page's scripts
// had loaded — and so asked for a page, not JSON. Formspree answers those with pages too. Success sends the visitor back
// to the contact page at `#sent`, where a note (shown by CSS `:target`) says the message arrived; a refusal is a short
// page that says the message was NOT sent, why, and that Back returns to the form with the text still in it.

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Whether the request asked for a page (a browser's own form post) rather than JSON (the contact form's script). */
export function wantsPage(c: Context): boolean {
  const accept = c.req.header("Accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** Where a page-asking visitor goes after a message arrived. */
export const SENT_PAGE = "/contact#sent";

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A refusal as a page: what went wrong, and the way back to the form. */
export function refusalPage(c: Context, status: ContentfulStatusCode, problems: readonly string[]) {
  const items = problems.map((problem) => `<li>${escape(problem)}</li>`).join("");
  return c.html(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>Message not sent</title></head><body><main><h1>Your message was not sent</h1><ul>${items}</ul>` +
      `<p>Use your browser's Back button to return to the form: your text is still there.</p>` +
      `<p><a href="/contact">The contact page</a></p></main></body></html>`,
    status,
  );
}
