import { parseContent } from "../load.ts";
import { bitbait } from "../placeholders/bitbait.ts";
import { projectSchema } from "../schema.ts";

const twins = bitbait.twins("bb/twins", 44);

export const project = parseContent(
  projectSchema,
  {
    slug: "bb",
    card: {
      title: "BitBait",
      description:
        "5,555 bait worms built from 200+ hand-drawn traits, plus the BLEMFs: a satirical spin-off drawn in three days.",
      image: bitbait.card("bb/card.png"),
      badges: ["#characterDesign", "#illustration", "#conceptArt", "#posterDesign"],
    },
    menu: {
      name: "BitBait",
      description: "5,555 worms and their BLEMF twins",
      logo: "/brand/menu/bb.svg",
    },
    page: {
      banner: bitbait.banner("bb/banner.png"),
      title: "BitBait",
      description: `BitBait is a collection of 5,555 bait worms, every one of them assembled from more than 200 traits: heads, eyes, mouths, hats and the occasional questionable life choice.\nThe trait system was drawn so that any combination still looks like a worm with a personality, never like a pile of parts.\n\nThen came the BLEMFs, a satirical spin-off made in three days: the same worms, redrawn scrappier and louder. Every OG worm has its BLEMF twin; ${twins.length / 2} twin pairs stand side by side below.`,
      smallTitle: "My Contributions",
      listItems: [
        "Character design of the BitBait worm",
        "200+ traits for heads, eyes and mouths, drawn to combine",
        "The BLEMFs spin-off, from idea to finished collection in three days",
        "Posters and social media content for the launch",
      ],
      illustration: bitbait.illustration("bb/illustration.png"),
      showcase: [
        { title: "BitBait's Power", layout: "grid", images: bitbait.power("bb/power", 6) },
        { title: "Some of the BB Posters", layout: "grid", images: bitbait.posters("bb/posters", 8) },
        { title: "Traits in BitBait - Head, Eyes, Mouth", layout: "grid", images: bitbait.traits("bb/traits") },
        { title: "Random BitBait OG & BLEMFs Twins", layout: "pairs", images: twins },
        { title: "Some of the Social Media Content", layout: "grid", images: bitbait.social("bb/social", 9) },
      ],
    },
  },
  "content/projects/bb.ts",
);
