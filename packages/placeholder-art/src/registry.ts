import type { Art, Drawer, Drawing } from "./kit/types.ts";

// Every kind the package draws: each style registers its drawers here, one import and one spread per style.
import { mindfulDrawers } from "./mindful/drawers.ts";
import { xtraDrawers } from "./xtra/drawers.ts";
import { everydaysDrawers } from "./everydays/drawers.ts";
import { bitbaitDrawers } from "./bitbait/drawers.ts";
import { legendsDrawers } from "./legends/drawers.ts";
import { tattooDrawers } from "./tattoo/drawers.ts";
import { boxDrawers } from "./box/drawers.ts";

const drawers: Record<string, Drawer> = {
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
  if (!drawer)
    throw new Error(
      `No placeholder drawer for art kind "${art.kind}" (placeholder-art's src/registry.ts lists the kinds)`,
    );
  return drawer(art);
}
