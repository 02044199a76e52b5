// The words of single pages, read by their loaders while the pages are prerendered and handed to them as data, so
// that no page's scripts carry another page's words. Plain data with no imports; model/words.test.ts checks it.

export const pageWords = {
  home: {
    /** The box picture's link: its alt text, then where it goes. */
    open: (alt: string) => `${alt}. Open theBox`,
  },
  overview: { tags: "Tags" },
  project: {
    visitWebsite: "Visit website",
    visitWebsiteOf: (title: string) => `Visit website of ${title} (opens in a new tab)`,
    download: (size: string) => `Download the brand guidelines (PDF, ${size})`,
    showcase: "Showcase",
  },
  artwork: {
    position: (number: number, count: number, section: string) => `${number} of ${count} in ${section}`,
    moreFrom: (section: string) => `More from ${section}`,
    previous: "Previous",
    next: "Next",
  },
  about: {
    description: (siteName: string) => `About the illustrator and graphic designer behind ${siteName}.`,
    getInTouch: "Get in touch",
  },
  notFound: { title: "Page not found", description: "This page is not in the box." },
} as const;
