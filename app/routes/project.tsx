import { projects } from "../../content/box";
import { site } from "../../content/site";
import { pageMeta } from "~/lib/meta";
import { projectPath } from "~/route-paths";
import type { Route } from "./+types/project";

// One module renders every project page; each page is its own static route (app/routes.ts), and the loader, run at
// build time, picks the project by the path it is rendering.
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.toLowerCase().replace(/\/$/, "");
  const project = projects.find((p) => projectPath(p.slug) === path);
  if (!project) throw new Error(`No project in content/ for ${path}`);
  return {
    page: { title: `${project.title} · ${site.name}`, description: project.summary },
    title: project.title,
    summary: project.summary,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function Project({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">{loaderData.title}</h1>
      <p className="mt-4 text-lg text-muted">{loaderData.summary}</p>
    </article>
  );
}
