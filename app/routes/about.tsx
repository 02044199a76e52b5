import { Link } from "react-router";
import { site } from "../../content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";

export function loader() {
  return {
    page: {
      title: `About · ${site.name}`,
      description: `About the illustrator and graphic designer behind ${site.name}.`,
    },
    description: site.description,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">About</h1>
      <p className="mt-6 text-lg">{loaderData.description}</p>
      <p className="mt-6">
        <Link to="/contact" className="font-semibold text-accent underline">
          Get in touch
        </Link>
      </p>
    </article>
  );
}
