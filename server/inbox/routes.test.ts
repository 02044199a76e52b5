import { createClient, type Client } from "@libsql/client";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { formatHeadersFile, HEADERS_FILE } from "../../shared/host-files.ts";
import { BASELINE_HEADERS, CSP, STRICT_CSP } from "../../shared/security-headers.ts";
import { contactWords } from "../../model/contact-words.ts";
import { prerenderedContactPage } from "../../tests/support/contact-page.tsx";
import type { InboxOptions } from "../../inbox/routes.ts";
import type { InboxStore } from "../../inbox/store.ts";
import { openStore } from "./store.ts";

// The real app (static site + inbox) on a real SQLite file; requests through app.request, with the socket address a
// node server would pass.

const VISITOR = "203.0.113.7";
const VALID = { name: "Ada Lovelace", email: "ada@example.com", message: "I love the Mindfully Bored posters!" };
const START = Date.parse("2024-05-01T12:00:00.000Z");
const OK = { ok: true, next: "/contact" };
// What the build would write for the contact page (the real one hashes its inline style and scripts).
const CONTACT_CSP = "default-src 'none'; style-src 'self' 'sha256-contact'; frame-ancestors 'none'";

let dir: string;
let root: string;
let stores: InboxStore[] = [];
let db: Client;
let store: InboxStore;
let time = START;
let app: ReturnType<typeof createApp>;

async function inboxApp(name: string, options: Partial<InboxOptions> = {}) {
  const url = pathToFileURL(join(dir, `${name}.db`)).href;
  const opened = await openStore({ url });
  stores.push(opened);
  const built = createApp({ root, inbox: { store: opened, rateLimit: 1000, now: () => time, ...options } });
  return { app: built, store: opened, url };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-inbox-"));
  root = join(dir, "client");
  mkdirSync(root);
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Home</title>\n");
  writeFileSync(join(root, "404.html"), "<!doctype html><title>Not found</title>\n");
  mkdirSync(join(root, "contact"));
  writeFileSync(join(root, "contact", "index.html"), prerenderedContactPage());
  writeFileSync(join(root, HEADERS_FILE), formatHeadersFile([{ path: "/contact", headers: { [CSP]: CONTACT_CSP } }]));
  const main = await inboxApp("inbox", { origins: ["https://mischief.example"] });
  ({ app, store } = main);
  db = createClient({ url: main.url });
});

afterAll(async () => {
  db.close();
  for (const opened of stores) await opened.close().catch(() => {});
  stores = [];
  rmSync(dir, { recursive: true, force: true });
});

const socket = (address = VISITOR) => ({ incoming: { socket: { remoteAddress: address } } });
type Init = { headers?: Record<string, string>; address?: string; path?: string; method?: string };
const send = (target: ReturnType<typeof createApp>, body: BodyInit | undefined, init: Init = {}) =>
  target.request(
    init.path ?? "/f/contact",
    { method: init.method ?? "POST", body, headers: init.headers, duplex: "half" } as RequestInit,
    socket(init.address),
  );
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const json = (value: unknown) => ({ body: JSON.stringify(value), headers: { "Content-Type": "application/json" } });
const preflight = (origin?: string) =>
  send(app, undefined, {
    method: "OPTIONS",
    headers: {
      ...(origin ? { Origin: origin } : {}),
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });
const postJson = (value: unknown, init: Init = {}) => {
  const { body, headers } = json(value);
  return send(app, body, { ...init, headers: { ...headers, ...init.headers } });
};
const rowsWith = async (message: string) =>
  (await db.execute({ sql: "SELECT * FROM messages WHERE message = ?", args: [message] })).rows;

async function expectJson(res: Response, status: number, body?: unknown) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toBe("application/json");
  expect(res.headers.get("Cache-Control")).toBe("no-store");
  const parsed: unknown = await res.json();
  if (body !== undefined) expect(parsed).toEqual(body);
  return parsed;
}

describe("accepting a message", () => {
  it("stores a multipart submission, as the browser form sends it, then answers 200", async () => {
    const message = "multipart: hello\r\nsecond line <b>bold</b>";
    const res = await send(app, form({ ...VALID, message, extra: "ignored" }), {
      headers: { "User-Agent": "Mozilla/5.0 (Test)", Accept: "application/json" },
    });
    await expectJson(res, 200, OK);
    const rows = await rowsWith("multipart: hello\nsecond line <b>bold</b>");
    expect(rows).toHaveLength(1);
    expect({ ...rows[0] }).toMatchObject({
      received_at: "2024-05-01T12:00:00.000Z",
      form: "contact",
      name: VALID.name,
      email: VALID.email,
      user_agent: "Mozilla/5.0 (Test)",
      spam: 0,
    });
  });

  it("stores a URL-encoded submission", async () => {
    const body = new URLSearchParams({ ...VALID, message: "urlencoded: hi & bye" });
    await expectJson(await send(app, body), 200, OK);
    expect(await rowsWith("urlencoded: hi & bye")).toHaveLength(1);
  });

  it("stores a JSON submission, under the form id of its path", async () => {
    const res = await postJson({ ...VALID, message: "json: hi" }, { path: "/f/Portfolio_2-b" });
    await expectJson(res, 200, OK);
    expect((await rowsWith("json: hi"))[0]?.form).toBe("Portfolio_2-b");
  });

  it("keeps hostile-looking text verbatim", async () => {
    const message = `<script>alert("x")</script> '; DROP TABLE messages; -- \u202Eevil\u202C 👩‍🎨 ${"\t"}end`;
    await expectJson(await postJson({ ...VALID, name: "Robert'); DROP TABLE--", message }), 200, OK);
    expect((await rowsWith(message))[0]?.name).toBe("Robert'); DROP TABLE--");
  });

  it("stores a salted hash of the client address, never the address", async () => {
    await postJson({ ...VALID, message: "hash: one" }, { address: "198.51.100.23" });
    await postJson({ ...VALID, message: "hash: two" }, { address: "198.51.100.23" });
    await postJson({ ...VALID, message: "hash: three" }, { address: "198.51.100.24" });
    const [one, two, three] = await Promise.all(["one", "two", "three"].map((n) => rowsWith(`hash: ${n}`)));
    const hash = one?.[0]?.client_hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(two?.[0]?.client_hash).toBe(hash);
    expect(three?.[0]?.client_hash).not.toBe(hash);
    expect(hash).not.toBe(createHash("sha256").update("198.51.100.23").digest("hex"));
    expect(hash).toBe(await store.hashClient("198.51.100.23"));
    await db.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    expect(readFileSync(join(dir, "inbox.db")).includes("198.51.100.23")).toBe(false);
  });

  it("cuts a long User-Agent to 512 characters", async () => {
    await postJson({ ...VALID, message: "ua: long" }, { headers: { "User-Agent": "U".repeat(5000) } });
    expect((await rowsWith("ua: long"))[0]?.user_agent).toBe("U".repeat(512));
  });

  it("lists what it stored, newest first", async () => {
    time = START + 60_000;
    await postJson({ ...VALID, message: "listing: newest" });
    time = START;
    const listed = await store.list();
    expect(listed[0]).toEqual({
      id: expect.any(Number),
      receivedAt: "2024-05-01T12:01:00.000Z",
      form: "contact",
      ...VALID,
      message: "listing: newest",
      // This store was opened without notifications: no mail is kept for it.
      mail: "none",
      mailedAt: null,
      mailError: null,
    });
    expect(listed.map((m) => m.receivedAt)).toEqual(
      listed
        .map((m) => m.receivedAt)
        .sort()
        .reverse(),
    );
  });
});

describe("422: validation errors", () => {
  it.each([
    [{}, "name", "REQUIRED_FIELD_MISSING", "is required"],
    [{ ...VALID, name: "   " }, "name", "REQUIRED_FIELD_EMPTY", "should not be empty"],
    [{ ...VALID, name: ["Ada"] }, "name", "TYPE_TEXT", "should be text"],
    [{ ...VALID, email: "ada" }, "email", "TYPE_EMAIL", "should be an email"],
    [{ ...VALID, email: "ada@example.com\r\nBcc: all@example.com" }, "email", "TYPE_EMAIL", "should be an email"],
    [{ ...VALID, name: "Ada\r\nX-Injected: 1" }, "name", "INVALID_CHARACTERS", "should not contain control characters"],
    [{ ...VALID, message: "m".repeat(10_001) }, "message", "TOO_LONG", "should be at most 10000 characters"],
  ])("%# → %s %s", async (fields, field, code, message) => {
    const body = (await expectJson(await postJson(fields), 422)) as { error: string; errors: unknown[] };
    expect(body.error).toBe("Validation errors");
    expect(body.errors[0]).toEqual({ field, code, message });
  });

  it("lists every field's error at once, and stores nothing", async () => {
    const before = (await db.execute("SELECT count(*) AS n FROM messages")).rows[0]?.n;
    const res = await send(app, form({ name: "", email: "not-an-email" }));
    await expectJson(res, 422, {
      error: "Validation errors",
      errors: [
        { field: "name", code: "REQUIRED_FIELD_EMPTY", message: "should not be empty" },
        { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
        { field: "message", code: "REQUIRED_FIELD_MISSING", message: "is required" },
      ],
    });
    expect((await db.execute("SELECT count(*) AS n FROM messages")).rows[0]?.n).toBe(before);
  });
});

describe("honeypot", () => {
  it("answers a filled _gotcha exactly like success, and keeps the message in the spam folder", async () => {
    const caught = await send(app, form({ ...VALID, message: "honeypot: buy now", _gotcha: "http://spam.example" }));
    const normal = await send(app, form({ ...VALID, message: "honeypot: a person" }));
    expect(caught.status).toBe(normal.status);
    expect([...caught.headers]).toEqual([...normal.headers]);
    expect(await caught.text()).toBe(await normal.text());

    expect((await rowsWith("honeypot: buy now"))[0]?.spam).toBe(1);
    expect((await rowsWith("honeypot: a person"))[0]?.spam).toBe(0);
    const inbox = (await store.list()).map((m) => m.message);
    const spam = (await store.list({ spam: true })).map((m) => m.message);
    expect(inbox).toContain("honeypot: a person");
    expect(inbox).not.toContain("honeypot: buy now");
    expect(spam).toEqual(["honeypot: buy now"]);
  });
});

describe("413: too large", () => {
  it("refuses a declared Content-Length over the limit before reading", async () => {
    const res = await send(app, "x", {
      headers: { "Content-Type": "application/json", "Content-Length": String(128 * 1024 + 1) },
    });
    await expectJson(res, 413, { error: "The body is larger than 131072 bytes" });
  });

  it("stops reading a streamed body without a length at the limit", async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const res = await send(app, endless, { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await expectJson(res, 413);
    expect(sent).toBeLessThan(512 * 1024);
  });

  it("refuses a body longer than it declared (possible only in-process)", async () => {
    const res = await send(app, "x".repeat(128 * 1024 + 1), {
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "2" },
    });
    await expectJson(res, 413);
  });

  it("answers 400 when the body fails while it is read (the client went away)", async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=Ada"));
        controller.error(new Error("aborted"));
      },
    });
    const res = await send(app, failing, { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await expectJson(res, 400, { error: "The body could not be read" });
  });

  it("takes a body of exactly maxBodyBytes, not one byte more", async () => {
    const small = await inboxApp("small-body", { maxBodyBytes: 200 });
    const body = (extra: number) => {
      const bare = new URLSearchParams({ ...VALID, message: "" }).toString();
      return `${bare}${"x".repeat(200 - bare.length + extra)}`;
    };
    expect(body(0)).toHaveLength(200);
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    await expectJson(await send(small.app, body(0), { headers }), 200, OK);
    await expectJson(await send(small.app, body(1), { headers }), 413);
  });
});

describe("415, 405, 404, 400", () => {
  it.each([undefined, "text/plain", "application/xml", "multipart/mixed; boundary=x", "application/json-patch+json"])(
    "415 for Content-Type %j",
    async (contentType) => {
      const res = await send(app, new TextEncoder().encode(JSON.stringify(VALID)), {
        headers: contentType ? { "Content-Type": contentType } : {},
      });
      await expectJson(res, 415, {
        error: "Send multipart/form-data, application/x-www-form-urlencoded or application/json",
      });
    },
  );

  it.each(["GET", "PUT", "DELETE", "PATCH"])("405 with Allow for %s", async (method) => {
    const res = await send(app, method === "GET" ? undefined : "x", { method });
    await expectJson(res, 405, { error: "Use POST" });
    expect(res.headers.get("Allow")).toBe("POST, OPTIONS");
  });

  it("405 for HEAD too, without a body", async () => {
    const res = await send(app, undefined, { method: "HEAD" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("POST, OPTIONS");
  });

  it.each(["/f/bad!id", `/f/${"a".repeat(65)}`, "/f/a/b", "/f/", "/f/con%20tact", "/f/contact.json"])(
    "404 JSON for the form %s, whatever the method",
    async (path) => {
      for (const method of ["POST", "GET", "OPTIONS"]) {
        const res = await send(app, method === "POST" ? JSON.stringify(VALID) : undefined, { path, method });
        await expectJson(res, 404, { error: "Form not found" });
      }
    },
  );

  it.each([
    ["bad JSON", "application/json", '{"name": "Ada"', "The JSON body is malformed"],
    ["an array", "application/json", JSON.stringify([VALID]), "The JSON body must be an object"],
    ["a string", "application/json", '"hi"', "The JSON body must be an object"],
    ["truncated multipart", "multipart/form-data; boundary=b", '--b\r\nContent-Disposition: form-data; name="na', null],
    [
      "a boundary not in the body",
      "multipart/form-data; boundary=b",
      '--c\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--c--\r\n',
      null,
    ],
    [
      "no boundary",
      "multipart/form-data",
      '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda\r\n--b--\r\n',
      null,
    ],
  ])("400 for %s", async (_, contentType, body, error) => {
    const res = await send(app, body, { headers: { "Content-Type": contentType } });
    await expectJson(res, 400, { error: error ?? "The multipart body is malformed" });
  });
});

describe("429: rate limit", () => {
  it("allows rateLimit messages per minute per client, then 429 with Retry-After, storing nothing", async () => {
    const limited = await inboxApp("limited", { rateLimit: 2 });
    const post = (address: string, message: string) =>
      send(limited.app, JSON.stringify({ ...VALID, message }), {
        headers: { "Content-Type": "application/json" },
        address,
      });
    await expectJson(await post("192.0.2.1", "one"), 200);
    await expectJson(await post("192.0.2.1", "two"), 200);
    const refused = await post("192.0.2.1", "three");
    await expectJson(refused, 429, { error: "Too many messages; please wait a moment" });
    expect(refused.headers.get("Retry-After")).toBe("30");
    await expectJson(await post("::ffff:192.0.2.1", "mapped"), 429);
    await expectJson(await post("192.0.2.2", "another client"), 200);
    time = START + 30_000;
    await expectJson(await post("192.0.2.1", "four"), 200);
    time = START;
    expect((await limited.store.list()).map((m) => m.message).sort()).toEqual(["another client", "four", "one", "two"]);
  });

  it("counts every attempt, valid or not, before reading the body", async () => {
    const limited = await inboxApp("limited-early", { rateLimit: 1 });
    await expectJson(await send(limited.app, "{", { headers: { "Content-Type": "application/json" } }), 400);
    await expectJson(await send(limited.app, "{", { headers: { "Content-Type": "text/plain" } }), 429);
  });

  it("limits an IPv6 client by its /64", async () => {
    const limited = await inboxApp("limited-v6", { rateLimit: 1 });
    const headers = { "Content-Type": "application/json" };
    const body = JSON.stringify(VALID);
    await expectJson(await send(limited.app, body, { headers, address: "2001:db8:1:2::1" }), 200);
    await expectJson(await send(limited.app, body, { headers, address: "2001:db8:1:2::ffff" }), 429);
    await expectJson(await send(limited.app, body, { headers, address: "2001:db8:1:3::1" }), 200);
  });

  it("believes X-Forwarded-For only behind a trusted proxy, and then only its last entry", async () => {
    const direct = await inboxApp("xff-ignored", { rateLimit: 1 });
    const proxied = await inboxApp("xff-trusted", { rateLimit: 1, trustProxy: true });
    const post = (target: typeof direct, forwarded: string) =>
      send(target.app, JSON.stringify(VALID), {
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forwarded },
        address: "10.0.0.1",
      });
    await expectJson(await post(direct, "192.0.2.10"), 200);
    await expectJson(await post(direct, "192.0.2.11"), 429);
    await expectJson(await post(proxied, "192.0.2.10"), 200);
    await expectJson(await post(proxied, "192.0.2.11"), 200);
    await expectJson(await post(proxied, "192.0.2.99, 192.0.2.10"), 429);
  });
});

describe("CORS", () => {
  const LISTED = "https://mischief.example";

  it.each([LISTED, "http://localhost"])("lets %s read every answer, errors included", async (origin) => {
    for (const [body, status] of [
      [{ ...VALID, message: `cors from ${origin}` }, 200],
      [{}, 422],
    ] as const) {
      const res = await postJson(body, { headers: { Origin: origin } });
      expect(res.status).toBe(status);
      expect(res.headers.get("Access-Control-Allow-Origin")).toBe(origin);
      expect(res.headers.get("Vary")).toBe("Origin");
    }
  });

  it("gives any other origin no Access-Control-Allow-Origin (the message still counts)", async () => {
    const res = await postJson(
      { ...VALID, message: "cors: elsewhere" },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    expect(res.headers.get("Vary")).toBe("Origin");
  });

  it("answers an allowed preflight with the CORS headers", async () => {
    const res = await preflight(LISTED);
    expect(res.status).toBe(204);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "access-control-allow-origin": LISTED,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "content-type",
      "access-control-max-age": "600",
      allow: "POST, OPTIONS",
      vary: "Origin, Access-Control-Request-Headers",
    });
  });

  it.each(["https://evil.example", "null", undefined])(
    "answers a preflight from %j naming no origin, which the browser needs to go on",
    async (origin) => {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get("Allow")).toBe("POST, OPTIONS");
      expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
    },
  );
});

describe("an https site", () => {
  it("sends Strict-Transport-Security with every answer of the inbox", async () => {
    const hsts = "max-age=63072000; includeSubDomains";
    const file = join(root, HEADERS_FILE);
    const before = readFileSync(file, "utf8");
    try {
      writeFileSync(file, `/*\n  Strict-Transport-Security: ${hsts}\n\n${before}`);
      const answers = {
        sent: await send(app, form(VALID)),
        refused: await send(app, form({ ...VALID, email: "nope" })),
        browser: await send(app, form(VALID), { headers: { Accept: "text/html" } }),
        method: await send(app, undefined, { method: "GET" }),
        preflight: await preflight("https://mischief.example"),
      };
      expect(Object.values(answers).map((res) => res.status)).toEqual([200, 422, 303, 405, 204]);
      for (const [what, res] of Object.entries(answers))
        expect(res.headers.get("Strict-Transport-Security"), what).toBe(hsts);
    } finally {
      writeFileSync(file, before);
    }
  });
});

describe("the rest of the site", () => {
  it("still serves pages, and keeps other POSTs at 405", async () => {
    const page = await app.request("/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Home</title>");
    expect((await app.request("/about", { method: "POST" })).status).toBe(405);
    expect((await app.request("/nope")).status).toBe(404);
  });
});

describe("the database", () => {
  it("has the documented columns, in WAL mode", async () => {
    const columns = (await db.execute("PRAGMA table_info(messages)")).rows.map((row) => row.name);
    expect(columns).toEqual([
      "id",
      "received_at",
      "form",
      "name",
      "email",
      "message",
      "user_agent",
      "client_hash",
      "spam",
      "read_at",
      "deleted_at",
    ]);
    expect((await db.execute("PRAGMA journal_mode")).rows[0]?.journal_mode).toBe("wal");
  });

  it("keeps its salt across restarts, unless INBOX_SALT gives one", async () => {
    const url = pathToFileURL(join(dir, "inbox.db")).href;
    const again = await openStore({ url });
    const salted = await openStore({ url, salt: "pepper" });
    stores.push(again, salted);
    expect(await again.hashClient(VISITOR)).toBe(await store.hashClient(VISITOR));
    expect(await salted.hashClient(VISITOR)).toBe(createHash("sha256").update(`pepper\n${VISITOR}`).digest("hex"));
  });

  it("answers 503, never success, when the message cannot be stored", async () => {
    const broken = await inboxApp("broken");
    const other = createClient({ url: broken.url });
    await other.execute("DROP TABLE messages");
    other.close();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await send(broken.app, form(VALID));
    await expectJson(res, 503, { error: "The message could not be saved; please try again later" });
    expect(String(logged.mock.calls[0]?.[1])).toContain("no such table: messages");
  });

  it("answers 503 once the store is closed (the server is shutting down)", async () => {
    const closing = await inboxApp("closing");
    await closing.store.close();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await expectJson(await send(closing.app, form(VALID)), 503);
    expect(String(logged.mock.calls[0]?.[1])).toContain("closed");
  });
});

describe("a browser posting the form by itself (no JavaScript)", () => {
  const BROWSER = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
  const HOSTILE = { name: `Ada "<b>" O'Neil & co`, message: "Hi </textarea><script>alert(1)</script>\r\nbye" };

  it("stores the message and sends the visitor back to the contact page's sent note", async () => {
    const message = "Posted without JavaScript";
    const res = await send(app, form({ ...VALID, message }), { headers: BROWSER });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact#sent");
    expect(await rowsWith(message)).toHaveLength(1);
  });

  it("answers a refusal with the site's contact page: the words to fix, the visitor's text escaped", async () => {
    const res = await send(app, form({ ...VALID, ...HOSTILE, email: "ada@example" }), { headers: BROWSER });
    expect(res.status).toBe(422);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain('<header class="site-header">');
    expect(page).toMatch(/ name="email" aria-invalid="true" aria-describedby="[^"]+" autofocus value="ada@example">/);
    expect(page).toContain(`<span class="font-semibold">Oh, snap!</span> ${contactWords.invalidEmail}</p>`);
    expect(page).toContain(' value="Ada &quot;&lt;b&gt;&quot; O&#39;Neil &amp; co"');
    expect(page).toContain(">\nHi &lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;\r\nbye</textarea>");
    expect(page).not.toContain("alert(1)</script>");
  });

  it("sends the page with the policy served for /contact, which lets its inline style and scripts in", async () => {
    const refusal = await send(app, form({ ...VALID, email: "x" }), { headers: BROWSER });
    const contact = await app.request("/contact");
    expect(refusal.headers.get(CSP)).toBe(CONTACT_CSP);
    expect(contact.headers.get(CSP)).toBe(CONTACT_CSP);
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(refusal.headers.get(name)).toBe(value);
  });

  it("says the rate limit in the site's words, keeping the status and Retry-After", async () => {
    const limited = (await inboxApp("page-limit", { rateLimit: 1 })).app;
    await send(limited, form(VALID), { headers: BROWSER });
    const res = await send(limited, form(VALID), { headers: BROWSER });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await res.text()).toContain(contactWords.rateLimited);
    const unsupported = await send(app, "<script>", { headers: { ...BROWSER, "Content-Type": "text/<b>" } });
    expect(unsupported.status).toBe(415);
    const page = await unsupported.text();
    expect(page).toContain(contactWords.failed);
    expect(page).not.toContain("<b>");
  });

  it("gives the text back when a message it read could not be saved", async () => {
    const broken = await inboxApp("broken-page");
    const other = createClient({ url: broken.url });
    await other.execute("DROP TABLE messages");
    other.close();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await send(broken.app, form(VALID), { headers: BROWSER });
    expect(res.status).toBe(503);
    const page = await res.text();
    expect(page).toContain(contactWords.failed);
    for (const value of Object.values(VALID)) expect(page).toContain(value);
  });

  it("without a built contact page, answers with a plain one that still keeps the text", async () => {
    const bare = join(dir, "bare");
    mkdirSync(bare);
    const plain = createApp({ root: bare, inbox: { store, rateLimit: 1000 } });
    const res = await send(plain, form({ ...VALID, ...HOSTILE, email: "ada@example" }), { headers: BROWSER });
    expect(res.status).toBe(422);
    expect(res.headers.get(CSP)).toBe(STRICT_CSP);
    const page = await res.text();
    expect(page).toContain(`${contactWords.errorLead}</span> ${contactWords.invalidEmail}`);
    expect(page).toContain("alert(1)&lt;/script&gt;");
    expect(page).not.toContain("alert(1)</script>");
  });
});

describe("security headers", () => {
  const BROWSER = { Accept: "text/html" };

  it.each([
    ["a JSON answer", () => postJson(VALID), 200],
    ["a JSON refusal", () => postJson({ ...VALID, email: "x" }), 422],
    ["the redirect after a browser's own post", () => send(app, form(VALID), { headers: BROWSER }), 303],
    ["a preflight", () => send(app, undefined, { method: "OPTIONS" }), 204],
    ["an unknown form", () => send(app, form(VALID), { path: "/f/no%20such" }), 404],
  ])("%s carries the baseline and a policy that lets nothing load or run", async (_, answer, status) => {
    const res = await answer();
    expect(res.status).toBe(status);
    expect(res.headers.get("Content-Security-Policy")).toBe(STRICT_CSP);
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });
});
