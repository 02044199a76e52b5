import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pageApp } from "../../tests/support/page-app.ts";
import { softPasskey } from "../../tests/support/soft-passkey.ts";
import { searchQuery } from "../../inbox/admin/search.ts";
import { IDLE_MS, LONGEST_MS } from "../../inbox/admin/sessions.ts";
import { BIN_MS, PAGE_SIZE } from "../../inbox/admin/messages.ts";
import type { NewMessage } from "../../inbox/store.ts";
import { newMessage } from "../../tests/support/new-message.ts";

// Her inbox page as `npm start` serves it, on a real SQLite file, spoken to as her browser would (tests/support/
// page-app.ts) with a passkey made in software: sessions and their ends, the folders and their pages, the bin.

let dir: string;
let page: Awaited<ReturnType<typeof pageApp>>;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-page-"));
  page = await pageApp(dir);
});
afterEach(async () => {
  await page.close();
  rmSync(dir, { recursive: true, force: true });
});

const message = (i: number, overrides: Partial<NewMessage> = {}) =>
  newMessage({
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    message: `Message number ${i}`,
    ...overrides,
  });

const whoIn = (html: string) => [...html.matchAll(/class="who">([^<]+)</g)].map((m) => m[1]!);
const pageLink = (html: string, rel: "older" | "newer") =>
  new RegExp(`href="(/inbox\\?(?:[^"]*&amp;)?${rel}=[^"]+)"`).exec(html)?.[1]?.replaceAll("&amp;", "&");
const signedIn = async (cookie: string) => (await page.request("/inbox", { headers: { Cookie: cookie } })).text();
const isSignedIn = async (cookie: string) => (await signedIn(cookie)).includes('action="/inbox/sign-out"');

describe("her sessions", () => {
  it("starts one from an invite and from a sign-in; each answer of a passkey counts once", async () => {
    const passkey = await softPasskey();
    expect(await isSignedIn(await page.enrol(passkey))).toBe(true);
    const form = await page.signInForm(passkey);
    const first = await page.post("/inbox/sign-in", form);
    expect([first.status, first.headers.get("Location")]).toEqual([303, "/inbox"]);
    expect(await isSignedIn(page.cookieOf(first))).toBe(true);
    // The same answer again (a replay) is refused like any failed sign-in.
    const again = await page.post("/inbox/sign-in", form);
    expect([again.status, again.headers.get("Location"), page.cookieOf(again)]).toEqual([303, "/inbox?failed", ""]);
  });

  it("ends after 30 minutes unused or 12 hours in all, and at sign-out everywhere", async () => {
    const passkey = await softPasskey();
    const idle = await page.enrol(passkey);
    page.wait(IDLE_MS - 60_000);
    expect(await isSignedIn(idle)).toBe(true);
    page.wait(IDLE_MS - 1);
    expect(await isSignedIn(idle)).toBe(true);
    page.wait(IDLE_MS);
    expect(await isSignedIn(idle)).toBe(false);

    const busy = page.cookieOf(await page.post("/inbox/sign-in", await page.signInForm(passkey)));
    for (let used = 0; used < LONGEST_MS; used += IDLE_MS / 2) {
      expect(await isSignedIn(busy)).toBe(true);
      page.wait(IDLE_MS / 2);
    }
    expect(await isSignedIn(busy)).toBe(false);

    const [one, two] = [await page.enrol(await softPasskey()), await page.enrol(await softPasskey())];
    await page.post("/inbox/sign-out-everywhere", { csrf: await page.csrf(one) }, one);
    expect([await isSignedIn(one), await isSignedIn(two)]).toEqual([false, false]);
  });

  it("limits sign-ins per client, saying when to come back", async () => {
    await page.close();
    page = await pageApp(join(dir, "limited"), { signIns: 2 });
    const passkey = await softPasskey();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await page.post("/inbox/sign-in", await page.signInForm(passkey)));
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 429]);
    expect(Number(answers[2]!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("her messages", () => {
  it("pages a folder newest first, older and newer, with nothing lost or shown twice", async () => {
    const count = PAGE_SIZE * 2 + 3;
    await Promise.all(Array.from({ length: count }, (_, i) => page.store.save(message(i))));
    const cookie = await page.enrol(await softPasskey());
    const seen: string[] = [];
    let html = await signedIn(cookie);
    const pages = [html];
    for (let next = pageLink(html, "older"); next; next = pageLink(html, "older")) {
      seen.push(...whoIn(html));
      html = await (await page.request(next, { headers: { Cookie: cookie } })).text();
      pages.push(html);
    }
    seen.push(...whoIn(html));
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => `Visitor ${count - 1 - i}`));
    expect(pages).toHaveLength(3);
    const newer = await (await page.request(pageLink(html, "newer")!, { headers: { Cookie: cookie } })).text();
    expect(whoIn(newer)).toEqual(whoIn(pages[1]!));
  });

  it("searches name, address and text, whatever she types", async () => {
    await page.store.save(message(1, { name: "Ada Lovelace", message: "A poster of the worms" }));
    await page.store.save(message(2, { email: "grace@navy.example", message: "Ships" }));
    const cookie = await page.enrol(await softPasskey());
    const found = async (q: string) =>
      whoIn(await (await page.request(`/inbox?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } })).text())
        .length;
    expect(await found("lov")).toBe(1);
    expect(await found("navy")).toBe(1);
    expect(await found("WORMS poster")).toBe(1);
    expect(await found('"NEAR( OR * -')).toBe(0);
    expect(searchQuery('ada" OR x')).toBe('"ada" "OR" "x" *');
    expect(searchQuery("  ")).toBeUndefined();
  });

  it("empties the bin of what has been in it 30 days, its mail with it", async () => {
    await page.store.save(message(1));
    await page.store.save(message(2));
    const passkey = await softPasskey();
    let cookie = await page.enrol(passkey);
    const signIn = async () =>
      (cookie = page.cookieOf(await page.post("/inbox/sign-in", await page.signInForm(passkey))));
    await page.post("/inbox/messages/1/delete", { csrf: await page.csrf(cookie) }, cookie);
    page.wait(BIN_MS - 60_000);
    await signIn();
    await page.post("/inbox/messages/2/delete", { csrf: await page.csrf(cookie) }, cookie);
    page.wait(2 * 60 * 60_000);
    await signIn();
    const bin = await (await page.request("/inbox?folder=bin", { headers: { Cookie: cookie } })).text();
    expect(whoIn(bin)).toEqual(["Visitor 2"]);
    const { rows } = await page.store.sql.execute({ sql: "SELECT COUNT(*) AS n FROM outbox" });
    expect(Number(rows[0]?.n)).toBe(1);
  });
});

describe("her mail and her passkeys", () => {
  it("shows a mail that failed, and sends it again when she asks", async () => {
    await page.store.save(message(1));
    const [mail] = await page.store.outbox.claim(page.now(), 10, 60_000);
    await page.store.outbox.settle([{ id: mail!.id, error: "the mail server is away", retryAt: page.now() + 300_000 }]);
    const cookie = await page.enrol(await softPasskey());
    const failed = await (await page.request("/inbox?folder=failed", { headers: { Cookie: cookie } })).text();
    expect(whoIn(failed)).toEqual(["Visitor 1"]);
    const opened = await (await page.request("/inbox/messages/1", { headers: { Cookie: cookie } })).text();
    expect(opened).toContain("the mail server is away");
    const again = await page.post("/inbox/messages/1/mail-again", { csrf: await page.csrf(cookie) }, cookie);
    expect(again.headers.get("Location")).toBe("/inbox/messages/1?mailed");
    expect(page.mailsDue.count).toBe(1);
    expect(await page.store.outbox.nextDue()).toBe(0);
  });

  it("names and removes her passkeys, but never the last one", async () => {
    const laptop = await softPasskey();
    const phone = await softPasskey();
    const cookie = await page.enrol(laptop, "Laptop");
    page.wait(1_000);
    await page.enrol(phone, "Phone");
    const csrf = await page.csrf(cookie);
    const listed = async () =>
      [
        ...(await (await page.request("/inbox/passkeys", { headers: { Cookie: cookie } })).text()).matchAll(
          /<h2 id="passkey-\d+">([^<]+)</g,
        ),
      ].map((m) => m[1]);
    await page.post("/inbox/passkeys/rename", { csrf, id: phone.id, name: "  Phone\u202e in\nthe drawer  " }, cookie);
    expect(await listed()).toEqual(["Laptop", "Phone in the drawer"]);
    const removed = await page.post("/inbox/passkeys/remove", { csrf, id: phone.id }, cookie);
    expect(removed.headers.get("Location")).toBe("/inbox/passkeys");
    const last = await page.post("/inbox/passkeys/remove", { csrf, id: laptop.id }, cookie);
    expect(last.headers.get("Location")).toBe("/inbox/passkeys?last");
    expect(await listed()).toEqual(["Laptop"]);
    const refused = await page.post("/inbox/sign-in", await page.signInForm(phone));
    expect(page.cookieOf(refused)).toBe("");
  });
});
