// The vocabulary of the human characters shared by Wall of Legends (comic avatars) and Blue Chip Tattoo Studio
// (tattoo artists): the alt texts say these names, and src/characters/parts.ts draws them by name.
import type { Art } from "../kit/types.ts";
import type { random } from "../kit/random.ts";

export const hairStyles = [
  "pompadour",
  "afro",
  "buzz cut",
  "long waves",
  "twin buns",
  "mohawk",
  "bob",
  "shaved head",
  "ponytail",
  "curly top",
  "slicked-back hair",
  "braids",
] as const;
export const skinTones = ["light", "peach", "olive", "tan", "brown", "deep brown"] as const;
export const hairColours = ["black", "brown", "ginger", "blonde", "silver", "pink", "blue"] as const;
export const facialHair = ["none", "full beard", "goatee", "handlebar moustache", "stubble"] as const;
export const eyewear = ["none", "round glasses", "shades", "eyepatch"] as const;
export const expressions = ["grin", "smirk", "shout", "calm", "wink"] as const;
export const outfits = ["hoodie", "leather jacket", "tank top", "denim jacket", "turtleneck", "suit and tie"] as const;
export const extras = ["none", "hoop earrings", "headphones", "bandana", "flower behind the ear", "nose ring"] as const;

export type Character = {
  hair: (typeof hairStyles)[number];
  hairColour: (typeof hairColours)[number];
  skin: (typeof skinTones)[number];
  facialHair: (typeof facialHair)[number];
  eyewear: (typeof eyewear)[number];
  expression: (typeof expressions)[number];
  outfit: (typeof outfits)[number];
  extra: (typeof extras)[number];
  /** 0…1: narrow to broad face. */
  build: number;
};

/** How the alt text says a hair style in a colour: "a ginger afro", "long blue waves". */
const hairPhrase: Record<Character["hair"], (colour: string) => string> = {
  pompadour: (c) => `a ${c} pompadour`,
  afro: (c) => `${/^[aeiou]/.test(c) ? "an" : "a"} ${c} afro`,
  "buzz cut": (c) => `a ${c} buzz cut`,
  "long waves": (c) => `long ${c} waves`,
  "twin buns": (c) => `${c} twin buns`,
  mohawk: (c) => `a ${c} mohawk`,
  bob: (c) => `a ${c} bob`,
  "shaved head": () => "a shaved head",
  ponytail: (c) => `a ${c} ponytail`,
  "curly top": (c) => `${c} curls`,
  "slicked-back hair": (c) => `slicked-back ${c} hair`,
  braids: (c) => `${c} braids`,
};

/**
 * A character; `hair` is given so a series can walk through every style before repeating one. Facial hair, eyewear
 * and extras are rarer than none, so faces stay readable.
 */
export function pickCharacter(rng: ReturnType<typeof random>, hair: Character["hair"]): Character {
  const sometimes = <T>(list: readonly T[], chance: number) =>
    rng.next() < chance ? rng.pick(list.slice(1)) : (list[0] as T);
  return {
    hair,
    hairColour: rng.pick(hairColours),
    skin: rng.pick(skinTones),
    facialHair: sometimes(facialHair, 0.4),
    eyewear: sometimes(eyewear, 0.4),
    expression: rng.pick(expressions),
    outfit: rng.pick(outfits),
    extra: sometimes(extras, 0.5),
    build: Math.round(rng.next() * 100) / 100,
  };
}

/** Every hair style once, in a seeded order, then again: a series of n characters with as many styles as possible. */
export function hairOrder(rng: ReturnType<typeof random>, n: number): Character["hair"][] {
  const order = [...hairStyles];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j] as Character["hair"], order[i] as Character["hair"]];
  }
  return Array.from({ length: n }, (_, i) => order[i % order.length] as Character["hair"]);
}

const mood: Record<Character["expression"], string> = {
  grin: "grinning",
  smirk: "smirking",
  shout: "shouting",
  calm: "calm",
  wink: "winking",
};

/** "a grinning character with ginger curly top hair, round glasses and hoop earrings, in a leather jacket" */
export function describeCharacter(c: Character, noun = "character"): string {
  const hair = hairPhrase[c.hair](c.hairColour);
  const extra: Record<Character["extra"], string> = {
    none: "",
    "hoop earrings": "hoop earrings",
    headphones: "headphones",
    bandana: "a bandana",
    "flower behind the ear": "a flower behind the ear",
    "nose ring": "a nose ring",
  };
  const beard = c.facialHair === "none" ? "" : c.facialHair === "stubble" ? "stubble" : `a ${c.facialHair}`;
  const glasses = c.eyewear === "none" ? "" : c.eyewear === "eyepatch" ? "an eyepatch" : c.eyewear;
  const bits = [hair, beard, glasses, extra[c.extra]].filter(Boolean);
  const list = bits.length > 1 ? `${bits.slice(0, -1).join(", ")} and ${bits[bits.length - 1]}` : bits[0];
  const article = /^[aeiou]/.test(mood[c.expression]) ? "an" : "a";
  return `${article} ${mood[c.expression]} ${noun} with ${list}, in ${c.outfit === "suit and tie" ? "a suit and tie" : `a ${c.outfit}`}`;
}

/** Reads a character back out of a recipe (the drawers' side), failing loudly on a malformed one. */
export function characterOf(art: Art, key = "character"): Character {
  const c = art[key] as Partial<Character> | undefined;
  const inList = (list: readonly string[], v: unknown) => typeof v === "string" && list.includes(v);
  const ok =
    c &&
    typeof c.build === "number" &&
    inList(hairStyles, c.hair) &&
    inList(hairColours, c.hairColour) &&
    inList(skinTones, c.skin) &&
    inList(facialHair, c.facialHair) &&
    inList(eyewear, c.eyewear) &&
    inList(expressions, c.expression) &&
    inList(outfits, c.outfit) &&
    inList(extras, c.extra);
  if (!ok) throw new Error(`Recipe ${art.kind} (${art.seed}) has a malformed character "${key}"`);
  return c as Character;
}
