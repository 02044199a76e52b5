// `npm run edge` as a child process for tests and benchmarks: the real Worker on workerd through wrangler, serving a
// project's build (the example site's) on a free loopback port, with its local D1 database in `state`. Stopped with
// its whole process group (wrangler starts workerd beneath it).

import { spawn } from "node:child_process";
import { join } from "node:path";

export interface EdgeChild {
  url: string;
  stop(): Promise<void>;
}

/** Starts `edge/start.ts --no-build` of the project in `projectDir`; resolves once it serves. */
export async function startEdge(
  projectDir: string,
  state: string,
  env: Record<string, string> = {},
): Promise<EdgeChild> {
  const child = spawn(process.execPath, [join(projectDir, "edge", "start.ts"), "--no-build"], {
    cwd: projectDir,
    env: { ...process.env, PORT: "0", EDGE_STATE: state, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on the edge runtime at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then(() => reject(new Error(`npm run edge exited before serving:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}
