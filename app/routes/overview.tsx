import { Link } from "react-router";
import { projects } from "../../content/box";
import { site } from "../../content/site";
import { pageMeta } from "~/lib/meta";
import { projectPath } from "~/route-paths";
import type { Route } from "./+types/overview";

export function loader() {
  return {
    page: { title: `theBox · ${site.name}`, description: "Eight projects from the box of mischief." },
    cards: projects.map((p) => ({ to: projectPath(p.slug), title: p.title, summary: p.summary })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function Overview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-black sm:text-5xl">theBox</h1>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.cards.map((card) => (
          <li key={card.to} className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="font-display text-xl font-bold">
              <Link to={card.to} className="hover:text-accent">
                {card.title}
              </Link>
            </h2>
            <p className="mt-2 text-muted">{card.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
