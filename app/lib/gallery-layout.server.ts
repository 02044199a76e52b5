// The shape of each gallery layout and the `sizes` its thumbnails are requested at. Pure: the numbers mirror the
// project page's content box (app/routes/project.tsx: max-w-6xl with px-4, sm:px-6) and the gaps used by
// gallery-section.tsx (gap-3, sm:gap-4; a pair's p-2 and gap-2), so the browser fetches the width it will show.
// Run by the project loader at build time (`gallery`): the page gets the results as data, not this code.

import { displayOrder } from "../../model/artworks.ts";
import type { Section } from "../../model/schema.ts";
import { pageWords } from "../../model/page-words.ts";
import { isWide, type PictureData } from "../../shared/pictures.ts";
import type { Gallery } from "../components/gallery-section.tsx";

type Layout = Section["layout"];

/** Columns at phone / sm (640 px) / lg (1024 px) widths. */
type Columns = readonly [base: number, sm: number, lg: number];

/** perItem pictures side by side in each grid item, which spends `inset` px of its width on padding and gaps. */
export type Plan = { columns: Columns; className: string; perItem: number; inset: number };

// Full class names, not built from parts, so Tailwind finds them.
const PLANS = {
  grid: { columns: [2, 3, 4], className: "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4", perItem: 1, inset: 0 },
  // Banners and screens (3:2 or wider) would be slivers four to a row.
  wide: { columns: [1, 2, 2], className: "grid-cols-1 sm:grid-cols-2", perItem: 1, inset: 0 },
  // One item per pair, its two pictures side by side on a card: 8 px padding each side, 8 px between.
  pairs: { columns: [1, 2, 3], className: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3", perItem: 2, inset: 24 },
} as const satisfies Record<string, Plan>;

export function planFor(layout: Layout, pictures: readonly PictureData[]): Plan {
  if (layout === "pairs") return PLANS.pairs;
  const wide = pictures.length > 0 && pictures.every(isWide);
  return wide ? PLANS.wide : PLANS.grid;
}

// The content box: 1104 px from 1152 px up; below that the viewport minus its padding.
const MAX_CONTENT = 1104;
const MAX_FROM = MAX_CONTENT + 48;

const round = (n: number, digits = 0) => Number(n.toFixed(digits));

/** A picture's width as `a·vw − b px` at a breakpoint with that page padding (both sides) and grid gap. */
function slot({ perItem, inset }: Plan, columns: number, padding: number, gap: number) {
  const vw = 100 / columns / perItem;
  const px = ((padding + (columns - 1) * gap) / columns + inset) / perItem;
  return `calc(${round(vw, 2)}vw - ${round(px, 1)}px)`;
}

/** `sizes` for one thumbnail of a plan. */
export function thumbSizes(plan: Plan): string {
  const [base, sm, lg] = plan.columns;
  const widest = ((MAX_CONTENT - (lg - 1) * 16) / lg - plan.inset) / plan.perItem;
  return [
    `(min-width: ${MAX_FROM}px) ${Math.round(widest)}px`,
    `(min-width: 1024px) ${slot(plan, lg, 48, 16)}`,
    `(min-width: 640px) ${slot(plan, sm, 48, 16)}`,
    slot(plan, base, 32, 12),
  ].join(", ");
}

/** How tall a lead picture may be (px): large, yet it leaves room for the rest of the section on a laptop screen. */
export const LEAD_MAX_HEIGHT = 576;

/** The lead picture's largest width (px): the full content width, or less when its height would pass the cap. */
export const leadWidth = (picture: PictureData) =>
  Math.min(MAX_CONTENT, Math.round((LEAD_MAX_HEIGHT * picture.width) / picture.height));

/** `sizes` for the lead picture: the content width until it reaches its own cap. */
export function leadSizes(picture: PictureData): string {
  const width = leadWidth(picture);
  if (width + 48 < 640) return `(min-width: ${width + 32}px) ${width}px, calc(100vw - 32px)`;
  return `(min-width: ${width + 48}px) ${width}px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)`;
}

export function gallery({
  pictures: given,
  ...section
}: Omit<Gallery, "columns" | "sizes" | "lead" | "pairNames">): Gallery {
  const pictures = displayOrder(section.layout, given);
  const plan = planFor(section.layout, pictures);
  const first = pictures[0];
  const pairs = Math.floor(pictures.length / 2);
  return {
    ...section,
    pictures,
    columns: plan.className,
    sizes: thumbSizes(plan),
    lead: section.layout === "lead" && first ? { width: leadWidth(first), sizes: leadSizes(first) } : undefined,
    ...(section.layout === "pairs" && {
      pairNames: Array.from({ length: pairs }, (_, p) => pageWords.project.pair(p + 1, pairs)),
    }),
  };
}
