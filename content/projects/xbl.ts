import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/xbl.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/xbl.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "xbl",
    card: {
      title: "xTRA BORED - Logo",
      description:
        "Commissioned logo-style illustrations: two logos explored in 36 coloured and outlined versions, and 7 banners.",
      image: pictures.card,
      badges: ["#logoDesign", "#visualIdentity", "#graphicDesign", "#branding"],
    },
    menu: {
      name: "xTRA BORED - Logo",
      description: "Commissioned logo-style illustrations",
      logo: "/brand/menu/xbl.svg",
    },
    page: {
      banner: pictures.banner,
      title: "xTRA BORED - Logo",
      description:
        "A commission for logo-style illustrations of the xTRA BORED characters: emblems that work on a jacket patch, a profile picture and a billboard.\nTwo logos were taken all the way: 36 coloured and outlined versions for every background, and 7 banners to carry them.",
      smallTitle: "What I Explored",
      listItems: [
        "Two emblem concepts, each fully explored",
        "Full-colour palettes and line-only outlined versions",
        "Legibility from favicon to banner size",
        "A banner system built around the logos",
      ],
      showcase: [
        { title: "2 Logos, Fully Explored", layout: "grid", images: pictures.logos },
        { title: "colored and outlined versions", layout: "grid", images: pictures.versions },
        { title: "Some Banners", layout: "grid", images: pictures.banners },
      ],
    },
  },
  "content/projects/xbl.ts",
);
