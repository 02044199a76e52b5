// The studio as its tests use it: started on a free port over a copy of the example content (a repository of its own
// in a temporary folder), opened once from its printed address as her browser would, so that each request can carry
// the cookie and the Origin of the studio's own page, or leave them out.

import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStudio } from "../../studio/server.ts";
import { EXAMPLE_CONTENT } from "../../tools/test-site.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type TestStudio = Awaited<ReturnType<typeof openTestStudio>>;

/** A repository at a temporary folder: the example content, the project's Prettier settings, public/ linked. */
export function testRepository(prefix = "mischief-studio-"): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  cpSync(EXAMPLE_CONTENT, join(root, "content"), { recursive: true });
  cpSync(".prettierrc.json", join(root, ".prettierrc.json"));
  symlinkSync(join(process.cwd(), "public"), join(root, "public"), "dir");
  return root;
}

export async function openTestStudio(root = testRepository()) {
  const port = await freePort();
  const studio = await startStudio(root, port);
  const base = `http://127.0.0.1:${port}`;
  const opened = await fetch(studio.url, { redirect: "manual" });
  const cookie = opened.headers.get("set-cookie")?.split(";")[0] ?? "";
  const own = { cookie, origin: base, "content-type": "application/json" };
  /** A request to the API; `headers` replace the own page's (give `origin: undefined` to leave one out). */
  const post = (body: unknown, headers: Record<string, string | undefined> = {}) =>
    fetch(`${base}/api/v1`, {
      method: "POST",
      headers: Object.fromEntries(
        Object.entries({ ...own, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const api = async (action: string, params: object, headers?: Record<string, string | undefined>) => {
    const answer = await post({ branch: "main", action, params: { branch: "main", ...params } }, headers);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { error?: string } };
  };
  return {
    root,
    port,
    base,
    url: studio.url,
    cookie,
    post,
    api,
    /** Saves data files as the editor does (path → the text it sends), with pictures (path → bytes). */
    save: (files: Record<string, string>, assets: Record<string, Buffer> = {}, newEntry = false) =>
      api("persistEntry", {
        dataFiles: Object.entries(files).map(([path, raw]) => ({ path, slug: path, raw })),
        assets: Object.entries(assets).map(([path, bytes]) => ({
          path,
          content: bytes.toString("base64"),
          encoding: "base64",
        })),
        options: { newEntry, commitMessage: "save", useWorkflow: false, status: "draft" },
      }),
    close: async () => {
      await studio.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
