import { bitbaitDrawers } from "../bitbait/drawers.ts";
import { bitbait } from "../bitbait/traits.ts";
import { everydaysDrawers } from "../everydays/drawers.ts";
import type { Art } from "../kit/types.ts";
import { legends } from "../legends/comics.ts";
import { legendsDrawers } from "../legends/drawers.ts";
import { mindfulDrawers } from "../mindful/drawers.ts";
import { mindful } from "../mindful/themes.ts";
import { everydaysGroups } from "../samples.ts";
import { tattoo } from "../tattoo/designs.ts";
import { tattooDrawers } from "../tattoo/drawers.ts";
import { xtraDrawers } from "../xtra/drawers.ts";
import { xtra } from "../xtra/logos.ts";
import { cardOrBanner, firstOfEach, type StyleDrawers } from "./drawer-contract.ts";
import { type RecipeContract, seriesOf } from "./recipe-contract.ts";

// What each placeholder style promises, in one table: the kinds its recipes use and how long their alt texts are at
// least, the series its helpers make (folder and count), and the size of every picture its drawers draw. Each style's
// tests (src/<style>/*.test.ts) check its row with recipe-contract.ts and drawer-contract.ts. Not collected by Vitest:
// the name has no ".test.".

type StyleContract = { recipes: Omit<RecipeContract, "all">; drawers: StyleDrawers };

/** A tattoo recipe's variant, for rasterising one of each. */
const tattooVariant = (art: Art) =>
  String(art.format ?? art.boss ?? art.page ?? art.post ?? art.sketch ?? art.version ?? art.composition ?? "");

export const STYLE_CONTRACTS = {
  bitbait: {
    recipes: {
      kind: /^bb-/,
      minAlt: 40,
      series: seriesOf(bitbait, {
        power: ["bb/power", 6],
        posters: ["bb/posters", 8],
        traits: ["bb/traits", 18],
        twins: ["bb/twins", 44, 88],
        social: ["bb/social", 9],
      }),
    },
    drawers: {
      drawers: bitbaitDrawers,
      sizes: {
        "bb-worm": [1000, 1000],
        "bb-trait": [800, 800],
        "bb-hook": [1200, 1200],
        "bb-power": [1200, 900],
        "bb-poster": [900, 1200],
        "bb-social": [1080, 1080],
      },
      otherSize: cardOrBanner,
      raster: (arts) => firstOfEach(arts, (art) => `${art.kind}/${String(art.format ?? art.style ?? "")}`),
    },
  },
  everydays: {
    recipes: {
      kind: /^ed-/,
      minAlt: 20,
      series: [1, 2, 3, 4, 5].map((g) => ({
        name: `group ${g}`,
        images: () => everydaysGroups()[g - 1] ?? [],
        count: 29,
        dir: `everydays/group-${g}`,
      })),
    },
    drawers: {
      drawers: everydaysDrawers,
      sizes: { "ed-sketch": [1000, 1000], "ed-card": [1200, 900], "ed-banner": [2400, 800] },
      raster: (arts) => [arts[0], arts[1], arts[2], arts[100]] as Art[],
    },
  },
  legends: {
    recipes: {
      kind: /^wol-/,
      minAlt: 40,
      series: seriesOf(legends, { avatars: ["wol/legends", 16], versus: ["wol/versus", 2] }),
    },
    drawers: {
      drawers: legendsDrawers,
      sizes: { "wol-avatar": [1000, 1000], "wol-versus": [1600, 900], "wol-popout": [1200, 1200] },
      otherSize: cardOrBanner,
      raster: (arts) => [arts[0], arts[1], arts[2], arts[3], arts[19]] as Art[],
    },
  },
  mindful: {
    recipes: {
      kind: /^mb-/,
      minAlt: 20,
      series: seriesOf(mindful, {
        posters: ["mb/posters", 8],
        cards: ["mb/cards", 8],
        chapterPages: ["mb/book/chapters", 6],
        sketches: ["mb/book/sketches", 8],
      }),
    },
    drawers: {
      drawers: mindfulDrawers,
      sizes: {
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
      },
    },
  },
  tattoo: {
    recipes: {
      kind: /^bcts-/,
      minAlt: 40,
      series: seriesOf(tattoo, {
        origins: ["bcts/origins", 6],
        characters: ["bcts/characters", 8],
        tattoos: ["bcts/tattoos", 111],
        social: ["bcts/social", 9],
        website: ["bcts/website", 6],
      }),
    },
    drawers: {
      drawers: tattooDrawers,
      sizes: {
        "bcts-tattoo": [800, 1000],
        "bcts-logo": [1200, 1200],
        "bcts-wall": [1200, 1200],
        "bcts-origin": [1200, 900],
        "bcts-social": [1080, 1350],
        "bcts-site": [1600, 1000],
      },
      otherSize: (art) => (art.kind === "bcts-artist" ? (art.boss ? [1600, 1200] : [900, 1200]) : cardOrBanner(art)),
      raster: (arts) => firstOfEach(arts, (art) => `${art.kind}/${tattooVariant(art)}`),
    },
  },
  xtra: {
    recipes: {
      kind: /^xbl?-/,
      minAlt: 20,
      series: seriesOf(xtra, {
        layering: ["xb/layering", 4],
        apes: ["xb/apes", 20],
        logos: ["xbl/logos", 2],
        versions: ["xbl/versions", 36],
        banners: ["xbl/banners", 7],
      }),
    },
    drawers: {
      drawers: xtraDrawers,
      sizes: {
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
      },
    },
  },
} satisfies Record<string, StyleContract>;
