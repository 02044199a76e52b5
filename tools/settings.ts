// The tools' settings: the one place the tools that test and measure read the environment (the build reads its own in
// model/build-settings.ts, the server in server/settings.ts).
//
//   CHROME_PATH                  the Chromium the browser tests, the page bench and the perf gate drive
//                                (default /usr/bin/chromium)
//   BENCH_COUNT                  `npm run bench:inbox`: how many messages it posts (default 5000)
//   BENCH_CONCURRENCY            `npm run bench:inbox`: from how many connections at once (default 32)
//   BENCH_ROUNDS, BENCH_POSTS    `npm run bench:edge`: how many rounds, and contact posts in each (default 30 and 300)
//   IMAGES_JOBS, IMAGES_THREADS  `npm run bench:images`: the picture pipeline's parallelism, to compare (default its own)
//   PERF_PAGES                   `npm run perf`: only these pages, comma-separated, like /,/about (default every page)
//
// A blank value counts as unset; a bad number stops the tool with an error naming the variable.

type Env = Record<string, string | undefined>;

export type ToolSettings = {
  chromePath: string;
  bench: { count: number; concurrency: number; rounds: number; posts: number };
  images: { jobs?: number; threads?: number };
  perfPages?: string[];
};

const given = (env: Env, name: string) => env[name]?.trim() || undefined;

function count(env: Env, name: string): number | undefined {
  const value = given(env, name);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return Number(value);
}

export function readToolSettings(env: Env = process.env): ToolSettings {
  return {
    chromePath: given(env, "CHROME_PATH") ?? "/usr/bin/chromium",
    bench: {
      count: count(env, "BENCH_COUNT") ?? 5000,
      concurrency: count(env, "BENCH_CONCURRENCY") ?? 32,
      rounds: count(env, "BENCH_ROUNDS") ?? 30,
      posts: count(env, "BENCH_POSTS") ?? 300,
    },
    images: { jobs: count(env, "IMAGES_JOBS"), threads: count(env, "IMAGES_THREADS") },
    perfPages: given(env, "PERF_PAGES")
      ?.split(",")
      .map((page) => page.trim())
      .filter(Boolean),
  };
}
