import type { ReactNode } from "react";
import { words } from "../../model/words.ts";
import { PAGES } from "../../shared/paths.ts";

type Entry = { page: keyof typeof PAGES; to: string; label: string };

/**
 * The main menu's links, in the content's order (content/words/common.json, nav.links): the header, the phone menu and
 * the 404 page each draw an entry their way, and theBox, where they give it one, as the projects' menu.
 */
export function MainLinks({
  link,
  box = link,
}: {
  link: (entry: Entry) => ReactNode;
  box?: (entry: Entry) => ReactNode;
}) {
  return words.nav.links.map(({ page, label }) => {
    const entry = { page, to: PAGES[page as Entry["page"]], label } as Entry;
    return <li key={page}>{page === "box" ? box(entry) : link(entry)}</li>;
  });
}
