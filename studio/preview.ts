// Her page beside the form: the site's own development server (`npm run dev`: the assets step, then `react-router
// dev`), started by the studio on a free port of 127.0.0.1 over the content it edits. It reloads a page when a data
// file changes and makes new pictures (vite.config.ts), so a save shows without a build. It is another origin than
// the studio's: the studio's API never answers it (studio/access.ts), and the development server answers no other
// origin either (vite.config.ts, `server.cors`). It stops with the studio.

import { join } from "node:path";
import { spawnNpm } from "../shared/npm.ts";

export type PreviewState = {
  /** preparing: the assets step (pictures drawn and encoded); starting: the server; ready; stopped: it ended. */
  state: "preparing" | "starting" | "ready" | "stopped";
  /** Where the page is, once the server listens. */
  origin: string;
  /** Its last words: the assets step's progress, or why it stopped. */
  said: string;
  /** How many times it has taken changed content (vite.config.ts says so at each reload): the editor shows it again. */
  version: number;
};

const windows = process.platform === "win32";

/** Starts the preview of the project at `root` on `port`; `state()` says how far it is, `stop()` ends it. */
export function startPreview(root: string, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const status: PreviewState = { state: "preparing", origin, said: "", version: 0 };
  const args = ["run", "--silent", "dev", "--", "--host", "127.0.0.1", "--port", String(port), "--strictPort"];
  // A group of its own, so that stopping it stops the server that npm started too.
  const child = spawnNpm(args, {
    cwd: root,
    detached: !windows,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CONTENT_DIR: join(root, "content"), BROWSER: "none", NO_COLOR: "1", FORCE_COLOR: "0" },
  });
  const hear = (chunk: Buffer) => {
    for (const line of chunk.toString().split(/\r?\n|\r/)) {
      const plain = line.trim();
      if (!plain) continue;
      if (status.state === "preparing" && /^app:|VITE|react-router/i.test(plain)) status.state = "starting";
      if (plain.includes(origin)) status.state = "ready";
      if (plain.includes("content changed: pages reloaded")) status.version++;
      if (status.state !== "ready") status.said = plain.slice(0, 200);
      if (process.env.STUDIO_PREVIEW_LOG) console.log(`preview: ${plain}`);
    }
  };
  child.stdout?.on("data", hear);
  child.stderr?.on("data", hear);
  child.on("exit", (code) => {
    status.state = "stopped";
    status.said = code ? `${status.said} (it stopped)` : "";
  });
  const stop = () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      if (windows) child.kill();
      else process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", stop);
  return { state: (): PreviewState => ({ ...status }), stop };
}

export type Preview = ReturnType<typeof startPreview>;
