// Text written into HTML or XML (SVG, XMP, feeds, the sitemap): as character data or as an attribute value, quoted
// either way. The apostrophe is written as a character reference, which HTML and XML both read (`&apos;` is XML's and
// HTML5's only).

const ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** `text` as markup shows it: the five characters markup gives a meaning written as references. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
