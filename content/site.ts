import { projects } from "./box.ts";
import { readBuildSettings } from "./build-settings.ts";
import { inWords } from "./count-words.ts";
import { parseContent, parsePictures } from "./load.ts";
import pictureList from "./pictures/site.json" with { type: "json" };
import { siteSchema } from "./schema.ts";

const pictures = parsePictures(pictureList, "content/pictures/site.json");

const settings = readBuildSettings();
// "eight": the texts count the projects in content/box.ts, so adding one changes them too.
const projectCount = inWords(projects.length);

// Who the site belongs to and the words of its shared pages. The artist edits these; the default identity is the
// studio brand, never an invented person.
export const site = parseContent(
  siteSchema,
  {
    name: "Mischief Box",
    // `SITE_URL=https://example.com npm run build` writes canonical links, share tags and the sitemap for that address.
    url: settings.SITE_URL,
    tagline: "Illustration & graphic design",
    description:
      "The portfolio of an illustrator and graphic designer: collectible characters, brand identities, comic-style series and daily sketches, kept in a box of mischief.",
    logo: { light: "/brand/logo-light.svg", dark: "/brand/logo-dark.svg" },
    home: {
      title: "Mischief Box",
      hint: "Touch or click the box to peek inside",
      frames: pictures.frames,
    },
    overview: {
      name: "Overview",
      description: "Every project in the box at a glance",
      logo: "/brand/menu/overview.svg",
      summary: `${projectCount.charAt(0).toUpperCase()}${projectCount.slice(1)} projects from the box of mischief.`,
      intro: `Open the lid and this is what spills out: ${projectCount} projects made between deadlines and daydreams. Collectible characters by the thousand, a brand that teaches you to be bored on purpose, tattoo flash for a studio that doesn't exist yet, and a sketch a day to keep the hand honest. Pick one and have a rummage.`,
    },
    about: {
      title: "About",
      bio: "Mischief Box is the studio of an illustrator and graphic designer who likes characters with a little trouble in their eyes.\n\nThe work runs from collectible series counted in the thousands to brand identities, posters, book illustrations and comic-style avatars. Every project starts the same way: a pencil, a pile of bad first ideas, and the one that makes the room laugh. Then comes the patient part — trait systems, layer structures, colour rules and guidelines that let a playful idea survive ten thousand variations.\n\nWhen the commissions are done, there are the Everydays: a 30-minute sketch, every day, to keep the hand loose and the curiosity fed.\n\nHave a project, a character that needs a home, or a brand that takes itself too seriously? Say hello.",
      image: pictures.about,
    },
    contact: {
      intro:
        "Commissions, collaborations, a collection that needs characters, or just a kind word about a worm: write below and the message lands straight in the box. Replies usually come within a couple of days.",
      // `CONTACT_ENDPOINT=https://formspree.io/f/<id> npm run build` sends messages to Formspree.
      endpoint: settings.CONTACT_ENDPOINT,
    },
  },
  "content/site.ts",
);
