// Reading a submission's body: the three encodings a Formspree endpoint accepts, read under a byte limit and parsed
// into plain fields. Parsing is left to a library or the platform (busboy for multipart, URLSearchParams, JSON); this
// file decides what is acceptable and turns every failure into a value, so bad input can never become a 5xx.
//
// Text is always UTF-8 (what browsers send from a UTF-8 page, and what JSON must be); invalid bytes become U+FFFD, as
// the platform's own decoders do, rather than turning a visitor's message away.

import Busboy, { type BusboyInstance } from "@fastify/busboy";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Readable } from "node:stream";

export type BodyKind = "multipart" | "urlencoded" | "json";

/** Field name → value: a string, or for JSON anything JSON holds, or a File for a multipart upload. First one wins. */
export type Fields = ReadonlyMap<string, unknown>;

/** A failure is a malformed body (400) or one with more fields than a contact form has (413). */
export type ParsedBody = { ok: true; fields: Fields } | { ok: false; status: 400 | 413; reason: string };

/**
 * The most fields a submission may have: the form sends four, Formspree's extras (_replyto, _subject, _next, _cc…)
 * fit easily. A body with more is refused as soon as it is seen: a body of thousands of empty parts costs a scan up to
 * the first one too many, not a parse.
 */
export const MAX_FIELDS = 20;

// A Map, not an object literal: a Content-Type of "constructor" must not find Object.prototype's.
const KINDS = new Map<string, BodyKind>([
  ["multipart/form-data", "multipart"],
  ["application/x-www-form-urlencoded", "urlencoded"],
  ["application/json", "json"],
]);

/** The encoding named by a Content-Type header, or undefined when it is missing or one we do not take. */
export function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const essence = contentType?.split(";", 1)[0]?.trim().toLowerCase();
  return essence === undefined ? undefined : KINDS.get(essence);
}

/**
 * Lets through a body of at most `maxBytes` (hono's body limit): a larger one is answered `tooLarge` without reading
 * the rest of it (the server discards it for a moment, so the client can finish sending and read the answer, then
 * closes the connection), and one that fails while read (the client went away) `unreadable`.
 */
export function bodyUnder(
  maxBytes: number,
  answers: {
    tooLarge: (c: Context) => Response | Promise<Response>;
    unreadable: (c: Context) => Response | Promise<Response>;
  },
): MiddlewareHandler {
  const underLimit = bodyLimit({ maxSize: maxBytes, onError: answers.tooLarge });
  return async (c, next) => {
    try {
      return await underLimit(c, next);
    } catch (error) {
      if (c.finalized) throw error;
      return answers.unreadable(c);
    }
  };
}

const malformed = (reason: string): ParsedBody => ({ ok: false, status: 400, reason });
const tooMany: ParsedBody = { ok: false, status: 413, reason: `The body has more than ${MAX_FIELDS} fields` };

export async function parseBody(
  kind: BodyKind,
  contentType: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<ParsedBody> {
  switch (kind) {
    case "multipart":
      return parseMultipart(contentType, bytes);
    case "urlencoded":
      if (occurrences(bytes, "&", MAX_FIELDS) >= MAX_FIELDS) return tooMany;
      return { ok: true, fields: firstOfEach(new URLSearchParams(decode(bytes)).entries()) };
    case "json": {
      const text = decode(bytes);
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return malformed("The JSON body is malformed");
      }
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return malformed("The JSON body must be an object");
      }
      // JSON.parse keeps the last of duplicate keys; the contract (decision 0006) is that the first counts, as in the
      // other encodings, so the members are read again in order from the (now known to be valid) text.
      const entries = members(text, MAX_FIELDS);
      return entries === "too-many" ? tooMany : { ok: true, fields: firstOfEach(entries) };
    }
  }
}

const SLICE = 4096;
const EMPTY_BOUNDARY = /;\s*boundary=(""|\s*(;|$))/i;

/** An uploaded file's part: kept apart from text, so it can never pass for a field's value. */
export class FilePart {
  readonly filename: string | undefined;
  constructor(filename: string | undefined) {
    this.filename = filename;
  }
}

/**
 * Multipart through one parser (busboy), which reads the boundary, splits the parts and counts them: what it counts is
 * what it parsed, so no reading of the boundary can slip more parts past the limit than it lets through. Past
 * MAX_FIELDS parts the body is refused.
 */
function parseMultipart(contentType: string, bytes: Uint8Array): Promise<ParsedBody> {
  return new Promise((resolve) => {
    const entries: [string, unknown][] = [];
    let result: ParsedBody | undefined;
    let parser: BusboyInstance;
    // An empty boundary is no boundary (RFC 2046 asks for 1 to 70 characters); busboy would split on bare dashes.
    if (EMPTY_BOUNDARY.test(contentType)) {
      resolve(malformed("The multipart body is malformed"));
      return;
    }
    try {
      parser = new Busboy({
        headers: { "content-type": contentType },
        limits: { parts: MAX_FIELDS, fieldNameSize: 200 },
        defCharset: "utf8",
      });
    } catch {
      resolve(malformed("The multipart body is malformed"));
      return;
    }
    parser.on("field", (name: string | undefined, value: string) => {
      if (name === undefined || name === "") result ??= malformed("The multipart body is malformed");
      else entries.push([name, value]);
    });
    parser.on("file", (name: string | undefined, stream: Readable, filename: string | undefined) => {
      stream.resume();
      if (name === undefined || name === "") result ??= malformed("The multipart body is malformed");
      else entries.push([name, new FilePart(filename)]);
    });
    parser.on("partsLimit", () => (result ??= tooMany));
    parser.on("error", () => resolve(result ?? malformed("The multipart body is malformed")));
    parser.on("finish", () => resolve(result ?? { ok: true, fields: firstOfEach(entries) }));
    // Fed a slice at a time, so that a body of thousands of parts is refused at the first one past the limit
    // instead of being read to its end.
    for (let at = 0; at < bytes.byteLength && result !== tooMany; at += SLICE)
      parser.write(bytes.subarray(at, at + SLICE));
    if (result === tooMany) resolve(result);
    else parser.end();
  });
}

/** How many times `needle` occurs in `bytes`, counting no further than `stop`. */
function occurrences(bytes: Uint8Array, needle: string, stop: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let count = 0;
  for (let at = buffer.indexOf(needle); at !== -1 && count < stop; at = buffer.indexOf(needle, at + needle.length))
    count++;
  return count;
}

/**
 * The members of the JSON object `text` (valid JSON, already parsed once), in order and with duplicates, or
 * "too-many" past `max` of them.
 */
function members(text: string, max: number): [string, unknown][] | "too-many" {
  const entries: [string, unknown][] = [];
  let at = blank(text, text.indexOf("{") + 1);
  while (text[at] === '"') {
    if (entries.length === max) return "too-many";
    const keyEnd = stringEnd(text, at);
    const valueStart = blank(text, blank(text, keyEnd) + 1); // past the colon
    const valueEnd = valueEndAt(text, valueStart);
    entries.push([JSON.parse(text.slice(at, keyEnd)) as string, JSON.parse(text.slice(valueStart, valueEnd))]);
    at = blank(text, valueEnd);
    if (text[at] === ",") at = blank(text, at + 1);
  }
  return entries;
}

const blank = (text: string, at: number) => {
  while (text[at] === " " || text[at] === "\t" || text[at] === "\n" || text[at] === "\r") at++;
  return at;
};

/** Just past the string that starts at `at` (its opening quote). */
function stringEnd(text: string, at: number): number {
  let i = at + 1;
  while (text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** Just past the value that starts at `at`: a string, an object or array (however deep), or a literal. */
function valueEndAt(text: string, at: number): number {
  if (text[at] === '"') return stringEnd(text, at);
  if (text[at] !== "{" && text[at] !== "[") {
    let i = at;
    while (i < text.length && !",}] \t\n\r".includes(text[i]!)) i++;
    return i;
  }
  let depth = 0;
  let i = at;
  do {
    const c = text[i];
    if (c === '"') {
      i = stringEnd(text, i);
      continue;
    }
    if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
    i++;
  } while (depth > 0);
  return i;
}

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function firstOfEach(entries: Iterable<[string, unknown]>): Fields {
  const fields = new Map<string, unknown>();
  for (const [name, value] of entries) if (!fields.has(name)) fields.set(name, value);
  return fields;
}
