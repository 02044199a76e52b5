import { parseContent } from "../load.ts";
import { mindful } from "../placeholders/mindful.ts";
import { projectSchema } from "../schema.ts";

export const project = parseContent(
  projectSchema,
  {
    slug: "mb",
    card: {
      title: "Mindfully Bored",
      description:
        "A mindfulness brand that makes doing nothing look good: a poster series, collectible cards and an illustrated book.",
      image: mindful.card("mb/card.png"),
      badges: ["#branding", "#illustration", "#posterDesign", "#cardDesign", "#editorial"],
    },
    menu: {
      name: "Mindfully Bored",
      description: "Mindful brand: posters, cards and a book",
      logo: "/brand/menu/mb.svg",
    },
    page: {
      banner: mindful.banner("mb/banner.png"),
      title: "Mindfully Bored",
      description:
        "Mindfully Bored is a brand built around a radical idea: boredom is not a problem to be solved, it is a place to rest.\nIts sleepy mascot drifts through soft sage skies and sandy afternoons, reminding people to put the phone down and let the mind wander.\n\nThe world grew from a single poster into a series, then into collectible cards that reward slowing down, and finally into a book whose chapters open like deep breaths.",
      smallTitle: "My Contributions",
      listItems: [
        "Brand concept, mascot and visual language",
        "A series of calm, typographic posters",
        "Collectible card designs and their rarity system",
        "Chapter start pages and sketched illustrations for the book",
      ],
      illustration: mindful.illustration("mb/illustration.png"),
      showcase: [
        { title: "Some of the Posters", layout: "grid", images: mindful.posters("mb/posters", 8) },
        {
          title: "Some of the Collectible Cards",
          note: "Coming Soon",
          layout: "grid",
          images: mindful.cards("mb/cards", 8),
        },
        {
          title: "Book: Some of the Chapter Start Pages",
          layout: "grid",
          images: mindful.chapterPages("mb/book-chapters", 6),
        },
        {
          title: "Book: Some of the Sketched Illustrations",
          layout: "grid",
          images: mindful.sketches("mb/book-sketches", 8),
        },
      ],
    },
  },
  "content/projects/mb.ts",
);
