import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/wol.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/wol.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "wol",
    card: {
      title: "Wall of Legends",
      description: "An ongoing wall of comic-style avatars, one legend at a time, each with a story in the ink.",
      image: pictures.card,
      badges: ["#comicArt", "#portrait", "#characterDesign", "#storyTelling"],
    },
    menu: {
      name: "Wall of Legends",
      description: "Ongoing comic-style avatar series",
      logo: "/brand/menu/wol.svg",
    },
    page: {
      banner: pictures.banner,
      title: "Wall of Legends",
      description:
        "Wall of Legends is an ongoing series of comic-style avatars: bold ink, loud colour and a speech bubble's worth of attitude.\nEach legend is drawn from the person's own stories, so the wall reads like a comic book of the community that inspired it.\n\nThe series keeps growing, and so does its ambition.",
      smallTitle: "What I Explored",
      listItems: [
        "A comic inking style that stays readable at avatar size",
        "Halftone and flat-colour rendering for screens",
        "Turning personal stories into a single expressive portrait",
        "Where the series stands today, and where it is headed",
      ],
      illustration: pictures.illustration,
      showcase: [
        { title: "Legends", layout: "grid", images: pictures.legends },
        { title: "Where we are VS Where we're headed", layout: "grid", images: pictures.versus },
      ],
    },
  },
  "content/projects/wol.ts",
);
