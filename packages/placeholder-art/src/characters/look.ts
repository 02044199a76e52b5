// How a series draws the shared human characters (parts.ts, face.ts, hair.ts): its palette and shading.
import type { Character } from "./traits.ts";

export type Look = {
  ink: string;
  /** Outline width in frame pixels. */
  lw: number;
  skin: Record<Character["skin"], string>;
  hair: Record<Character["hairColour"], string>;
  /** Each outfit's main colour (the jacket, the hoodie…). */
  cloth: Record<Character["outfit"], string>;
  /** The second colour: the tee under a jacket, the tie, the bandana, the flower, the headphones. */
  accent: string;
  /** Earrings, buttons, rings. */
  metal: string;
  blush: string;
  /** Inside an open mouth, and the tongue. */
  mouth: string;
  tongue: string;
  /** The fill laid over a base colour's shadow side: a dot screen for comics, a darker tone for flash. */
  shadow: (base: string) => string;
};
