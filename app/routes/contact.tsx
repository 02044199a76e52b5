import { site } from "../../model/site.ts";
import { ContactForm } from "../components/contact-form.tsx";
import { contactWords } from "../../model/contact-words.ts";
import { pageMeta } from "../lib/meta.ts";
import { pageTags } from "../lib/seo.server.ts";
import type { Route } from "./+types/contact";
import { PAGES, shareId } from "../../shared/paths.ts";

// Runs at build time (ssr: false): the endpoint, chosen by CONTACT_ENDPOINT then, is written into the page's data.
export function loader() {
  return {
    meta: pageTags({
      path: PAGES.contact,
      title: `${contactWords.heading} · ${site.name}`,
      description: contactWords.description(site.name),
      shareId: shareId.contact,
    }),
    intro: site.contact.intro,
    endpoint: site.contact.endpoint,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="font-display text-4xl font-black sm:text-5xl">{contactWords.heading}</h1>
      <p className="mt-6 text-lg">{loaderData.intro}</p>
      <p id="sent" className="success-note sent-on-return mt-8">
        {contactWords.sent}
      </p>
      <div className="mt-10 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <ContactForm endpoint={loaderData.endpoint} />
      </div>
    </article>
  );
}
