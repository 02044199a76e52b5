import type { Picture } from "./kit/types.ts";
import { bitbait } from "./bitbait/traits.ts";
import { box } from "./box/recipes.ts";
import { everydays } from "./everydays/subjects.ts";
import { legends } from "./legends/comics.ts";
import { mindful } from "./mindful/themes.ts";
import { tattoo } from "./tattoo/designs.ts";
import { xtra } from "./xtra/logos.ts";

// Every recipe each placeholder style makes, with the folders and counts its project uses: shared by the recipe and
// drawer tests (src/<style>/*.test.ts), and offered as placeholder-art/samples to a site that checks them against
// its own content rules. Not collected by Vitest: the name has no ".test.".

/** Five groups of 29 daily sketches, days 1 to 145. */
export const everydaysGroups = (): Picture[][] =>
  [1, 30, 59, 88, 117].map((first, g) => everydays.sketches(`everydays/group-${g + 1}`, 29, first));

export const recipeSamples = {
  bitbait: (): Picture[] => [
    bitbait.card("bb/card.png"),
    bitbait.banner("bb/banner.png"),
    bitbait.illustration("bb/illustration.png"),
    ...bitbait.power("bb/power", 6),
    ...bitbait.posters("bb/posters", 8),
    ...bitbait.traits("bb/traits"),
    ...bitbait.twins("bb/twins", 44),
    ...bitbait.social("bb/social", 9),
  ],
  box: (): Picture[] => [...box.heroFrames("home/box"), box.about("about/studio.png")],
  everydays: (): Picture[] => [
    everydays.card("everydays/card.png"),
    everydays.banner("everydays/banner.png"),
    ...everydaysGroups().flat(),
  ],
  legends: (): Picture[] => [
    legends.card("wol/card.png"),
    legends.banner("wol/banner.png"),
    legends.illustration("wol/illustration.png"),
    ...legends.avatars("wol/legends", 16),
    ...legends.versus("wol/versus", 2),
  ],
  mindful: (): Picture[] => [
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
  tattoo: (): Picture[] => [
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
  xtra: (): Picture[] => [
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
