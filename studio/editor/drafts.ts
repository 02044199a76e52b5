// What she has changed and not saved yet, file by file: she can move between her projects and pages and come back to
// her changes; Save sends one file (with the pictures it brings), Publish saves them all first. A refused save keeps
// her changes and the build's words, with the places they name, until the next save.

import { useCallback, useEffect, useRef, useState } from "react";
import { call, type Problem, Refusal } from "./api.ts";
import { release, uploadsOf } from "./uploads.ts";

export type Draft = {
  /** The file, from the repository (`content/projects/wol/project.json`), or `new:<n>` for a project not saved yet. */
  key: string;
  data: unknown;
  /** The data as last saved, as JSON: what tells whether there is something to save. */
  base: string;
  /** A new project's folder, which she may change until its first save. */
  folder?: string;
  refusal?: { message: string; problems: Problem[] };
};

export const isNewKey = (key: string) => key.startsWith("new:");
export const isDirty = (draft: Draft | undefined) =>
  draft !== undefined && (isNewKey(draft.key) || JSON.stringify(draft.data) !== draft.base);
export const projectPath = (folder: string) => `content/projects/${folder}/project.json`;
const folderOfPath = (path: string) => /^content\/projects\/([^/]+)\//.exec(path)?.[1];

export function useDrafts() {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  // The drafts as they are now, for the saves that run after a change was made.
  const current = useRef(drafts);
  useEffect(() => {
    current.current = drafts;
  });
  const put = useCallback((draft: Draft) => setDrafts((all) => ({ ...all, [draft.key]: draft })), []);

  /** Reads a file into a draft, unless she has one already. */
  const open = useCallback(
    async (path: string) => {
      if (current.current[path]) return;
      const { data } = await call<{ data: unknown }>("read", { path });
      if (!current.current[path]) put({ key: path, data, base: JSON.stringify(data) });
    },
    [put],
  );

  const change = useCallback(
    (key: string, update: (draft: Draft) => Partial<Draft>) =>
      setDrafts((all) => (all[key] ? { ...all, [key]: { ...all[key]!, ...update(all[key]!) } } : all)),
    [],
  );

  /** Saves a draft; answers the path it was saved at, or undefined when refused (the draft says why). */
  const save = useCallback(
    async (key: string): Promise<string | undefined> => {
      const draft = current.current[key];
      if (!draft) return undefined;
      const isNew = isNewKey(key);
      const path = isNew ? projectPath(draft.folder ?? "") : key;
      const folder = folderOfPath(path);
      try {
        const uploads = await uploadsOf(draft.data, folder ? `content/images/${folder}` : "content/images");
        const text = JSON.stringify(draft.data);
        await call("save", { files: [{ path, text }], uploads, isNew });
        release(uploads.map((upload) => upload.ref));
        const { data } = await call<{ data: unknown }>("read", { path });
        setDrafts((all) => {
          const rest = { ...all };
          delete rest[key];
          return { ...rest, [path]: { key: path, data, base: JSON.stringify(data) } };
        });
        return path;
      } catch (error) {
        const refusal =
          error instanceof Refusal
            ? { message: error.message, problems: error.problems }
            : { message: (error as Error).message, problems: [] };
        change(key, () => ({ refusal }));
        return undefined;
      }
    },
    [change],
  );

  /** Forgets her changes to a file (after it was removed, or when she throws them away). */
  const drop = useCallback(
    (key: string) =>
      setDrafts((all) => {
        const rest = { ...all };
        delete rest[key];
        return rest;
      }),
    [],
  );

  return { drafts, open, put, change, save, drop };
}

export type Drafts = ReturnType<typeof useDrafts>;
