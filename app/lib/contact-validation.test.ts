import { describe, expect, it } from "vitest";
import { contactWords } from "../../model/contact-words.ts";
import { firstFieldInError } from "../../shared/contact-rules.ts";
import { contactValues, isEmailShape, validateContact } from "./contact-validation.ts";

const good = { name: "Ada", email: "ada@example.com", message: "Hello" };

describe("isEmailShape", () => {
  it.each(["ada@example.com", "a.b+c@mail.example.co.uk", "x@y.z"])("accepts %s", (email) => {
    expect(isEmailShape(email)).toBe(true);
  });

  // The browser's own type="email" check lets "ada@example" through; this is what stops it.
  it.each(["ada@example", "ada.example.com", "ada@@example.com", "ada @example.com", "ada@exa mple.com", "@x.y", ""])(
    "rejects %j",
    (email) => {
      expect(isEmailShape(email)).toBe(false);
    },
  );
});

describe("validateContact", () => {
  it("has nothing to say about a good message", () => {
    expect(validateContact(good)).toEqual({});
  });

  it("names the spec's text for a bad e-mail shape", () => {
    expect(validateContact({ ...good, email: "ada@example" })).toEqual({
      email: "Please enter a valid email address.",
    });
  });

  it("counts a name or message of only spaces as blank", () => {
    expect(validateContact({ ...good, name: "  ", message: "\n\t" })).toEqual({
      name: contactWords.blankName,
      message: contactWords.blankMessage,
    });
  });
});

describe("firstFieldInError", () => {
  it("follows the form's order, not the order the errors came in", () => {
    expect(firstFieldInError({ message: "m", email: "e" })).toBe("email");
    expect(firstFieldInError({ message: "m", name: "n" })).toBe("name");
    expect(firstFieldInError({})).toBeUndefined();
  });
});

describe("contactValues", () => {
  it("takes the three fields' text and nothing else", () => {
    const data = new FormData();
    data.set("name", "Ada");
    data.set("message", "Hi");
    data.set("_gotcha", "bot");
    expect(contactValues(data)).toEqual({ name: "Ada", email: "", message: "Hi" });
  });
});
