// One of her files as a form: a project (its folder shown, and editable until its first save), site.json or a words
// file. A refusal stays above the form, and the build's words also show under each field they name.

import type { FocusEvent } from "react";
import { isNewKey, projectPath, type Draft } from "./drafts.ts";
import { Field } from "./field.tsx";
import { Fields } from "./form.tsx";
import { type Form, FormContext } from "./form-context.ts";
import { Notice } from "./notice.tsx";
import { getIn, idOf, type Node, type Path } from "./schema.ts";
import { isRef, sources } from "./uploads.ts";

type Props = {
  draft: Draft;
  node: Extract<Node, { kind: "group" }>;
  title: string;
  onChange(path: Path, value: unknown): void;
  onFolder(folder: string): void;
  onDismiss(): void;
  onRemove?: () => void;
  /** Told the top-level part of the file she is in (site.json's `about`…), which decides the page shown. */
  onPart(part: string | undefined): void;
};

/** Where a picture added to `value` (a gallery, a picture) goes: beside its pictures already saved, if any. */
function folderIn(value: unknown): string | undefined {
  const src = sources(value).find((each) => each && !isRef(each));
  return src?.includes("/") ? `content/images/${src.slice(0, src.lastIndexOf("/"))}` : undefined;
}

/** The outermost part of the form (a top-level group) that holds the element she is in. */
function partOf(event: FocusEvent<HTMLDivElement>): string | undefined {
  let part: string | undefined;
  for (let at: HTMLElement | null = event.target; at && at !== event.currentTarget; at = at.parentElement)
    part = at.dataset.key ?? part;
  return part;
}

export function FileScreen({ draft, node, title, onChange, onFolder, onDismiss, onRemove, onPart }: Props) {
  const isNew = isNewKey(draft.key);
  const file = isNew ? projectPath(draft.folder ?? "") : draft.key;
  const slug = /^content\/projects\/([^/]+)\//.exec(file)?.[1];
  const problems = new Map<string, string>();
  for (const problem of draft.refusal?.problems ?? [])
    if (problem.file === file) problem.at?.forEach((at, i) => problems.set(idOf(at), problem.lines[i] ?? ""));
  const form: Form = {
    set: onChange,
    problemAt: (path) => problems.get(idOf(path)),
    folderFor: (path) => folderIn(getIn(draft.data, path)),
  };
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h2 id="screen-title">{title}</h2>
      {isNew ? (
        <Field
          path={["folder"]}
          label="Its folder"
          hint={`Its address: /thebox/${draft.folder ?? ""}. You can change it until you save the project.`}
          required
          value={draft.folder ?? ""}
          onChange={onFolder}
        />
      ) : (
        slug && (
          <p className="hint">
            Its page: /thebox/{slug} (folder content/projects/{slug}/)
          </p>
        )
      )}
      {draft.refusal && <Notice {...draft.refusal} file={file} onClose={onDismiss} />}
      <div className="form" onFocus={(event) => onPart(partOf(event))}>
        <FormContext.Provider value={form}>
          <Fields node={node} path={[]} value={draft.data} />
        </FormContext.Provider>
      </div>
      {onRemove && (
        <p className="danger">
          <button type="button" onClick={onRemove}>
            Remove this project
          </button>
          <span className="hint"> Its folder and its place in the box go; its pictures stay in content/images/.</span>
        </p>
      )}
    </section>
  );
}
