import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "bcts",
    title: "Blue Chip Tattoo Studio",
    summary: "An unreleased universe of collectibles set in a tattoo studio.",
    menu: {
      name: "Blue Chip Tattoo Studio",
      description: "Tattoo-studio collectibles universe",
      logo: "/brand/menu/bcts.svg",
    },
  },
  "content/projects/bcts.ts",
);
