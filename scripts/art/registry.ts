import type { Art } from "../../model/schema.ts";
import type { Drawer, Drawing } from "./kit/types.ts";
// Each style registers its drawers here, one import and one spread per style module.
// REGISTRY-IMPORTS
import { mindfulDrawers } from "./mindful/drawers.ts";
import { xtraDrawers } from "./xtra/drawers.ts";
import { everydaysDrawers } from "./everydays/drawers.ts";
import { bitbaitDrawers } from "./bitbait/drawers.ts";
import { legendsDrawers } from "./legends/drawers.ts";
import { tattooDrawers } from "./tattoo/drawers.ts";
import { boxDrawers } from "./box/drawers.ts";

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
