import type { Image } from "../../model/schema.ts";
import { bitbait } from "../../scripts/art/bitbait/traits.ts";
import { everydays } from "../../scripts/art/everydays/subjects.ts";
import { legends } from "../../scripts/art/legends/comics.ts";
import { mindful } from "../../scripts/art/mindful/themes.ts";
import { tattoo } from "../../scripts/art/tattoo/designs.ts";
import { xtra } from "../../scripts/art/xtra/logos.ts";

// Every recipe each placeholder style makes, with the folders and counts its project uses: shared by the recipe
// tests (scripts/art/<style>/*.test.ts). Not collected by Vitest.

/** Five groups of 29 daily sketches, days 1 to 145. */
export const everydaysGroups = (): Image[][] =>
  [1, 30, 59, 88, 117].map((first, g) => everydays.sketches(`everydays/group-${g + 1}`, 29, first));

export const recipeSamples = {
  bitbait: (): Image[] => [
    bitbait.card("bb/card.png"),
    bitbait.banner("bb/banner.png"),
    bitbait.illustration("bb/illustration.png"),
    ...bitbait.power("bb/power", 6),
    ...bitbait.posters("bb/posters", 8),
    ...bitbait.traits("bb/traits"),
    ...bitbait.twins("bb/twins", 44),
    ...bitbait.social("bb/social", 9),
  ],
  everydays: (): Image[] => [
    everydays.card("everydays/card.png"),
    everydays.banner("everydays/banner.png"),
    ...everydaysGroups().flat(),
  ],
  legends: (): Image[] => [
    legends.card("wol/card.png"),
    legends.banner("wol/banner.png"),
    legends.illustration("wol/illustration.png"),
    ...legends.avatars("wol/legends", 16),
    ...legends.versus("wol/versus", 2),
  ],
  mindful: (): Image[] => [
    mindful.card("mb/card.png"),
    mindful.banner("mb/banner.png"),
    mindful.illustration("mb/illustration.png"),
    ...mindful.posters("mb/posters", 8),
    ...mindful.cards("mb/cards", 8),
    ...mindful.chapterPages("mb/book/chapters", 6),
    ...mindful.sketches("mb/book/sketches", 8),
    mindful.brandCard("mbb/card.png"),
    mindful.brandBanner("mbb/banner.png"),
    mindful.brandPreview("mbb/preview.png"),
  ],
  tattoo: (): Image[] => [
    tattoo.card("bcts/card.png"),
    tattoo.banner("bcts/banner.png"),
    tattoo.illustration("bcts/illustration.png"),
    ...tattoo.logo("bcts/logo"),
    ...tattoo.origins("bcts/origins", 6),
    ...tattoo.characters("bcts/characters", 8),
    ...tattoo.tattoos("bcts/tattoos", 111),
    ...tattoo.social("bcts/social", 9),
    ...tattoo.website("bcts/website", 6),
  ],
  xtra: (): Image[] => [
    xtra.card("xb/card.png"),
    xtra.banner("xb/banner.png"),
    xtra.illustration("xb/illustration.png"),
    ...xtra.layering("xb/layering", 4),
    ...xtra.apes("xb/apes", 20),
    xtra.logoCard("xbl/card.png"),
    xtra.logoBanner("xbl/banner.png"),
    ...xtra.logos("xbl/logos"),
    ...xtra.versions("xbl/versions", 36),
    ...xtra.banners("xbl/banners", 7),
  ],
};
