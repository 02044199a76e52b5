// Her passkeys (name, rename, remove, add another) and the page's record of sign-ins, invites and passkey changes.

import { html } from "hono/html";
import { fill } from "../../../model/fill.ts";
import type { AuditEntry } from "../audit.ts";
import type { NamedPasskey } from "../passkey-store.ts";
import { csrfField, layout, type Frame } from "./layout.ts";
import { shownTime } from "./messages.ts";
import { passkeyForm, type PasskeyForm } from "./sign-in.ts";

export function passkeysPage(frame: Frame, passkeys: NamedPasskey[], add: PasskeyForm, notice?: string) {
  const { passkeys: words } = frame.words;
  const csrf = add.csrf;
  const one = (p: NamedPasskey, i: number) =>
    html`<section class="passkey" aria-labelledby="passkey-${i}">
      <h2 id="passkey-${i}">${p.name}</h2>
      <p class="meta">
        ${fill(words.added, { when: p.createdAt.slice(0, 10) })} ·
        ${p.usedAt ? fill(words.used, { when: p.usedAt.slice(0, 16).replace("T", " ") + " UTC" }) : words.neverUsed}
      </p>
      <form class="row" method="post" action="/inbox/passkeys/rename">
        ${csrfField(csrf)}<input type="hidden" name="id" value="${p.id}" />
        <label class="skip" for="name-${i}">${words.name}</label>
        <input type="text" id="name-${i}" name="name" value="${p.name}" maxlength="60" autocomplete="off" />
        <button class="quiet">${words.rename}</button>
      </form>
      ${
        passkeys.length > 1
          ? html`<form method="post" action="/inbox/passkeys/remove">
              ${csrfField(csrf)}<input type="hidden" name="id" value="${p.id}" />
              <button class="quiet">${words.remove}</button>
            </form>`
          : html`<p class="meta">${words.lastOne}</p>`
      }
    </section>`;
  const name = html`<label for="new-name">${words.name}</label>
    <input type="text" id="new-name" name="name" maxlength="60" autocomplete="off" />`;
  return layout(
    frame,
    html`<h1>${words.heading}</h1>
      <p>${words.text}</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""} ${passkeys.map(one)}
      <h2>${words.addHeading}</h2>
      <p>${words.addText}</p>
      <noscript><p class="notice">${frame.words.noScript}</p></noscript>
      ${passkeyForm(add, name)}`,
  );
}

export function activityPage(frame: Frame, entries: AuditEntry[]) {
  const { activity } = frame.words;
  const row = (e: AuditEntry) =>
    html`<tr>
      <td>${shownTime(e.at)}</td>
      <td>${activity.events[e.event]}${e.detail ? html` (${e.detail})` : ""}</td>
      <td>${e.address || activity.commandLine}</td>
    </tr>`;
  return layout(
    frame,
    html`<h1>${activity.heading}</h1>
      <p>${activity.text}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">${activity.when}</th>
            <th scope="col">${activity.what}</th>
            <th scope="col">${activity.where}</th>
          </tr>
        </thead>
        <tbody>
          ${entries.map(row)}
        </tbody>
      </table>`,
  );
}
