// The test suite's own budget, printed at the end of `.ci/run` (decision 0009). Machines of this kind differ by up to
// ~1.7× in speed and CI stops a run at 90 minutes, so on the machine the suite was written on:
//   - the slowest test uses at most a third of its time limit (a machine twice as slow still passes it),
//   - `npm test` takes at most 8 minutes,
//   - `npm run bench:pages` takes at most 10 minutes (5.2–5.9 here: decision 0025),
//   - the whole `.ci/run` (install, tests, page bench, perf gate) takes at most 40 minutes.
// It reads what the test reporters recorded (tests/timings/) and the phase times `.ci/run` passes as `name=seconds`
// arguments, and prints; it never fails the run (the tests' own time limits and CI's do that).
//
//   node tools/test-budget.ts install=62 test=371 bench=354 perf=700 total=1500

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type RunTiming, timingsFolder } from "../tests/timings/record.ts";
import { table } from "./measure/site.ts";
import { parseArgs } from "node:util";

const LIMIT = { slowestShare: 1 / 3, testSeconds: 8 * 60, benchSeconds: 10 * 60, totalSeconds: 40 * 60 } as const;
const SLOWEST_SHOWN = 3;

const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
const verdict = (ok: boolean) => (ok ? "within" : "OVER");

function runnerRows(runner: string): string[][] {
  const file = join(timingsFolder, `${runner}.json`);
  if (!existsSync(file)) return [[runner, "no timings recorded", "", ""]];
  const run = JSON.parse(readFileSync(file, "utf8")) as RunTiming;
  const byShare = run.tests
    .map((t) => ({ ...t, share: t.timeoutMs > 0 ? t.durationMs / t.timeoutMs : 0 }))
    .toSorted((a, b) => b.share - a.share);
  const worst = byShare[0]?.share ?? 0;
  return [
    [
      `${runner} (${run.tests.length} tests)`,
      minutes(run.wallMs / 1000),
      `slowest test ≤ ${Math.round(LIMIT.slowestShare * 100)} % of its limit`,
      verdict(worst <= LIMIT.slowestShare),
    ],
    ...byShare
      .slice(0, SLOWEST_SHOWN)
      .map((t) => [
        `  ${t.name}`,
        `${(t.durationMs / 1000).toFixed(1)} s of ${(t.timeoutMs / 1000).toFixed(0)} s`,
        `${Math.round(t.share * 100)} %`,
        "",
      ]),
  ];
}

const phases = Object.fromEntries(
  parseArgs({ allowPositionals: true }).positionals.map((arg) => {
    const [name, seconds] = arg.split("=");
    if (!name || !/^\d+$/.test(seconds ?? "")) throw new Error(`expected name=seconds, got "${arg}"`);
    return [name, Number(seconds)];
  }),
);

const phaseRow = (name: string, label: string, limit?: number) =>
  phases[name] === undefined
    ? []
    : [[label, minutes(phases[name]), limit ? `≤ ${minutes(limit)}` : "", limit ? verdict(phases[name] <= limit) : ""]];

console.log("\nThe suite's budget on this machine (decision 0009)");
console.log(
  table(
    ["", "time", "budget", ""],
    [
      ...phaseRow("install", "install (browser, npm install)"),
      ...phaseRow("test", "npm test", LIMIT.testSeconds),
      ...runnerRows("unit"),
      ...runnerRows("e2e"),
      ...phaseRow("bench", "npm run bench:pages", LIMIT.benchSeconds),
      ...phaseRow("perf", "npm run perf"),
      ...phaseRow("total", ".ci/run", LIMIT.totalSeconds),
    ],
  ),
);
