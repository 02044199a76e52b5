// Running npm from code, the one way: the build's steps, `npm start`'s build, `npm test`, the development server and
// the tests that build a site all start npm through here. On Windows npm is a script (npm.cmd), which Node starts only
// through a shell; elsewhere no shell stands between us and npm. Node only: imports nothing of ours.

import {
  type ChildProcess,
  spawn,
  type SpawnOptions,
  spawnSync,
  type SpawnSyncOptionsWithStringEncoding,
  type SpawnSyncReturns,
} from "node:child_process";

const windows = process.platform === "win32";

/**
 * Starts `npm <args>`. With `nice`, at that lower priority (`nice -n`), where the system has one: not on Windows, where
 * it runs at the usual priority.
 */
export function spawnNpm(
  args: readonly string[],
  { nice, ...options }: SpawnOptions & { nice?: number } = {},
): ChildProcess {
  const command = nice !== undefined && !windows ? ["nice", "-n", String(nice), "npm"] : ["npm"];
  return spawn(command[0]!, [...command.slice(1), ...args], { ...options, shell: windows });
}

/** Runs `npm <args>` to its end; its output (unless `stdio` sends it elsewhere) as text. */
export function runNpm(
  args: readonly string[],
  options: Omit<SpawnSyncOptionsWithStringEncoding, "encoding" | "shell"> = {},
): SpawnSyncReturns<string> {
  return spawnSync("npm", args, { ...options, encoding: "utf8", shell: windows });
}
