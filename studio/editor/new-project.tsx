// A new project asks for its name once; the folder it is kept in (its address, /thebox/<folder>) is made from it and
// shown, and she may change it here or on the project's page until its first save.

import { type FormEvent, useEffect, useRef, useState } from "react";
import { folderOf } from "./words.ts";

type Props = { open: boolean; taken: readonly string[]; onMake(name: string, folder: string): void; onClose(): void };

export function NewProject({ open, taken, onMake, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [name, setName] = useState("");
  const [folder, setFolder] = useState<string>();
  const shown = folder ?? folderOf(name);
  const clash = taken.includes(shown) ? `A project already has the folder ${shown}: change it.` : undefined;
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  const make = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !shown || clash) return;
    onMake(name.trim(), shown);
    setName("");
    setFolder(undefined);
  };
  return (
    <dialog ref={dialog} className="new-project" aria-labelledby="new-title" onClose={onClose}>
      <form onSubmit={make}>
        <h2 id="new-title">New project</h2>
        <div className="field">
          <label htmlFor="new-name">Its name</label>
          <input id="new-name" value={name} required onChange={(event) => setName(event.target.value)} />
          <p className="hint">Its card, its menu entry and its page are titled with it: change any of them later.</p>
        </div>
        <div className="field">
          <label htmlFor="new-folder">Its folder</label>
          <input
            id="new-folder"
            value={shown}
            pattern="[a-z0-9\-]+"
            required
            aria-describedby="new-folder-hint"
            aria-invalid={clash ? true : undefined}
            onChange={(event) => setFolder(event.target.value)}
          />
          <p id="new-folder-hint" className="hint">
            {clash ?? `Its address: /thebox/${shown || "…"} (lower-case letters, digits and dashes).`}
          </p>
        </div>
        <div className="buttons">
          <button type="submit" className="primary">
            Make the project
          </button>
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
