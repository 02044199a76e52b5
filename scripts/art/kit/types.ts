import type { Art } from "../../../model/schema.ts";

/** A placeholder picture as SVG, with its pixel size (the rasteriser renders it at exactly this size). */
export type Drawing = { svg: string; width: number; height: number };

/** Draws the placeholder for one recipe `kind`; must be pure: the same recipe always gives the same SVG. */
export type Drawer = (art: Art) => Drawing;
