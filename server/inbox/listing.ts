// Showing messages to the artist: a table for the terminal, CSV for a spreadsheet (inbox/csv.ts; JSON needs no help).
//
// The table is for reading at a glance: one line per message, each cell cut to fit the terminal, and anything that
// could disturb the terminal or hide in it (control characters, bidirectional overrides, zero-width characters) shown
// as its code, like <U+202E>. The full, exact text is in the JSON and the CSV.

import type { MailState, StoredMessage } from "../../inbox/store.ts";
import { INVISIBLE } from "../../inbox/validation.ts";

// Control characters could rewrite the terminal; invisible format characters (bidirectional overrides and the like)
// can make a line read as something it is not.
const UNSAFE = new RegExp(`\\p{Cc}|${INVISIBLE.source}`, "gu");

/** Text on one line of the terminal: runs of white space become one space, unsafe characters their code (<U+202E>). */
export function oneLine(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(UNSAFE, (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}>`);
}

/** The artist's mail, in a word (`npm run inbox -- --help` explains them). */
const MAILED: Record<MailState, string> = { mailed: "sent", pending: "waiting", failed: "failed", none: "-" };

function fit(text: string, width: number): string {
  const chars = [...text];
  if (chars.length > width) return chars.slice(0, width - 1).join("") + "…";
  return text + " ".repeat(width - chars.length);
}

/** A table as wide as `columns` (at least wide enough for a readable message column). */
export function toTable(messages: readonly StoredMessage[], columns: number): string {
  const rows = messages.map((m) => [
    String(m.id),
    m.receivedAt.slice(0, 16).replace("T", " "),
    oneLine(m.form),
    oneLine(m.name),
    oneLine(m.email),
    MAILED[m.mail],
    oneLine(m.message),
  ]);
  const header = ["#", "Received (UTC)", "Form", "Name", "Email", "Mailed", "Message"];
  const caps = [Infinity, 16, 16, 24, 32, 7];
  const widths = caps.map((cap, i) =>
    Math.min(cap, Math.max(...[header, ...rows].map((row) => [...(row[i] ?? "")].length))),
  );
  const gaps = 2 * widths.length;
  widths.push(Math.max(20, columns - gaps - widths.reduce((sum, width) => sum + width, 0)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => fit(cell, widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n") + "\n";
}
