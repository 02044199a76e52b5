// Checking a contact submission and reporting problems the way Formspree does (field, code, message), so the same
// form code works against either endpoint. One error per field: the first rule it breaks.
//
// Lengths are counted in UTF-16 code units, like the browser's `maxlength`, so whatever the form lets a visitor type
// is accepted here. Text is kept as sent except for what carries no meaning: name and email are trimmed, line breaks
// in the message become "\n" (browsers send a textarea's "\n" as "\r\n"), and lone surrogates become U+FFFD (what a
// browser does when it encodes a form). Unknown fields are ignored: nothing is stored that the artist never sees.

import addressparser from "nodemailer/lib/addressparser";
import { EMAIL_SHAPE, HONEYPOT, LIMITS, type FieldName } from "../shared/contact-rules.ts";

export type ErrorCode =
  "REQUIRED_FIELD_MISSING" | "REQUIRED_FIELD_EMPTY" | "TYPE_TEXT" | "TOO_LONG" | "INVALID_CHARACTERS" | "TYPE_EMAIL";

export interface FieldError {
  field: FieldName;
  code: ErrorCode;
  message: string;
}

export interface Submission {
  name: string;
  email: string;
  message: string;
  spam: boolean;
}

export type Validation = { ok: true; submission: Submission } | { ok: false; errors: FieldError[] };

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none belongs on a single line.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
// A message may span lines and keep its tabs; other control characters could rewrite a terminal that prints it.
const NOT_TEXT = /[^\P{Cc}\t\n]/u;
/**
 * Characters that show nothing, where a name or an address has no use for them: invisible format characters (Unicode's
 * Cf: bidirectional overrides, isolates and marks, which make "abc‮gnp.exe" read as "abcexe.png", zero-width
 * spaces, word joiners, byte order marks), tag characters, Hangul fillers and the other default-ignorable code points,
 * and the braille blank. The joiners and variation selectors that emoji and some scripts need (U+200C, U+200D, the
 * selectors of emoji and ideographs) are let through.
 */
export const INVISIBLE = /(?!\u200C|\u200D|\p{Variation_Selector})[\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]/u;

/**
 * The opening of an RFC 2047 encoded-word (`=?utf-8?Q?…?=`): a mail reader decodes one in a header, so a name holding
 * "=?utf-8?Q?=0D=0ABcc:…?=" would read as another header line, which the line-break rule refuses when typed directly.
 */
const ENCODED_WORD = /=\?/;

/**
 * Whether the mail library puts `address` in Reply-To as it is: one mailbox, no display name, the same text. Otherwise
 * "a>b<evil@evil.example" or "evil@evil.example,x" would pass the shape check and be rewritten into someone else.
 */
function deliverable(address: string): boolean {
  const parsed = addressparser(address);
  return parsed.length === 1 && parsed[0]?.address === address && parsed[0].name === "";
}

export function validate(fields: ReadonlyMap<string, unknown>): Validation {
  const errors: FieldError[] = [];
  const text = (field: FieldName, normalize: (value: string) => string, badCharacters: (value: string) => boolean) => {
    const error = (code: ErrorCode, message: string) => {
      errors.push({ field, code, message });
      return "";
    };
    const raw = fields.get(field);
    if (raw === undefined || raw === null) return error("REQUIRED_FIELD_MISSING", "is required");
    if (typeof raw !== "string") return error("TYPE_TEXT", "should be text");
    const value = normalize(raw.replace(LONE_SURROGATE, "\uFFFD"));
    if (value.trim() === "") return error("REQUIRED_FIELD_EMPTY", "should not be empty");
    if (value.length > LIMITS[field]) return error("TOO_LONG", `should be at most ${LIMITS[field]} characters`);
    if (badCharacters(value)) {
      return field === "email"
        ? error("TYPE_EMAIL", "should be an email")
        : error("INVALID_CHARACTERS", "should not contain control characters");
    }
    if (field !== "message" && INVISIBLE.test(value)) {
      return error("INVALID_CHARACTERS", "should not contain invisible formatting characters");
    }
    if (field === "email" && !(EMAIL_SHAPE.test(value) && !ENCODED_WORD.test(value) && deliverable(value))) {
      return error("TYPE_EMAIL", "should be an email");
    }
    if (field === "name" && ENCODED_WORD.test(value)) {
      return error("INVALID_CHARACTERS", 'should not contain "=?" (encoded mail text)');
    }
    return value;
  };

  const trim = (value: string) => value.trim();
  const oneLine = (value: string) => NOT_ONE_LINE.test(value);
  const name = text("name", trim, oneLine);
  const email = text("email", trim, oneLine);
  const message = text(
    "message",
    (value) => value.replace(/\r\n?/g, "\n"),
    (value) => NOT_TEXT.test(value),
  );
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, submission: { name, email, message, spam: isFilled(fields.get(HONEYPOT)) } };
}

/** A bot writes text into the trap; JSON's false or 0, or an empty file part, is no answer at all. */
function isFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
