import { parseContent } from "../load.ts";
import { tattoo } from "../placeholders/tattoo.ts";
import { projectSchema } from "../schema.ts";

export const project = parseContent(
  projectSchema,
  {
    slug: "bcts",
    card: {
      title: "Blue Chip Tattoo Studio",
      description:
        "A whole collectibles universe set in a tattoo studio that hasn't opened its doors yet: artists, origins and 111 tattoos.",
      image: tattoo.card("bcts/card.png"),
      badges: ["#characterDesign", "#illustration", "#logoDesign", "#webDesign", "#storyTelling"],
    },
    menu: {
      name: "Blue Chip Tattoo Studio",
      description: "Tattoo-studio collectibles universe",
      logo: "/brand/menu/bcts.svg",
    },
    page: {
      banner: tattoo.banner("bcts/banner.png"),
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
      illustration: tattoo.illustration("bcts/illustration.png"),
      showcase: [
        { title: "Main Logo", layout: "grid", images: tattoo.logo("bcts/logo") },
        { title: "origins", layout: "grid", images: tattoo.origins("bcts/origins", 6) },
        { title: "Characters / Tattoo Artists", layout: "lead", images: tattoo.characters("bcts/characters", 8) },
        { title: "Some of the Tattoos", layout: "grid", images: tattoo.tattoos("bcts/tattoos", 111) },
        { title: "social media content", layout: "grid", images: tattoo.social("bcts/social", 9) },
        { title: "Website Design", layout: "grid", images: tattoo.website("bcts/website", 6) },
      ],
    },
  },
  "content/projects/bcts.ts",
);
