import { describe, expect, it } from "vitest";
import { contactWords } from "../model/contact-words.ts";
import { fieldWords, refusalWords } from "./refusal-words.ts";
import { validate } from "./validation.ts";

const wordsFor = (fields: Record<string, unknown>) => {
  const checked = validate(new Map(Object.entries(fields)));
  if (checked.ok) throw new Error("expected a refusal");
  return fieldWords(checked.errors);
};

describe("a refusal in the site's words", () => {
  it("says what the form's own checks say for blank fields and a bad email", () => {
    expect(wordsFor({ name: " ", email: "ada@example" })).toEqual({
      name: contactWords.blankName,
      email: contactWords.invalidEmail,
      message: contactWords.blankMessage,
    });
    expect(wordsFor({ name: "Ada", email: "", message: "Hi" })).toEqual({ email: contactWords.invalidEmail });
  });

  it("names the limit of a field that is too long", () => {
    expect(
      wordsFor({ name: "n".repeat(201), email: `${"e".repeat(250)}@example.com`, message: "m".repeat(10_001) }),
    ).toEqual({
      name: "Please shorten your name to 200 characters or fewer.",
      email: "Please shorten your email address to 254 characters or fewer.",
      message: "Please shorten your message to 10,000 characters or fewer.",
    });
  });

  it("asks to remove control characters, and answers text that is not text with the failure", () => {
    expect(wordsFor({ name: "Ada\u0007", email: "ada@example.com", message: ["a", "list"] })).toEqual({
      name: "Please remove the invisible control characters from your name.",
      message: contactWords.failed,
    });
  });

  it("files a refusal of the whole message under the email field, as the form's script does", () => {
    expect(refusalWords(429)).toEqual({ email: contactWords.rateLimited });
    expect(refusalWords(413)).toEqual({ email: contactWords.tooLarge });
    for (const status of [400, 404, 405, 415, 503])
      expect(refusalWords(status)).toEqual({ email: contactWords.failed });
  });
});
