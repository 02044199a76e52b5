import { Link } from "react-router";
import { heroStill } from "../../model/images.ts";
import { site } from "../../model/site.ts";
import { HeroBox } from "../components/hero-box.tsx";
import { pageMeta } from "../lib/meta.ts";
import { pageTags } from "../lib/seo.server.ts";
import { heroSprite, picture } from "../../shared/manifests.ts";
import { BOX_PATH, shareId } from "../../shared/paths.ts";
import type { Route } from "./+types/home";
import { pageWords } from "../../model/page-words.ts";

export function loader() {
  return {
    meta: pageTags({
      path: "/",
      title: `${site.name} · ${site.tagline}`,
      description: site.description,
      shareId: shareId.home,
    }),
    title: site.home.title,
    hint: site.home.hint,
    still: picture(heroStill()),
    openLabel: pageWords.home.open(heroStill().alt),
    sprite: heroSprite(),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto grid min-h-[calc(100dvh-var(--header-height))] max-w-4xl place-content-center justify-items-center gap-4 px-6 py-10 text-center">
      <h1 className="font-display text-5xl font-black tracking-tight sm:text-7xl">{loaderData.title}</h1>
      <Link to={BOX_PATH} aria-label={loaderData.openLabel} prefetch="intent" className="rounded-3xl">
        <HeroBox still={loaderData.still} sprite={loaderData.sprite} />
      </Link>
      <p className="text-lg font-semibold text-muted">{loaderData.hint}</p>
    </section>
  );
}
