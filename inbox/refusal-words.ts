// What the contact page says when the inbox refuses a message from a browser that posted the form by itself: the
// site's own words (model/contact-words.ts), where the JSON answers keep Formspree's terse ones for scripts.

import { contactWords } from "../model/contact-words.ts";
import { LIMITS, type FieldErrors, type FieldName } from "../shared/contact-rules.ts";
import type { ErrorCode, FieldError } from "./validation.ts";

/** A field as a sentence names it. */
const CALLED: Record<FieldName, string> = { name: "name", email: "email address", message: "message" };

// As the form's own checks say it (app/lib/contact-validation.ts): a blank email is not a valid one.
const BLANK: Record<FieldName, string> = {
  name: contactWords.blankName,
  email: contactWords.invalidEmail,
  message: contactWords.blankMessage,
};

function sentence(field: FieldName, code: ErrorCode): string {
  switch (code) {
    case "REQUIRED_FIELD_MISSING":
    case "REQUIRED_FIELD_EMPTY":
      return BLANK[field];
    case "TYPE_EMAIL":
      return contactWords.invalidEmail;
    case "TOO_LONG":
      return contactWords.tooLong(CALLED[field], LIMITS[field]);
    case "INVALID_CHARACTERS":
      return contactWords.controlCharacters(CALLED[field]);
    // A file or a list where text belongs: no form of ours sends that.
    case "TYPE_TEXT":
      return contactWords.failed;
  }
}

/** Each refused field's error in the site's words. */
export function fieldWords(errors: readonly FieldError[]): FieldErrors {
  return Object.fromEntries(errors.map(({ field, code }) => [field, sentence(field, code)]));
}

/** A refusal of the whole message (by its HTTP status), filed under the email field as the form's script does. */
export function refusalWords(status: number): FieldErrors {
  const { rateLimited, tooLarge, failed } = contactWords;
  return { email: status === 429 ? rateLimited : status === 413 ? tooLarge : failed };
}
