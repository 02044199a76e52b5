// `npm run inbox -- --invite`: a one-time link, valid 15 minutes, that makes a passkey for her inbox page (/inbox). The
// link names the page's address: on this computer http://localhost and the server's port (a passkey takes no IP
// address), deployed her https SITE_URL. With --edge, the invite goes into the edge's database: the local one of
// `npm run edge` (whose address it wrote down as it started), or with --remote the deployed one.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { databaseFromEnv, listenFromEnv, type Env } from "../settings.ts";
import { openStore } from "./store.ts";
import { wranglerSql } from "../../edge/d1-command.ts";
import { EDGE_ADDRESS_FILE, edgeState } from "../../edge/wrangler.ts";
import { inboxAddress, inboxLink, type InboxAddress } from "../../inbox/admin/address.ts";
import { INVITE_MS, makeInvite } from "../../inbox/admin/invites.ts";
import type { Sql } from "../../inbox/store.ts";
import { readBuildSettings } from "../../model/build-settings.ts";

export interface InviteIo {
  env?: Env;
  projectRoot: string;
  out: (text: string) => void;
  err: (text: string) => void;
  wrangler?: (args: string[]) => string;
}

class InviteError extends Error {}

/** Where the invite goes and the address its link names. */
async function target(io: InviteIo, edge: { remote: boolean } | undefined) {
  const env = io.env ?? process.env;
  const siteUrl = readBuildSettings(env).SITE_URL;
  if (edge?.remote) {
    if (!siteUrl.startsWith("https:"))
      throw new InviteError("the deployed page's address is SITE_URL: build and deploy with SITE_URL=https://…");
    return { sql: wranglerSql({ remote: true }, io.wrangler), address: inboxAddress(siteUrl), close: async () => {} };
  }
  if (edge) {
    const state = edgeState(env);
    let origin: string;
    try {
      origin = readFileSync(join(state, EDGE_ADDRESS_FILE), "utf8").trim();
    } catch {
      throw new InviteError("start `npm run edge` first: the link names the address it serves on");
    }
    return {
      sql: wranglerSql({ remote: false, state }, io.wrangler),
      address: inboxAddress(origin),
      close: async () => {},
    };
  }
  const store = await openStore(databaseFromEnv(io.projectRoot, env));
  const address = inboxAddress(siteUrl, listenFromEnv(env).port);
  return { sql: store.sql, address, close: () => store.close() };
}

async function invite(sql: Sql, address: InboxAddress, now: number): Promise<string> {
  // Made on this computer, not from an address on the network.
  const token = await makeInvite(sql, now, "");
  return inboxLink(address, `/invite/${token}`);
}

/** Prints a new invite's link; returns the exit status. */
export async function runInvite(io: InviteIo, edge: { remote: boolean } | undefined): Promise<number> {
  try {
    const { sql, address, close } = await target(io, edge);
    try {
      const link = await invite(sql, address, Date.now());
      const minutes = INVITE_MS / 60_000;
      io.out(
        `Open this link within ${minutes} minutes, in the browser you want to read your messages in, to make its passkey:\n  ${link}\nIt works once. Your messages are then at ${inboxLink(address)}\n`,
      );
      return 0;
    } finally {
      await close();
    }
  } catch (error) {
    io.err(`inbox: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof InviteError ? 2 : 1;
  }
}
