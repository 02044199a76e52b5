// Save and Publish's saving: the file on screen, or every file she changed; what it did said in the status line. A
// new or removed project changes the box, which is read again unless she is changing it. Ctrl+S (⌘S) saves too, and
// the browser asks before the page is left with changes not saved.

import { useEffect, useState } from "react";
import { call } from "./api.ts";
import { type Drafts, isDirty, isNewKey } from "./drafts.ts";
import { go } from "./hooks.ts";

const BOX = "content/box.json";

export function useSaving(drafts: Drafts, key: string, refresh: () => Promise<void>, follow: () => void) {
  const [status, setStatus] = useState("");
  const unsaved = new Set(
    Object.values(drafts.drafts)
      .filter(isDirty)
      .map((each) => each.key),
  );

  const after = async (saved: string | undefined) => {
    setStatus(saved ? "Saved." : "Not saved: the form says why.");
    if (!saved) return false;
    if (!isDirty(drafts.drafts[BOX])) drafts.drop(BOX);
    await refresh();
    follow();
    return true;
  };
  const save = async () => {
    setStatus("Saving…");
    const saved = await drafts.save(key);
    if (saved && saved !== key) go(saved);
    return after(saved);
  };
  const saveAll = async () => {
    for (const each of Object.values(drafts.drafts).filter(isDirty)) {
      const saved = await drafts.save(each.key);
      if (!(await after(saved))) return (go(each.key), false);
      if (isNewKey(each.key) && each.key === key) go(saved!);
    }
    return true;
  };
  const remove = async () => {
    if (!confirm("Remove this project from your site? Its folder goes; its pictures stay in content/images/.")) return;
    try {
      await call("removeProject", { path: key });
    } catch (error) {
      return setStatus((error as Error).message);
    }
    drafts.drop(key);
    drafts.drop(BOX);
    setStatus("Removed.");
    await refresh();
    go(BOX);
  };

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => unsaved.size > 0 && event.preventDefault();
    const shortcut = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key !== "s") return;
      event.preventDefault();
      void save();
    };
    window.addEventListener("beforeunload", warn);
    window.addEventListener("keydown", shortcut);
    return () => {
      window.removeEventListener("beforeunload", warn);
      window.removeEventListener("keydown", shortcut);
    };
  });

  return {
    status: status || (unsaved.has(key) ? "Changes not saved yet." : ""),
    setStatus,
    unsaved,
    save,
    saveAll,
    remove,
  };
}
