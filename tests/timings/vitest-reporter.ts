import type { Reporter, TestCase, Vitest } from "vitest/node";
import { type TestTiming, writeTimings } from "./record.ts";

/** Records each unit test's duration and time limit (see record.ts). */
export default class TimingReporter implements Reporter {
  private readonly tests: TestTiming[] = [];
  private readonly started = performance.now();
  private defaultTimeout = 5000;

  onInit(vitest: Vitest) {
    this.defaultTimeout = vitest.config.testTimeout;
  }

  onTestCaseResult(test: TestCase) {
    this.tests.push({
      name: `${test.module.relativeModuleId} › ${test.fullName}`,
      durationMs: test.diagnostic()?.duration ?? 0,
      timeoutMs: test.options.timeout ?? this.defaultTimeout,
    });
  }

  onTestRunEnd() {
    writeTimings({ runner: "unit", wallMs: performance.now() - this.started, tests: this.tests });
  }
}
