// The words of single pages (content/words/pages.json), read by their loaders while the pages are prerendered and
// handed to them as data, so that no page's scripts carry another page's words.

import { readContent } from "./content-files.ts";
import { fill } from "./fill.ts";

const pages = readContent("words/pages.json");

export const pageWords = {
  ...pages,
  home: { open: (alt: string) => fill(pages.home.open, { alt }) },
  project: {
    ...pages.project,
    visitWebsiteOf: (title: string) => fill(pages.project.visitWebsiteOf, { title }),
    download: (size: string) => fill(pages.project.download, { size }),
    pair: (number: number, count: number) => fill(pages.project.pair, { number, count }),
  },
  artwork: {
    ...pages.artwork,
    position: (number: number, count: number, section: string) =>
      fill(pages.artwork.position, { number, count, section }),
    moreFrom: (section: string) => fill(pages.artwork.moreFrom, { section }),
  },
  about: { ...pages.about, description: (siteName: string) => fill(pages.about.description, { siteName }) },
};
