import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "xbl",
    title: "xTRA BORED - Logo",
    summary: "Commissioned logo-style illustrations, explored in colour and outline.",
    menu: {
      name: "xTRA BORED - Logo",
      description: "Commissioned logo-style illustrations",
      logo: "/brand/menu/xbl.svg",
    },
  },
  "content/projects/xbl.ts",
);
