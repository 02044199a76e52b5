// Her inbox page in the browser tests, on either runtime: the page's address (localhost: a passkey takes no IP
// address), an invite made the way she makes one (`npm run inbox -- --invite`, with --edge for `npm run edge`), its
// database for what no command makes (an invite already expired), and a passkey: Chromium's virtual authenticator,
// through the DevTools protocol's WebAuthn domain.

import { createClient } from "@libsql/client";
import type { Page, TestInfo } from "@playwright/test";
import { execFile } from "node:child_process";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { wranglerSql } from "../../edge/d1-command.ts";
import type { Sql } from "../../inbox/store.ts";

export const onTheEdge = (info: TestInfo) => info.project.name === "edge";

/** The site as her inbox page names it: http://localhost and the runtime's port. */
export const localSite = (info: TestInfo) =>
  `http://localhost:${onTheEdge(info) ? process.env.EDGE_PORT : process.env.E2E_PORT}`;

/** Runs `npm run inbox -- <args>` against the runtime under test; returns what it printed. */
export async function inboxCommand(info: TestInfo, args: string[]): Promise<string> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const env = onTheEdge(info)
    ? { EDGE_STATE: process.env.E2E_EDGE_STATE }
    : { INBOX_DB: process.env.E2E_INBOX_DB, PORT: process.env.E2E_PORT };
  const edge = onTheEdge(info) ? ["--edge"] : [];
  const { stdout } = await promisify(execFile)(npm, ["run", "--silent", "inbox", "--", ...args, ...edge], {
    env: { ...process.env, ...env },
    shell: process.platform === "win32",
  });
  return stdout;
}

/** A new invite's link, as `npm run inbox -- --invite` prints it. */
export async function inviteLink(info: TestInfo): Promise<string> {
  const link = /(http:\/\/localhost:\d+\/inbox\/invite\/[\w-]+)/.exec(await inboxCommand(info, ["--invite"]))?.[1];
  if (!link) throw new Error("no invite link printed");
  return link;
}

/** The runtime's database, as the inbox's statements run on it. */
export function database(info: TestInfo): { sql: Sql; close(): void } {
  if (onTheEdge(info)) return { sql: wranglerSql({ remote: false, state: process.env.E2E_EDGE_STATE! }), close() {} };
  // The server writes to it meanwhile (other tests' messages): wait for its lock, as the server waits for ours.
  const client = createClient({ url: pathToFileURL(process.env.E2E_INBOX_DB!).href, concurrency: 1 });
  const ready = client.execute("PRAGMA busy_timeout = 5000");
  const sql: Sql = {
    async execute(statement) {
      await ready;
      return client.execute(statement);
    },
    async batch(statements) {
      await ready;
      return client.batch(statements, "write");
    },
  };
  return { sql, close: () => client.close() };
}

/** A passkey device for the page: a virtual authenticator that stores passkeys and verifies her without asking. */
export async function passkeyDevice(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const add = async () =>
    (
      await cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      })
    ).authenticatorId;
  let id = await add();
  return {
    /** The passkeys it holds. */
    async count() {
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId: id })).credentials.length;
    },
    /** Another device (her phone) takes this one's place. */
    async replace() {
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId: id });
      id = await add();
    },
  };
}

/** Posts a message through the contact form's endpoint, as a browser without scripts would. */
export async function sendMessage(page: Page, site: string, fields: Record<string, string>) {
  const answer = await page.request.post(`${site}/f/contact`, {
    form: fields,
    headers: { Accept: "application/json" },
  });
  if (answer.status() !== 200) throw new Error(`the message was refused: ${answer.status()}`);
}
