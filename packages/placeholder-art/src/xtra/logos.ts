import type { Picture } from "../kit/types.ts";
import { pad, random } from "../kit/random.ts";
import { apeSet, describeApe } from "./ape-traits.ts";

// Placeholder recipes for xTRA BORED (a 10000-piece tribute collection of layered, original bored-ape-style
// characters; their traits: src/xtra/ape-traits.ts) and xTRA BORED - Logo (two commissioned badge logos, explored in
// colour and outline). Drawn by src/xtra/ (drawers.ts and the modules it uses); each alt text is written from the
// same traits the drawer paints.

const series = (dir: string, count: number, make: (src: string, i: number) => Picture) =>
  Array.from({ length: count }, (_, i) => make(`${dir}/${pad(i + 1)}.png`, i));

/** The two commissioned logos. */
export const XBL_LOGOS = {
  badge: "round badge with the ape's head inside a starred ring",
  crest: "shield crest with a crowned ape over crossed bananas",
};
export type XblLogo = keyof typeof XBL_LOGOS;
/** The 18 treatments each logo was explored in: ten colourways, then eight line-only versions. */
export const XBL_VARIANTS = [
  ...["classic", "acid", "midnight", "bubblegum", "ocean", "sunset", "jungle", "mono", "retro", "neon"].map((name) => ({
    mode: "colour",
    name,
    line: "",
    ground: "",
  })),
  ...[
    ["white", "dark"],
    ["gold", "dark"],
    ["lime", "dark"],
    ["pink", "dark"],
    ["black", "light"],
    ["navy", "light"],
    ["red", "light"],
    ["purple", "light"],
  ].map(([line, ground]) => ({
    mode: "outline",
    name: `${line} on ${ground}`,
    line: line ?? "",
    ground: ground ?? "",
  })),
] as const;

export const xtra = {
  /** 1200×900 overview-card cover. */
  card: (src: string): Picture => {
    const apes = apeSet(src, 3);
    return {
      src,
      alt: `xTRA BORED: three apes side by side, the middle one with ${describeApe(apes[1] ?? apes[0]!)}`,
      art: { kind: "xb-card", seed: src, apes },
    };
  },
  /** 2400×800 page banner: a row of apes on coloured tiles, the middle one in front. */
  banner: (src: string): Picture => {
    const apes = apeSet(src, 5);
    return {
      src,
      alt: `xTRA BORED banner: five apes on coloured tiles, the centre one with ${describeApe(apes[2]!)}`,
      art: { kind: "xb-banner", seed: src, apes },
    };
  },
  /** 1200×1200 feature illustration: nine apes on a grid, one highlighted. */
  illustration: (src: string): Picture => {
    const apes = apeSet(src, 9);
    return {
      src,
      alt: `A three-by-three grid of nine xTRA BORED apes; the highlighted centre ape has ${describeApe(apes[4]!)}`,
      art: { kind: "xb-grid", seed: src, apes },
    };
  },
  /** "Layering, improved": 1600×1000 boards, one character's seven layers fanned out beside the finished ape. */
  layering: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const ape = apeSet(src, 1)[0]!;
      const token = random(src).int(1, 10000);
      return {
        src,
        alt: `Layering board ${i + 1} for xTRA BORED #${token}: background, fur, clothes, headwear, eyes, mouth and accessory layers fanned out side by side, then the finished ape with ${describeApe(ape)}`,
        art: { kind: "xb-layering", seed: src, token, ape },
      };
    }),
  /** "Some xTRA BORED Apes": 1000×1000 finished characters, all distinct. */
  apes: (dir: string, count: number): Picture[] => {
    const set = apeSet(dir, count);
    return series(dir, count, (src, i) => {
      const ape = set[i]!;
      return { src, alt: `xTRA BORED ape with ${describeApe(ape)}`, art: { kind: "xb-ape", seed: src, ape } };
    });
  },

  /** xTRA BORED - Logo: overview card, 1200×900. */
  logoCard: (src: string): Picture => ({
    src,
    alt: "xTRA BORED logo project: the round badge and the shield crest side by side on a dark ground, in full colour",
    art: { kind: "xbl-card", seed: src },
  }),
  /** Its 2400×800 page banner. */
  logoBanner: (src: string): Picture => ({
    src,
    alt: "xTRA BORED logo banner: the round badge in the middle between the words xTRA and BORED in big white lettering, on gold",
    art: { kind: "xbl-banner", seed: src },
  }),
  /** "2 Logos, Fully Explored": exactly two 1200×1200 logos. */
  logos: (dir: string): Picture[] =>
    (Object.keys(XBL_LOGOS) as XblLogo[]).map((logo, i) => {
      const src = `${dir}/${pad(i + 1)}.png`;
      return {
        src,
        alt: `xTRA BORED logo ${i + 1}: a ${XBL_LOGOS[logo]}, in its classic colours`,
        art: { kind: "xbl-logo", seed: src, logo },
      };
    }),
  /** "colored and outlined versions": 1000×1000, both logos through all 18 treatments (badge first, then crest). */
  versions: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const logo: XblLogo = Math.floor(i / XBL_VARIANTS.length) % 2 === 0 ? "badge" : "crest";
      const variant = XBL_VARIANTS[i % XBL_VARIANTS.length]!;
      const how =
        variant.mode === "colour"
          ? `in the ${variant.name} colourway`
          : `outlined in ${variant.line} lines on a ${variant.ground} ground`;
      return {
        src,
        alt: `xTRA BORED ${logo} logo ${how}`,
        art: { kind: "xbl-version", seed: src, logo, variant: i % XBL_VARIANTS.length },
      };
    }),
  /** "Some Banners": wide 2400×800 banners built from the logos. */
  banners: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const layout = i % XBL_BANNERS.length;
      return {
        src,
        alt: `xTRA BORED banner ${i + 1}: ${XBL_BANNERS[layout]}`,
        art: { kind: "xbl-banner-art", seed: src, layout },
      };
    }),
};

/** What each banner layout shows (the drawer paints them in this order). */
export const XBL_BANNERS = [
  "the round badge on the left and the words xTRA BORED in big gold letters on black",
  "the shield crest in the middle of a repeating pattern of small badges on purple",
  "both logos side by side with the words STAY BORED between them on lime",
  "the badge in white outline over a row of ape heads on midnight blue",
  "the words 10000 APES on the left and a huge cropped badge on the right, on tangerine",
  "the crest on a black and white checkerboard with the words JOIN THE CLUB",
  "sunset stripes with the crest on the left, the lettering in the middle and the badge on the right",
];
