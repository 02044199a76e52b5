import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/mbb.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/mbb.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "mbb",
    card: {
      title: "Mindfully Bored - Brand Guidelines",
      description:
        "The rulebook that keeps a calm brand calm: logo, colours, type and usage, gathered into one downloadable guide.",
      image: pictures.card,
      badges: ["#branding", "#visualIdentity", "#graphicDesign", "#logoDesign"],
    },
    menu: {
      name: "MB Brand Guidelines",
      description: "Logo, colours, type and usage rules",
      logo: "/brand/menu/mbb.svg",
    },
    page: {
      banner: pictures.banner,
      title: "Mindfully Bored - Brand Guidelines",
      description:
        "A brand about slowing down still has to move fast across posters, cards, packaging and screens.\nThese guidelines give every partner the same calm starting point: how the logo breathes, which colours belong together, how the type sets the pace and what never to do to the mascot.",
      smallTitle: "My Contributions",
      listItems: [
        "Logo construction, clear space and minimum sizes",
        "Colour palette with print and screen values",
        "Typography scale and pairing rules",
        "Do and don't examples for posters and cards",
        "Layout and production of the guideline document",
      ],
      document: {
        title: "Mindfully Bored brand guidelines",
        file: "/downloads/mindfully-bored-brand-guidelines.pdf",
        preview: pictures.preview,
      },
      showcase: [],
    },
  },
  "content/projects/mbb.ts",
);
