import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/bcts.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/bcts.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "bcts",
    card: {
      title: "Blue Chip Tattoo Studio",
      description:
        "A whole collectibles universe set in a tattoo studio that hasn't opened its doors yet: artists, origins and 111 tattoos.",
      image: pictures.card,
      badges: ["#characterDesign", "#illustration", "#logoDesign", "#webDesign", "#storyTelling"],
    },
    menu: {
      name: "Blue Chip Tattoo Studio",
      description: "Tattoo-studio collectibles universe",
      logo: "/brand/menu/bcts.svg",
    },
    page: {
      banner: pictures.banner,
      title: "Blue Chip Tattoo Studio",
      description:
        "Blue Chip Tattoo Studio is an unreleased collectibles universe: a tattoo studio with its own logo, its own history and a crew of tattoo artists, each with a needle and a temper.\nEverything is drawn in the language of American traditional flash: bold black lines, a handful of colours, and paper that looks like it has hung on a studio wall for years.\n\nThe studio is waiting for its opening night. The flash is ready.",
      smallTitle: "My Contributions",
      listItems: [
        "The studio's main logo and identity",
        "The origin story and its first sketches",
        "Character design of the tattoo artists",
        "111 tattoo flash designs",
        "Social media content and the website design",
      ],
      illustration: pictures.illustration,
      showcase: [
        { title: "Main Logo", layout: "grid", images: pictures.logo },
        { title: "origins", layout: "grid", images: pictures.origins },
        { title: "Characters / Tattoo Artists", layout: "lead", images: pictures.characters },
        { title: "Some of the Tattoos", layout: "grid", images: pictures.tattoos },
        { title: "social media content", layout: "grid", images: pictures.social },
        { title: "Website Design", layout: "grid", images: pictures.website },
      ],
    },
  },
  "content/projects/bcts.ts",
);
