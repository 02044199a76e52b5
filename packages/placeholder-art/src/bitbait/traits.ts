// Placeholder recipes for BitBait: 5,555 bait worms built from traits, and their scrappy BLEMF twins. The trait
// tables live here because both the alt texts (here) and the drawings (the other modules of src/bitbait/) name the
// same parts.
import type { Art, Picture } from "../kit/types.ts";
import { pad, random } from "../kit/random.ts";

export const wormHeads = [
  "top hat",
  "crown",
  "beanie",
  "viking helmet",
  "propeller cap",
  "party hat",
  "halo",
  "mohawk",
  "cowboy hat",
  "bucket hat with a lure",
] as const;
export const wormEyes = [
  "googly eyes",
  "star eyes",
  "sleepy eyes",
  "laser eyes",
  "heart eyes",
  "shades",
  "monocle",
  "cyclops eye",
] as const;
export const wormMouths = [
  "toothy grin",
  "tongue out",
  "whistle",
  "buck teeth",
  "vampire fangs",
  "handlebar mustache",
  "bubble gum",
  "smirk",
] as const;
/** Body colours by name (the alt text says the name, the drawing paints the hex). */
export const wormColours = {
  "bubblegum pink": "#f47fae",
  "earthworm rose": "#d97a7f",
  teal: "#22b3a3",
  lime: "#9fd13a",
  tangerine: "#ff9237",
  lavender: "#a98de6",
  golden: "#f2c230",
  cobalt: "#4f6ae0",
} as const;
export const wormBackgrounds = {
  "sky blue": "#bfe3f7",
  mint: "#c4edd6",
  peach: "#ffd8c2",
  lilac: "#e2d3f6",
  lemon: "#fff0a3",
  "sea foam": "#b5ebe4",
} as const;

export type WormHead = (typeof wormHeads)[number];
export type WormEyes = (typeof wormEyes)[number];
export type WormMouth = (typeof wormMouths)[number];
export type WormColour = keyof typeof wormColours;
export type WormBackground = keyof typeof wormBackgrounds;
/** One worm's traits; `lean` (-1…1) tilts its body so crowds do not stand like soldiers. */
export type Worm = {
  colour: WormColour;
  head: WormHead;
  eyes: WormEyes;
  mouth: WormMouth;
  background: WormBackground;
  lean: number;
};

const colourNames = Object.keys(wormColours) as WormColour[];
const backgroundNames = Object.keys(wormBackgrounds) as WormBackground[];

/** A random worm; every trait comes from the generator, so the same seed gives the same worm. */
export function pickWorm(rng: ReturnType<typeof random>): Worm {
  return {
    colour: rng.pick(colourNames),
    head: rng.pick(wormHeads),
    eyes: rng.pick(wormEyes),
    mouth: rng.pick(wormMouths),
    background: rng.pick(backgroundNames),
    lean: Math.round((rng.next() * 2 - 1) * 100) / 100,
  };
}

const article = (word: string) => (/^[aeiou]/.test(word) ? "an" : "a");
const mouthPhrase: Record<WormMouth, string> = {
  "toothy grin": "a toothy grin",
  "tongue out": "its tongue out",
  whistle: "a whistling mouth",
  "buck teeth": "buck teeth",
  "vampire fangs": "vampire fangs",
  "handlebar mustache": "a handlebar mustache",
  "bubble gum": "a bubble-gum bubble",
  smirk: "a smirk",
};
/** "a teal worm with a top hat, star eyes and a toothy grin" */
export function describeWorm(w: Worm): string {
  const eyes = w.eyes === "cyclops eye" ? "one big cyclops eye" : w.eyes === "monocle" ? "a monocle" : w.eyes;
  return `${article(w.colour)} ${w.colour} worm with ${article(w.head)} ${w.head}, ${eyes} and ${mouthPhrase[w.mouth]}`;
}

/** Reads a worm back out of a recipe (the drawers' side), failing loudly on a malformed one. */
export function wormOf(art: Art, key = "worm"): Worm {
  const w = art[key] as Partial<Worm> | undefined;
  const ok =
    w &&
    typeof w.lean === "number" &&
    colourNames.includes(w.colour as WormColour) &&
    backgroundNames.includes(w.background as WormBackground) &&
    (wormHeads as readonly string[]).includes(w.head ?? "") &&
    (wormEyes as readonly string[]).includes(w.eyes ?? "") &&
    (wormMouths as readonly string[]).includes(w.mouth ?? "");
  if (!ok) throw new Error(`Recipe ${art.kind} (${art.seed}) has a malformed worm "${key}"`);
  return w as Worm;
}

const worms = (seed: string, n: number) => {
  const rng = random(`${seed}#worms`);
  return Array.from({ length: n }, () => pickWorm(rng));
};

const powerScenes = ["crowd", "hero", "exploded", "rarity", "grid", "lineup"] as const;
const powerAlt: Record<(typeof powerScenes)[number], (w: Worm) => string> = {
  crowd: (w) => `A crowd of BitBait worms wriggling out of the dirt, led by ${describeWorm(w)}`,
  hero: (w) => `A hero portrait: ${describeWorm(w)}, standing tall on a pedestal in a burst of light`,
  exploded: (w) => `An exploded view of ${describeWorm(w)}: its head, eyes and mouth traits float apart from the body`,
  rarity: (w) =>
    `A trait-rarity chart drawn as worms of rising height, from common to legendary, topped by ${describeWorm(w)}`,
  grid: (w) =>
    `A grid of thirty-five BitBait worm faces showing off the trait mixes, the gold-framed centre one ${describeWorm(w)}`,
  lineup: (w) => `A height-chart line-up of five BitBait worms, with ${describeWorm(w)} in the middle`,
};

const posterTitles = ["HOOKED", "DIG DEEP", "WIGGLE ROOM", "GM WORMS", "5,555", "EARLY WORM", "STAY SQUIRMY", "BAIT"];
const posterBackdrops = ["sunburst", "halftone", "stripes", "target"] as const;
const socialPosts = ["gm", "new-trait", "twins", "three-days", "pick-one", "count", "of-the-week"] as const;
const socialAlt: Record<(typeof socialPosts)[number], (w: Worm) => string> = {
  gm: (w) => `A BitBait "GM" post: ${describeWorm(w)} greets a rising sun`,
  "new-trait": (w) => `A BitBait "new trait" post revealing the ${w.head} head trait, worn by ${describeWorm(w)}`,
  twins: (w) =>
    `A BitBait "OG vs BLEMF" post: ${describeWorm(w)}, split down the middle into its neat OG and scrappy BLEMF halves`,
  "three-days": (w) => `A BitBait "made in 3 days" post for the BLEMFs spin-off, with a scrappy ${w.colour} worm`,
  "pick-one": (w) => `A BitBait "pick one" post with three worms side by side, the middle one ${describeWorm(w)}`,
  count: (w) => `A BitBait "5,555 worms" post: the number in giant letters with ${describeWorm(w)} peeking over it`,
  "of-the-week": (w) => `A BitBait "worm of the week" post framing ${describeWorm(w)}`,
};

const image = (src: string, alt: string, art: Record<string, unknown> & { kind: string }): Picture => ({
  src,
  alt,
  art: { seed: src, ...art },
});

export const bitbait = {
  /** 1200×900 overview card: three worms under the wordmark. */
  card(src: string): Picture {
    const [a, b, c] = worms(src, 3) as [Worm, Worm, Worm];
    const alt = `BitBait: three bait worms pop out of the dirt under the BitBait wordmark — ${describeWorm(a)}, ${describeWorm(b)}, and ${describeWorm(c)}`;
    return image(src, alt, { kind: "bb-cover", format: "card", worms: [a, b, c] });
  },
  /** 2400×800 banner: a row of worms, the lead one in the centre so a phone crop keeps it. */
  banner(src: string): Picture {
    const list = worms(src, 7);
    const lead = list[3] as Worm;
    return image(src, `A row of seven BitBait worms poking out of the soil, centred on ${describeWorm(lead)}`, {
      kind: "bb-cover",
      format: "banner",
      worms: list,
    });
  },
  /** 1200×1200 feature illustration: a worm on a hook, fish circling. */
  illustration(src: string): Picture {
    const worm = worms(src, 1)[0] as Worm;
    return image(src, `Underwater, ${describeWorm(worm)} dangles on a fishing hook while curious fish circle it`, {
      kind: "bb-hook",
      worm,
    });
  },
  power(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/power-${pad(i + 1)}.png`;
      const scene = powerScenes[i % powerScenes.length] as (typeof powerScenes)[number];
      const worm = worms(src, 1)[0] as Worm;
      return image(src, powerAlt[scene](worm), { kind: "bb-power", scene, worm });
    });
  },
  /** 900×1200 posters: one big worm, a title word, a printed backdrop. */
  posters(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/poster-${pad(i + 1)}.png`;
      const worm = worms(src, 1)[0] as Worm;
      const title = posterTitles[i % posterTitles.length] as string;
      const backdrop = posterBackdrops[i % posterBackdrops.length] as string;
      // The backdrop takes a colour other than the worm's, or the worm would vanish into it.
      const inks = colourNames.filter((c) => c !== worm.colour);
      const ink = inks[(i * 3 + 1) % inks.length] as WormColour;
      const alt = `BitBait poster "${title}": ${describeWorm(worm)}, on ${article(ink)} ${ink} ${backdrop} backdrop`;
      return image(src, alt, { kind: "bb-poster", worm, title, backdrop, ink });
    });
  },
  /** The trait parts themselves, six of each, on plain tiles: heads, then eyes, then mouths. */
  traits(dir: string): Picture[] {
    const groups = [
      ["head", wormHeads],
      ["eyes", wormEyes],
      ["mouth", wormMouths],
    ] as const;
    return groups.flatMap(([part, names]) =>
      names.slice(0, 6).map((name, i) => {
        const src = `${dir}/${part}-${pad(i + 1)}.png`;
        const tile = backgroundNames[(i + part.length) % backgroundNames.length] as WormBackground;
        const alt = `BitBait ${part} trait "${name}", drawn on its own on a plain ${tile} tile`;
        return image(src, alt, { kind: "bb-trait", part, name, tile });
      }),
    );
  },
  /** [og-01, blemf-01, og-02, blemf-02, …]: each BLEMF is its OG's worm, same number and traits, drawn scrappy. */
  twins(dir: string, pairs: number): Picture[] {
    const start = random(dir).int(0, 5554);
    const seen = new Set<string>();
    return Array.from({ length: pairs }, (_, i) => {
      const og = `${dir}/og-${pad(i + 1)}.png`;
      const rng = random(og);
      let worm = pickWorm(rng);
      // Two twins pairs with the same traits would look identical: reroll until this mix is new.
      while (seen.has(`${worm.colour}|${worm.head}|${worm.eyes}|${worm.mouth}`)) worm = pickWorm(rng);
      seen.add(`${worm.colour}|${worm.head}|${worm.eyes}|${worm.mouth}`);
      // A stride coprime with 5,555 walks the collection without repeating a number.
      const number = ((start + i * 1283) % 5555) + 1;
      const tag = `#${pad(number, 4)}`;
      const looks = describeWorm(worm);
      return [
        image(og, `OG BitBait ${tag}: ${looks}, on a ${worm.background} background`, {
          kind: "bb-worm",
          style: "og",
          number,
          worm,
        }),
        image(
          `${dir}/blemf-${pad(i + 1)}.png`,
          `BLEMF twin of ${tag}: the same ${looks.slice(looks.indexOf(" ") + 1)}, re-drawn wobbly and off-register in the scrappy BLEMF style`,
          { kind: "bb-worm", style: "blemf", number, worm },
        ),
      ];
    }).flat();
  },
  /** 1080×1080 social posts. */
  social(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/post-${pad(i + 1)}.png`;
      const post = socialPosts[i % socialPosts.length] as (typeof socialPosts)[number];
      const worm = worms(src, 1)[0] as Worm;
      return image(src, socialAlt[post](worm), { kind: "bb-social", post, worm });
    });
  },
};
