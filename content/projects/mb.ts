import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/mb.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/mb.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "mb",
    card: {
      title: "Mindfully Bored",
      description:
        "A mindfulness brand that makes doing nothing look good: a poster series, collectible cards and an illustrated book.",
      image: pictures.card,
      badges: ["#branding", "#illustration", "#posterDesign", "#cardDesign", "#editorial"],
    },
    menu: {
      name: "Mindfully Bored",
      description: "Mindful brand: posters, cards and a book",
      logo: "/brand/menu/mb.svg",
    },
    page: {
      banner: pictures.banner,
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
      illustration: pictures.illustration,
      showcase: [
        { title: "Some of the Posters", layout: "grid", images: pictures.posters },
        {
          title: "Some of the Collectible Cards",
          note: "Coming Soon",
          layout: "grid",
          images: pictures.cards,
        },
        {
          title: "Book: Some of the Chapter Start Pages",
          layout: "grid",
          images: pictures.bookChapters,
        },
        {
          title: "Book: Some of the Sketched Illustrations",
          layout: "grid",
          images: pictures.bookSketches,
        },
      ],
    },
  },
  "content/projects/mb.ts",
);
