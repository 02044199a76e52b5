import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/everydays.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/everydays.json");

// Untitled groups of sketches: the page names each group for assistive technology by its days, counted from the lists.
const lists = [pictures.group1, pictures.group2, pictures.group3, pictures.group4, pictures.group5];
const groups = lists.map((images, g) => {
  const first = lists.slice(0, g).reduce((days, list) => days + list.length, 1);
  return { label: `Everydays, days ${first} to ${first + images.length - 1}`, layout: "grid" as const, images };
});

export const project = parseContent(
  projectSchema,
  {
    slug: "everydays",
    card: {
      title: "Everydays",
      description: "A sketch a day, thirty minutes on the clock: creatures, objects, faces and small scenes.",
      image: pictures.card,
      badges: ["#illustration", "#conceptArt", "#characterDesign"],
    },
    menu: {
      name: "Everydays",
      description: "30-minute daily sketches",
      logo: "/brand/menu/everydays.svg",
    },
    page: {
      banner: pictures.banner,
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
