import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { type TestTiming, writeTimings } from "./record.ts";

/** Records each browser test's duration and time limit (see record.ts). */
export default class TimingReporter implements Reporter {
  private readonly tests: TestTiming[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const name = `${test.location.file.split("/").slice(-2).join("/")} › ${test.titlePath().slice(3).join(" › ")}`;
    this.tests.push({ name, durationMs: result.duration, timeoutMs: test.timeout });
  }

  onEnd(result: FullResult) {
    writeTimings({ runner: "e2e", wallMs: result.duration, tests: this.tests });
  }
}
