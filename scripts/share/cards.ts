import { allArtworks } from "../../model/artworks.ts";
import { projects } from "../../model/box.ts";
import { heroStill } from "../../model/images.ts";
import type { Image } from "../../model/schema.ts";
import { site } from "../../model/site.ts";
import { navLabel } from "../../model/words.ts";
import { contactWords } from "../../model/contact-words.ts";
import { shareId } from "../../shared/paths.ts";

// What each page's share picture shows when a link to it is posted (scripts/share.ts draws them at build time): the
// page's title, the site's name and one of the page's own pictures. The route loaders find theirs by id.

/** `artwork`: the card shows an artwork whole (a page's card crops its picture to fill its half). */
export type ShareCard = { id: string; title: string; image: Image; artwork?: true };

export function shareCards(): ShareCard[] {
  const still = heroStill();
  return [
    { id: shareId.home, title: site.tagline, image: still },
    // The overview's first card, the first picture a visitor meets there.
    { id: shareId.overview, title: navLabel("box"), image: projects[0]?.card.image ?? still },
    ...projects.map((p) => ({ id: shareId.project(p.slug), title: p.page.title, image: p.card.image })),
    { id: shareId.about, title: site.about.title, image: site.about.image },
    { id: shareId.contact, title: contactWords.heading, image: still },
    ...allArtworks().map((a) => ({
      id: shareId.artwork(a.project.slug, a.slug),
      title: a.name,
      image: a.image,
      artwork: true as const,
    })),
  ];
}
