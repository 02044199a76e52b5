// The shapes the package takes and gives. It knows nothing of the site that uses it: a recipe is a plain object.

/**
 * A recipe: which drawer draws it (`kind`), the seed its random choices follow (the same seed always draws the same
 * picture), and the fields that drawer reads (with `read()`, kit/recipe.ts).
 */
export type Art = { kind: string; seed: string; [field: string]: unknown };

/** A picture as the recipe helpers make it: its path, its alt text (describing what the recipe draws), its recipe. */
export type Picture = { src: string; alt: string; title?: string; art: Art };

/** A placeholder picture as SVG, with its pixel size (the rasteriser renders it at exactly this size). */
export type Drawing = { svg: string; width: number; height: number };

/** Draws the placeholder for one recipe `kind`; must be pure: the same recipe always gives the same SVG. */
export type Drawer = (art: Art) => Drawing;
