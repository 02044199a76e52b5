// `npm run bench:edge`: `npm start` and `npm run edge` side by side on this computer, in one run, on the same build:
// the time to the first byte of the site's pages, and the latency of contact-form posts (multipart, as the browser
// sends them, the rate limit lifted, mail off on both). Each server is asked in turn, round after round, so that both
// meet the same moments of a shared machine. Prints the figures; it has no budget (decision 0030 records them).
// BENCH_ROUNDS and BENCH_POSTS change the load.

import { get, type Agent } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startEdge } from "../tests/support/edge-child.ts";
import { browserForm, burst, keepAlive, post, startServer } from "../tests/support/server-child.ts";
import { tempFolders } from "../tests/support/temp-folders.ts";
import { buildWhenStale } from "../model/build-record.ts";
import { readToolSettings } from "./settings.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const { rounds, posts } = readToolSettings().bench;
const CONCURRENCY = 8;
const PAGES = ["/", "/thebox", "/thebox/bb", "/thebox/bb/bb-posters-poster-01", "/about", "/contact"];

const failed = buildWhenStale(root, "bench:edge");
if (failed) throw new Error(failed);

const temp = tempFolders("bench-edge");
const dir = temp.make();
const settings = { INBOX_RATE_LIMIT: String(100 * posts * rounds), NOTIFY_TO: "" };
const servers = {
  "npm start": await startServer(dir, { ...settings, INBOX_DB: join(dir, "inbox.db") }, join(root, "build", "client")),
  "npm run edge": await startEdge(root, join(dir, "edge"), settings),
};

/** Milliseconds from sending a GET to its answer's headers; the body is read to its end. */
const firstByte = (agent: Agent, url: string) =>
  new Promise<number>((resolve, reject) => {
    const started = performance.now();
    get(url, { agent, headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
      const ttfb = performance.now() - started;
      res
        .resume()
        .on("end", () => (res.statusCode === 200 ? resolve(ttfb) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on("error", reject);
  });

const quantile = (values: number[], q: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const figures = (values: number[]) =>
  `p50 ${quantile(values, 0.5).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms (${values.length})`;

const names = Object.keys(servers) as (keyof typeof servers)[];
const ttfb = Object.fromEntries(names.map((name) => [name, [] as number[]]));
const latency = Object.fromEntries(names.map((name) => [name, [] as number[]]));
const agents = Object.fromEntries(names.map((name) => [name, keepAlive(CONCURRENCY)]));
let sent = 0;
try {
  for (let round = 0; round < rounds + 1; round++) {
    for (const name of round % 2 ? names.toReversed() : names) {
      const { url } = servers[name];
      const pageTimes = [];
      for (const path of PAGES) pageTimes.push(await firstByte(agents[name]!, url + path));
      const { body, contentType } = browserForm({
        name: "Visitor",
        email: "visitor@example.com",
        message: "Hello! I loved the Mindfully Bored posters.\n".repeat(8),
      });
      const answers = await burst(Math.ceil(posts / rounds), CONCURRENCY, () =>
        post(agents[name]!, `${url}/f/contact`, body, contentType),
      );
      // The first round warms both up (caches, the Worker's first isolate) and is not counted.
      if (round === 0) continue;
      ttfb[name]!.push(...pageTimes);
      for (const answer of answers) {
        if (answer.status !== "fulfilled" || answer.value.status !== 200) throw new Error(`${name}: a post failed`);
        latency[name]!.push(answer.value.ms);
        sent++;
      }
    }
  }
  console.log(
    `bench:edge: ${rounds} rounds; to each server ${PAGES.length} pages a round, ${posts} posts in all (${CONCURRENCY} at a time)`,
  );
  for (const name of names) {
    console.log(`${name.padEnd(13)} page TTFB ${figures(ttfb[name]!)}; contact post ${figures(latency[name]!)}`);
  }
  console.log(`${sent} messages accepted in all.`);
} finally {
  await Promise.all([servers["npm run edge"].stop(), servers["npm start"].child.kill("SIGTERM")]);
  await servers["npm start"].exited;
  temp.removeAll();
}
