import { parseContent } from "../load.ts";
import { legends } from "../placeholders/legends.ts";
import { projectSchema } from "../schema.ts";

export const project = parseContent(
  projectSchema,
  {
    slug: "wol",
    card: {
      title: "Wall of Legends",
      description: "An ongoing wall of comic-style avatars, one legend at a time, each with a story in the ink.",
      image: legends.card("wol/card.png"),
      badges: ["#comicArt", "#portrait", "#characterDesign", "#storyTelling"],
    },
    menu: {
      name: "Wall of Legends",
      description: "Ongoing comic-style avatar series",
      logo: "/brand/menu/wol.svg",
    },
    page: {
      banner: legends.banner("wol/banner.png"),
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
      illustration: legends.illustration("wol/illustration.png"),
      showcase: [
        { title: "Legends", layout: "grid", images: legends.avatars("wol/legends", 16) },
        { title: "Where we are VS Where we're headed", layout: "grid", images: legends.versus("wol/versus", 2) },
      ],
    },
  },
  "content/projects/wol.ts",
);
