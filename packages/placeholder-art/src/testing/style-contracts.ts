import { bitbaitDrawers } from "../bitbait/drawers.ts";
import { bitbait } from "../bitbait/traits.ts";
import { everydaysDrawers } from "../everydays/drawers.ts";
import type { Art, Drawer, Picture } from "../kit/types.ts";
import { legends } from "../legends/comics.ts";
import { legendsDrawers } from "../legends/drawers.ts";
import { mindfulDrawers } from "../mindful/drawers.ts";
import { mindful } from "../mindful/themes.ts";
import { everydaysGroups } from "../samples.ts";
import { tattoo } from "../tattoo/designs.ts";
import { tattooDrawers } from "../tattoo/drawers.ts";
import { xtraDrawers } from "../xtra/drawers.ts";
import { xtra } from "../xtra/logos.ts";
import { cardOrBanner, firstOfEach, type Size, type StyleDrawers } from "./drawer-contract.ts";
import type { RecipeContract } from "./recipe-contract.ts";

// What each placeholder style promises: the size of every kind of picture its drawers draw, the series its helpers
// make (folder and count), the kinds its recipes use and how long their alt texts are at least. Each style's tests
// (src/<style>/*.test.ts) check its part with recipe-contract.ts and drawer-contract.ts. Not collected by Vitest: the
// name has no ".test.".

/** The size each kind is drawn at. A kind not listed is a card or a banner, unless its style says otherwise. */
const SIZES: Record<string, Size> = {
  "bb-worm": [1000, 1000],
  "bb-trait": [800, 800],
  "bb-hook": [1200, 1200],
  "bb-power": [1200, 900],
  "bb-poster": [900, 1200],
  "bb-social": [1080, 1080],
  "ed-sketch": [1000, 1000],
  "ed-card": [1200, 900],
  "ed-banner": [2400, 800],
  "wol-avatar": [1000, 1000],
  "wol-versus": [1600, 900],
  "wol-popout": [1200, 1200],
  "mb-card": [1200, 900],
  "mb-banner": [2400, 800],
  "mb-illustration": [1200, 1200],
  "mb-poster": [900, 1200],
  "mb-collectible": [750, 1050],
  "mb-chapter": [900, 1200],
  "mb-sketch": [1200, 900],
  "mb-brand-card": [1200, 900],
  "mb-brand-banner": [2400, 800],
  "mb-brand-preview": [1600, 1131],
  "bcts-tattoo": [800, 1000],
  "bcts-logo": [1200, 1200],
  "bcts-wall": [1200, 1200],
  "bcts-origin": [1200, 900],
  "bcts-social": [1080, 1350],
  "bcts-site": [1600, 1000],
  "xb-card": [1200, 900],
  "xb-banner": [2400, 800],
  "xb-grid": [1200, 1200],
  "xb-layering": [1600, 1000],
  "xb-ape": [1000, 1000],
  "xbl-card": [1200, 900],
  "xbl-banner": [2400, 800],
  "xbl-logo": [1200, 1200],
  "xbl-version": [1000, 1000],
  "xbl-banner-art": [2400, 800],
};

/** The recipe helpers of each style whose series are below. */
const HELPERS = { bitbait, legends, mindful, tattoo, xtra } as unknown as Record<
  string,
  Record<string, (dir: string, count: number) => Picture[]>
>;

/** Each series: its style, the helper that makes it, the folder and count asked for, and how many it gives if other. */
const SERIES: [style: keyof typeof HELPERS, helper: string, dir: string, count: number, made?: number][] = [
  ["bitbait", "power", "bb/power", 6],
  ["bitbait", "posters", "bb/posters", 8],
  ["bitbait", "traits", "bb/traits", 18],
  ["bitbait", "twins", "bb/twins", 44, 88], // a pair for each
  ["bitbait", "social", "bb/social", 9],
  ["legends", "avatars", "wol/legends", 16],
  ["legends", "versus", "wol/versus", 2],
  ["mindful", "posters", "mb/posters", 8],
  ["mindful", "cards", "mb/cards", 8],
  ["mindful", "chapterPages", "mb/book/chapters", 6],
  ["mindful", "sketches", "mb/book/sketches", 8],
  ["tattoo", "origins", "bcts/origins", 6],
  ["tattoo", "characters", "bcts/characters", 8],
  ["tattoo", "tattoos", "bcts/tattoos", 111],
  ["tattoo", "social", "bcts/social", 9],
  ["tattoo", "website", "bcts/website", 6],
  ["xtra", "layering", "xb/layering", 4],
  ["xtra", "apes", "xb/apes", 20],
  ["xtra", "logos", "xbl/logos", 2],
  ["xtra", "versions", "xbl/versions", 36],
  ["xtra", "banners", "xbl/banners", 7],
];

const seriesOf = (style: string): RecipeContract["series"] =>
  SERIES.filter(([of]) => of === style).map(([, helper, dir, count, made = count]) => ({
    name: helper,
    images: () => HELPERS[style]![helper]!(dir, count),
    count: made,
    dir,
  }));

/** The everydays' five groups of 29 sketches, each in its folder. */
const everydaysSeries = [1, 2, 3, 4, 5].map((g) => ({
  name: `group ${g}`,
  images: () => everydaysGroups()[g - 1] ?? [],
  count: 29,
  dir: `everydays/group-${g}`,
}));

type StyleContract = { recipes: Omit<RecipeContract, "all">; drawers: StyleDrawers };

/**
 * A style's contract: its kinds (`kind`), shortest alt text, drawers and series; the sizes of its kinds are those
 * listed above, which are all of its kinds unless `drawing` says what size the others are.
 */
function contract(
  style: string,
  kind: RegExp,
  minAlt: number,
  drawers: Record<string, Drawer>,
  drawing: Omit<StyleDrawers, "drawers" | "sizes"> = {},
  series = seriesOf(style),
): StyleContract {
  const sizes = Object.fromEntries(Object.entries(SIZES).filter(([name]) => kind.test(name)));
  return { recipes: { kind, minAlt, series }, drawers: { drawers, sizes, ...drawing } };
}

/** A tattoo recipe's variant, for rasterising one of each. */
const tattooVariant = (art: Art) =>
  String(art.format ?? art.boss ?? art.page ?? art.post ?? art.sketch ?? art.version ?? art.composition ?? "");

export const STYLE_CONTRACTS = {
  bitbait: contract("bitbait", /^bb-/, 40, bitbaitDrawers, {
    otherSize: cardOrBanner,
    raster: (arts) => firstOfEach(arts, (art) => `${art.kind}/${String(art.format ?? art.style ?? "")}`),
  }),
  everydays: contract(
    "everydays",
    /^ed-/,
    20,
    everydaysDrawers,
    { raster: (arts) => [arts[0], arts[1], arts[2], arts[100]] as Art[] },
    everydaysSeries,
  ),
  legends: contract("legends", /^wol-/, 40, legendsDrawers, {
    otherSize: cardOrBanner,
    raster: (arts) => [arts[0], arts[1], arts[2], arts[3], arts[19]] as Art[],
  }),
  mindful: contract("mindful", /^mb-/, 20, mindfulDrawers),
  tattoo: contract("tattoo", /^bcts-/, 40, tattooDrawers, {
    otherSize: (art) => (art.kind === "bcts-artist" ? (art.boss ? [1600, 1200] : [900, 1200]) : cardOrBanner(art)),
    raster: (arts) => firstOfEach(arts, (art) => `${art.kind}/${tattooVariant(art)}`),
  }),
  xtra: contract("xtra", /^xbl?-/, 20, xtraDrawers),
} satisfies Record<string, StyleContract>;
