// The contact form's rules, defined once: the form in the browser (app/components/contact-form.tsx sets `maxLength`
// and the honeypot's name; app/lib/contact-validation.ts checks the shape) and the inbox that receives it
// (server/inbox/validation.ts) use these. No imports: both the browser bundle and the server load this file.

/** The visitor's fields, in the order they are filled in. */
export const FIELDS = ["name", "email", "message"] as const;
export type FieldName = (typeof FIELDS)[number];
export type ContactValues = Record<FieldName, string>;
/** The words of each field's error, for the form and for the inbox's answer to a browser that posted it itself. */
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The first field with an error, in the order a visitor fills them in. */
export function firstFieldInError(errors: FieldErrors): FieldName | undefined {
  return FIELDS.find((field) => errors[field]);
}

/** Each field's maximum length, in UTF-16 code units like the browser's `maxlength`. */
export const LIMITS: Readonly<Record<FieldName, number>> = { name: 200, email: 254, message: 10_000 };

/**
 * What an e-mail address must look like after the browser's own type="email" check, which accepts "ada@example":
 * a dot in the domain as well (DESIGN: "Email shape check").
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Filled in by bots, hidden from people: a submission that fills it is kept as spam. */
export const HONEYPOT = "_gotcha";
