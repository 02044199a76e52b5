// placeholder-art: draws a placeholder picture (SVG) from a recipe, `{ kind, seed, ...fields }`, until the artist's
// original replaces it. The brand-guidelines PDF is its own entry point (placeholder-art/brand-guidelines), and so are
// the recipe helpers' samples (placeholder-art/samples).

export { draw } from "./registry.ts";
export type { Art, Drawer, Drawing, Picture } from "./kit/types.ts";
