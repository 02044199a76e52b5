import { describe, expect, it } from "vitest";
import { LIMITS } from "../shared/contact-rules.ts";
import { validate, type ErrorCode } from "./validation.ts";

const VALID = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello there!" };
const check = (fields: Record<string, unknown>) => validate(new Map(Object.entries(fields)));
const errorsOf = (fields: Record<string, unknown>) => {
  const result = check(fields);
  return result.ok ? [] : result.errors.map(({ field, code }) => `${field}:${code}`);
};

describe("validate: required fields, e-mail and limits", () => {
  it("accepts a complete message, ignoring unknown fields", () => {
    expect(check({ ...VALID, _subject: "Hi", extra: ["x"] })).toEqual({
      ok: true,
      submission: { ...VALID, spam: false },
    });
  });

  it("reports every missing field, in form order, with Formspree's shape", () => {
    expect(check({})).toEqual({
      ok: false,
      errors: [
        { field: "name", code: "REQUIRED_FIELD_MISSING", message: "is required" },
        { field: "email", code: "REQUIRED_FIELD_MISSING", message: "is required" },
        { field: "message", code: "REQUIRED_FIELD_MISSING", message: "is required" },
      ],
    });
    expect(errorsOf({ ...VALID, email: null })).toEqual(["email:REQUIRED_FIELD_MISSING"]);
  });

  it.each(["", "   ", "\n\t ", "\u3000"])("reports a blank field as empty (%j)", (blank) => {
    expect(errorsOf({ name: blank, email: blank, message: blank })).toEqual([
      "name:REQUIRED_FIELD_EMPTY",
      "email:REQUIRED_FIELD_EMPTY",
      "message:REQUIRED_FIELD_EMPTY",
    ]);
  });

  it.each([[["Ada"]], [12], [true], [{ text: "Ada" }], [new File(["Ada"], "name.txt")]])(
    "reports a value that is not text (%j)",
    (value) => {
      expect(errorsOf({ ...VALID, name: value })).toEqual(["name:TYPE_TEXT"]);
    },
  );

  it.each([
    "plainaddress",
    "@example.com",
    "ada@",
    "ada@example",
    "ada@@example.com",
    "ada lovelace@example.com",
    "ada@exa mple.com",
    "ada@example.com\r\nBcc: all@example.com",
    "ada@example.com\nX: y",
    "ada\u0000@example.com",
    "ada\u0085@example.com",
    "ada@example.com\u2028x",
    // Shapes the mail library would rewrite in Reply-To: another address, or two.
    "a>b<evil@evil.example",
    "evil@evil.example,x",
    "a@example.com;b@example.com",
    "a(b)@example.com",
    "=?utf-8?Q?a?=@example.com",
  ])("reports a malformed email address (%j)", (email) => {
    expect(check({ ...VALID, email })).toEqual({
      ok: false,
      errors: [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }],
    });
  });

  it.each(["ada@example.com", "a.b+c@sub.example.co.uk", "ĉu@ekzemplo.eo", "😀@example.museum"])(
    "accepts the address %s",
    (email) => {
      expect(check({ ...VALID, email }).ok).toBe(true);
    },
  );

  it.each(Object.entries(LIMITS))("limits %s to %i characters", (field, limit) => {
    const at = field === "email" ? `${"a".repeat(limit - 12)}@example.com` : "a".repeat(limit);
    const over = field === "email" ? `a${at}` : `${at}a`;
    expect(at.length).toBe(limit);
    expect(check({ ...VALID, [field]: at }).ok).toBe(true);
    expect(check({ ...VALID, [field]: over })).toEqual({
      ok: false,
      errors: [{ field, code: "TOO_LONG", message: `should be at most ${limit} characters` }],
    });
  });

  it("counts length as the browser's maxlength does (UTF-16 code units), after trimming", () => {
    expect(check({ ...VALID, name: `  ${"a".repeat(LIMITS.name)}  ` }).ok).toBe(true);
    expect(errorsOf({ ...VALID, name: "😀".repeat(LIMITS.name / 2 + 1) })).toEqual(["name:TOO_LONG"]);
  });

  it.each([
    ["name", "Ada\nLovelace", "INVALID_CHARACTERS"],
    ["name", "Ada\r\nBcc: x", "INVALID_CHARACTERS"],
    ["name", "Ada\tLovelace", "INVALID_CHARACTERS"],
    ["name", "Ada\u0000", "INVALID_CHARACTERS"],
    ["name", "Ada\u001b[2J", "INVALID_CHARACTERS"],
    ["name", "Ada\u009b31m", "INVALID_CHARACTERS"],
    ["name", "Ada\u2029Lovelace", "INVALID_CHARACTERS"],
    ["message", "Hi\u0000there", "INVALID_CHARACTERS"],
    ["message", "\u001b]0;pwned\u0007", "INVALID_CHARACTERS"],
    ["message", "Hi\u007f", "INVALID_CHARACTERS"],
  ] as [string, string, ErrorCode][])("rejects control characters: %s %j", (field, value, code) => {
    expect(errorsOf({ ...VALID, [field]: value })).toEqual([`${field}:${code}`]);
  });
});

describe("validate: the text as written", () => {
  it("keeps the message as written: lines, tabs, markup and any script", () => {
    const message = "Line one\n\tindented <b>bold</b>\n<script>alert('x')</script> \u202Eevil\u202C 👩‍🎨 ";
    expect(check({ ...VALID, message })).toEqual({ ok: true, submission: { ...VALID, message, spam: false } });
  });

  it("turns the CRLF line breaks browsers send into \\n, and trims name and email only", () => {
    const result = check({ name: "  Ada ", email: " ada@example.com\t", message: " one\r\ntwo\rthree\n " });
    expect(result).toEqual({
      ok: true,
      submission: { name: "Ada", email: "ada@example.com", message: " one\ntwo\nthree\n ", spam: false },
    });
  });

  it.each([
    ["a right-to-left override", "abc\u202Egnp.exe"],
    ["an isolate", "\u2066Ada\u2069"],
    ["a left-to-right mark", "Ada\u200E"],
    ["a zero-width space", "Ada\u200BLovelace"],
    ["a word joiner", "Ada\u2060"],
    ["a byte order mark", "Ada\uFEFF Lovelace"],
    ["tag characters", "Ada\u{E0041}\u{E0064}\u{E0061}"],
    ["a Hangul filler", "Ada\u3164"],
    ["a halfwidth Hangul filler", "\uFFA0"],
    ["a braille blank", "\u2800Ada"],
  ])("refuses %s in a name or an address as invisible characters, keeps it in a message", (_, text) => {
    expect(errorsOf({ ...VALID, name: text, email: `a${text}@example.com`, message: text })).toEqual([
      "name:INVALID_CHARACTERS",
      "email:INVALID_CHARACTERS",
    ]);
  });

  it("keeps the joiners and variation selectors that emoji and some scripts need", () => {
    const name = "👩\u200D🎨 क्\u200Dष می\u200Cخواهم ❤\uFE0F";
    expect(check({ ...VALID, name })).toEqual({ ok: true, submission: { ...VALID, name, spam: false } });
  });

  it.each(["=?utf-8?Q?X=0D=0ABcc:_evil@evil.example?=", "=?utf-8?B?4oCu?=", "Ada =?x"])(
    "refuses an encoded-word in a name (%j), which a mail reader would decode",
    (name) => {
      expect(errorsOf({ ...VALID, name })).toEqual(["name:INVALID_CHARACTERS"]);
    },
  );

  it("replaces lone surrogates with U+FFFD, keeping pairs", () => {
    const result = check({ ...VALID, name: "A\uD800da \uDC00 😀" });
    expect(result.ok && result.submission.name).toBe("A\uFFFDda \uFFFD 😀");
  });

  it.each([
    [undefined, false],
    ["", false],
    ["  ", false],
    ["http://spam.example", true],
    // Only text is a bot's answer: JSON's false, 0, true or a number, or a file part, is not.
    [false, false],
    [0, false],
    [1, false],
    [true, false],
    [new File([""], "x.txt"), false],
  ])("flags spam when the honeypot holds %j: %s", (gotcha, spam) => {
    const result = check({ ...VALID, _gotcha: gotcha });
    expect(result.ok && result.submission.spam).toBe(spam);
  });

  it("still validates a honeypot submission (an invalid one is answered like any other)", () => {
    expect(errorsOf({ ...VALID, email: "nope", _gotcha: "x" })).toEqual(["email:TYPE_EMAIL"]);
  });
});
