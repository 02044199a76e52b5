import { parseContent } from "../load.ts";
import { xtra } from "../placeholders/xtra.ts";
import { projectSchema } from "../schema.ts";

const apes = xtra.apes("xb/apes", 20);

export const project = parseContent(
  projectSchema,
  {
    slug: "xb",
    card: {
      title: "xTRA BORED",
      description: "A tribute collection of 10000 pieces, rebuilt layer by layer so every character holds together.",
      image: xtra.card("xb/card.png"),
      badges: ["#fanArt", "#characterDesign", "#illustration"],
    },
    menu: {
      name: "xTRA BORED",
      description: "A 10000-piece tribute collection",
      logo: "/brand/menu/xb.svg",
    },
    page: {
      banner: xtra.banner("xb/banner.png"),
      title: "xTRA BORED",
      description: `xTRA BORED is a tribute collection of 10000 pieces: bored characters with extra attitude, drawn as a love letter to the collections that started it all.\nThe real work hides in the layers. Backgrounds, fur, clothes, headwear, eyes, mouths and accessories were redrawn so that any combination lines up, overlaps cleanly and still looks hand-made. Here are ${apes.length} apes from the collection.`,
      smallTitle: "My Contributions",
      listItems: [
        "An improved layer structure for clean combinations",
        "Character illustration and every trait layer",
        "Colour palettes for fur, clothes and backgrounds",
        "Quality checks across the 10000 generated pieces",
      ],
      illustration: xtra.illustration("xb/illustration.png"),
      showcase: [
        { title: "Layering, improved", layout: "grid", images: xtra.layering("xb/layering", 6) },
        { title: "Some xTRA BORED Apes", layout: "grid", images: apes },
      ],
    },
  },
  "content/projects/xb.ts",
);
