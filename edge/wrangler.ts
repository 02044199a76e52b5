// Running wrangler for the project's commands (`npm run edge`, `npm run deploy`, `npm run inbox -- --edge`): always
// with the edge's configuration, without usage reports, and with the local state where `npm run edge` keeps it.

import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BUNDLED, readContent } from "../model/content-files.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const WRANGLER = join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js");
export const EDGE_CONFIG = join(projectRoot, "edge", "wrangler.jsonc");

/** The inbox's database, by its binding's name, which wrangler's d1 commands take as well as the database's own. */
export const DATABASE = "DB";

/** Where the local runtime keeps its data (the D1 database): EDGE_STATE, else edge/.wrangler/state. */
export const edgeState = (env: Record<string, string | undefined> = process.env) =>
  env.EDGE_STATE || join(projectRoot, "edge", ".wrangler", "state");

/** In the local state folder: the address `npm run edge` serves on, for the links `npm run inbox -- --invite --edge` makes. */
export const EDGE_ADDRESS_FILE = "inbox-address";

/** Where the local database is: this computer's copy (`npm run edge`'s), or the deployed one. */
export type Where = { remote: true } | { remote: false; state: string };

export const whereArgs = (where: Where) => (where.remote ? ["--remote"] : ["--local", "--persist-to", where.state]);

/**
 * The command line of `wrangler <args>` with the project's configuration. A Worker it bundles (`dev`, `deploy`) is
 * given the content's words, read and checked here, for there is no content/ where it runs (model/content-files.ts).
 */
export const wranglerCommand = (args: readonly string[]) => [
  process.execPath,
  WRANGLER,
  ...args,
  ...(args[0] === "dev" || args[0] === "deploy" ? ["--define", `BUNDLED_CONTENT:${bundledContent()}`] : []),
  "--config",
  EDGE_CONFIG,
];

const bundledContent = () =>
  JSON.stringify(Object.fromEntries(BUNDLED.map((pattern) => [pattern, readContent(pattern)])));

const options = (extra: SpawnOptions): SpawnOptions => ({
  cwd: projectRoot,
  ...extra,
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...extra.env },
});

/** Runs wrangler to its end, its output shown; returns whether it succeeded. */
export function runWrangler(args: readonly string[]): boolean {
  const [command, ...rest] = wranglerCommand(args) as [string, ...string[]];
  return spawnSync(command, rest, options({ stdio: "inherit" })).status === 0;
}

/** Runs wrangler to its end and returns what it printed, or throws with what it said went wrong. */
export function readWrangler(args: readonly string[]): string {
  const [command, ...rest] = wranglerCommand(args) as [string, ...string[]];
  const run = spawnSync(command, rest, { ...options({}), encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  if (run.status === 0) return run.stdout;
  const said =
    jsonError(run.stdout) ??
    `${run.stdout}\n${run.stderr}`.split("\n").find((line) => /error/i.test(line)) ??
    run.error?.message;
  throw new Error(said?.replace(/^\W+/, "").trim() || `wrangler exited with ${run.status ?? run.signal}`);
}

/** What `--json` output says went wrong (`{ "error": { "text": … } }`), if it is that. */
function jsonError(output: string): string | undefined {
  try {
    const text = (JSON.parse(output) as { error?: { text?: unknown } }).error?.text;
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Starts wrangler in the background, its output piped to this process. */
export function startWrangler(args: readonly string[], env: Record<string, string> = {}) {
  const [command, ...rest] = wranglerCommand(args) as [string, ...string[]];
  return spawn(command, rest, options({ stdio: ["ignore", "pipe", "pipe"], env }));
}

/**
 * Runs wrangler to its end, telling `hear` what it prints as it comes (`error`: on its error stream); resolves with
 * whether it worked and all it printed: deploy-steps.ts's `Run`, for `npm run deploy` and the studio's Publish.
 */
export function wranglerOutput(
  args: readonly string[],
  hear: (chunk: string, error: boolean) => void = () => {},
): Promise<{ ok: boolean; output: string }> {
  const wrangler = startWrangler(args);
  let output = "";
  const take = (error: boolean) => (chunk: Buffer) => {
    output += chunk.toString();
    hear(chunk.toString(), error);
  };
  wrangler.stdout?.on("data", take(false));
  wrangler.stderr?.on("data", take(true));
  return new Promise((resolve) => {
    wrangler.on("error", (error) => resolve({ ok: false, output: `${output}${error.message}` }));
    wrangler.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}
