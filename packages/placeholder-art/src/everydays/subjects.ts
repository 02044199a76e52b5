import type { Picture } from "../kit/types.ts";
import { pad, random } from "../kit/random.ts";

// Placeholder recipes for Everydays: 30-minute daily sketches in loose ink with marker colour, a "Day N" label in
// the corner. The drawers of src/everydays/ draw them; each subject has three knobs whose words, listed here, are both
// what the drawer draws and what the alt text says.

/** Each subject: three knobs (option lists) and how the words read in a sentence. */
const SUBJECTS = {
  creature: {
    knobs: [
      ["one-eyed", "two-eyed", "three-eyed"],
      ["little horns", "antennae", "floppy ears"],
      ["a toothy grin", "a tiny smile", "its tongue out"],
    ],
    say: (a: string, b: string, c: string) => `a ${a} blob creature with ${b} and ${c}`,
  },
  bird: {
    knobs: [
      ["a crest", "no crest", "a tuft"],
      ["a fan tail", "a long tail", "a stubby tail"],
      ["singing", "asleep", "looking up"],
    ],
    say: (a: string, b: string, c: string) => `a plump bird with ${a} and ${b} on a branch, ${c}`,
  },
  cat: {
    knobs: [
      ["striped", "spotted", "plain"],
      ["eyes closed", "wide-eyed", "winking"],
      ["tail curled left", "tail curled right", "tail up"],
    ],
    say: (a: string, b: string, c: string) => `a sitting ${a} cat, ${b}, ${c}`,
  },
  fish: {
    knobs: [
      ["stripes", "spots", "scales"],
      ["two bubbles", "three bubbles", "a trail of bubbles"],
      ["a round body", "a long body", "a puffed-up body"],
    ],
    say: (a: string, b: string, c: string) => `a fish with ${a} and ${c}, blowing ${b}`,
  },
  plant: {
    knobs: [
      ["cactus", "monstera", "succulent"],
      ["a striped pot", "a dotted pot", "a plain pot"],
      ["one flower", "no flowers", "two flowers"],
    ],
    say: (a: string, b: string, c: string) => `a potted ${a} in ${b} with ${c}`,
  },
  mug: {
    knobs: [
      ["dots", "stripes", "a heart"],
      ["lots of steam", "a wisp of steam", "a teabag tag"],
      ["a saucer", "a spoon", "a biscuit"],
    ],
    say: (a: string, b: string, c: string) => `a mug decorated with ${a}, ${b}, beside ${c}`,
  },
  face: {
    knobs: [
      ["a bun", "curly hair", "a short crop"],
      ["round glasses", "no glasses", "big earrings"],
      ["smiling", "surprised", "unimpressed"],
    ],
    say: (a: string, b: string, c: string) => `a portrait doodle with ${a} and ${b}, ${c}`,
  },
  house: {
    knobs: [
      ["a sun", "a moon", "a cloud"],
      ["a round tree", "a pine tree", "a fence"],
      ["a red door", "a round window", "a chimney puffing smoke"],
    ],
    say: (a: string, b: string, c: string) => `a tiny house on a hill under ${a}, with ${b} and ${c}`,
  },
  mushrooms: {
    knobs: [
      ["one mushroom", "two mushrooms", "three mushrooms"],
      ["spotted caps", "striped caps", "plain caps"],
      ["grass tufts", "a snail nearby", "falling spores"],
    ],
    say: (a: string, b: string, c: string) => `${a} with ${b} and ${c}`,
  },
  robot: {
    knobs: [
      ["an antenna", "a dish", "a propeller"],
      ["round eyes", "a visor", "one big eye"],
      ["arms up", "arms down", "holding a flower"],
    ],
    say: (a: string, b: string, c: string) => `a boxy robot with ${a} and ${b}, ${c}`,
  },
  snail: {
    knobs: [
      ["a spiral shell", "a striped shell", "a spotted shell"],
      ["a leaf", "a pebble", "a puddle"],
      ["happy", "sleepy", "determined"],
    ],
    say: (a: string, b: string, c: string) => `a ${c} snail with ${a} crossing ${b}`,
  },
  ghost: {
    knobs: [
      ["waving", "peeking", "floating"],
      ["stars", "a candle", "a tiny moon"],
      ["wide eyes", "sleepy eyes", "a shy blush"],
    ],
    say: (a: string, b: string, c: string) => `a little ghost ${a} with ${c} beside ${b}`,
  },
  fruit: {
    knobs: [
      ["a lemon", "a pear", "an apple"],
      ["a leaf", "two leaves", "a bite taken out"],
      ["smiling", "asleep", "shocked"],
    ],
    say: (a: string, b: string, c: string) => `${a} with a face, ${c}, and ${b}`,
  },
  rocket: {
    knobs: [
      ["two fins", "three fins", "striped fins"],
      ["a round window", "two windows", "a star decal"],
      ["big flames", "a puff of smoke", "sparkles"],
    ],
    say: (a: string, b: string, c: string) => `a rocket with ${a} and ${b}, lifting off in ${c}`,
  },
} as const;
export type EverydaySubject = keyof typeof SUBJECTS;
export const EVERYDAY_SUBJECTS = Object.keys(SUBJECTS) as EverydaySubject[];
export const MARKERS = ["coral", "teal", "mustard", "lavender", "mint", "pink", "sky blue", "orange"] as const;
export const PAPERS = ["plain", "dotted", "lined"] as const;

/** Everything one sketch needs: its day, subject, three knob indices, two marker colours and the paper. */
export type SketchSpec = {
  day: number;
  subject: EverydaySubject;
  knobs: [number, number, number];
  markers: [string, string];
  paper: string;
};

/** The sketch of a given day; the subject steps through the list so neighbouring days differ. */
export function sketchSpec(seed: string, day: number): SketchSpec {
  const rng = random(seed);
  const subject = EVERYDAY_SUBJECTS[(day * 3) % EVERYDAY_SUBJECTS.length] as EverydaySubject;
  const first = rng.int(0, MARKERS.length - 1);
  const second = (first + rng.int(2, MARKERS.length - 2)) % MARKERS.length;
  return {
    day,
    subject,
    knobs: [rng.int(0, 2), rng.int(0, 2), rng.int(0, 2)],
    markers: [MARKERS[first] ?? "coral", MARKERS[second] ?? "teal"],
    paper: PAPERS[day % 3] ?? "plain",
  };
}

/** The words for a sketch, e.g. "a plump bird with a crest and a fan tail on a branch, singing". */
export function describeSketch(spec: SketchSpec) {
  const { knobs, say } = SUBJECTS[spec.subject];
  const [a, b, c] = spec.knobs.map((k, i) => knobs[i]?.[k] ?? "");
  return say(a ?? "", b ?? "", c ?? "");
}

export const everydays = {
  /** 1200×900 overview-card cover: six sketches pinned up together. */
  card: (src: string): Picture => {
    const sketches = [3, 8, 12, 21, 27, 33].map((day) => sketchSpec(`${src}#${day}`, day));
    return {
      src,
      alt: `Everydays: six daily ink-and-marker sketches pinned up together, among them ${describeSketch(sketches[0]!)} and ${describeSketch(sketches[3]!)}`,
      art: { kind: "ed-card", seed: src, sketches },
    };
  },
  /** 2400×800 page banner: a strip of sketches, the middle one largest. */
  banner: (src: string): Picture => {
    const sketches = [5, 14, 40, 77, 101, 120, 139].map((day) => sketchSpec(`${src}#${day}`, day));
    return {
      src,
      alt: `Everydays banner: seven daily sketches in a row, the middle one (Day ${sketches[3]!.day}) showing ${describeSketch(sketches[3]!)}`,
      art: { kind: "ed-banner", seed: src, sketches },
    };
  },
  /** 1000×1000 daily sketches for days firstDay … firstDay + count − 1, one file per day. */
  sketches: (dir: string, count: number, firstDay: number): Picture[] =>
    Array.from({ length: count }, (_, i) => {
      const day = firstDay + i;
      const src = `${dir}/${pad(day, 3)}.png`;
      const spec = sketchSpec(src, day);
      return {
        src,
        alt: `Everydays, Day ${day}: a 30-minute ink sketch of ${describeSketch(spec)}, coloured in ${spec.markers[0]} and ${spec.markers[1]} marker`,
        art: { kind: "ed-sketch", seed: src, ...spec },
      };
    }),
};
