// Her inbox page as `npm start` makes it (server/app.ts over a real SQLite file), asked in process, for the tests that
// speak to it without a browser: made at http://localhost:3000, with a clock the test may move, and the steps she
// takes (an invite used by a passkey, a sign-in) done as a browser does them, form by form.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "../../server/app.ts";
import { openStore } from "../../server/inbox/store.ts";
import { inboxAddress } from "../../inbox/admin/address.ts";
import { makeInvite } from "../../inbox/admin/invites.ts";
import { createRateLimiter } from "../../inbox/rate-limit.ts";
import type { softPasskey } from "./soft-passkey.ts";

export const ORIGIN = "http://localhost:3000";
const ADDRESS = inboxAddress("http://127.0.0.1:3000");
const LIBRARY = readFileSync(
  join(
    dirname(createRequire(import.meta.url).resolve("@simplewebauthn/browser")),
    "..",
    "dist/bundle/index.umd.min.js",
  ),
  "utf8",
);

type Passkey = Awaited<ReturnType<typeof softPasskey>>;

/** A form of a page: its hidden fields by name. */
export function formFields(page: string): Record<string, string> {
  const unescape = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");
  return Object.fromEntries(
    [...page.matchAll(/name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, unescape(value!)]),
  );
}

export async function pageApp(dir: string, { signIns = 1000 } = {}) {
  let now = Date.now();
  const clock = () => now;
  mkdirSync(join(dir, "site"), { recursive: true });
  writeFileSync(join(dir, "site", "index.html"), "<!doctype html><title>Stand-in</title>\n");
  const store = await openStore({ url: pathToFileURL(join(dir, "inbox.db")).href }, { notify: true });
  const mailsDue = { count: 0 };
  const app = createApp({
    root: join(dir, "site"),
    inbox: { store, rateLimit: 1000, now: clock },
    page: {
      sql: store.sql,
      address: () => ADDRESS,
      library: LIBRARY,
      limiter: createRateLimiter(signIns, clock),
      now: clock,
      onMailDue: () => void mailsDue.count++,
    },
  });
  const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init);
  /** A form post as her browser sends it: from the page's origin, with her cookie. */
  const post = (path: string, fields: Record<string, string>, cookie = "", origin = ORIGIN) =>
    request(path, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: origin, Cookie: cookie } });
  const cookieOf = (answer: Response) => /^(inbox=[^;]*)/.exec(answer.headers.get("Set-Cookie") ?? "")?.[1] ?? "";
  const ceremony = (fields: Record<string, string>) => ({
    origin: ORIGIN,
    rpId: "localhost",
    challenge: fields.challenge!,
  });

  return {
    app,
    store,
    /** How often the page told the sender that a mail was made due. */
    mailsDue,
    request,
    post,
    cookieOf,
    /** Moves the clock on. */
    wait: (ms: number) => void (now += ms),
    now: clock,
    /** Makes a passkey through a new invite; returns the signed-in cookie. */
    async enrol(passkey: Passkey, name = "Laptop") {
      const token = await makeInvite(store.sql, now, "");
      const fields = formFields(await (await request(`/inbox/invite/${token}`)).text());
      const response = await passkey.register(ceremony(fields));
      return cookieOf(await post(`/inbox/invite/${token}`, { ...fields, response, name }));
    },
    /** The sign-in page's form, answered by `passkey`: the fields to post. */
    async signInForm(passkey: Passkey): Promise<Record<string, string>> {
      const fields = formFields(await (await request("/inbox")).text());
      return { ...fields, response: await passkey.signIn(ceremony(fields)) };
    },
    /** The form token of a signed-in page. */
    async csrf(cookie: string) {
      return formFields(await (await request("/inbox", { headers: { Cookie: cookie } })).text()).csrf ?? "";
    },
    close: () => store.close(),
  };
}
