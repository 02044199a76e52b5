// Messages as CSV (RFC 4180) for a spreadsheet, with the guard against formulas: the same for `npm run inbox -- --csv`
// (server/inbox/listing.ts) and her inbox page's export (inbox/admin/).

import type { StoredMessage } from "./store.ts";

const COLUMNS = ["id", "receivedAt", "form", "name", "email", "message", "mail", "mailedAt", "mailError"] as const;

// A cell a spreadsheet would run as a formula: its first character that is not blank or invisible (spaces, tabs, line
// breaks, a byte order mark, zero-width and other characters that show nothing, which a spreadsheet may skip or
// strip) is = + - @ or their fullwidth or small forms (＝ ＋ － ＠, ﹦ ﹢ ﹣ ﹫), which some read alike.
// OWASP's CSV-injection guidance: such a cell starts with a single quote, so it opens as text.
const FORMULA =
  /^[\s\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;

/** One RFC 4180 cell, with the formula guard. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header line and one line per message, CRLF-terminated (RFC 4180). */
export function toCsv(messages: readonly StoredMessage[]): string {
  const rows = [COLUMNS, ...messages.map((message) => COLUMNS.map((column) => message[column] ?? ""))];
  return rows.map((row) => row.map(csvCell).join(",") + "\r\n").join("");
}
