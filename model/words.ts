// Every word of the site's own interface that every page's scripts need (content/words/common.json): the skip link,
// the menus, Return to top, the picture viewer, the 404 and error pages. The pages' own words are in page-words.ts,
// the contact form's in contact-words.ts. The browser's scripts include this module, with the words the build has
// read and checked in place of `readContent` (vite.config.ts).

import { readContent } from "./content-files.ts";

const common = readContent("words/common.json");

export const words = {
  ...common,
  // Not fill(): every page's scripts carry this module, and one placeholder needs no more.
  nav: { ...common.nav, logo: (siteName: string) => common.nav.logo.replace("{siteName}", siteName) },
};

/** A main menu entry's words (theBox's also name the overview and the projects' menu). */
export const navLabel = (page: string) => common.nav.links.find((link) => link.page === page)?.label as string;
