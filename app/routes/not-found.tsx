import { Link } from "react-router";
import { pageMeta } from "../lib/meta.ts";
import { BOX_PATH } from "../../shared/paths.ts";
import type { Route } from "./+types/not-found";
import { words } from "../../model/words.ts";

// No loader: this page is prerendered once (as 404.html) and must render for any unknown path in the browser too.
// Its tags (noindex, no canonical) come with the root's data.
export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

/** The 404 page's tags, for any route that shows this page: the root's data holds them. */
export function notFoundMeta(matches: readonly ({ id: string; loaderData: unknown } | undefined)[]) {
  const root = matches[0];
  if (root?.id !== "root") return [];
  return pageMeta({ meta: (root.loaderData as { notFoundMeta?: unknown } | undefined)?.notFoundMeta });
}

export default function NotFound() {
  return (
    // Marked for app/entry.client.tsx, which leaves this page unhydrated where the router would take it for another.
    <section data-not-found className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="font-display text-7xl font-black text-accent">404</p>
      <h1 className="mt-4 font-display text-4xl font-black">{words.notFound.heading}</h1>
      <p className="mt-4 text-lg text-muted">{words.notFound.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3 font-semibold">
        <li>
          <Link to="/" className="pill-link">
            {words.nav.home}
          </Link>
        </li>
        <li>
          <Link to={BOX_PATH} className="pill-link">
            {words.nav.box}
          </Link>
        </li>
        <li>
          <Link to="/about" className="pill-link">
            {words.nav.about}
          </Link>
        </li>
        <li>
          <Link to="/contact" className="pill-link">
            {words.nav.contact}
          </Link>
        </li>
      </ul>
    </section>
  );
}
