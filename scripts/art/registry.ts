import type { Art } from "../../content/schema";
import type { Drawer, Drawing } from "./types";
// Each style registers its drawers here, one import and one spread per style module.
// REGISTRY-IMPORTS
import { mindfulDrawers } from "./mindful";
import { xtraDrawers } from "./xtra";
import { everydaysDrawers } from "./everydays";
import { bitbaitDrawers } from "./bitbait";
import { legendsDrawers } from "./legends";
import { tattooDrawers } from "./tattoo";
import { boxDrawers } from "./box";

const drawers: Record<string, Drawer> = {
  // REGISTRY-ENTRIES
  ...mindfulDrawers,
  ...xtraDrawers,
  ...everydaysDrawers,
  ...bitbaitDrawers,
  ...legendsDrawers,
  ...tattooDrawers,
  ...boxDrawers,
};

/** Draws the placeholder of a recipe, or throws naming the unknown kind. */
export function draw(art: Art): Drawing {
  const drawer = drawers[art.kind];
  if (!drawer) throw new Error(`No placeholder drawer for art kind "${art.kind}" (scripts/art/registry.ts)`);
  return drawer(art);
}
