import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "mbb",
    title: "Mindfully Bored - Brand Guidelines",
    summary: "The rules that keep Mindfully Bored calm, consistent and recognisable.",
    menu: {
      name: "MB Brand Guidelines",
      description: "Logo, colours, type and usage rules",
      logo: "/brand/menu/mbb.svg",
    },
  },
  "content/projects/mbb.ts",
);
