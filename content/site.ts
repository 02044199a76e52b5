import { parseContent } from "./load";
import { siteSchema } from "./schema";

// Who the site belongs to. The artist edits these words; the default is the studio brand, not a person.
export const site = parseContent(
  siteSchema,
  {
    name: "Mischief Box",
    tagline: "Illustration & graphic design",
    description:
      "The portfolio of an illustrator and graphic designer: collectible characters, brand identities, comic-style series and daily sketches, kept in a box of mischief.",
    logo: { light: "/brand/logo-light.svg", dark: "/brand/logo-dark.svg" },
    overview: {
      name: "Overview",
      description: "Every project in the box at a glance",
      logo: "/brand/menu/overview.svg",
    },
  },
  "content/site.ts",
);
