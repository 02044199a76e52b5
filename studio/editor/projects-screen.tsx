// The order of the box: her projects by name, each with its card picture, in the order the overview and the menus
// show them; moved by drag or by keyboard, then saved (content/box.json). A project the box does not list yet is
// shown last, as the site shows it, and saving lists it there.

import { pictureUrl, type ProjectRow } from "./api.ts";
import { MoveHandle, Sortable, useSortableItem } from "./sortable.tsx";

type Props = { order: string[]; projects: ProjectRow[]; onOrder(order: string[]): void; onNew(): void };

export function ProjectsScreen({ order, projects, onOrder, onNew }: Props) {
  const bySlug = new Map(projects.map((project) => [project.slug, project]));
  const shown = [
    ...order.filter((slug) => bySlug.has(slug)),
    ...projects.map((p) => p.slug).filter((s) => !order.includes(s)),
  ];
  const names = shown.map((slug) => bySlug.get(slug)!.title);
  const move = (from: number, to: number) => {
    const moved = [...shown];
    moved.splice(to, 0, ...moved.splice(from, 1));
    onOrder(moved);
  };
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h2 id="screen-title">Order of the box</h2>
      <p className="hint">
        Your projects in the order the box, the overview and the menu show them. Drag one by its Move button, or press
        Space on it, move it with the arrow keys and press Space again; then Save.
      </p>
      <Sortable ids={shown} names={names} onMove={move}>
        <ol className="projects">
          {shown.map((slug, i) => (
            <ProjectRow key={slug} project={bySlug.get(slug)!} place={i + 1} />
          ))}
        </ol>
      </Sortable>
      <button type="button" className="add" onClick={onNew}>
        New project
      </button>
    </section>
  );
}

function ProjectRow({ project, place }: { project: ProjectRow; place: number }) {
  const { item, handle } = useSortableItem(project.slug, project.title);
  return (
    <li {...item} className="project-row" aria-label={`${place}. ${project.title}`}>
      <MoveHandle handle={handle} />
      {project.picture ? <img src={pictureUrl(project.picture)} alt="" /> : <span className="no-thumb" />}
      <span className="project-name">
        {project.title}
        <span className="hint"> /thebox/{project.slug}</span>
        {!project.listed && <span className="hint"> (not in the box yet: Save lists it here)</span>}
      </span>
      <a href={`#/file/${project.path}`}>
        Edit<span className="visually-hidden"> {project.title}</span>
      </a>
    </li>
  );
}
