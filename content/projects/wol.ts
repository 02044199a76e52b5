import { parseContent } from "../load";
import { projectSchema } from "../schema";

export const project = parseContent(
  projectSchema,
  {
    slug: "wol",
    title: "Wall of Legends",
    summary: "An ongoing series of comic-style avatars for the legends of a community.",
    menu: {
      name: "Wall of Legends",
      description: "Ongoing comic-style avatar series",
      logo: "/brand/menu/wol.svg",
    },
  },
  "content/projects/wol.ts",
);
