// Placeholder recipes for Blue Chip Tattoo Studio: American traditional flash (bold black outline, red, teal and
// mustard on cream paper), the studio's logo, its artists, its origin sketches, posts and website mock-ups.
import type { Picture } from "../kit/types.ts";
import { type Character, describeCharacter, hairOrder, pickCharacter } from "../characters/traits.ts";
import { pad, random } from "../kit/random.ts";

export const motifs = [
  "swallow",
  "dagger",
  "rose",
  "anchor",
  "panther",
  "skull",
  "heart",
  "snake",
  "ship",
  "eagle",
  "horseshoe",
  "dice",
] as const;
export type Motif = (typeof motifs)[number];
/** Which ink leads and which supports: the flash palette is always red, teal and mustard, in six orders. */
export const palettes = [
  "red with teal",
  "red with mustard",
  "teal with red",
  "teal with mustard",
  "mustard with red",
  "mustard with teal",
] as const;
export const compositions = ["banner", "badge", "roses", "lettering"] as const;
export const flashWords = [
  "MOM",
  "TRUE LOVE",
  "HOLD FAST",
  "BLUE CHIP",
  "LUCKY",
  "FOREVER",
  "NO REGRETS",
  "LIVE FREE",
  "HOMEWARD",
  "DEVOTION",
  "WILD ONE",
  "FAITH",
  "SWEET",
  "GOOD LUCK",
] as const;
export const artistRoles = ["LINEWORK", "COLOUR", "BLACKWORK", "LETTERING", "FLASH", "DOTWORK", "APPRENTICE"] as const;

const motifPhrase: Record<Motif, string> = {
  swallow: "a swallow in flight",
  dagger: "a dagger",
  rose: "a rose",
  anchor: "an anchor wrapped in rope",
  panther: "a roaring panther head",
  skull: "a skull",
  heart: "a heart",
  snake: "a coiled snake",
  ship: "a clipper ship on the waves",
  eagle: "an eagle head",
  horseshoe: "a lucky horseshoe",
  dice: "a pair of dice",
};
const compositionPhrase: Record<(typeof compositions)[number], (word: string) => string> = {
  banner: (w) => `with a scroll banner reading "${w}"`,
  badge: (w) => `inside a round badge, a ribbon below reading "${w}"`,
  roses: (w) => `between two small roses, under a banner reading "${w}"`,
  lettering: (w) => `over block lettering reading "${w}"`,
};

const img = (src: string, alt: string, art: Record<string, unknown> & { kind: string }): Picture => ({
  src,
  alt,
  art: { seed: src, ...art },
});
const crew = (seed: string, n: number): Character[] => {
  const rng = random(`${seed}#crew`);
  return hairOrder(rng, n).map((hair) => pickCharacter(rng, hair));
};

/** One flash design: every field is chosen from the index so 111 sheets never repeat a combination. */
export function flashDesign(i: number) {
  const m = i % motifs.length;
  const k = Math.floor(i / motifs.length);
  return {
    motif: motifs[m] as Motif,
    // Offsets by motif keep neighbouring sheets from sharing a layout; (k mod 4, k mod 6) never repeats for k < 12.
    composition: compositions[(k + m) % compositions.length] as (typeof compositions)[number],
    palette: palettes[(k + 2 * m) % palettes.length] as (typeof palettes)[number],
    word: flashWords[(i * 5 + k) % flashWords.length] as string,
  };
}
export const describeFlash = (d: ReturnType<typeof flashDesign>) =>
  `${motifPhrase[d.motif]} ${compositionPhrase[d.composition](d.word)}, inked in ${d.palette} on cream paper`;

const origins = [
  "logo sketch",
  "character sketch",
  "storyboard",
  "motif studies",
  "storefront sketch",
  "colour tests",
] as const;
const originAlt: Record<(typeof origins)[number], string> = {
  "logo sketch": "A pencil sketch of the blue-chip logo, with construction circles and notes",
  "character sketch": "A rough pencil sketch of the first tattoo-artist character",
  storyboard:
    "A three-frame pencil storyboard: the studio door opens, an artist inks a swallow, a customer shows off the fresh tattoo",
  "motif studies": "A page of pencil motif studies: a swallow, a dagger and a rose, half worked out",
  "storefront sketch": "A pencil sketch of the studio's storefront, with its striped awning and flash in the window",
  "colour tests": "Colour tests: a rose half inked in red, teal and mustard over its pencil lines, swatches beside it",
};
const posts = ["flash day", "books open", "artist spotlight", "fresh and healed", "walk-ins"] as const;
const sitePages = ["home", "artists", "flash", "booking", "mobile", "visit"] as const;

export const tattoo = {
  /** 1200×900: a flash sheet with the studio's name. */
  card(src: string): Picture {
    return img(
      src,
      `A Blue Chip Tattoo Studio flash sheet: a swallow, a rose, a dagger, an anchor and a heart around the studio name on cream paper`,
      { kind: "bcts-sheet", format: "card" },
    );
  },
  /** 2400×800: the logo chip flanked by flash, the chip centred for the phone crop. */
  banner(src: string): Picture {
    return img(
      src,
      `The blue-chip logo in the centre of a row of flash: swallows, roses, daggers and dice on cream paper`,
      { kind: "bcts-sheet", format: "banner" },
    );
  },
  /** 1200×1200: a pinned-up flash sheet of six designs. */
  illustration(src: string): Picture {
    const designs = [0, 1, 2, 3, 4, 5].map((k) => flashDesign(random(src).int(0, 5) * 12 + k * 2));
    return img(
      src,
      `A flash sheet taped to the studio wall with six designs: ${designs.map((d) => motifPhrase[d.motif]).join(", ")}`,
      { kind: "bcts-wall", designs },
    );
  },
  /** The studio logo: in colour on cream, and reversed out of black. */
  logo(dir: string): Picture[] {
    return [
      img(
        `${dir}/logo-01.png`,
        `Blue Chip Tattoo Studio logo: a blue poker chip with a swallow at its centre and a red banner reading "BLUE CHIP", on cream`,
        { kind: "bcts-logo", version: "colour" },
      ),
      img(`${dir}/logo-02.png`, `The Blue Chip Tattoo Studio logo reversed out in cream and mustard on black`, {
        kind: "bcts-logo",
        version: "reversed",
      }),
    ];
  },
  /** 1200×900 pencil sketches and story frames from the universe's beginnings. */
  origins(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/origin-${pad(i + 1)}.png`;
      const sketch = origins[i % origins.length] as (typeof origins)[number];
      const take = i >= origins.length ? ` (take ${Math.floor(i / origins.length) + 1})` : "";
      return img(src, `${originAlt[sketch]}${take}`, { kind: "bcts-origin", sketch, character: crew(src, 1)[0] });
    });
  },
  /** 900×1200 artist portraits; the last is the boss, drawn 1600×1200 for the lead slot. */
  characters(dir: string, count: number): Picture[] {
    const people = crew(dir, count);
    return people.map((character, i) => {
      const src = `${dir}/artist-${pad(i + 1)}.png`;
      const boss = i === count - 1;
      const role = boss ? "THE BOSS" : (artistRoles[i % artistRoles.length] as string);
      const motif = motifs[(i * 5) % motifs.length] as Motif;
      const who = describeCharacter(boss ? { ...character, expression: "smirk" } : character, "tattoo artist");
      const alt = boss
        ? `The studio's boss: ${who}, under a crown in a gilded arch, a banner reading "THE BOSS"`
        : `Tattoo artist portrait: ${who}, in an arched flash frame with ${motifPhrase[motif]}, a banner reading "${role}"`;
      return img(src, alt, {
        kind: "bcts-artist",
        character: boss ? { ...character, expression: "smirk" } : character,
        role,
        motif,
        boss,
      });
    });
  },
  /** 800×1000 flash sheets, every one a different motif × composition × palette × word. */
  tattoos(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const d = flashDesign(i);
      const src = `${dir}/tattoo-${pad(i + 1, 3)}.png`;
      return img(src, `Flash No. ${pad(i + 1, 3)}: ${describeFlash(d)}`, { kind: "bcts-tattoo", number: i + 1, ...d });
    });
  },
  /** 1080×1350 posts. */
  social(dir: string, count: number): Picture[] {
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/post-${pad(i + 1)}.png`;
      const post = posts[i % posts.length] as (typeof posts)[number];
      const d = flashDesign((i * 17 + 5) % 111);
      const character = crew(src, 1)[0] as Character;
      const about =
        post === "artist spotlight"
          ? `an artist spotlight on ${describeCharacter(character, "tattoo artist")}`
          : post === "fresh and healed"
            ? `${motifPhrase[d.motif]} shown fresh and healed, side by side`
            : post === "walk-ins"
              ? `a "walk-ins welcome" sign with ${motifPhrase[d.motif]}`
              : `a "${post.toUpperCase()}" announcement with ${motifPhrase[d.motif]}`;
      return img(src, `Blue Chip Tattoo Studio post: ${about}`, { kind: "bcts-social", post, design: d, character });
    });
  },
  /** 1600×1000 mock-ups of the studio's website, each page featuring one motif. */
  website(dir: string, count: number): Picture[] {
    const what: Record<(typeof sitePages)[number], (m: string) => string> = {
      home: (m) => `the home page, with the logo, a teal hero starring ${m} and a row of flash`,
      artists: () => "the artists page, a row of artist portraits in arches",
      flash: (m) => `the flash gallery, designs on cream cards with prices, led by ${m}`,
      booking: (m) => `the booking page, a form beside a calendar, with ${m}`,
      mobile: (m) => `the site on three phones: the home screen with ${m}, the flash list and an artist page`,
      visit: (m) => `the visit page, the storefront with ${m} in its window beside a map`,
    };
    return Array.from({ length: count }, (_, i) => {
      const src = `${dir}/site-${pad(i + 1)}.png`;
      const page = sitePages[i % sitePages.length] as (typeof sitePages)[number];
      const motif = random(src).pick(motifs);
      const round = Math.floor(i / sitePages.length);
      const alt = `Website design for Blue Chip Tattoo Studio: ${what[page](motifPhrase[motif])}${round ? ` (version ${round + 1})` : ""}`;
      return img(src, alt, { kind: "bcts-site", page, motif, cast: crew(src, 4) });
    });
  },
};
