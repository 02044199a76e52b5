// The frame of every inbox page: a page no search engine lists, its menu when she is signed in (with sign-out as forms,
// since they change something), and its one stylesheet and script, allowed by the page's policy (routes.ts).

import { html, raw } from "hono/html";
import type { InboxWords } from "../../../model/inbox-words.ts";

type Html = ReturnType<typeof html>;

export interface Frame {
  words: InboxWords;
  title: string;
  /** The script that runs passkeys, when the page has a passkey form. */
  script?: { path: string; integrity: string };
  /** Signed in: the menu, with the form token for sign-out. */
  signedIn?: { csrf: string; current: "messages" | "passkeys" | "activity" };
  /** The stylesheet, which goes inline as it is (its hash is in the page's policy). */
  style: string;
}

export const csrfField = (csrf: string) => html`<input type="hidden" name="csrf" value="${csrf}" />`;

function menu(words: InboxWords, { csrf, current }: NonNullable<Frame["signedIn"]>) {
  const link = (to: typeof current, href: string) =>
    html`<li><a href="${href}" ${current === to ? html`aria-current="page"` : ""}>${words.nav[to]}</a></li>`;
  return html`<nav aria-label="${words.nav.label}">
      <ul>
        ${link("messages", "/inbox")} ${link("passkeys", "/inbox/passkeys")} ${link("activity", "/inbox/activity")}
      </ul>
    </nav>
    <form method="post" action="/inbox/sign-out">
      ${csrfField(csrf)}<button class="quiet">${words.nav.signOut}</button>
    </form>
    <form method="post" action="/inbox/sign-out-everywhere">
      ${csrfField(csrf)}<button class="quiet">${words.nav.signOutEverywhere}</button>
    </form>`;
}

export function layout(frame: Frame, body: Html) {
  const { words, title, script, signedIn, style } = frame;
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>${title === words.title ? title : `${title} · ${words.title}`}</title>
        ${raw(`<style>${style}</style>`)}
        ${script ? html`<script src="${script.path}" integrity="${script.integrity}" defer></script>` : ""}
      </head>
      <body>
        <a class="skip" href="#main">${words.skipLink}</a>
        ${signedIn ? html`<header>${menu(words, signedIn)}</header>` : ""}
        <main id="main">${body}</main>
      </body>
    </html>`;
}
