import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/bb.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/bb.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "bb",
    card: {
      title: "BitBait",
      description:
        "5,555 bait worms built from 200+ hand-drawn traits, plus the BLEMFs: a satirical spin-off drawn in three days.",
      image: pictures.card,
      badges: ["#characterDesign", "#illustration", "#conceptArt", "#posterDesign"],
    },
    menu: {
      name: "BitBait",
      description: "5,555 worms and their BLEMF twins",
      logo: "/brand/menu/bb.svg",
    },
    page: {
      banner: pictures.banner,
      title: "BitBait",
      description: `BitBait is a collection of 5,555 bait worms, every one of them assembled from more than 200 traits: heads, eyes, mouths, hats and the occasional questionable life choice.\nThe trait system was drawn so that any combination still looks like a worm with a personality, never like a pile of parts.\n\nThen came the BLEMFs, a satirical spin-off made in three days: the same worms, redrawn scrappier and louder. Every OG worm has its BLEMF twin; ${pictures.twins.length / 2} twin pairs stand side by side below.`,
      smallTitle: "My Contributions",
      listItems: [
        "Character design of the BitBait worm",
        "200+ traits for heads, eyes and mouths, drawn to combine",
        "The BLEMFs spin-off, from idea to finished collection in three days",
        "Posters and social media content for the launch",
      ],
      illustration: pictures.illustration,
      showcase: [
        { title: "BitBait's Power", layout: "grid", images: pictures.power },
        { title: "Some of the BB Posters", layout: "grid", images: pictures.posters },
        { title: "Traits in BitBait - Head, Eyes, Mouth", layout: "grid", images: pictures.traits },
        { title: "Random BitBait OG & BLEMFs Twins", layout: "pairs", images: pictures.twins },
        { title: "Some of the Social Media Content", layout: "grid", images: pictures.social },
      ],
    },
  },
  "content/projects/bb.ts",
);
