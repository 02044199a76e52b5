import { Link } from "react-router";
import { pageMeta } from "../lib/meta.ts";
import { MainLinks } from "../components/main-links.tsx";
import type { Route } from "./+types/not-found";
import { words } from "../../model/words.ts";

// No loader: this page is prerendered once (as 404.html) and must render for any unknown path in the browser too.
// Its tags (noindex, no canonical) come with the root's data.
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0];
  if (root?.id !== "root") return [];
  return pageMeta({ meta: (root.loaderData as { notFoundMeta?: unknown } | undefined)?.notFoundMeta });
};

export default function NotFound() {
  return (
    // Marked for app/entry.client.tsx, which leaves this page unhydrated where the router would take it for another.
    <section data-not-found className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="font-display text-7xl font-black text-accent">404</p>
      <h1 className="mt-4 font-display text-4xl font-black">{words.notFound.heading}</h1>
      <p className="mt-4 text-lg text-muted">{words.notFound.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3 font-semibold">
        <MainLinks
          link={({ to, label }) => (
            <Link to={to} prefetch="intent" className="pill-link">
              {label}
            </Link>
          )}
        />
      </ul>
    </section>
  );
}
