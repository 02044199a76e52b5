import type { Art } from "../../content/schema";
import type { Drawer, Drawing } from "./types";
// Each style registers its drawers here, one import and one spread per style module.
// REGISTRY-IMPORTS

const drawers: Record<string, Drawer> = {
  // REGISTRY-ENTRIES
};

/** Draws the placeholder of a recipe, or throws naming the unknown kind. */
export function draw(art: Art): Drawing {
  const drawer = drawers[art.kind];
  if (!drawer) throw new Error(`No placeholder drawer for art kind "${art.kind}" (scripts/art/registry.ts)`);
  return drawer(art);
}
