import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, pageApp } from "../../tests/support/page-app.ts";
import { newMessage } from "../../tests/support/new-message.ts";
import { softPasskey } from "../../tests/support/soft-passkey.ts";
import { CHALLENGE_MS } from "../../inbox/admin/challenges.ts";
import { sha256 } from "../../inbox/admin/keys.ts";
import { makeInvite } from "../../inbox/admin/invites.ts";

// Hostile requests to her inbox page, as `npm start` serves it on a real SQLite file: forged and stolen-looking
// cookies, posts without the page's origin or token, WebAuthn answers replayed, altered or forged, search strings and
// page cursors of any size and shape, and bodies of the wrong type. Each must get the refusal or the page it names,
// and not one a 5xx.

let dir: string;
let page: Awaited<ReturnType<typeof pageApp>>;
let passkey: Awaited<ReturnType<typeof softPasskey>>;
let cookie: string;
let csrf: string;
const statuses: { what: string; status: number }[] = [];

async function asked(what: string, answer: Promise<Response> | Response) {
  const response = await answer;
  statuses.push({ what, status: response.status });
  return response;
}
const signedInPage = (html: string) => html.includes('action="/inbox/sign-out"');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "mischief-page-hostile-"));
  page = await pageApp(dir);
  await page.store.save(newMessage({ name: "Ada", message: "Keep me" }));

  passkey = await softPasskey();
  cookie = await page.enrol(passkey);
  csrf = await page.csrf(cookie);
});

afterAll(async () => {
  await page.close();
  rmSync(dir, { recursive: true, force: true });
  expect(statuses.filter(({ status }) => status >= 500)).toEqual([]);
});

describe("hostile input to her inbox page", () => {
  it("opens nothing for a forged cookie", async () => {
    const id = cookie.slice("inbox=".length);
    const forged = [
      "inbox=",
      `inbox=${"A".repeat(43)}`,
      `inbox=${"x".repeat(10_000)}`,
      `inbox=${id}x`,
      `inbox=${id.slice(0, -1)}`,
      `inbox=${await sha256(id)}`,
      "inbox=%00%ff",
      `__Host-inbox=${id}`,
      `Inbox=${id}`,
    ];
    for (const value of forged) {
      const html = await (
        await asked(`cookie ${value.slice(0, 20)}`, page.request("/inbox", { headers: { Cookie: value } }))
      ).text();
      expect(signedInPage(html), value.slice(0, 40)).toBe(false);
      const exported = await asked("export", page.request("/inbox/export", { headers: { Cookie: value } }));
      expect(exported.status).toBe(303);
    }
  });

  it("refuses every post without the page's origin and the session's own token", async () => {
    const other = await page.enrol(await softPasskey());
    const otherToken = await page.csrf(other);
    const tries: [string, Record<string, string>, string | undefined][] = [
      ["no origin", { csrf }, undefined],
      ["another site", { csrf }, "http://evil.example"],
      ["an opaque origin", { csrf }, "null"],
      ["the site at its IP address", { csrf }, "http://127.0.0.1:3000"],
      ["no token", {}, ORIGIN],
      ["another session's token", { csrf: otherToken }, ORIGIN],
      ["a token of the wrong length", { csrf: `${csrf}A` }, ORIGIN],
      ["a made-up token", { csrf: "A".repeat(43) }, ORIGIN],
    ];
    for (const path of ["/inbox/messages/1/delete", "/inbox/passkeys/rename", "/inbox/sign-out-everywhere"]) {
      for (const [what, fields, origin] of tries) {
        const headers: Record<string, string> = { Cookie: cookie, ...(origin ? { Origin: origin } : {}) };
        const answer = await asked(
          what,
          page.request(path, { method: "POST", body: new URLSearchParams(fields), headers }),
        );
        expect([path, what, answer.status]).toEqual([path, what, 403]);
      }
    }
    expect(signedInPage(await (await page.request("/inbox", { headers: { Cookie: cookie } })).text())).toBe(true);
    expect((await page.store.sql.execute({ sql: "SELECT deleted_at FROM messages" })).rows[0]?.deleted_at).toBeNull();
  });
});

describe("hostile passkey answers to her inbox page", () => {
  it("takes a passkey's answer once, for its own page, origin and challenge only", async () => {
    const refusedSignIn = async (what: string, fields: Record<string, string>) => {
      const answer = await asked(what, page.post("/inbox/sign-in", fields));
      // Refused as any failed sign-in (303 to the page saying so), or before that: a token (403) or a size (413).
      expect([303, 403, 413], what).toContain(answer.status);
      expect(page.cookieOf(answer), what).toBe("");
    };
    const form = await page.signInForm(passkey);
    expect(page.cookieOf(await asked("sign-in", page.post("/inbox/sign-in", form)))).not.toBe("");
    await refusedSignIn("the same answer again", form);

    const fresh = await page.signInForm(passkey);
    const elsewhere = await passkey.signIn({
      origin: "http://evil.example",
      rpId: "localhost",
      challenge: fresh.challenge!,
    });
    await refusedSignIn("an answer made for another origin", { ...fresh, response: elsewhere });
    const otherRp = await passkey.signIn({ origin: ORIGIN, rpId: "evil.example", challenge: fresh.challenge! });
    await refusedSignIn("an answer for another relying party", { ...fresh, response: otherRp });
    const unsigned = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(56)));
    const forged = await passkey.signIn({ origin: ORIGIN, rpId: "localhost", challenge: unsigned });
    await refusedSignIn("an answer to a challenge the page never gave", { ...fresh, response: forged });
    const other = await page.signInForm(passkey);
    await refusedSignIn("an answer to another page's challenge", { ...fresh, response: other.response! });
    await refusedSignIn("a token of another page", { ...fresh, challenge: other.challenge! });

    const late = await page.signInForm(passkey);
    page.wait(CHALLENGE_MS + 1);
    await refusedSignIn("an answer after its challenge expired", late);

    for (const response of ["", "null", "[]", "{", '{"id":1}', '{"id":"x","response":7}', "x".repeat(100_000)])
      await refusedSignIn(`a response of ${response.slice(0, 12)}`, { ...(await page.signInForm(passkey)), response });

    // An invite's answer, replayed on a fresh invite: its challenge was answered already.
    const token = await makeInvite(page.store.sql, page.now(), "");
    const stranger = await softPasskey();
    const first = await page.request(`/inbox/invite/${token}`);
    const fields = Object.fromEntries(
      [...(await first.text()).matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const response = await stranger.register({ origin: ORIGIN, rpId: "localhost", challenge: fields.challenge! });
    expect(page.cookieOf(await asked("invite", page.post(`/inbox/invite/${token}`, { ...fields, response })))).not.toBe(
      "",
    );
    const again = await makeInvite(page.store.sql, page.now(), "");
    const replayed = await asked("invite replayed", page.post(`/inbox/invite/${again}`, { ...fields, response }));
    expect([replayed.status, replayed.headers.get("Location"), page.cookieOf(replayed)]).toEqual([
      303,
      `/inbox/invite/${again}?failed`,
      "",
    ]);
  });
});

describe("hostile searches, pages and values to her inbox page", () => {
  it("searches and pages whatever is asked", async () => {
    const cookieNow = await page.enrol(await softPasskey());
    const queries = [
      `q=${encodeURIComponent('"*^-()NEAR OR AND: col:x {a b} '.repeat(400))}`,
      `q=${"x".repeat(20_000)}`,
      "q=%00%ff%fe",
      "q=%E2%80%AE%F0%9F%91%8D",
      "older=9999-99-99~1",
      "older=~",
      "newer=x~99999999999999999999",
      "older=%3Cscript%3E~1",
      "older=2026-01-01T00:00:00.000Z~1&newer=2026-01-01T00:00:00.000Z~1",
      "folder=..%2F..%2Fetc",
      "folder=bin&folder=spam",
      "folder=failed&q=ada",
    ];
    for (const query of queries) {
      const answer = await asked(
        query.slice(0, 30),
        page.request(`/inbox?${query}`, { headers: { Cookie: cookieNow } }),
      );
      expect([query.slice(0, 30), answer.status]).toEqual([query.slice(0, 30), 200]);
      const exported = await asked(
        `export ${query.slice(0, 20)}`,
        page.request(`/inbox/export?${query}`, { headers: { Cookie: cookieNow } }),
      );
      expect(exported.status).toBe(200);
    }
  });

  it("answers wrong types, sizes and addresses with a refusal", async () => {
    const signedIn = await page.enrol(await softPasskey());
    const token = await page.csrf(signedIn);
    const headers = { Cookie: signedIn, Origin: ORIGIN };
    const file = new FormData();
    file.append("csrf", new File([token], "csrf.txt"));
    const cases: [string, string, RequestInit, number][] = [
      ["a token sent as a file", "/inbox/messages/1/read", { method: "POST", body: file, headers }, 403],
      [
        "JSON",
        "/inbox/messages/1/read",
        {
          method: "POST",
          body: JSON.stringify({ csrf: token }),
          headers: { ...headers, "Content-Type": "application/json" },
        },
        403,
      ],
      [
        "a body past 64 KB",
        "/inbox/passkeys/rename",
        { method: "POST", body: new URLSearchParams({ csrf: token, name: "x".repeat(70_000) }), headers },
        413,
      ],
      [
        "a broken multipart body",
        "/inbox/messages/1/read",
        {
          method: "POST",
          body: "--x\r\nnot a part",
          headers: { ...headers, "Content-Type": "multipart/form-data; boundary=x" },
        },
        400,
      ],
    ];
    for (const id of ["-1", "abc", "1e3", "99999999999999999999", "0", "1.5", "%00"])
      cases.push([`message ${id}`, `/inbox/messages/${id}`, { headers }, 404]);
    cases.push([
      "an unknown change",
      "/inbox/messages/1/drop",
      { method: "POST", body: new URLSearchParams({ csrf: token }), headers },
      404,
    ]);
    for (const invite of ["%00", "x".repeat(5_000), "..%2F..", "A".repeat(43)])
      cases.push([`invite ${invite.slice(0, 8)}`, `/inbox/invite/${invite}`, {}, 404]);
    cases.push(["a script that is not the page's", "/inbox/passkeys-AAAAAAAAAAAA.js", {}, 404]);
    for (const [what, path, init, status] of cases) {
      const answer = await asked(what, page.request(path, init));
      expect([what, answer.status]).toEqual([what, status]);
    }
    // The site's numeric address, where no passkey works, leads to the page at localhost, whatever the path.
    const numeric = await asked("127.0.0.1", page.app.request("http://127.0.0.1:3000/inbox/x?q=%3Cb%3E"));
    expect([numeric.status, numeric.headers.get("Location")]).toEqual([308, `${ORIGIN}/inbox/x?q=%3Cb%3E`]);
  });
});
