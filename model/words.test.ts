import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { contactWords } from "./contact-words.ts";
import { pageWords } from "./page-words.ts";
import { check, CONTENT_ROOT, readData } from "./load.ts";
import { navLabel, words } from "./words.ts";
import { commonWordsSchema } from "./words-schema.ts";

/** Every word of the interface, the templates filled in with samples. */
function allWords(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String((value as (...args: unknown[]) => unknown)("X", 2, "Y"))]];
  return Object.entries(value as object).flatMap(([key, inner]) => allWords(inner, path ? `${path}.${key}` : key));
}

/** Attributes whose value a visitor reads or hears. */
const READABLE = /^(aria-label|title|placeholder|alt|label)$/;

/**
 * The words written into an expression: its string and template literals (a template's fixed parts), not those of the
 * JSX inside it, which is looked at on its own.
 */
function literalWords(node: ts.Node): string[] {
  if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return [];
  // Names and states, not words: an object's keys and its class names, a value compared with another.
  if (ts.isPropertyAssignment(node))
    return /^"?className"?$/.test(node.name.getText()) ? [] : literalWords(node.initializer);
  if (ts.isBinaryExpression(node) && /^[!=]==?$/.test(node.operatorToken.getText())) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return node.getChildren().flatMap(literalWords);
}

/** A text a person reads: words with a space between them, or a capitalised one ("Close"), not a name like "off". */
const isWord = (text: string) => /\p{L}{2,}/u.test(text) && /\s|^\p{Lu}/u.test(text.trim());

/**
 * The text a visitor could read in a component: JSX text, and the words written as literals (strings or templates) in
 * the readable attributes and in the expressions shown as JSX children.
 */
function visitorTextIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const words = (node: ts.Node, shown: (text: string) => string) =>
    found.push(...literalWords(node).filter(isWord).map(shown));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && READABLE.test(node.name.getText()) && node.initializer)
      words(node.initializer, (text) => `${node.name.getText()}="${text}"`);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      words(node.expression, (text) => `{${text}}`);
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe("the interface's words", () => {
  it("has no empty word, and every template says something", () => {
    const entries = allWords({ ...words, ...pageWords, contact: contactWords }, "");
    expect(entries.length).toBeGreaterThan(50);
    for (const [path, text] of entries) expect(text.trim(), path).not.toBe("");
  });

  it("are the only words in the app's components and routes", () => {
    const files = readdirSync("app", { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
      .map((file) => join("app", file));
    expect(files.length).toBeGreaterThan(20);
    const found = files.map((file) => [file, visitorTextIn(file)] as const).filter(([, text]) => text.length > 0);
    expect(Object.fromEntries(found)).toEqual({});
  });
});

describe("the main menu's links", () => {
  const common = readData(CONTENT_ROOT, "words/common.json") as { nav: { links: { page: string; label: string }[] } };
  const withLinks = (links: { page: string; label: string }[]) => ({ ...common, nav: { ...common.nav, links } });
  const file = "content/words/common.json";

  it("name each page once, in the menus' order", () => {
    expect(words.nav.links.map((link) => link.page)).toEqual(["home", "box", "about", "contact"]);
    expect(navLabel("box")).toBe("theBox");
    const reordered = [...common.nav.links].reverse();
    expect(check(commonWordsSchema, withLinks(reordered), file).nav.links).toEqual(reordered);
  });

  it("refuse a page left out or named twice, saying which pages there are", () => {
    const three = common.nav.links.slice(0, 3);
    for (const links of [three, [...three, ...three.slice(-1)]]) {
      expect(() => check(commonWordsSchema, withLinks(links), file)).toThrow(
        "must link each of home, box, about, contact once",
      );
    }
    expect(() =>
      check(commonWordsSchema, withLinks([...common.nav.links, { page: "shop", label: "Shop" }]), file),
    ).toThrow(file);
  });
});
