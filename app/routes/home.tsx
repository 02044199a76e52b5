import { Link } from "react-router";
import { site } from "../../content/site";
import { pageMeta } from "~/lib/meta";
import { BOX_PATH } from "~/route-paths";
import type { Route } from "./+types/home";

export function loader() {
  return {
    page: { title: `${site.name} · ${site.tagline}`, description: site.description },
    title: site.home.title,
    hint: site.home.hint,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto grid max-w-4xl place-items-center gap-6 px-6 py-24 text-center">
      <h1 className="font-display text-5xl font-black sm:text-7xl">{loaderData.title}</h1>
      <p className="text-lg">
        <Link to={BOX_PATH} className="font-semibold text-accent underline">
          {loaderData.hint}
        </Link>
      </p>
    </section>
  );
}
