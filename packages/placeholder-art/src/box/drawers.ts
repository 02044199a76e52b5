import { aboutDrawer } from "./about.ts";
import { heroDrawer } from "./hero.ts";
import type { Drawer } from "../kit/types.ts";

// The studio's own pictures: the home page's looping "Mischief Box" animation (hero.ts) and the about page's
// studio picture (about.ts). The hero box is a tiny 3D model so the lid can swing on a real hinge; everything
// else is flat 2D shapes, which keeps each frame cheap to rasterise and to encode. Both share kit.ts.

export const boxDrawers: Record<string, Drawer> = {
  "box-hero": heroDrawer,
  "box-about": aboutDrawer,
};
