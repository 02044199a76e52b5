// What she types in the search box, as a query of SQLite's full-text index (FTS5) that cannot fail: each word quoted
// (FTS5's own syntax, AND, OR, NEAR, column filters and stray quotes, is then just text), the last one a prefix so that
// "lov" finds "Lovelace" as she types, all of them required. Long input is cut, never refused.

const MOST_WORDS = 8;
const MOST_CHARS = 200;

/** The FTS5 query for `typed`, or undefined when it holds no word. */
export function searchQuery(typed: string): string | undefined {
  const words = typed
    .slice(0, MOST_CHARS)
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((word) => word !== "")
    .slice(0, MOST_WORDS);
  if (words.length === 0) return undefined;
  return words.map((word, i) => `"${word}"${i === words.length - 1 ? " *" : ""}`).join(" ");
}
