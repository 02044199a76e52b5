// The studio's page: what she edits on the left, its form in the middle, her page as visitors see it on the right;
// Save and Publish at the top. Her unsaved changes stay with each file while she moves between them.

import { useEffect, useState } from "react";
import type { Overview } from "./api.ts";
import { isNewKey, useDrafts } from "./drafts.ts";
import { FileScreen } from "./file-screen.tsx";
import { go, useOverview, useRoute } from "./hooks.ts";
import { changed, newProject } from "./naming.ts";
import { NewProject } from "./new-project.tsx";
import { Nav } from "./nav.tsx";
import { pageOf } from "./pages.ts";
import { PreviewPane } from "./preview-pane.tsx";
import { ProjectsScreen } from "./projects-screen.tsx";
import { Publish } from "./publish.tsx";
import { useSaving } from "./saving.ts";
import { nodeOf } from "./schema.ts";

const PROJECT = "content/projects/{slug}/project.json";
const BOX = "content/box.json";

/** The kind of the file at `key` (a new project's too) and its form, from the kind's schema. */
function formOf(overview: Overview, key: string) {
  const pattern = isNewKey(key) || /^content\/projects\/[^/]+\/project\.json$/.test(key) ? PROJECT : key;
  const kind = overview.kinds.find((each) => each.pattern === pattern);
  const node = kind && nodeOf(overview.schemas[kind.schema]!);
  return kind && node?.kind === "group" ? { kind, node } : undefined;
}

const projectTitle = (data: unknown) =>
  (data as { card?: { title?: string } } | undefined)?.card?.title?.trim() || "New project";

export function App() {
  const { overview, failed, refresh, follow } = useOverview();
  const key = useRoute();
  const drafts = useDrafts();
  const saving = useSaving(drafts, key, refresh, follow);
  const [making, setMaking] = useState(false);
  const [part, setPart] = useState<string>();
  const draft = drafts.drafts[key];
  const { open } = drafts;
  const { setStatus } = saving;

  useEffect(() => {
    if (!isNewKey(key)) open(key).catch((error: Error) => setStatus(error.message));
  }, [key, open, setStatus]);

  if (!overview) return <p className="opening">{failed ?? "Opening the studio…"}</p>;

  const form = formOf(overview, key);
  const isProject = form?.kind.pattern === PROJECT;
  const make = (name: string, folder: string) => {
    const made = `new:${Date.now()}`;
    drafts.put({ key: made, data: newProject(formOf(overview, made)!.node, name), base: "", folder });
    setMaking(false);
    go(made);
  };
  const screen = !draft ? (
    <p className="opening">Opening…</p>
  ) : key === BOX ? (
    <ProjectsScreen
      order={(draft.data as { projects?: string[] }).projects ?? []}
      projects={overview.projects}
      onOrder={(projects) => drafts.change(key, (d) => ({ data: { ...(d.data as object), projects } }))}
      onNew={() => setMaking(true)}
    />
  ) : (
    form && (
      <FileScreen
        draft={draft}
        node={form.node}
        title={isProject ? projectTitle(draft.data) : form.kind.title}
        onChange={(path, value) => {
          setStatus("");
          drafts.change(key, (d) => changed(d, path, value));
        }}
        onFolder={(folder) => drafts.change(key, () => ({ folder }))}
        onDismiss={() => drafts.change(key, () => ({ refusal: undefined }))}
        onRemove={isProject && !isNewKey(key) ? () => void saving.remove() : undefined}
        onPart={setPart}
      />
    )
  );

  return (
    <div className="studio">
      <header className="top">
        <h1>Mischief Box studio</h1>
        <p role="status" className="status">
          {saving.status}
        </p>
        <button type="button" disabled={!saving.unsaved.has(key)} onClick={() => void saving.save()}>
          Save
        </button>
        <Publish targets={overview.targets} saveAll={saving.saveAll} />
      </header>
      <Nav
        projects={overview.projects}
        files={overview.kinds.filter((kind) => !kind.pattern.includes("{slug}") && kind.pattern !== BOX)}
        current={key}
        unsaved={saving.unsaved}
        onNew={() => setMaking(true)}
      />
      <main className="main">{screen}</main>
      <PreviewPane preview={overview.preview} page={pageOf(key, part, overview.projects[0]?.slug)} />
      <NewProject
        open={making}
        taken={overview.projects.map((project) => project.slug)}
        onMake={make}
        onClose={() => setMaking(false)}
      />
    </div>
  );
}
