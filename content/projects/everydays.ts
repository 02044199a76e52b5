import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "everydays",
    title: "Everydays",
    summary: "Daily sketches, thirty minutes each.",
    menu: {
      name: "Everydays",
      description: "30-minute daily sketches",
      logo: "/brand/menu/everydays.svg",
    },
  },
  "content/projects/everydays.ts",
);
