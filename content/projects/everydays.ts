import { parseContent } from "../load.ts";
import { everydays } from "../placeholders/everydays.ts";
import { projectSchema } from "../schema.ts";

// Five untitled groups of 29 sketches: the page names each group for assistive technology by its days.
const GROUPS = 5;
const PER_GROUP = 29;
const groups = Array.from({ length: GROUPS }, (_, g) => {
  const first = g * PER_GROUP + 1;
  return {
    label: `Everydays, days ${first} to ${first + PER_GROUP - 1}`,
    layout: "grid" as const,
    images: everydays.sketches(`everydays/group-${g + 1}`, PER_GROUP, first),
  };
});

export const project = parseContent(
  projectSchema,
  {
    slug: "everydays",
    card: {
      title: "Everydays",
      description: "A sketch a day, thirty minutes on the clock: creatures, objects, faces and small scenes.",
      image: everydays.card("everydays/card.png"),
      badges: ["#illustration", "#conceptArt", "#characterDesign"],
    },
    menu: {
      name: "Everydays",
      description: "30-minute daily sketches",
      logo: "/brand/menu/everydays.svg",
    },
    page: {
      banner: everydays.banner("everydays/banner.png"),
      title: "Everydays",
      description:
        "Everydays are 30-minute illustrations, one a day, no second chances.\nThe timer keeps them honest: there is no room to polish, only to decide. Some days it's a creature, some days a teapot with opinions.",
      smallTitle: "What I Explored",
      listItems: [
        "Drawing fast and deciding faster",
        "New subjects every day, from creatures to still lifes",
        "Loose marker and ink techniques",
        "Keeping a daily habit alive",
      ],
      showcase: groups,
    },
  },
  "content/projects/everydays.ts",
);
