import { createClient } from "@libsql/client";
import { serve, type ServerType } from "@hono/node-server";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { browserForm } from "../../tests/support/server-child.ts";
import type { InboxStore } from "../../inbox/store.ts";
import { openStore } from "./store.ts";

// A generated corpus of malformed and hostile requests, sent over real sockets to a real listening server. Each case
// names the answer it must get: a 4xx with a JSON body, or 200 for input that is valid however odd it looks (and
// then the text must be stored as sent). Nothing may get a 5xx, and the server must still answer at the end.

interface Case {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string | number | string[]>;
  body?: string | Buffer | Buffer[];
  status: number;
  /** For a 200: the row that must now exist, looked up by its email (or by its name). */
  stored?: { email: string; name?: string; message?: string } | { name: string; email?: string; message?: string };
}

const CASES: Case[] = [];
let serial = 0;
const marker = () => `c${++serial}`;

type Encoding = "multipart" | "urlencoded" | "json";
const ENCODINGS: Encoding[] = ["multipart", "urlencoded", "json"];
function encode(
  encoding: Encoding,
  fields: Record<string, unknown>,
): { body: Buffer; headers: Record<string, string> } {
  if (encoding === "json") {
    return { body: Buffer.from(JSON.stringify(fields)), headers: { "Content-Type": "application/json" } };
  }
  const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  if (encoding === "urlencoded") {
    return {
      body: Buffer.from(new URLSearchParams(strings).toString()),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    };
  }
  const { body, contentType } = browserForm(strings);
  return { body, headers: { "Content-Type": contentType } };
}

// A. Odd values in each field, in each encoding: [label, value, status for name, email, message, stored message].
const MB = "x".repeat(1024 * 1024);
const VALUES: [string, string, number, number, number, string?][] = [
  ["script tag", `<script>alert("x")</script><img src=x onerror=alert(1)>`, 200, 422, 200],
  ["SQL", "'); DROP TABLE messages; --", 200, 422, 200],
  ["NUL", "a\u0000b", 422, 422, 422],
  ["CRLF header injection", "line\r\nBcc: victim@evil.example", 422, 422, 200, "line\nBcc: victim@evil.example"],
  ["blank lines then HTML", "x\r\n\r\n<html>", 422, 422, 200, "x\n\n<html>"],
  ["RTL override", "\u202Egnp.exe", 422, 422, 200],
  ["RTL override in a name", "abc\u202Egnp.exe", 422, 422, 200],
  ["bidi isolates", "\u2067abc\u2069", 422, 422, 200],
  ["left-to-right mark", "Ada\u200E", 422, 422, 200],
  ["emoji", "🎨👩‍🎨✨🏳️‍🌈", 200, 422, 200],
  ["lone high surrogate", "a\uD800b", 200, 422, 200, "a\uFFFDb"],
  ["lone low surrogate", "\uDC00z", 200, 422, 200, "\uFFFDz"],
  ["whitespace only", " \t \n ", 422, 422, 422],
  ["empty", "", 422, 422, 422],
  ["1 MB", MB, 413, 413, 413],
  ["20,000 characters", "y".repeat(20_000), 422, 422, 422],
  ["10,000 CJK characters", "漢".repeat(10_000), 422, 422, 200],
  ["zero-width space", "a\u200Bb", 422, 422, 200],
  ["zero-width joiner (emoji, Indic scripts)", "क्\u200Dष", 200, 422, 200],
  ["terminal escape", "\u001b[31mred\u001b[0m", 422, 422, 422],
  ["C1 control", "a\u0085b", 422, 422, 422],
  ["DEL", "a\u007fb", 422, 422, 422],
  ["tab", "a\tb", 422, 422, 200],
  ["zalgo", "Z̴̡̪͎a̸͚l̷g̵o̶", 200, 422, 200],
  ["plus address", "ada+tag@sub.example.co", 200, 200, 200],
  ["address with trailing newline", "ada@example.com\n", 200, 200, 200],
  ["formula", "=cmd|' /C calc'!A0", 200, 422, 200],
  ["byte order mark inside", "Ada\uFEFFLovelace", 422, 422, 200],
  ["line separator", "a\u2028b", 422, 422, 200],
  ["the string null", "null", 200, 422, 200],
  ["percent signs", "100% %zz %E0%A4%A", 200, 422, 200],
];
for (const [label, value, ...rest] of VALUES) {
  const [nameStatus, emailStatus, messageStatus, storedAs] = rest;
  const statuses = { name: nameStatus, email: emailStatus, message: messageStatus };
  for (const field of ["name", "email", "message"] as const) {
    for (const encoding of ENCODINGS) {
      const id = marker();
      const fields = {
        name: field === "email" ? id : "Ada",
        email: `${id}@example.com`,
        message: "Hello",
        [field]: value,
      };
      const status = statuses[field];
      const stored =
        status !== 200
          ? undefined
          : field === "email"
            ? { name: id }
            : field === "message"
              ? { email: fields.email, message: storedAs ?? value }
              : { email: fields.email };
      CASES.push({ name: `${label} as ${field} (${encoding})`, ...encode(encoding, fields), status, stored });
    }
  }
}

// B. Values that are not text (JSON only), and missing fields (every encoding).
const VALID = { name: "Ada", email: "ada@example.com", message: "Hello" };
for (const field of ["name", "email", "message"] as const) {
  for (const [label, value] of [
    ["an array", ["Ada"]],
    ["an object", { first: "Ada" }],
    ["a number", 42],
    ["a boolean", true],
    ["nested arrays", JSON.parse("[".repeat(500) + "]".repeat(500)) as unknown],
    ["null", null],
  ] as const) {
    CASES.push({ name: `${field} is ${label}`, ...encode("json", { ...VALID, [field]: value }), status: 422 });
  }
}
for (const missing of [
  ["name"],
  ["email"],
  ["message"],
  ["name", "email"],
  ["email", "message"],
  ["name", "message"],
]) {
  for (const encoding of ENCODINGS) {
    const fields: Record<string, string> = { ...VALID };
    for (const field of missing) delete fields[field];
    CASES.push({ name: `without ${missing.join(" and ")} (${encoding})`, ...encode(encoding, fields), status: 422 });
  }
  CASES.push({ name: "nothing at all (json)", ...encode("json", {}), status: 422 });
}

// C. Duplicated fields: the first one counts.
for (const encoding of ["multipart", "urlencoded"] as const) {
  const id = marker();
  const twice = (first: string, second: string) => {
    if (encoding === "urlencoded") {
      const params = new URLSearchParams({ email: `${id}@example.com`, message: "Hi" });
      params.append("name", first);
      params.append("name", second);
      return { body: Buffer.from(params.toString()), headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    }
    const b = "dupdupdup";
    const part = (name: string, value: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const text =
      part("name", first) + part("name", second) + part("email", `${id}@example.com`) + part("message", "Hi");
    return {
      body: Buffer.from(`${text}--${b}--\r\n`),
      headers: { "Content-Type": `multipart/form-data; boundary=${b}` },
    };
  };
  CASES.push({
    name: `duplicate name, first valid (${encoding})`,
    ...twice("First", "\u0000"),
    status: 200,
    stored: { email: `${id}@example.com`, name: "First" },
  });
  CASES.push({ name: `duplicate name, first invalid (${encoding})`, ...twice("\u0000", "Second"), status: 422 });
}

// JSON: the first of duplicate keys counts too (JSON.parse alone keeps the last).
{
  const id = marker();
  const body = (first: string, second: string) =>
    `{"name":${JSON.stringify(first)},"email":"${id}@example.com","message":"Hi","name":${JSON.stringify(second)}}`;
  const headers = { "Content-Type": "application/json" };
  CASES.push({
    name: "duplicate name, first valid (json)",
    body: body("First", "\u0000"),
    headers,
    status: 200,
    stored: { email: `${id}@example.com`, name: "First" },
  });
  CASES.push({ name: "duplicate name, first invalid (json)", body: body("\u0000", "Second"), headers, status: 422 });
  CASES.push({
    name: "duplicate email, first invalid (json)",
    body: `{"email":"bad","name":"Ada","message":"Hi","email":"${marker()}@example.com"}`,
    headers,
    status: 422,
  });
  CASES.push({
    name: "duplicate keys in a nested value do not count (json)",
    body: `{"name":"Nested","_extra":{"name":"x","name":"y","list":[{"a":"}"},"]"]},"email":"${id}n@example.com","message":"Hi"}`,
    headers,
    status: 200,
    stored: { email: `${id}n@example.com`, name: "Nested" },
  });
}

// D. Broken multipart.
const good = browserForm(VALID);
const boundary = good.contentType.split("boundary=")[1] ?? "";
for (const cut of [0, 1, 10, 40, 60, 90, 120, 200, good.body.length - 30, good.body.length - boundary.length - 6]) {
  CASES.push({
    name: `multipart truncated at ${cut}`,
    body: good.body.subarray(0, cut),
    headers: { "Content-Type": good.contentType },
    status: 400,
  });
}
for (const [label, contentType] of [
  ["another boundary", "multipart/form-data; boundary=somethingelse"],
  ["no boundary", "multipart/form-data"],
  ["an empty boundary", "multipart/form-data; boundary="],
  ["a quoted other boundary", 'multipart/form-data; boundary="x y z"'],
  ["a boundary of 200 characters", `multipart/form-data; boundary=${"b".repeat(200)}`],
  ["the boundary cut short", `multipart/form-data; boundary=${boundary.slice(0, -1)}`],
] as [string, string][]) {
  CASES.push({
    name: `multipart with ${label}`,
    body: good.body,
    headers: { "Content-Type": contentType },
    status: 400,
  });
}
const raw = (parts: string[], b = "rawb") => ({
  body: Buffer.from(parts.map((p) => `--${b}\r\n${p}\r\n`).join("") + `--${b}--\r\n`),
  headers: { "Content-Type": `multipart/form-data; boundary=${b}` },
});
const part = (name: string, value: string, extra = "") =>
  `Content-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}`;
const validParts = [part("name", "Ada"), part("email", "ada@example.com"), part("message", "Hi")];
CASES.push({
  name: "multipart part without a name",
  ...raw(["Content-Disposition: form-data\r\n\r\nx", ...validParts]),
  status: 400,
});
// A part that is not a form field (no Content-Disposition) is skipped like an unknown field; it still counts as a part.
CASES.push({ name: "multipart part without headers", ...raw(["\r\nx", ...validParts]), status: 200 });
CASES.push({
  name: "multipart file as the name",
  ...raw([part("name", "Ada", '; filename="name.txt"'), ...validParts.slice(1)]),
  status: 422,
});
CASES.push({
  name: "multipart 10 KB of part headers",
  ...raw([`X-Junk: ${"j".repeat(10_000)}\r\n${part("name", "Ada")}`, ...validParts.slice(1)]),
  status: 200,
});
CASES.push({
  name: "multipart 2,000 extra parts",
  ...raw([...validParts, ...Array.from({ length: 2000 }, (_, i) => part(`f${i}`, "v"))]),
  status: 413,
});
{
  const id = marker();
  CASES.push({
    name: "multipart with Formspree's extras (20 fields)",
    ...raw([
      part("name", "Ada"),
      part("email", `${id}@example.com`),
      part("message", "Hi"),
      ...Array.from({ length: 17 }, (_, i) => part(`_extra${i}`, "v")),
    ]),
    status: 200,
    stored: { email: `${id}@example.com` },
  });
}
CASES.push({ name: "multipart empty body", body: "", headers: { "Content-Type": good.contentType }, status: 400 });
CASES.push({
  name: "multipart only the closing boundary",
  body: `--${boundary}--\r\n`,
  headers: { "Content-Type": good.contentType },
  status: 422,
});
{
  const id = marker();
  const bad = Buffer.concat([
    Buffer.from(`--rawb\r\n${part("name", "")}`),
    Buffer.from([0xc3, 0x28, 0xff]),
    Buffer.from(
      `\r\n--rawb\r\n${part("email", `${id}@example.com`)}\r\n--rawb\r\n${part("message", "Hi")}\r\n--rawb--\r\n`,
    ),
  ]);
  CASES.push({
    name: "multipart invalid UTF-8",
    body: bad,
    headers: { "Content-Type": "multipart/form-data; boundary=rawb" },
    status: 200,
    stored: { email: `${id}@example.com`, name: "\uFFFD(\uFFFD" },
  });
}

// E. Broken JSON, and JSON that is fine after all.
const json = JSON.stringify(VALID);
for (const cut of [1, 5, 12, json.length - 10, json.length - 1]) {
  CASES.push({
    name: `JSON truncated at ${cut}`,
    body: json.slice(0, cut),
    headers: { "Content-Type": "application/json" },
    status: 400,
  });
}
for (const [label, body] of [
  ["an array", `[${json}]`],
  ["null", "null"],
  ["a string", '"hello"'],
  ["a number", "1e400"],
  ["empty", ""],
  ["a comment", `/* hi */ ${json}`],
  ["single quotes", json.replaceAll('"', "'")],
  ["trailing garbage", `${json}xyz`],
  ["two objects", `${json}${json}`],
  ["NaN", `{"name": NaN}`],
  ["60,000 nested arrays", "[".repeat(60_000) + "]".repeat(60_000)],
  ["100,000 unclosed braces", "{".repeat(100_000)],
  ["UTF-16", Buffer.from(json, "utf16le")],
]) {
  CASES.push({ name: `JSON: ${label}`, body, headers: { "Content-Type": "application/json" }, status: 400 });
}
for (const [label, body] of [
  ["with a byte order mark", `\uFEFF${json}`],
  ["with __proto__", `{"__proto__":{"polluted":true},${json.slice(1)}`],
  [
    "with 10,000 nested objects in an extra field",
    `{"deep":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)},${json.slice(1)}`,
  ],
  ["with a huge number", `{"n":1e400,${json.slice(1)}`],
]) {
  CASES.push({ name: `JSON ${label}`, body, headers: { "Content-Type": "application/json" }, status: 200 });
}
// More members than a contact form has: refused before they are read.
CASES.push({
  name: "JSON with 5,000 extra keys",
  body: `{${Array.from({ length: 5000 }, (_, i) => `"k${i}":${i}`).join(",")},${json.slice(1)}`,
  headers: { "Content-Type": "application/json" },
  status: 413,
});
CASES.push({
  name: "JSON with an odd charset",
  body: json,
  headers: { "Content-Type": "application/json; charset=iso-8859-1; x=y" },
  status: 200,
});

// F. URL-encoded oddities.
for (const [label, body, status] of [
  ["only separators", "&&&===&", 422],
  ["bracketed names", "name[]=Ada&email[]=a@example.com&message[]=Hi", 422],
  ["bad escapes", `name=%zz&email=${encodeURIComponent("ada@example.com")}&message=%E0%A4%A`, 200],
  [
    "5,000 parameters",
    `${new URLSearchParams(VALID).toString()}&${Array.from({ length: 5000 }, (_, i) => `p${i}=${i}`).join("&")}`,
    413,
  ],
  [
    "Latin-1 bytes",
    Buffer.concat([Buffer.from("name=Jos"), Buffer.from([0xe9]), Buffer.from("&email=jose@example.com&message=Ol%E1")]),
    200,
  ],
] as const) {
  CASES.push({
    name: `urlencoded: ${label}`,
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    status,
  });
}

// G. Content types.
for (const contentType of [
  "",
  "text/plain",
  "text/html",
  "application/xml",
  "multipart/mixed; boundary=x",
  "application/json-seq",
  "*/*",
  "application/x-www-form-urlencoded-not",
  "form-data",
  "constructor",
  "__proto__",
  "hasOwnProperty; boundary=x",
]) {
  CASES.push({
    name: `Content-Type ${JSON.stringify(contentType)}`,
    body: json,
    headers: contentType ? { "Content-Type": contentType } : {},
    status: 415,
  });
}
CASES.push({ name: "no Content-Type, no body", status: 415 });
CASES.push({
  name: "Content-Type with 8 KB of parameters",
  body: json,
  headers: { "Content-Type": `application/json; ${"p=1; ".repeat(1300)}` },
  status: 200,
});

// H. Sizes.
CASES.push({
  name: "200 KB of JSON",
  body: JSON.stringify({ ...VALID, pad: "p".repeat(200_000) }),
  headers: { "Content-Type": "application/json" },
  status: 413,
});
CASES.push({
  name: "1 MB chunked without a length",
  body: Array.from({ length: 16 }, () => Buffer.alloc(65_536, 0x61)),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  status: 413,
});
CASES.push({
  name: "a length of 10 GB declared",
  body: "x",
  headers: { "Content-Type": "application/json", "Content-Length": "10000000000" },
  status: 413,
});
CASES.push({
  name: "an empty urlencoded body",
  body: "",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  status: 422,
});

// I. Methods and paths.
for (const method of ["GET", "PUT", "DELETE", "PATCH", "HEAD"]) CASES.push({ name: `${method}`, method, status: 405 });
CASES.push({ name: "OPTIONS", method: "OPTIONS", status: 204 });
for (const path of [
  "/f/a%00",
  `/f/${"a".repeat(65)}`,
  `/f/${"a".repeat(10_000)}`,
  "/f/..%2f..%2fetc",
  "/f/%zz",
  "/f/a/b/c",
  "/f/%3Cscript%3E",
  "/f/",
  "/f/con%20tact",
  "/f/%C3%BC",
]) {
  CASES.push({
    name: `path ${path.slice(0, 40)}`,
    path,
    body: json,
    headers: { "Content-Type": "application/json" },
    status: 404,
  });
}
CASES.push({
  name: "a query string",
  path: "/f/contact?_next=https://evil.example",
  body: json,
  headers: { "Content-Type": "application/json" },
  status: 200,
});

// J. Odd headers on a valid message.
for (const [label, headers, status] of [
  ["Origin null", { Origin: "null" }, 200],
  ["a malformed Origin", { Origin: "http://[::1" }, 200],
  [
    "1,000 X-Forwarded-For entries",
    { "X-Forwarded-For": Array.from({ length: 1000 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(", ") },
    200,
  ],
  ["an 8 KB User-Agent", { "User-Agent": "U".repeat(8000) }, 200],
  // (A browser's own form post, asking for text/html only, gets pages: routes.test.ts.)
  ["Accept: text/html and JSON", { Accept: "text/html, application/json;q=0.9" }, 200],
  ["300 extra headers", Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`X-Extra-${i}`, String(i)])), 200],
  ["an 8 KB cookie", { Cookie: `a=${"c".repeat(8000)}` }, 200],
  // Both values reach the app, joined ("application/json, text/plain"): no media type it takes.
  ["a repeated Content-Type", { "Content-Type": ["application/json", "text/plain"] }, 415],
] as [string, Record<string, string | string[]>, number][]) {
  CASES.push({
    name: `header: ${label}`,
    body: json,
    headers: { "Content-Type": "application/json", ...headers },
    status,
  });
}

let dir: string;
let store: InboxStore;
let server: ServerType;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-hostile-"));
  const root = join(dir, "client");
  mkdirSync(root);
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>\n");
  store = await openStore({ url: pathToFileURL(join(dir, "inbox.db")).href });
  const app = createApp({ root, inbox: { store, rateLimit: 1_000_000 } });
  server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function send(c: Case): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port,
      method: c.method ?? "POST",
      path: c.path ?? "/f/contact",
      headers: c.headers,
      agent: false,
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body }));
    });
    req.on("error", reject);
    if (Array.isArray(c.body)) {
      for (const chunk of c.body) req.write(chunk);
      req.end();
    } else {
      req.end(c.body);
    }
  });
}

/** Raw bytes over a socket, for requests no HTTP client would send; resolves with whatever comes back. */
function sendRaw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(bytes));
    let response = "";
    socket.on("data", (chunk: Buffer) => (response += chunk.toString("latin1")));
    socket.on("close", () => resolve(response));
    socket.on("error", () => resolve(response));
  });
}

describe("hostile input", () => {
  it(`has a corpus of at least 300 requests (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(300);
  });

  it(
    "answers every request as its case says, in JSON, and stores valid ones as sent",
    { timeout: 60_000 },
    async () => {
      const db = createClient({ url: pathToFileURL(join(dir, "inbox.db")).href });
      const wrong: string[] = [];
      try {
        for (const c of CASES) {
          const { status, type, body } = await send(c);
          const problems: string[] = [];
          if (status !== c.status) problems.push(`status ${status}, expected ${c.status}`);
          if (c.method !== "HEAD" && status !== 204) {
            if (type !== "application/json") problems.push(`Content-Type ${type}`);
            try {
              const parsed = JSON.parse(body) as { ok?: boolean; error?: string };
              if (status === 200 ? parsed.ok !== true : typeof parsed.error !== "string") problems.push(`body ${body}`);
            } catch {
              problems.push(`not JSON: ${body.slice(0, 100)}`);
            }
          }
          if (c.stored && status === 200) {
            const [column, value] =
              "email" in c.stored && c.stored.email ? ["email", c.stored.email] : ["name", c.stored.name ?? ""];
            const rows = (
              await db.execute({ sql: `SELECT name, email, message FROM messages WHERE ${column} = ?`, args: [value] })
            ).rows;
            const row: Record<string, unknown> = { ...rows[0] };
            const differs = Object.entries(c.stored).some(([key, value]) => row[key] !== value);
            if (rows.length !== 1 || differs) problems.push(`stored ${JSON.stringify(rows)}`);
          }
          if (problems.length > 0) wrong.push(`${c.name}: ${problems.join("; ")}`);
        }
      } finally {
        db.close();
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each([
    [
      "a header of 20 KB",
      `POST /f/contact HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\nContent-Length: 0\r\n\r\n`,
      /^HTTP\/1\.1 431 /,
    ],
    [
      "a non-numeric Content-Length",
      "POST /f/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}",
      /^HTTP\/1\.1 400 /,
    ],
    [
      "both Content-Length and chunked",
      "POST /f/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
      /^HTTP\/1\.1 400 /,
    ],
    [
      "a bad chunk size",
      "POST /f/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      /^(HTTP\/1\.1 4\d\d |$)/,
    ],
    [
      "a header with a control character",
      "POST /f/contact HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\nContent-Length: 0\r\n\r\n",
      /^HTTP\/1\.1 400 /,
    ],
    ["a garbage request line", "HELLO THERE\r\n\r\n", /^HTTP\/1\.1 400 /],
    [
      "a body shorter than its Content-Length",
      'POST /f/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
      /^(HTTP\/1\.1 4\d\d |$)/,
    ],
    ["a request cut off in the headers", "POST /f/contact HTTP/1.1\r\nHost: x\r\nContent-Ty", /^(HTTP\/1\.1 4\d\d |$)/],
  ])(
    "never fails on %s (the HTTP parser or the app answers 4xx, or the connection just ends)",
    async (_, bytes, expected) => {
      const response = await sendRaw(bytes);
      expect(response).toMatch(expected);
      expect(response).not.toMatch(/^HTTP\/1\.1 5/);
    },
  );

  it("still answers a normal request at the end, and serves the site", async () => {
    const id = marker();
    const { status, body } = await send({
      name: "after",
      ...encode("multipart", { ...VALID, email: `${id}@example.com` }),
      status: 200,
    });
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ ok: true, next: "/contact" });
    expect((await send({ name: "home", method: "GET", path: "/", status: 200 })).status).toBe(200);
    expect((await store.list()).some((m) => m.email === `${id}@example.com`)).toBe(true);
  });
});
