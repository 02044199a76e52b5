// What she can edit, by name: her projects (each with its card picture), the order of the box, a new project, and
// the site's pages and words. A mark says where a change is not saved yet.

import type { ReactNode } from "react";
import { type Kind, pictureUrl, type ProjectRow } from "./api.ts";

type Props = {
  projects: ProjectRow[];
  files: Kind[];
  current: string;
  unsaved: ReadonlySet<string>;
  onNew(): void;
};

type LinkProps = { to: string; current: string; unsaved: ReadonlySet<string>; children: ReactNode };

/** A link to a file's screen, marked when it is the one shown and when it has changes not saved. */
function Link({ to, current, unsaved, children }: LinkProps) {
  return (
    <a
      href={to === "content/box.json" ? "#/projects" : `#/file/${to}`}
      aria-current={current === to ? "page" : undefined}
    >
      {children}
      {unsaved.has(to) && (
        <span className="unsaved">
          <span aria-hidden="true"> •</span>
          <span className="visually-hidden"> (not saved)</span>
        </span>
      )}
    </a>
  );
}

export function Nav({ projects, files, current, unsaved, onNew }: Props) {
  return (
    <nav className="nav" aria-label="What you edit">
      <h2>Projects</h2>
      <ul>
        <li>
          <Link to="content/box.json" current={current} unsaved={unsaved}>
            Order of the box
          </Link>
        </li>
        {projects.map((project) => (
          <li key={project.slug}>
            <Link to={project.path} current={current} unsaved={unsaved}>
              {project.picture ? <img src={pictureUrl(project.picture)} alt="" /> : <span className="no-thumb" />}
              {project.title}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="add" onClick={onNew}>
            New project
          </button>
        </li>
      </ul>
      <h2>Pages and words</h2>
      <ul>
        {files.map((file) => (
          <li key={file.pattern}>
            <Link to={file.pattern} current={current} unsaved={unsaved}>
              {file.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
