// Placeholder recipes for Wall of Legends: an ongoing series of comic avatars (bold ink, dot shading, flat bright
// colour, bursts and speech balloons). Each avatar is a distinct character from the shared vocabulary in
// src/characters/.
import type { Picture } from "../kit/types.ts";
import { type Character, describeCharacter, hairOrder, pickCharacter } from "../characters/traits.ts";
import { pad, random } from "../kit/random.ts";

/** The series' flat comic colours by name. */
export const comicColours = {
  "hot pink": "#ff4f9a",
  "electric blue": "#2f8cff",
  "sunny yellow": "#ffd23f",
  tangerine: "#ff8a2b",
  lime: "#8fd14f",
  violet: "#8a5cf6",
  cyan: "#2ad4e0",
  red: "#ff3b3b",
} as const;
export type ComicColour = keyof typeof comicColours;
export const backdrops = ["burst", "speech balloon", "speed lines", "halftone sun"] as const;
export const comicWords = [
  "POW!",
  "WOW!",
  "ZAP!",
  "BAM!",
  "YES!",
  "BOOM!",
  "KAPOW!",
  "WHOA!",
  "GM!",
  "LEGEND!",
] as const;

const colourNames = Object.keys(comicColours) as ComicColour[];

const cast = (seed: string, n: number): Character[] => {
  const rng = random(`${seed}#cast`);
  return hairOrder(rng, n).map((hair) => pickCharacter(rng, hair));
};

const an = (word: string) => (/^[aeiou]/.test(word) ? "an" : "a");
const backdropPhrase = (backdrop: (typeof backdrops)[number], colour: string, word: string) =>
  backdrop === "burst"
    ? `${an(colour)} ${colour} comic burst shouting "${word}"`
    : backdrop === "speech balloon"
      ? `${an(colour)} ${colour} background with a speech balloon saying "${word}"`
      : backdrop === "speed lines"
        ? `${colour} speed lines`
        : `${an(colour)} ${colour} halftone sun`;

export const legends = {
  /** 1200×900: six framed legends on a brick wall under a title plate. */
  card(src: string): Picture {
    const characters = cast(src, 6);
    return {
      src,
      alt: `Wall of Legends: six framed comic portraits hang on a brick wall — among them ${describeCharacter(characters[0] as Character, "legend")}`,
      art: { kind: "wol-wall", seed: src, format: "card", characters },
    };
  },
  /** 2400×800: a strip of seven comic panels, the biggest in the middle so a phone crop keeps it. */
  banner(src: string): Picture {
    const characters = cast(src, 7);
    return {
      src,
      alt: `A comic strip of seven legends in tilted panels, centred on ${describeCharacter(characters[3] as Character, "legend")}`,
      art: { kind: "wol-wall", seed: src, format: "banner", characters },
    };
  },
  /** 1200×1200: one legend bursting out of the panel border. */
  illustration(src: string): Picture {
    const character = cast(src, 1)[0] as Character;
    const rng = random(src);
    const colour = rng.pick(colourNames);
    const word = rng.pick(comicWords);
    return {
      src,
      alt: `${describeCharacter(character, "legend")}, bursting out of a comic panel in front of ${an(colour)} ${colour} burst shouting "${word}"`.replace(
        /^a/,
        "A",
      ),
      art: { kind: "wol-popout", seed: src, character, colour, word },
    };
  },
  /** 1000×1000 avatars, each a different character, walking through every hair style before repeating one. */
  avatars(dir: string, count: number): Picture[] {
    const characters = cast(dir, count);
    return characters.map((character, i) => {
      const src = `${dir}/legend-${pad(i + 1)}.png`;
      const rng = random(src);
      const backdrop = backdrops[i % backdrops.length] as (typeof backdrops)[number];
      const colour = colourNames[(i * 3) % colourNames.length] as ComicColour;
      const word = rng.pick(comicWords);
      const alt = `Legend #${pad(i + 1)}: a comic avatar of ${describeCharacter(character, "legend")}, in front of ${backdropPhrase(backdrop, colour, word)}`;
      return { src, alt, art: { kind: "wol-avatar", seed: src, number: i + 1, character, backdrop, colour, word } };
    });
  },
  /** 1600×900 before/after panels: where the series is now, and where it is going. */
  versus(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/versus-${pad(i + 1)}.png`;
      const variant = i % 2 ? "wall" : "crowd";
      const characters = cast(src, 6);
      const alt =
        variant === "crowd"
          ? `Two comic panels. "Where we are": two legends stand under grey rain in front of a dull brick wall. "Where we're headed": a crowd of legends cheers in front of a blazing burst`
          : `Two comic panels. "Where we are": a bare wall holding a single framed legend. "Where we're headed": a wall packed with framed legends under spotlights`;
      return {
        src,
        alt: i > 1 ? `${alt} (take ${i + 1})` : alt,
        art: { kind: "wol-versus", seed: src, variant, characters },
      };
    });
  },
};
