// `npm start`: serve the production build (build/client), building it first when it is missing or stale.
//
//   npm start                                  build if stale, then serve
//   npm start -- --no-build                    serve the existing build as is (the e2e runner builds once beforehand);
//                                              fails if there is no build
//   npm start -- --root <dir>                  serve another directory as the site, never building (the inbox's
//                                              durability test and benchmark run the real server on a stand-in site)
//
// Environment (server/settings.ts): PORT (default 3000; 0 picks a free port, printed on start), HOST (default
// 127.0.0.1, so a shared machine does not expose the site to its network unless asked: HOST=0.0.0.0), the contact
// inbox's INBOX_* settings and the mail's SMTP_URL and NOTIFY_*. The inbox database is opened before serving. On SIGINT
// (Ctrl+C) or SIGTERM it stops gracefully (close-with-grace, server/listen.ts): requests in flight are answered, then the
// mails under way are finished, then the database is closed.

import closeWithGrace from "close-with-grace";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createApp } from "./app.ts";
import { everyPathOf } from "./header-rules.ts";
import { listen } from "./listen.ts";
import { startSender, type Sender } from "./inbox/sender.ts";
import { smtpSender } from "./inbox/smtp.ts";
import { openStore } from "./inbox/store.ts";
import { databaseFromEnv, inboxSettingsFromEnv, listenFromEnv, mailFromEnv } from "./settings.ts";
import { BUILD_MARKER, buildWhenStale } from "../model/build-record.ts";
import { readBuildSettings } from "../model/build-settings.ts";
import { inboxAddress, inboxLink } from "../inbox/admin/address.ts";
import { createRateLimiter } from "../inbox/rate-limit.ts";
import { signInsFromEnv } from "../inbox/settings.ts";
import { HEADERS_FILE } from "../shared/host-files.ts";

// Derived from this file, not the working directory: `npm start` may be run from anywhere in the project.
const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const buildRoot = join(projectRoot, "build", "client");
// The passkey script of her inbox page: the library's browser bundle, beside its entry point.
const WEBAUTHN_BROWSER = join(
  dirname(createRequire(import.meta.url).resolve("@simplewebauthn/browser")),
  "..",
  "dist",
  "bundle",
  "index.umd.min.js",
);

async function main() {
  let address, database, inboxOptions, mail, signIns;
  try {
    address = listenFromEnv();
    database = databaseFromEnv(projectRoot);
    mail = mailFromEnv();
    inboxOptions = inboxSettingsFromEnv(process.env);
    signIns = signInsFromEnv(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const { port, host } = address;

  let options: { root?: string; "no-build"?: boolean };
  try {
    options = parseArgs({ options: { root: { type: "string" }, "no-build": { type: "boolean" } } }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}; see the top of server/start.ts`);
  }
  const siteRoot = options.root ?? buildRoot;
  if (options.root !== undefined) {
    if (!existsSync(siteRoot)) fail(`--root: ${siteRoot} does not exist`);
  } else if (options["no-build"]) {
    if (!existsSync(join(projectRoot, BUILD_MARKER))) fail("--no-build: there is no build; run `npm run build` first");
  } else {
    const failed = buildWhenStale(projectRoot, "Mischief Box");
    if (failed) fail(failed);
  }

  let store;
  try {
    store = await openStore(database, { notify: mail !== undefined });
  } catch (error) {
    fail(`inbox (${database.shown}): ${error instanceof Error ? error.message : String(error)}`);
  }
  const inbox = { ...inboxOptions, store };
  // The artist's mail: every unsent one is tried at once on start (also those a stopped or killed server was sending),
  // then each new message wakes the sender.
  let sender: Sender | undefined;
  if (mail) {
    const smtp = smtpSender(mail);
    await inbox.store.outbox.takeOver();
    sender = startSender({ outbox: inbox.store.outbox, settings: mail, send: smtp.send, log: console.error });
    process.once("exit", smtp.close);
  }

  // Her inbox page is at the site's address: SITE_URL when it is https, else http://localhost and the port listened on.
  let listeningPort = port;
  const siteUrl = readBuildSettings().SITE_URL;
  const page = {
    sql: inbox.store.sql,
    address: () => inboxAddress(siteUrl, listeningPort),
    library: readFileSync(WEBAUTHN_BROWSER, "utf8"),
    limiter: createRateLimiter(signIns),
    onMailDue: sender?.wake,
  };
  const app = createApp({ root: siteRoot, inbox: { ...inbox, onSaved: sender?.wake }, page });
  // Behind a trusted proxy every connection comes from the proxy: counting them per client would count the proxy.
  const limits = inbox.trustProxy ? { maxPerClient: Infinity } : {};
  // The headers of every path, read once for the busy answer written before any request (pages get the current ones).
  const siteHeaders = await readFile(join(siteRoot, HEADERS_FILE), "utf8").then(everyPathOf, () => ({}));
  const listening = listen(app.fetch, { port, hostname: host, limits, siteHeaders }, (info) => {
    listeningPort = info.port;
    const shown = host.includes(":") ? `[${host}]` : host;
    const mailed = mail ? `, and each is mailed to ${mail.to.join(", ")}` : "";
    console.log(`Mischief Box is running at http://${shown}:${info.port} (messages go to ${database.shown}${mailed})`);
    console.log(`Your messages in the browser: ${inboxLink(page.address())}. Press Ctrl+C to stop it.`);
  });
  listening.server.on("error", (error) => fail(error.message));

  // On SIGINT (Ctrl+C), SIGTERM, SIGHUP or an uncaught error (exit code 1 then): requests first, so every message
  // answered is saved; then the mails under way; then the database. A second signal does not wait, and neither does the
  // last resort, should anything hang: well past the grace for slow requests and a mail's own timeouts (a mail cut off
  // there is sent again on the next start, at least once). A fault in the process itself (SIGSEGV and its kind) is
  // left to crash: Node cannot safely run a listener for it.
  closeWithGrace(
    {
      delay: 45_000,
      skip: ["SIGSEGV", "SIGBUS", "SIGFPE", "SIGILL"],
      onTimeout: () => console.error("Mischief Box: stopped before everything under way had finished"),
    },
    async ({ err }) => {
      if (err) console.error("Mischief Box:", err);
      console.log("Mischief Box is stopping: finishing the requests and mails under way…");
      await listening.stop(5_000);
      await sender?.stop();
      await inbox.store.close();
      console.log("Mischief Box stopped.");
    },
  );
}

function fail(message: string): never {
  console.error(`Mischief Box: ${message}`);
  process.exit(1);
}

await main();
