import type { Art } from "../../content/schema.ts";
import type { Drawer, Drawing } from "./types.ts";
// Each style registers its drawers here, one import and one spread per style module.
// REGISTRY-IMPORTS
import { mindfulDrawers } from "./mindful.ts";
import { xtraDrawers } from "./xtra.ts";
import { everydaysDrawers } from "./everydays.ts";
import { bitbaitDrawers } from "./bitbait.ts";
import { legendsDrawers } from "./legends.ts";
import { tattooDrawers } from "./tattoo.ts";
import { boxDrawers } from "./box.ts";

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
