// The contact page a refused browser post comes back to: the prerendered page itself, with the visitor's words back in
// its form and each error on its field, in the markup Field renders, so the page looks and reads like the one the
// visitor left (header, styles, both themes) and says what to fix.
//
// Its scripts in <body> are left out: React would hydrate the form as it was prerendered, empty and without errors,
// and throw the visitor's words away. Without them every control of the page still works from the HTML (decision
// 0011) and the form posts itself again. The theme script in <head> stays, for a remembered choice of theme.
//
// The page is React's output, searched by a few patterns; a page where they find no form gives way to a plain one.

import { escapeMarkup } from "../shared/escape.ts";
import { ERROR_LEAD_CLASS, ERROR_LINE_CLASS, errorIdOf } from "../shared/field-error.ts";
import { contactWords } from "../model/contact-words.ts";
import {
  FIELDS,
  firstFieldInError,
  type ContactValues,
  type FieldErrors,
  type FieldName,
} from "../shared/contact-rules.ts";

/** A form control of the page: where it is, its opening tag without the closing `>` or `/>`, and its id. */
interface Control {
  field: FieldName;
  start: number;
  end: number;
  open: string;
  id: string;
  textarea: boolean;
}

/** A page ready to answer with: its HTML and its form's controls, in the order they appear. */
export interface ContactTemplate {
  html: string;
  controls: readonly Control[];
}

const BODY_SCRIPT = /<script\b[^>]*>[^]*?<\/script>/g;
const CONTROL = /<(input|textarea)\b([^>]*?)\/?>/g;

/** The page without its body's scripts, and its three controls; undefined when it lacks one. */
export function contactTemplate(page: string): ContactTemplate | undefined {
  const body = page.indexOf("<body");
  if (body === -1) return undefined;
  const html = page.slice(0, body) + page.slice(body).replace(BODY_SCRIPT, "");
  const controls: Control[] = [];
  for (const match of html.matchAll(CONTROL)) {
    const [tag, element, attributes = ""] = match;
    const field = FIELDS.find((name) => attributes.includes(` name="${name}"`));
    const id = / id="([^"]+)"/.exec(attributes)?.[1];
    if (!field || !id) continue;
    const textarea = element === "textarea";
    const end = textarea ? html.indexOf("</textarea>", match.index) + "</textarea>".length : match.index + tag.length;
    controls.push({ field, start: match.index, end, open: `<${element}${attributes}`, id, textarea });
  }
  const found = new Set(controls.map((control) => control.field));
  return found.size === FIELDS.length && controls.length === FIELDS.length ? { html, controls } : undefined;
}

/** For a page without a build (or a build whose contact page has changed shape beyond these patterns). */
const { heading, labels, button } = contactWords;
export const PLAIN_CONTACT_PAGE = contactTemplate(
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(heading)}</title></head>` +
    `<body><main><h1>${escapeMarkup(heading)}</h1><form method="post" enctype="multipart/form-data">` +
    `<div><label for="name">${escapeMarkup(labels.name)}</label> <input id="name" name="name" type="text" required></div>` +
    `<div><label for="email">${escapeMarkup(labels.email)}</label> ` +
    `<input id="email" name="email" type="email" required></div>` +
    `<div><label for="message">${escapeMarkup(labels.message)}</label> ` +
    `<textarea id="message" name="message" rows="4" required></textarea></div>` +
    `<button type="submit">${escapeMarkup(button)}</button></form></main></body></html>`,
)!;

/** The page with `values` in its form and `errors` under their fields; the first field in error takes the focus. */
export function contactAnswer(template: ContactTemplate, errors: FieldErrors, values: Partial<ContactValues>): string {
  const first = firstFieldInError(errors);
  let html = "";
  let at = 0;
  for (const control of template.controls) {
    const { field } = control;
    html += template.html.slice(at, control.start) + filled(control, errors[field], values[field], field === first);
    at = control.end;
  }
  return html + template.html.slice(at);
}

function filled({ open, id, textarea }: Control, error: string | undefined, value = "", focus: boolean): string {
  const errorId = escapeMarkup(errorIdOf(id));
  const attributes = (error ? ` aria-invalid="true" aria-describedby="${errorId}"` : "") + (focus ? " autofocus" : "");
  // The parser drops one line break right after <textarea>: this one, so that a message starting with one keeps it.
  const control = textarea
    ? `${open}${attributes}>\n${escapeMarkup(value)}</textarea>`
    : `${open}${attributes} value="${escapeMarkup(value)}">`;
  if (!error) return control;
  const lead = `<span class="${ERROR_LEAD_CLASS}">${contactWords.errorLead}</span>`;
  return `${control}<p id="${errorId}" class="${ERROR_LINE_CLASS}">${lead} ${escapeMarkup(error)}</p>`;
}
