// Her messages: a folder as a list (newest first, a page at a time, searchable), and a message opened. Everything a
// visitor wrote is text here, escaped, with no live link: an address in a message is something to read, not to click.

import { html } from "hono/html";
import { fill } from "../../../model/fill.ts";
import { csrfField, layout, type Frame } from "./layout.ts";
import { FOLDERS, type Cursor, type Folder, type Page, type PageMessage } from "../messages.ts";

const PREVIEW_CHARS = 140;

/** An ISO time as she reads it: the date and the minute, in UTC (the server knows no time zone of hers). */
export const shownTime = (iso: string) =>
  html`<time datetime="${iso}">${iso.slice(0, 16).replace("T", " ")} UTC</time>`;

export interface ListView {
  folder: Folder;
  query: string;
  page: Page;
  /** A message just deleted: its undo. */
  deleted?: number;
  csrf: string;
}

const cursorParam = (cursor: Cursor) => `${cursor.newer ? "newer" : "older"}=${cursor.at}~${cursor.id}`;

export function listPage(frame: Frame, view: ListView) {
  const { list, message } = frame.words;
  const { folder, query, page } = view;
  const here = (params: string[]) =>
    `/inbox?${[folder === "all" ? "" : `folder=${folder}`, query ? `q=${encodeURIComponent(query)}` : "", ...params]
      .filter(Boolean)
      .join("&")}`;
  const folderLink = (name: Folder) =>
    html`<li>
      <a href="/inbox${name === "all" ? "" : `?folder=${name}`}" ${name === folder ? html`aria-current="page"` : ""}
        >${list.folders[name]}</a
      >
    </li>`;
  const item = (m: PageMessage) =>
    html`<li class="${m.read ? "" : "unread"}">
      <a href="/inbox/messages/${m.id}">
        <span class="who">${m.name}</span>${m.read ? "" : html`<span class="new">${list.unread}</span>`}
        <span class="meta">${m.email} · ${shownTime(m.receivedAt)}</span>
        <span class="preview">${[...m.message].slice(0, PREVIEW_CHARS).join("")}</span>
      </a>
    </li>`;
  const empty = query ? fill(list.noMatch, { query }) : list.empty;
  return layout(
    frame,
    html`<h1>${list.heading}</h1>
      ${
        view.deleted === undefined
          ? ""
          : html`<div class="notice row" role="status">
              ${message.deleted}
              <form method="post" action="/inbox/messages/${view.deleted}/restore">
                ${csrfField(view.csrf)}<button class="quiet">${message.undo}</button>
              </form>
            </div>`
      }
      <form class="row search" method="get" action="/inbox" role="search">
        ${folder === "all" ? "" : html`<input type="hidden" name="folder" value="${folder}" />`}
        <label class="skip" for="q">${list.searchLabel}</label>
        <input type="search" id="q" name="q" value="${query}" maxlength="200" placeholder="${list.searchLabel}" />
        <button>${list.search}</button>
      </form>
      <nav aria-label="${list.foldersLabel}">
        <ul class="folders">
          ${FOLDERS.map(folderLink)}
        </ul>
      </nav>
      ${folder === "bin" ? html`<p>${list.binNote}</p>` : ""}
      ${
        page.messages.length === 0
          ? html`<p>${empty}</p>`
          : html`<ul class="list">
              ${page.messages.map(item)}
            </ul>`
      }
      <div class="row">
        ${page.newer ? html`<a class="button quiet" href="${here([cursorParam(page.newer)])}">${list.newer}</a>` : ""}
        ${page.older ? html`<a class="button quiet" href="${here([cursorParam(page.older)])}">${list.older}</a>` : ""}
        <a class="button quiet" href="${here([]).replace("/inbox?", "/inbox/export?")}" download>${list.export}</a>
      </div>`,
  );
}

/** A button that posts one change of the message. */
const change = (id: number, action: string, label: string, csrf: string) =>
  html`<form method="post" action="/inbox/messages/${id}/${action}">
    ${csrfField(csrf)}<button class="quiet">${label}</button>
  </form>`;

export function messagePage(frame: Frame, m: PageMessage, csrf: string, notice?: string) {
  const { message } = frame.words;
  const mail = {
    mailed: fill(message.mailed, { when: (m.mailedAt ?? "").slice(0, 16).replace("T", " ") + " UTC" }),
    pending: message.pending,
    failed: fill(message.failed, { error: m.mailError ?? "" }),
    none: message.none,
  }[m.mail];
  const reply = `mailto:${encodeURIComponent(m.email)}`;
  return layout(
    frame,
    html`<p><a href="/inbox">← ${message.back}</a></p>
      <h1>${m.name}</h1>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""}
      <dl>
        <dt>${message.from}</dt>
        <dd>${m.name} &lt;${m.email}&gt; · <a href="${reply}">${message.reply}</a></dd>
        <dt>${message.received}</dt>
        <dd>${shownTime(m.receivedAt)}</dd>
      </dl>
      <div class="text">${m.message}</div>
      <p>${mail}</p>
      <div class="row">
        ${m.mail === "failed" || m.mail === "pending" ? change(m.id, "mail-again", message.sendAgain, csrf) : ""}
        ${change(m.id, m.read ? "unread" : "read", m.read ? message.markUnread : message.markRead, csrf)}
        ${change(m.id, m.spam ? "not-spam" : "spam", m.spam ? message.notSpam : message.spam, csrf)}
        ${
          m.deletedAt === null
            ? change(m.id, "delete", message.delete, csrf)
            : change(m.id, "restore", message.restore, csrf)
        }
      </div>`,
  );
}
