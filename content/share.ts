import { allArtworks } from "./artworks.ts";
import { projects } from "./box.ts";
import { heroStill } from "./images.ts";
import type { Image } from "./schema.ts";
import { site } from "./site.ts";

// What each page's share picture shows when a link to it is posted (scripts/share.ts draws them at build time): the
// page's title, the site's name and one of the page's own pictures. The route loaders find theirs by id.

/** `artwork`: the card shows an artwork whole (a page's card crops its picture to fill its half). */
export type ShareCard = { id: string; title: string; image: Image; artwork?: true };

/** The id of each page's share picture; project ids are prefixed so a slug can never take another page's. */
export const shareId = {
  home: "home",
  overview: "overview",
  about: "about",
  contact: "contact",
  project: (slug: string) => `project-${slug}`,
  artwork: (project: string, slug: string) => `artwork-${project}-${slug}`,
};

export function shareCards(): ShareCard[] {
  const still = heroStill();
  return [
    { id: shareId.home, title: site.tagline, image: still },
    // The overview's first card, the first picture a visitor meets there.
    { id: shareId.overview, title: "theBox", image: projects[0]?.card.image ?? still },
    ...projects.map((p) => ({ id: shareId.project(p.slug), title: p.page.title, image: p.card.image })),
    { id: shareId.about, title: site.about.title, image: site.about.image },
    { id: shareId.contact, title: "Contact", image: still },
    ...allArtworks().map((a) => ({
      id: shareId.artwork(a.project.slug, a.slug),
      title: a.name,
      image: a.image,
      artwork: true as const,
    })),
  ];
}
