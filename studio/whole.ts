// The build's check of the whole content, run on what the content would be after a change, before any byte of it is
// written: the data files staged in a temporary folder with the change applied, checked by the build's own code
// (studio/check-worker.ts runs model/check.ts there), then every picture the content names must have its file or a
// placeholder recipe, and a picture a save starts to show must be one the build can read. So a change the studio
// accepts never makes the next `npm run build` fail.

import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { ContentError, type ContentProblem } from "../model/load.ts";
import { checkPicture } from "./pictures.ts";
import { isReadableData, type Store } from "./store.ts";

export type Change = {
  /** Data files to write, by their path under content/, with their new text. */
  writes: ReadonlyMap<string, string>;
  /** Folders under content/ that go, with what is in them (a removed project). */
  removes?: readonly string[];
  /** Pictures this change adds (already checked) or removes, by their path under content/. */
  added?: ReadonlySet<string>;
  removed?: ReadonlySet<string>;
};

type Picture = { src: string; file: string; field: string; drawn: boolean };
type Answer = { ok: true; pictures: Picture[] } | { ok: false; refusal?: readonly ContentProblem[]; failure?: string };

/** Refuses `change` with the build's message if the content it leaves would stop the build. */
export async function checkWhole(store: Store, change: Change): Promise<void> {
  const stage = await mkdtemp(join(tmpdir(), "mischief-studio-check-"));
  try {
    const before = await stageContent(store, join(stage, "content"), change);
    // The build also reads public/ (a project's own menu logo): the real one, read only.
    await symlink(join(dirname(store.root), "public"), join(stage, "public"), "dir");
    const answer = await inWorker(stage);
    if (!answer.ok) {
      if (answer.refusal) throw new ContentError(answer.refusal);
      throw new Error(`the content check failed: ${answer.failure}`);
    }
    await checkSources(store, change, answer.pictures, before);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Copies the data files into `into` with the change applied; answers the old data of the files it changes. */
async function stageContent(store: Store, into: string, change: Change): Promise<Map<string, unknown>> {
  const gone = (file: string) => (change.removes ?? []).some((folder) => file.startsWith(`${folder}/`));
  const before = new Map<string, unknown>();
  for (const file of await store.list("", 4, isReadableData)) {
    if (gone(file)) continue;
    const text = (await store.read(file))!.toString("utf8");
    if (change.writes.has(file)) before.set(file, parseOrNothing(text));
    await put(join(into, file), change.writes.get(file) ?? text);
  }
  for (const [file, text] of change.writes) if (!before.has(file)) await put(join(into, file), text);
  return before;
}

async function put(path: string, text: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

function inWorker(root: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./check-worker.ts", import.meta.url), {
      workerData: { root },
      env: { ...process.env, CONTENT_DIR: join(root, "content") },
    });
    // The build's check takes well under a second; one that hangs is stopped rather than holding every later save.
    const limit = setTimeout(() => void worker.terminate(), 60_000);
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      clearTimeout(limit);
      reject(new Error(`the content check stopped (${code})`));
    });
  });
}

/**
 * Every picture without a placeholder recipe needs its file, as the build's picture step does; and the pictures a
 * saved file names that it did not name before must be ones the build can read (an upload is checked as it comes).
 */
async function checkSources(store: Store, change: Change, pictures: Picture[], before: Map<string, unknown>) {
  const problems = new Map<string, string[]>();
  const fail = (file: string, line: string) => problems.set(file, [...(problems.get(file) ?? []), line]);
  const had = new Set([...before.values()].flatMap(srcsOf));
  for (const { src, file, field, drawn } of pictures) {
    const path = `images/${src}`;
    if (change.removed?.has(path) && !drawn) fail(file, `${field} shows ${src}: remove it there first`);
    if (drawn || change.added?.has(path)) continue;
    const bytes = await store.read(path);
    if (!bytes) fail(file, `${field}: there is no picture at content/${path}: choose or upload one`);
    else if (change.writes.has(file.replace(/^content\//, "")) && !had.has(src)) {
      const unreadable = await checkPicture(bytes).then(
        () => undefined,
        (error: Error) => error.message,
      );
      if (unreadable) fail(file, `${field}: content/${path} ${unreadable}`);
    }
  }
  if (problems.size > 0) throw new ContentError([...problems].map(([file, lines]) => ({ file, lines })));
}

/** Every `src` named in a data file. */
function srcsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(srcsOf);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "src" && typeof item === "string" ? [item] : srcsOf(item),
  );
}

function parseOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
