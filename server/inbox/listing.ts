// Showing messages to the artist: a table for the terminal, CSV for a spreadsheet (JSON needs no help).
//
// The table is for reading at a glance: one line per message, each cell cut to fit the terminal, and anything that
// could disturb the terminal (control characters, bidirectional overrides) shown as U+FFFD. The full, exact text is
// in the JSON and the CSV.

import type { MailState, StoredMessage } from "./store.ts";

const COLUMNS = ["id", "receivedAt", "form", "name", "email", "message", "mail", "mailedAt", "mailError"] as const;

/**
 * One RFC 4180 cell. A cell that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return that some strip first) gets a leading single quote, so opening the export cannot run a visitor's formula.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per message, CRLF-terminated (RFC 4180). */
export function toCsv(messages: readonly StoredMessage[]): string {
  const rows = [COLUMNS, ...messages.map((message) => COLUMNS.map((column) => message[column] ?? ""))];
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}

// Bidirectional embeddings, overrides, isolates and marks can make a line read as something it is not.
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** Text on one line of the terminal: runs of white space become one space, unsafe characters U+FFFD. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(UNSAFE, "\uFFFD");
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
