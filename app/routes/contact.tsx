import { site } from "../../content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/contact";

export function loader() {
  return {
    page: { title: `Contact · ${site.name}`, description: `Send ${site.name} a message.` },
    intro: site.contact.intro,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">Contact</h1>
      <p className="mt-6 text-lg">{loaderData.intro}</p>
    </article>
  );
}
