// `npm run bench:inbox`: runs the real server (`npm start`'s entry point, in a child process) on loopback with a fresh
// temporary database (WAL, synchronous=FULL: every answered message is durable), posts messages the way the browser
// form does (multipart) from many connections at once with the rate limit lifted, and prints accepted messages per
// second, p50/p99 latency and failures. Then checks that every accepted message is in the database. Exits 1 over the
// budget of DESIGN.md §6 (≥ 1,000 accepted/s, p99 ≤ 50 ms). BENCH_COUNT and BENCH_CONCURRENCY change the load.
// Mail is on, to an SMTP sink in this process (tests/support/smtp-sink.ts): the outbox's sender works while the messages
// arrive, and afterwards every accepted message must have been mailed exactly once; prints how long that took after
// the burst (issue 14; exit 1 past DRAIN_LIMIT_MS).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { browserForm, burst, keepAlive, post, startServer } from "../tests/support/server-child.ts";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { openStore } from "../server/inbox/store.ts";

const BUDGET = { perSecond: 1000, p99Ms: 50 };
const count = Number(process.env.BENCH_COUNT ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const WARM_UP = 500;
const DRAIN_LIMIT_MS = 120_000;

const dir = mkdtempSync(join(tmpdir(), "mischief-bench-inbox-"));
const db = join(dir, "inbox.db");
const sink = await startSmtpSink();
const server = await startServer(dir, {
  INBOX_DB: db,
  INBOX_RATE_LIMIT: String(10 * (count + WARM_UP)),
  SMTP_URL: sink.url,
  NOTIFY_TO: "artist@example.com",
});
const agent = keepAlive(concurrency);
const url = `${server.url}/f/contact`;
const message = (i: number) =>
  browserForm({
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    message: `Hello! I loved the Mindfully Bored posters (message ${i}).\n`.repeat(8),
  });
const send = (i: number) => {
  const { body, contentType } = message(i);
  return post(agent, url, body, contentType);
};

try {
  await burst(WARM_UP, concurrency, (i) => send(count + i));
  const started = performance.now();
  const results = await burst(count, concurrency, send);
  const seconds = (performance.now() - started) / 1000;

  const accepted = results.flatMap((r) => (r.status === "fulfilled" && r.value.status === 200 ? [r.value.ms] : []));
  const failures = count - accepted.length;
  const sorted = accepted.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const perSecond = accepted.length / seconds;

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

  console.log(`
messages:  ${count} posted (multipart), ${concurrency} at a time, after ${WARM_UP} to warm up
accepted:  ${accepted.length} in ${seconds.toFixed(2)} s = ${Math.round(perSecond)}/s (budget ≥ ${BUDGET.perSecond}/s)
latency:   p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (budget p99 ≤ ${BUDGET.p99Ms} ms)
failures:  ${failures}
stored:    ${stored} rows (${WARM_UP + count} expected)
mailed:    ${sink.mails.length} mails (${subjects.size} distinct), ${mailed} rows marked mailed, ${(drainMs / 1000).toFixed(1)} s after the burst`);

  const over = [
    perSecond < BUDGET.perSecond && `${Math.round(perSecond)}/s < ${BUDGET.perSecond}/s`,
    !(at(0.99) <= BUDGET.p99Ms) && `p99 ${at(0.99).toFixed(1)} ms > ${BUDGET.p99Ms} ms`,
    failures > 0 && `${failures} messages were not accepted`,
    stored !== WARM_UP + count && `${stored} rows stored, ${WARM_UP + count} accepted`,
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
  rmSync(dir, { recursive: true, force: true });
}
