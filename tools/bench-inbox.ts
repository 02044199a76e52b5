// `npm run bench:inbox`: runs the real server (`npm start`'s entry point, in a child process) on loopback with a fresh
// temporary database (WAL, synchronous=FULL: every answered message is durable), posts messages the way the browser
// form does (multipart) from many connections at once with the rate limit lifted, and prints accepted messages per
// second, p50/p99 latency and failures — twice: once alone, once while another process (`npm run inbox -- --json`,
// over and over) lists the inbox. Then checks that every accepted message is in the database. Exits 1 over the budget
// (≥ 1,000 accepted/s each time; p99 ≤ 50 ms alone, ≤ 100 ms while the inbox is listed: decision 0015).
// BENCH_COUNT and BENCH_CONCURRENCY change the load.
// Mail is on, to an SMTP sink in this process (tests/support/smtp-sink.ts): the outbox's sender works while the messages
// arrive, and afterwards every accepted message must have been mailed exactly once; prints how long that took after
// the bursts (exit 1 past DRAIN_LIMIT_MS: decision 0013).

import { spawn } from "node:child_process";
import { get } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { browserForm, burst, keepAlive, post, startServer } from "../tests/support/server-child.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";
import { openStore } from "../server/inbox/store.ts";
import { readToolSettings } from "./settings.ts";

const BUDGET = { perSecond: 1000, p99Ms: 50, listedP99Ms: 100 };
const { count, concurrency } = readToolSettings().bench;
const WARM_UP = 500;
const DRAIN_LIMIT_MS = 120_000;
const CLI = fileURLToPath(new URL("../server/cli.ts", import.meta.url));

const temp = tempFolders("bench-inbox");
const dir = temp.make();
const db = join(dir, "inbox.db");
const sink = await startSmtpSink();
const server = await startServer(dir, {
  INBOX_DB: db,
  INBOX_RATE_LIMIT: String(10 * (2 * count + WARM_UP)),
  SMTP_URL: sink.url,
  NOTIFY_TO: "artist@example.com",
});
const agent = keepAlive(concurrency);
const url = `${server.url}/f/contact`;
const send = (i: number) => {
  const { body, contentType } = browserForm({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    message: `Hello! I loved the Mindfully Bored posters (message ${i}).\n`.repeat(8),
  });
  return post(agent, url, body, contentType);
};

const quantiles = (ms: number[]) => {
  const sorted = ms.sort((a, b) => a - b);
  return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

interface Burst {
  perSecond: number;
  seconds: number;
  accepted: number;
  failures: number;
  at: (quantile: number) => number;
  /** A visitor reading the home page meanwhile, one request after another: how long each took. */
  page: (quantile: number) => number;
}

/** Sends `count` messages numbered from `first`, `concurrency` at a time, while a visitor reads a page. */
async function measure(first: number): Promise<Burst> {
  const started = performance.now();
  const sent = burst(count, concurrency, (i) => send(first + i));
  const [results, page] = await Promise.all([sent, readUntil(sent)]);
  const seconds = (performance.now() - started) / 1000;
  const accepted = results.flatMap((r) => (r.status === "fulfilled" && r.value.status === 200 ? [r.value.ms] : []));
  return {
    perSecond: accepted.length / seconds,
    seconds,
    accepted: accepted.length,
    failures: count - accepted.length,
    at: quantiles(accepted),
    page: quantiles(page),
  };
}

/** Runs `step` again and again, one run after another, until `done` settles. */
async function repeatUntil(done: Promise<unknown>, step: () => Promise<void>): Promise<void> {
  let finished = false;
  void done.finally(() => (finished = true));
  while (!finished) await step();
}

/** GETs the home page over one keep-alive connection, one request after another, until `done` settles. */
async function readUntil(done: Promise<unknown>): Promise<number[]> {
  const reader = keepAlive(1);
  const times: number[] = [];
  await repeatUntil(done, async () => {
    const started = performance.now();
    await new Promise<void>((resolve, reject) =>
      get(`${server.url}/`, { agent: reader }, (res) => res.resume().on("end", resolve).on("error", reject)).on(
        "error",
        reject,
      ),
    );
    times.push(performance.now() - started);
  });
  reader.destroy();
  return times;
}

/** Lists the whole inbox as the artist does (`npm run inbox -- --json`, a process of its own) until `done` settles. */
async function listUntil(done: Promise<unknown>): Promise<{ lists: number; messages: number }> {
  let lists = 0;
  let messages = 0;
  await repeatUntil(done, async () => {
    const child = spawn(process.execPath, [CLI, "--json"], {
      env: { ...process.env, INBOX_DB: db },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    if (code !== 0) throw new Error(`npm run inbox exited with ${String(code)}`);
    lists += 1;
    messages = (JSON.parse(out) as unknown[]).length;
  });
  return { lists, messages };
}

const line = (label: string, b: Burst, p99Budget: number) =>
  `${label} ${b.accepted} in ${b.seconds.toFixed(2)} s = ${Math.round(b.perSecond)}/s (budget ≥ ${BUDGET.perSecond}/s); ` +
  `p50 ${b.at(0.5).toFixed(1)} ms, p99 ${b.at(0.99).toFixed(1)} ms (budget ≤ ${p99Budget}), max ${b.at(1).toFixed(1)} ms; ` +
  `${b.failures} failed\n           a page read meanwhile: p50 ${b.page(0.5).toFixed(1)} ms, p99 ${b.page(0.99).toFixed(1)} ms`;

try {
  await burst(WARM_UP, concurrency, (i) => send(2 * count + i));
  const alone = await measure(0);
  const listedBurst = measure(count);
  const lister = await listUntil(listedBurst);
  const listed = await listedBurst;

  const store = await openStore({ url: pathToFileURL(db).href });
  const stored = (await store.list()).length;
  // The outbox drains: every stored message mailed (each mail is one message, so the sink's count says it).
  const burstEnded = performance.now();
  while (sink.mails.length < stored && performance.now() - burstEnded < DRAIN_LIMIT_MS)
    await new Promise((wait) => setTimeout(wait, 50));
  const drainMs = performance.now() - burstEnded;
  const mailed = (await store.list()).filter((m) => m.mail === "mailed").length;
  const subjects = new Set(sink.mails.map((mail) => mail.headers.get("subject")?.[0]));
  await store.close();
  const expected = WARM_UP + alone.accepted + listed.accepted;

  console.log(`
messages:  ${count} posted (multipart) twice, ${concurrency} at a time, after ${WARM_UP} to warm up
${line("alone:    ", alone, BUDGET.p99Ms)}
${line("listed:   ", listed, BUDGET.listedP99Ms)}
lister:    ${lister.lists} lists by \`npm run inbox -- --json\` meanwhile, the last of ${lister.messages} messages
stored:    ${stored} rows (${expected} accepted)
mailed:    ${sink.mails.length} mails (${subjects.size} distinct), ${mailed} rows marked mailed, ${(drainMs / 1000).toFixed(1)} s after the bursts`);

  const over = [
    ...[alone, listed].map(
      (b) => b.perSecond < BUDGET.perSecond && `${Math.round(b.perSecond)}/s < ${BUDGET.perSecond}/s`,
    ),
    !(alone.at(0.99) <= BUDGET.p99Ms) && `p99 ${alone.at(0.99).toFixed(1)} ms > ${BUDGET.p99Ms} ms`,
    !(listed.at(0.99) <= BUDGET.listedP99Ms) &&
      `p99 ${listed.at(0.99).toFixed(1)} ms > ${BUDGET.listedP99Ms} ms while listed`,
    lister.lists === 0 && "the inbox was never listed during the second burst",
    alone.failures + listed.failures > 0 && `${alone.failures + listed.failures} messages were not accepted`,
    stored !== expected && `${stored} rows stored, ${expected} accepted`,
    sink.mails.length < stored && `${sink.mails.length} of ${stored} mailed after ${DRAIN_LIMIT_MS / 1000} s`,
    subjects.size !== sink.mails.length && `${sink.mails.length - subjects.size} mails sent twice`,
  ].filter(Boolean);
  if (over.length > 0) {
    console.error(`Over budget: ${over.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log("Within budget.");
  }
} finally {
  agent.destroy();
  server.child.kill("SIGTERM");
  await server.exited;
  await sink.close();
  temp.removeAll();
}
