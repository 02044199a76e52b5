import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "mb",
    title: "Mindfully Bored",
    summary: "A mindfulness-themed brand told through a poster series, collectible cards and a book.",
    menu: {
      name: "Mindfully Bored",
      description: "Mindful brand: posters, cards and a book",
      logo: "/brand/menu/mb.svg",
    },
  },
  "content/projects/mb.ts",
);
