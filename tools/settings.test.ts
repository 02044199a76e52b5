import { describe, expect, it } from "vitest";
import { readToolSettings } from "./settings.ts";

describe("the tools' settings", () => {
  it("have defaults, also for blank values", () => {
    const defaults = {
      chromePath: "/usr/bin/chromium",
      bench: { count: 5000, concurrency: 32, rounds: 30, posts: 300 },
      images: {},
    };
    expect(readToolSettings({})).toEqual(defaults);
    expect(readToolSettings({ CHROME_PATH: " ", BENCH_COUNT: "", PERF_PAGES: " " })).toEqual(defaults);
  });

  it("take what the environment says", () => {
    expect(
      readToolSettings({
        CHROME_PATH: "/opt/chromium/chrome",
        BENCH_COUNT: "200",
        BENCH_CONCURRENCY: "4",
        BENCH_ROUNDS: "3",
        BENCH_POSTS: "10",
        IMAGES_JOBS: "2",
        IMAGES_THREADS: "1",
        PERF_PAGES: "/, /about ,",
      }),
    ).toEqual({
      chromePath: "/opt/chromium/chrome",
      bench: { count: 200, concurrency: 4, rounds: 3, posts: 10 },
      images: { jobs: 2, threads: 1 },
      perfPages: ["/", "/about"],
    });
  });

  it.each(["many", "0", "2.5", "-1"])("refuse a count of %j, naming the variable", (value) => {
    expect(() => readToolSettings({ BENCH_COUNT: value })).toThrow(`BENCH_COUNT must be a whole number above 0`);
  });
});
