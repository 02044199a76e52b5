// The studio as its tests use it: started on a free port over a copy of the example content (a repository of its own
// in a temporary folder), opened once from its printed address as her browser would, so that each request can carry
// the cookie and the Origin of the studio's own page, or leave them out. No place to publish unless a test gives one.

import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { startStudio } from "../../studio/server.ts";
import { EXAMPLE_CONTENT } from "../../tools/test-site.ts";
import { freePort } from "../../shared/free-port.ts";

export type TestStudio = Awaited<ReturnType<typeof openTestStudio>>;

/** A repository at a temporary folder: the example content, the project's Prettier settings, public/ linked. */
export function testRepository(prefix = "mischief-studio-"): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(EXAMPLE_CONTENT, join(root, "content"), { recursive: true });
  cpSync(".prettierrc.json", join(root, ".prettierrc.json"));
  symlinkSync(join(process.cwd(), "public"), join(root, "public"), "dir");
  return root;
}

type Options = Parameters<typeof startStudio>[2];
/** A picture sent with a save: its bytes, and the folder and name it is sent with. */
export type TestUpload = { folder: string; name: string; bytes: Buffer };

export async function openTestStudio(root = testRepository(), options: Options = { targets: [] }) {
  const port = await freePort();
  const studio = await startStudio(root, port, options);
  const base = `http://127.0.0.1:${port}`;
  const opened = await fetch(studio.url, { redirect: "manual" });
  const cookie = opened.headers.get("set-cookie")?.split(";")[0] ?? "";
  const own = { cookie, origin: base, "content-type": "application/json" };
  /** A request to `path`; `headers` replace the own page's (give `origin: undefined` to leave one out). */
  const post = (body: unknown, headers: Record<string, string | undefined> = {}, path = "/api") =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: Object.fromEntries(
        Object.entries({ ...own, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const call = async (action: string, params: object, headers?: Record<string, string | undefined>) => {
    const answer = await post({ action, params }, headers);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { error?: string } };
  };
  return {
    root,
    port,
    base,
    url: studio.url,
    cookie,
    post,
    call,
    /** Saves data files as the editor does (path → the text it sends), with pictures (the ref their src holds → it). */
    save: (files: Record<string, string>, uploads: Record<string, TestUpload> = {}, isNew = false) =>
      call("save", {
        files: Object.entries(files).map(([path, text]) => ({ path, text })),
        uploads: Object.entries(uploads).map(([ref, { folder, name, bytes }]) => ({
          ref,
          folder,
          name,
          content: bytes.toString("base64"),
        })),
        isNew,
      }),
    /** A picture's thumbnail as the editor's page asks for it. */
    picture: (src: string, headers: Record<string, string> = { cookie }) =>
      fetch(`${base}/pictures/${src}`, { headers }),
    /** Publishes to `target`: the steps it told, and how it ended. */
    publish: async (target: string) => {
      const answer = await post({ target }, {}, "/api/publish");
      const lines = (await answer.text()).split("\n").filter(Boolean);
      if (!answer.ok) return { status: answer.status, steps: [], outcome: JSON.parse(lines[0] ?? "{}") };
      const told = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const outcome = told.at(-1)?.outcome as { ok: boolean; said: string };
      return { status: answer.status, steps: told.slice(0, -1), outcome };
    },
    close: async () => {
      await studio.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Reads `file` on another thread until stopped, in bursts of 20 a millisecond apart (which meet a file written in place
 * cut in about one read of six, and leave the other core to the saves); answers how many reads there were and how many
 * failed.
 */
export function reader(file: string): () => Promise<{ reads: number; broken: number }> {
  const worker = new Worker(
    `const { readFileSync } = require("node:fs"); const { parentPort, workerData } = require("node:worker_threads");
     let reads = 0, broken = 0, stop = false; parentPort.on("message", () => (stop = true));
     (function loop() { for (let i = 0; i < 20; i++) { reads++; try { JSON.parse(readFileSync(workerData, "utf8")); } catch { broken++; } }
       if (stop) parentPort.postMessage({ reads, broken }); else setTimeout(loop, 1); })();`,
    { eval: true, workerData: file },
  );
  return async () => {
    const done = new Promise<{ reads: number; broken: number }>((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const counts = await done;
    await worker.terminate();
    return counts;
  };
}

/**
 * What `npm run build` checks before it makes a page, run on the repository at `root` in a process of its own: the
 * content check (model/check.ts), then the picture step's: every picture has its file or a recipe, and every file of
 * hers is one sharp decodes. Answers "" when all pass, else what failed.
 */
export function buildCheck(root: string): string {
  const url = (file: string) => JSON.stringify(pathToFileURL(join(process.cwd(), file)).href);
  const script = `
    const root = ${JSON.stringify(root)};
    const { checkContent } = await import(${url("model/check.ts")});
    await checkContent(root);
    const { listImages } = await import(${url("model/images.ts")});
    const { checkSources } = await import(${url("scripts/images/originals.ts")});
    const refs = listImages();
    await checkSources(root, refs);
    const { default: sharp } = await import("sharp");
    const { existsSync } = await import("node:fs");
    for (const { image } of refs) {
      const file = root + "/content/images/" + image.src;
      if (existsSync(file)) await sharp(file).resize(16).webp().toBuffer();
    }`;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, CONTENT_DIR: join(root, "content") },
    encoding: "utf8",
  });
  return run.status === 0 ? "" : `${run.stderr}${run.stdout}`;
}

/** git in `cwd`, as a person named in the command: its output, trimmed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Ines", "-c", "user.email=ines@example.com", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
  }).trim();

/**
 * Makes `root` a git repository with all it holds in one commit, its branch `main` following `origin`, a bare
 * repository in a temporary folder, as her host's would: answers that folder.
 */
export function withRemote(root: string): string {
  git(root, "init", "--quiet", "--initial-branch=main");
  git(root, "add", "--all");
  git(root, "commit", "--quiet", "-m", "Her site");
  const remote = mkdtempSync(join(tmpdir(), "mischief-remote-"));
  git(remote, "init", "--quiet", "--bare", "--initial-branch=main");
  git(root, "remote", "add", "origin", remote);
  git(root, "push", "--quiet", "--set-upstream", "origin", "main");
  return remote;
}
