import { EMAIL_SHAPE, type ContactValues, type FieldErrors, type FieldName } from "../../shared/contact-rules.ts";
import { contactWords } from "../../model/contact-words.ts";

// The checks that run after the browser's own (required, type="email") and before anything is sent. The browser
// accepts "ada@example" as an e-mail address; the shape check asks for a dot in the domain as well. A field of only
// spaces passes `required` but says nothing, so it counts as blank.

export function isEmailShape(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}

/** The errors of a filled-in form, by field; empty when it may be sent. */
export function validateContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = contactWords.blankName;
  if (!isEmailShape(values.email)) errors.email = contactWords.invalidEmail;
  if (!values.message.trim()) errors.message = contactWords.blankMessage;
  return errors;
}

/** The visitor's text from the form's data (the honeypot and anything else are left out). */
export function contactValues(data: FormData): ContactValues {
  const text = (field: FieldName) => {
    const value = data.get(field);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), email: text("email"), message: text("message") };
}
