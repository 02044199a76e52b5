import { parseContent, parsePictures } from "../load.ts";
import { projectSchema } from "../schema.ts";
import pictureList from "../pictures/xb.json" with { type: "json" };

const pictures = parsePictures(pictureList, "content/pictures/xb.json");

export const project = parseContent(
  projectSchema,
  {
    slug: "xb",
    card: {
      title: "xTRA BORED",
      description: "A tribute collection of 10000 pieces, rebuilt layer by layer so every character holds together.",
      image: pictures.card,
      badges: ["#fanArt", "#characterDesign", "#illustration"],
    },
    menu: {
      name: "xTRA BORED",
      description: "A 10000-piece tribute collection",
      logo: "/brand/menu/xb.svg",
    },
    page: {
      banner: pictures.banner,
      title: "xTRA BORED",
      description: `xTRA BORED is a tribute collection of 10000 pieces: bored characters with extra attitude, drawn as a love letter to the collections that started it all.\nThe real work hides in the layers. Backgrounds, fur, clothes, headwear, eyes, mouths and accessories were redrawn so that any combination lines up, overlaps cleanly and still looks hand-made. Here are ${pictures.apes.length} apes from the collection.`,
      smallTitle: "My Contributions",
      listItems: [
        "An improved layer structure for clean combinations",
        "Character illustration and every trait layer",
        "Colour palettes for fur, clothes and backgrounds",
        "Quality checks across the 10000 generated pieces",
      ],
      illustration: pictures.illustration,
      showcase: [
        { title: "Layering, improved", layout: "grid", images: pictures.layering },
        { title: "Some xTRA BORED Apes", layout: "grid", images: pictures.apes },
      ],
    },
  },
  "content/projects/xb.ts",
);
