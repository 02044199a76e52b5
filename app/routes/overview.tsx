import { Link } from "react-router";
import { badgeColours } from "../../model/badges.ts";
import { embedsDocument, projects } from "../../model/box.ts";
import { site } from "../../model/site.ts";
import { Badge } from "../components/badge.tsx";
import { Picture } from "../components/picture.tsx";
import { ReturnToTop } from "../components/return-to-top.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageTags } from "../lib/seo.server.ts";
import { picture } from "../../shared/manifests.ts";
import { BOX_PATH, projectPath, shareId } from "../../shared/paths.ts";
import type { Route } from "./+types/overview";
import { pageWords } from "../../model/page-words.ts";
import { navLabel } from "../../model/words.ts";

export function loader() {
  const heading = navLabel("box");
  return {
    meta: pageTags({
      path: BOX_PATH,
      title: `${heading} · ${site.name}`,
      description: site.overview.summary,
      shareId: shareId.overview,
    }),
    heading,
    intro: site.overview.intro,
    tagsLabel: pageWords.overview.tags,
    cards: projects.map((project) => ({
      to: projectPath(project.slug),
      // See MenuEntryLink: a page that frames its own PDF is loaded as a new document.
      reloadDocument: embedsDocument(project),
      title: project.card.title,
      description: project.card.description,
      image: picture(project.card.image),
      badges: project.card.badges.map((label) => ({ label, ...badgeColours(label) })),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Overview({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-4xl font-black sm:text-5xl">{loaderData.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">{loaderData.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.cards.map((card, i) => (
          <li key={card.to} className="overflow-hidden rounded-2xl border border-line bg-surface">
            <Picture
              picture={card.image}
              sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
              priority={i === 0}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="p-6">
              <h2 className="font-display text-xl font-bold">
                <Link to={card.to} reloadDocument={card.reloadDocument} prefetch="intent" className="hover:text-accent">
                  {card.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{card.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={loaderData.tagsLabel}>
                {card.badges.map((badge) => (
                  <Badge key={badge.label} badge={badge} />
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <ReturnToTop />
    </div>
  );
}
