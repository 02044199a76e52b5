// The inbox page's policy, and its refusals in her words.

import type { PageContext, Parts } from "./context.ts";
import { refusalPage } from "./views/sign-in.ts";

/** The page's policy: nothing but its own script (by hash, and by path for browsers that need it), style and forms. */
export async function policy(page: Parts): Promise<string> {
  const { script, styleHash } = await page.parts();
  const { origin } = page.address();
  return [
    "default-src 'none'",
    `script-src '${script.integrity}' ${origin}${script.path}`,
    `style-src '${styleHash}'`,
    "img-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/** A refusal in her words: a form from elsewhere or an old page (403), a body too large (413), nothing there (404). */
export async function refuse(page: Parts, c: PageContext, status: 400 | 403 | 404 | 413 | 429) {
  const { refused, message } = page.words;
  const text = status === 429 ? refused.tooMany : status === 404 ? message.notFound : refused.expired;
  const frame = await page.frame(c, refused.heading);
  return c.html(refusalPage(frame, refused.heading, text), status);
}
