// The test runners' reporters (Vitest's and Playwright's, beside this file) record how long each test took against
// its time limit in reports/tests/<runner>.json; `.ci/run` prints the suite's budget from them (tools/test-budget.ts).

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type TestTiming = { name: string; durationMs: number; timeoutMs: number };
export type RunTiming = { runner: string; wallMs: number; tests: TestTiming[] };

export const timingsFolder = fileURLToPath(new URL("../../reports/tests/", import.meta.url));

export function writeTimings(run: RunTiming): void {
  mkdirSync(timingsFolder, { recursive: true });
  writeFileSync(join(timingsFolder, `${run.runner}.json`), JSON.stringify(run, null, 1));
}
