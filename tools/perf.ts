// `npm run perf`: the performance gate. Builds the site when its build is stale, serves it with the project's own
// server, and runs Lighthouse (mobile, its default; mobile with a 6× slower CPU instead of 4×; desktop) over every page
// — the 12 routes, one artwork page per project and the 404 page — then prints one table per page and exits non-zero
// when a budget fails (mobile performance ≥ 0.98, also at 6×; accessibility, best practices and SEO 1.00; CLS 0; LCP
// ≤ 1.8 s; TBT ≤ 100 ms; first-load JS ≤ 115 kB gzip).
//
// Runs are spent where the verdict is close (decision 0009): each page and form is audited once, and a run that is
// within every budget by a wide margin (MARGIN) decides alone; otherwise two more runs are made and the medians of
// three decide. A failure is therefore always a median of three.
//
// Exit status: 0 within every budget, 1 when any budget fails. The mobile timings are gated at Lighthouse's own 4×
// CPU slowdown; at 6× they are reported, not gated: headroom for machines slower than this one (decision 0009).
//
// In the same run it measures each page's floor, once: the page's own HTML with no CSS, no JS and no picture but its
// LCP image, served by the same server. Our mobile LCP over the floor's says how much the rest costs (goal ≤ 1.5×).
// The deciding runs' reports go to reports/perf/. PERF_PAGES=/,/about limits the pages, for a quick look.

import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig, type Config } from "lighthouse";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { floorHtml } from "./measure/floor.ts";
import { readToolSettings } from "./settings.ts";
import {
  BUDGET,
  buildSite,
  clientRoot,
  firstLoadJs,
  kB,
  projectRoot,
  serveBuild,
  sitePages,
  table,
} from "./measure/site.ts";

/** The most runs a page and form gets: its verdict is then the medians of these. */
const RUNS = 3;
/** A single run decides when it is at least this far inside every budget (else RUNS runs decide). */
const MARGIN = { performance: 0.01, lcpShare: 0.8, tbtShare: 0.5 } as const;
/**
 * Lighthouse's mobile form simulates a CPU 4× slower than this machine's; the third form asks for 6×, headroom for
 * machines slower than this one. It measures the timings only: the other categories do not depend on speed.
 */
const SLOWER_CPU: Config = {
  extends: "lighthouse:default",
  settings: { throttling: { cpuSlowdownMultiplier: 6 }, onlyCategories: ["performance"] },
};
const FORMS = [
  { name: "mobile", config: undefined },
  { name: "mobile 6× CPU", config: SLOWER_CPU },
  { name: "desktop", config: desktopConfig },
] as const satisfies readonly { name: string; config: Config | undefined }[];
type Form = (typeof FORMS)[number]["name"];
const isMobile = (form: Form) => form !== "desktop";
const FLOOR_PREFIX = "/__floor";
const reports = join(projectRoot, "reports", "perf");

type Metrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
};
type Run = { metrics: Metrics; report: string };

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The 404 page tells search engines not to index it (robots noindex), as it should: Lighthouse's "is-crawlable" audit
// would count that against its SEO score.
const NOT_INDEXED = new Set(["/404.html"]);

async function audit(url: string, port: number, config: Config | undefined): Promise<Run> {
  const skipAudits = NOT_INDEXED.has(new URL(url).pathname) ? ["is-crawlable"] : [];
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", skipAudits }, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    metrics: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      bytes: value("total-byte-weight"),
      jsBytes: summary?.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    },
    report: result.report as string,
  };
}

/** Medians of each metric over the runs, and the report of the run whose LCP is the median. */
function summarise(runs: Run[]): Run {
  const metrics = Object.fromEntries(
    (Object.keys(runs[0]!.metrics) as (keyof Metrics)[]).map((key) => [key, median(runs.map((r) => r.metrics[key]))]),
  ) as Metrics;
  const report = runs.find((r) => r.metrics.lcp === metrics.lcp)!.report;
  return { metrics, report };
}

/** A budget missed; `reported`: at 6× CPU, where a miss is printed but does not fail the gate. */
type Failure = { text: string; reported: boolean };

function failures(page: string, form: Form, m: Metrics, js: number): Failure[] {
  const out: Failure[] = [];
  const at = `${page} (${form})`;
  const miss = (text: string) => out.push({ text: `${at}: ${text}`, reported: form === "mobile 6× CPU" });
  if (isMobile(form) && m.performance < BUDGET.performance)
    miss(`performance ${m.performance} < ${BUDGET.performance}`);
  if (form !== "mobile 6× CPU")
    for (const [name, score] of [
      ["accessibility", m.accessibility],
      ["best practices", m.bestPractices],
      ["SEO", m.seo],
    ] as const) {
      if (score < 1) miss(`${name} ${score} < 1`);
    }
  if (m.cls >= 0.0005) miss(`CLS ${m.cls.toFixed(3)} > 0`);
  if (m.lcp > BUDGET.lcpMs) miss(`LCP ${Math.round(m.lcp)} ms > ${BUDGET.lcpMs} ms`);
  if (m.tbt > BUDGET.tbtMs) miss(`TBT ${Math.round(m.tbt)} ms > ${BUDGET.tbtMs} ms`);
  if (form === "mobile" && js > BUDGET.firstLoadJs) miss(`first-load JS ${kB(js)} > ${kB(BUDGET.firstLoadJs)}`);
  return out;
}

/** A run so far inside every budget that more runs could not change the verdict. */
const clearPass = (form: Form, m: Metrics) =>
  failures("", form, m, 0).length === 0 &&
  (!isMobile(form) || m.performance >= BUDGET.performance + MARGIN.performance) &&
  m.lcp <= BUDGET.lcpMs * MARGIN.lcpShare &&
  m.tbt <= BUDGET.tbtMs * MARGIN.tbtShare;

/** One run, or RUNS when the first is close to a budget; the medians of those made. */
async function decide(url: string, port: number, form: (typeof FORMS)[number]): Promise<Run & { runs: number }> {
  const runs = [await audit(url, port, form.config)];
  if (!clearPass(form.name, runs[0]!.metrics))
    while (runs.length < RUNS) runs.push(await audit(url, port, form.config));
  return { ...summarise(runs), runs: runs.length };
}

const slugOf = (page: string) => (page === "/" ? "home" : page.slice(1).replace(/[/.]/g, "-"));

async function main() {
  const { chromePath, perfPages: only } = readToolSettings();
  const pages = sitePages({ notFound: true }).filter((page) => !only || only.includes(page));
  if (pages.length === 0) throw new Error(`PERF_PAGES names no page of the site: ${only?.join(",")}`);

  buildSite();
  const server = await serveBuild((app) =>
    app.get(`${FLOOR_PREFIX}/*`, (c) => {
      const page = c.req.path.slice(FLOOR_PREFIX.length) || "/";
      const file = page.endsWith(".html") ? page : join(page, "index.html");
      return c.html(floorHtml(readFileSync(join(clientRoot, file), "utf8")));
    }),
  );
  const chrome = await launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  mkdirSync(reports, { recursive: true });

  const failed: Failure[] = [];
  let audits = pages.length; // the floors
  const started = performance.now();
  try {
    for (const page of pages) {
      const js = firstLoadJs(page);
      const floorLcp = (await audit(server.base + FLOOR_PREFIX + page, chrome.port, undefined)).metrics.lcp;

      const rows: string[][] = [];
      for (const form of FORMS) {
        const { metrics: m, report, runs } = await decide(server.base + page, chrome.port, form);
        audits += runs;
        writeFileSync(join(reports, `${slugOf(page)}-${form.name.replace(/\W+/g, "-")}.json`), report);
        const timingsOnly = form.name === "mobile 6× CPU";
        const ratio = form.name === "mobile" ? m.lcp / floorLcp : undefined;
        rows.push([
          form.name,
          String(runs),
          m.performance.toFixed(2),
          ...[m.accessibility, m.bestPractices, m.seo].map((score) => (timingsOnly ? "" : score.toFixed(2))),
          `${Math.round(m.lcp)} ms`,
          `${Math.round(m.tbt)} ms`,
          m.cls.toFixed(3),
          kB(m.bytes),
          kB(m.jsBytes),
          form.name === "mobile" ? kB(js) : "",
          ratio === undefined
            ? ""
            : `${Math.round(floorLcp)} ms → ${ratio.toFixed(2)}×${ratio > BUDGET.floorRatio ? " (goal 1.5×)" : ""}`,
        ]);
        failed.push(...failures(page, form.name, m, js));
      }
      console.log(`\n${page}`);
      console.log(
        table(
          [
            "",
            "runs",
            "perf",
            "a11y",
            "best pr.",
            "SEO",
            "LCP",
            "TBT",
            "CLS",
            "transferred",
            "JS transferred",
            "first-load JS gzip",
            "floor LCP → ours ÷ floor",
          ],
          rows,
        ),
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }

  console.log(
    `\n${pages.length} pages, ${audits} Lighthouse runs (floors included) in ${((performance.now() - started) / 60000).toFixed(1)} min; reports in reports/perf/`,
  );
  const list = (failures: Failure[]) => failures.map((f) => f.text).join("\n  ");
  const reported = failed.filter((f) => f.reported);
  if (reported.length > 0) console.log(`\nOver budget at 6× CPU (reported, not gated):\n  ${list(reported)}`);
  const gated = failed.filter((f) => !f.reported);
  if (gated.length > 0) {
    console.error(`\nOver budget:\n  ${list(gated)}`);
    process.exit(1);
  }
  console.log("Every page is within its budgets.");
}

await main();
