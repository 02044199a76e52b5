// The pages she sees signed out: the sign-in page (all that /inbox shows without a session), the invite that makes her
// passkey, and a refusal. A passkey form carries its WebAuthn options for the script (passkey-forms.ts), the form
// token, and a field for the browser's answer; it is posted like any form, then answered with a redirect.

import { html } from "hono/html";
import { csrfField, layout, type Frame } from "./layout.ts";

export interface PasskeyForm {
  kind: "sign-in" | "register";
  action: string;
  /** The WebAuthn options, as JSON. */
  options: string;
  /** Their challenge, which the form token is signed over. */
  challenge: string;
  csrf: string;
  button: string;
  /** Said when the browser's passkey prompt fails or is cancelled. */
  failed: string;
}

export const passkeyForm = (form: PasskeyForm, fields: ReturnType<typeof html> | string = "") =>
  html`<form method="post" action="${form.action}" data-passkey="${form.kind}" data-options="${form.options}">
    ${csrfField(form.csrf)}<input type="hidden" name="challenge" value="${form.challenge}" />
    <input type="hidden" name="response" value="" /> ${fields}
    <p class="error" role="alert" data-failed="${form.failed}"></p>
    <button>${form.button}</button>
  </form>`;

const noScript = (frame: Frame) => html`<noscript><p class="notice">${frame.words.noScript}</p></noscript>`;

export function signInPage(frame: Frame, form: PasskeyForm, notice?: string) {
  const { signIn } = frame.words;
  return layout(
    frame,
    html`<h1>${signIn.heading}</h1>
      <p>${signIn.text}</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""} ${noScript(frame)} ${passkeyForm(form)}`,
  );
}

export function invitePage(frame: Frame, form: PasskeyForm, notice?: string) {
  const { invite } = frame.words;
  const name = html`<label for="name">${invite.name}</label>
    <input type="text" id="name" name="name" maxlength="60" autocomplete="off" placeholder="${invite.defaultName}" />`;
  return layout(
    frame,
    html`<h1>${invite.heading}</h1>
      <p>${invite.text}</p>
      ${notice ? html`<p class="notice" role="status">${notice}</p>` : ""} ${noScript(frame)} ${passkeyForm(form, name)}`,
  );
}

/** A page that says why nothing was done: an invite no longer valid, a form from elsewhere, too many tries. */
export function refusalPage(frame: Frame, heading: string, text: string) {
  return layout(
    frame,
    html`<h1>${heading}</h1>
      <p>${text}</p>
      <p><a href="/inbox">${frame.words.title}</a></p>`,
  );
}
