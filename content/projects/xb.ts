import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "xb",
    title: "xTRA BORED",
    summary: "A tribute collection of 10000 pieces, layered trait by trait.",
    menu: {
      name: "xTRA BORED",
      description: "A 10000-piece tribute collection",
      logo: "/brand/menu/xb.svg",
    },
  },
  "content/projects/xb.ts",
);
