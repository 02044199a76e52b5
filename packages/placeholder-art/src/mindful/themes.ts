import type { Picture } from "../kit/types.ts";
import { pad, random } from "../kit/random.ts";

// Placeholder recipes for Mindfully Bored (a calm mindfulness brand: sage, sand and dusk, a sleepy-but-content
// mascot) and its brand guidelines. The drawers of src/mindful/ draw them; the alt text is written here from the same
// parameters, so words and picture agree.

export const MINDFUL_SCENES = ["cloud", "moon", "stones", "mug", "leaf", "hill", "plant", "teacup"] as const;
export type MindfulScene = (typeof MINDFUL_SCENES)[number];
export const MINDFUL_THEMES = ["sage", "sand", "dusk", "blush"] as const;
export type MindfulTheme = (typeof MINDFUL_THEMES)[number];
const ACCESSORIES = ["sprout", "headphones", "flower"] as const;

const SCENE_WORDS: Record<MindfulScene, { doing: string; word: string; hero: string }> = {
  cloud: { doing: "floating on a soft cloud", word: "BREATHE", hero: "CLOUD NAPPER" },
  moon: { doing: "dozing in a crescent moon among the stars", word: "REST", hero: "MOON DOZER" },
  stones: { doing: "balanced on a stack of smooth pebbles", word: "BALANCE", hero: "PEBBLE MONK" },
  mug: { doing: "sitting beside a giant steaming mug", word: "SIP SLOWLY", hero: "COCOA KEEPER" },
  leaf: { doing: "drifting on a leaf boat across still water", word: "DRIFT", hero: "LEAF DRIFTER" },
  hill: { doing: "sitting on a round hill beside a little tree", word: "PAUSE", hero: "HILL WATCHER" },
  plant: { doing: "resting beside a tall potted plant", word: "GROW", hero: "FERN FRIEND" },
  teacup: { doing: "soaking in a warm teacup", word: "UNWIND", hero: "TEA SOAKER" },
};
const THEME_WORDS: Record<MindfulTheme, string> = {
  sage: "sage green",
  sand: "warm sand",
  dusk: "dusk lilac",
  blush: "soft blush",
};
const WEARING: Record<string, string> = {
  sprout: "with a leaf sprout on its head",
  headphones: "wearing soft headphones",
  flower: "with a little flower on its head",
  nightcap: "in a droopy nightcap",
};
/** The pencilled notes to self in the sketches' margins. */
const SKETCH_NOTES = [
  "SOFTER",
  "SLEEPIER EYES",
  "ROUNDER",
  "MORE SPACE",
  "KEEP IT CALM",
  "BIGGER LEAF",
  "LESS LINE",
  "SLOWER",
];
const CHAPTER_TITLES = ["STILLNESS", "BREATH", "NOTICING", "BOREDOM", "REST", "WONDER", "SLOWNESS", "ENOUGH"];

/** The scene, theme and accessory of the i-th picture of a series: every scene once before any repeats. */
function sceneFor(seed: string, i: number) {
  const rng = random(seed);
  const scene = MINDFUL_SCENES[i % MINDFUL_SCENES.length] as MindfulScene;
  const theme = MINDFUL_THEMES[(i + rng.int(0, 3)) % MINDFUL_THEMES.length] as MindfulTheme;
  const accessory = scene === "moon" ? "nightcap" : rng.pick(ACCESSORIES);
  return { rng, scene, theme, accessory };
}

const series = (dir: string, count: number, make: (src: string, i: number) => Picture) =>
  Array.from({ length: count }, (_, i) => make(`${dir}/${pad(i + 1)}.png`, i));

export const mindful = {
  /** 1200×900 overview-card cover. */
  card: (src: string): Picture => ({
    src,
    alt: "Mindfully Bored: the sleepy mascot napping on a cloud above sage hills beside the round logo and the wordmark",
    art: { kind: "mb-card", seed: src },
  }),

  /** 2400×800 page banner; the subject stays in the middle for phones. */
  banner: (src: string): Picture => ({
    src,
    alt: "Mindfully Bored banner: rolling sage and sand hills at dusk, the sleepy mascot floating on a cloud in the middle",
    art: { kind: "mb-banner", seed: src },
  }),

  /** 1200×1200 feature illustration. */
  illustration: (src: string): Picture => ({
    src,
    alt: "The Mindfully Bored mascot meditating on a stack of pebbles inside a large pale sun, leaves drifting around it",
    art: { kind: "mb-illustration", seed: src },
  }),

  /** "Some of the Posters": 900×1200 calm posters, one word each. */
  posters: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const { scene, theme, accessory } = sceneFor(src, i);
      const { doing, word } = SCENE_WORDS[scene];
      return {
        src,
        alt: `Mindfully Bored poster in ${THEME_WORDS[theme]}: the sleepy mascot ${WEARING[accessory]} ${doing}, under the word ${word}`,
        art: { kind: "mb-poster", seed: src, scene, theme, accessory, word },
      };
    }),

  /** "Some of the Collectible Cards": 750×1050 trading-card layouts with a name, art window and three stats. */
  cards: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const { rng, scene, theme, accessory } = sceneFor(src, i);
      const { doing, hero } = SCENE_WORDS[scene];
      const [calm, focus, naps] = [rng.int(6, 10), rng.int(1, 7), rng.int(3, 10)];
      return {
        src,
        alt: `Mindfully Bored collectible card ${i + 1} of ${count}, "${hero}": the mascot ${doing} on a ${THEME_WORDS[theme]} card, with stats calm ${calm}, focus ${focus}, naps ${naps}`,
        art: {
          kind: "mb-collectible",
          seed: src,
          scene,
          theme,
          accessory,
          name: hero,
          number: i + 1,
          total: count,
          calm,
          focus,
          naps,
        },
      };
    }),

  /** "Book: Some of the Chapter Start Pages": 900×1200, a chapter number, a title word and a round vignette. */
  chapterPages: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const { scene, theme, accessory } = sceneFor(src, i + 3);
      const title = CHAPTER_TITLES[i % CHAPTER_TITLES.length] ?? "REST";
      return {
        src,
        alt: `Mindfully Bored book, chapter ${i + 1} opening page titled ${title}, with a round vignette of the mascot ${SCENE_WORDS[scene].doing}`,
        art: { kind: "mb-chapter", seed: src, chapter: i + 1, title, scene, theme, accessory },
      };
    }),

  /** "Book: Some of the Sketched Illustrations": 1200×900 pencil sketches with hatching and construction lines. */
  sketches: (dir: string, count: number): Picture[] =>
    series(dir, count, (src, i) => {
      const { rng, scene, accessory } = sceneFor(src, i + 5);
      const angle = rng.pick([35, 45, 55, -40]);
      const note = SKETCH_NOTES[i % SKETCH_NOTES.length] ?? "SOFTER";
      return {
        src,
        alt: `Pencil sketch for the Mindfully Bored book: the mascot ${SCENE_WORDS[scene].doing}, with construction lines, hatched shadows, small studies of the mascot in the margin and the note ${note}`,
        art: { kind: "mb-sketch", seed: src, scene, accessory, angle, studies: rng.int(2, 4), note },
      };
    }),

  /** Overview card of "Mindfully Bored - Brand Guidelines", 1200×900. */
  brandCard: (src: string): Picture => ({
    src,
    alt: "Mindfully Bored brand guidelines: the cover and the colour page laid out on a sand desk with sage, sand and dusk swatches",
    art: { kind: "mb-brand-card", seed: src },
  }),

  /** Its 2400×800 banner. */
  brandBanner: (src: string): Picture => ({
    src,
    alt: "Mindfully Bored brand guidelines spread: cover, logo construction, colour swatches and type scale pages side by side",
    art: { kind: "mb-brand-banner", seed: src },
  }),

  /** The PDF's cover as a picture, 1600×1131 (A4 landscape). */
  brandPreview: (src: string): Picture => ({
    src,
    alt: "Cover of the Mindfully Bored brand guidelines: the round mascot logo over a sage hill, the wordmark and the words Brand Guidelines",
    art: { kind: "mb-brand-preview", seed: src },
  }),
};
