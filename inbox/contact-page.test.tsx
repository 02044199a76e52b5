// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "../app/components/field.tsx";
import { contactWords } from "../model/contact-words.ts";
import { THEME_SCRIPT } from "../app/lib/theme.ts";
import { contactAnswer, contactTemplate, PLAIN_CONTACT_PAGE } from "./contact-page.ts";
import { PAGE_STYLE, prerenderedContactPage } from "../tests/support/contact-page.tsx";

// The answer read back by an HTML parser, as a browser reads it.

const template = contactTemplate(prerenderedContactPage())!;
const TYPED = {
  name: `Ada "<b>Countess</b>" O'Neil & co`,
  email: "ada@example",
  // Starts with a line break, which the parser drops from a textarea's content unless another one comes first.
  message: `\nFirst line </textarea><script>alert(1)</script>\r\n<b>&"'\tthe end`,
};

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const control = (doc: Document, field: string) =>
  doc.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${field}"]`)!;
const withoutIds = (html: string) => html.replace(/ id="[^"]*"/g, "");

/** The error line as Field renders it (React's text separators dropped). */
function fieldErrorLine(error: string): string {
  const rendered = parse(
    renderToString(
      <Field label="Email" error={error}>
        {(props) => <input {...props} />}
      </Field>,
    ),
  );
  const line = rendered.querySelector("p")!;
  for (const node of [...line.childNodes]) if (node.nodeType === Node.COMMENT_NODE) node.remove();
  return line.outerHTML;
}

describe("the contact page a refused browser post comes back to", () => {
  it("is the prerendered page, head and header included, without its body's scripts", () => {
    const doc = parse(contactAnswer(template, { email: contactWords.invalidEmail }, TYPED));
    expect(doc.querySelector("header.site-header")).not.toBeNull();
    expect(doc.head.querySelector("style")?.textContent).toBe(PAGE_STYLE);
    expect(doc.head.querySelector("script")?.textContent).toBe(THEME_SCRIPT);
    expect(doc.body.querySelectorAll("script")).toHaveLength(0);
  });

  it("gives the visitor's words back exactly, as text", () => {
    const doc = parse(contactAnswer(template, { email: contactWords.invalidEmail }, TYPED));
    expect(control(doc, "name").value).toBe(TYPED.name);
    expect(control(doc, "email").value).toBe(TYPED.email);
    // A textarea's value has "\n" line breaks; the browser sends them as "\r\n" again.
    expect(control(doc, "message").value).toBe(TYPED.message.replace(/\r\n/g, "\n"));
    expect(doc.querySelectorAll("b")).toHaveLength(0);
  });

  it("puts the error under its field as Field does, names it as the field's description and focuses the field", () => {
    const doc = parse(contactAnswer(template, { email: contactWords.invalidEmail }, TYPED));
    const email = control(doc, "email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.hasAttribute("autofocus")).toBe(true);
    const line = doc.getElementById(email.getAttribute("aria-describedby")!)!;
    expect(line.textContent).toBe(`Oh, snap! ${contactWords.invalidEmail}`);
    expect(line.previousElementSibling).toBe(email);
    expect(withoutIds(line.outerHTML)).toBe(withoutIds(fieldErrorLine(contactWords.invalidEmail)));
    for (const other of ["name", "message"]) {
      expect(control(doc, other).hasAttribute("aria-invalid")).toBe(false);
      expect(control(doc, other).hasAttribute("aria-describedby")).toBe(false);
    }
  });

  it("shows every error and focuses the first field in error in the form's order", () => {
    const errors = { message: contactWords.blankMessage, name: contactWords.blankName };
    const doc = parse(contactAnswer(template, errors, {}));
    expect([...doc.querySelectorAll("[autofocus]")]).toEqual([control(doc, "name")]);
    expect(doc.getElementById(control(doc, "message").getAttribute("aria-describedby")!)?.textContent).toBe(
      `Oh, snap! ${contactWords.blankMessage}`,
    );
  });

  it("falls back to a plain page with the same form when the page has none", () => {
    expect(contactTemplate("<!DOCTYPE html><html><body><p>No form here</p></body></html>")).toBeUndefined();
    const doc = parse(contactAnswer(PLAIN_CONTACT_PAGE, { email: contactWords.invalidEmail }, TYPED));
    expect(doc.querySelector("form")?.getAttribute("method")).toBe("post");
    for (const field of ["name", "email", "message"] as const) {
      expect(doc.querySelector(`label[for="${control(doc, field).id}"]`)).not.toBeNull();
      expect(control(doc, field).value).toBe(TYPED[field].replace(/\r\n/g, "\n"));
    }
    expect(doc.getElementById(control(doc, "email").getAttribute("aria-describedby")!)?.textContent).toBe(
      `Oh, snap! ${contactWords.invalidEmail}`,
    );
  });
});
