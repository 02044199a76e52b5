import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "bb",
    title: "BitBait",
    summary: "A collection of 5,555 bait worms built from 200+ traits, plus a satirical spin-off.",
    menu: {
      name: "BitBait",
      description: "5,555 worms and their BLEMF twins",
      logo: "/brand/menu/bb.svg",
    },
  },
  "content/projects/bb.ts",
);
