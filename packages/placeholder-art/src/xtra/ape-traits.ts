import { random } from "../kit/random.ts";

// The traits of an xTRA BORED character, layer by layer, with the words the alt texts use for each, and the
// generator that deals out distinct characters.

/** Every trait of one character, layer by layer (ids; see the word lists below for what each looks like). */
export type ApeTraits = {
  bg: string;
  fur: string;
  clothes: string;
  hat: string;
  eyes: string;
  mouth: string;
  extra: string;
};

const WORDS = {
  bg: {
    tangerine: "tangerine",
    sky: "sky-blue",
    mustard: "mustard",
    aqua: "aquamarine",
    lilac: "lilac",
    slate: "slate-grey",
    olive: "olive",
    pink: "bubblegum-pink",
  },
  fur: {
    brown: "brown",
    dark: "dark brown",
    golden: "golden",
    grey: "grey",
    black: "black",
    cream: "cream",
    red: "red",
    blue: "blue",
    pink: "pink",
    zombie: "zombie-green",
  },
  clothes: {
    none: "no shirt",
    tee: "a white tee with a round badge",
    hoodie: "a hoodie",
    jacket: "a leather jacket",
    suit: "a suit and tie",
    hawaiian: "a Hawaiian shirt",
    stripes: "a striped sailor shirt",
    overalls: "denim overalls",
  },
  hat: {
    none: "no hat",
    beanie: "a beanie",
    cap: "a baseball cap",
    bucket: "a bucket hat",
    crown: "a gold crown",
    headband: "a sweatband",
    party: "a party hat",
    beret: "a beret",
    halo: "a halo",
    mohawk: "a mohawk",
  },
  eyes: {
    bored: "heavy bored eyelids",
    sleepy: "sleepy eyes",
    side: "a bored side-eye",
    wide: "wide surprised eyes",
    shades: "sunglasses",
    "3d": "3D glasses",
    angry: "angry eyes",
    hypno: "hypnotised spiral eyes",
  },
  mouth: {
    bored: "a flat bored mouth",
    grin: "a toothy grin",
    gum: "a bubblegum bubble",
    tongue: "its tongue out",
    lolly: "a lollipop",
    frown: "a frown",
    whistle: "a whistle",
    buck: "buck teeth",
  },
  extra: {
    none: "",
    hoop: "a gold hoop earring",
    chain: "a gold chain",
    bandage: "a bandage",
    flower: "a flower behind the ear",
  },
} as const;

export const APE_TRAITS = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, Object.keys(v)])) as {
  [K in keyof typeof WORDS]: (keyof (typeof WORDS)[K])[];
};

/** A plain description of one character, e.g. "golden fur, a hoodie and a beanie, sleepy eyes and …". */
export function describeApe(a: ApeTraits) {
  const w = <K extends keyof typeof WORDS>(k: K, id: string) => (WORDS[k] as Record<string, string>)[id] ?? id;
  const extra = a.extra === "none" ? "" : `, with ${w("extra", a.extra)}`;
  return `${w("fur", a.fur)} fur on ${w("bg", a.bg)}, ${w("clothes", a.clothes)} and ${w("hat", a.hat)}, ${w("eyes", a.eyes)} and ${w("mouth", a.mouth)}${extra}`;
}

/** The list in an order shuffled by the generator. */
function shuffled<T>(items: readonly T[], rng: ReturnType<typeof random>): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` characters from one seed, no two alike; every trait value comes round before any repeats. */
export function apeSet(seed: string, count: number): ApeTraits[] {
  const rng = random(seed);
  const orders = Object.fromEntries(
    Object.entries(APE_TRAITS).map(([k, list]) => [k, shuffled(list as string[], rng)]),
  ) as Record<keyof ApeTraits, string[]>;
  const seen = new Set<string>();
  const out: ApeTraits[] = [];
  for (let n = 0; out.length < count; n++) {
    // A trait's list is walked at its own pace (n plus a lap offset), so combinations keep changing.
    const at = (k: keyof ApeTraits, lap: number) =>
      orders[k][(n + Math.floor(n / orders[k].length) * lap) % orders[k].length] ?? "none";
    const ape: ApeTraits = {
      bg: at("bg", 3),
      fur: at("fur", 1),
      clothes: at("clothes", 5),
      hat: at("hat", 3),
      eyes: at("eyes", 5),
      mouth: at("mouth", 3),
      extra: at("extra", 2),
    };
    const key = Object.values(ape).join("|");
    if (!seen.has(key)) {
      seen.add(key);
      out.push(ape);
    }
  }
  return out;
}
