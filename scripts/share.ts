// `npm run assets`, after the image pipeline (it rasterises the placeholder originals the share pictures use): draws
// each page's 1200×630 share picture into public/share/ (see scripts/share/build-share.ts), the PNG icons and
// public/manifest.webmanifest. Everything here is generated, and ignored by git.

import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { failureText } from "./failure.ts";
import { buildShare, summary } from "./share/build-share.ts";
import { drawIcons, writeIfChanged } from "./share/icons.ts";
import { siteColours } from "./share/tokens.ts";
import { WEB_MANIFEST_PATH } from "../shared/paths.ts";
import { ICONS, webManifest } from "./share/web-manifest.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

try {
  // Imported here, not at the top, so that a content error is reported like any other failure below.
  const { shareCards } = await import("./share/cards.ts");
  const { site } = await import("../model/site.ts");
  const colours = siteColours(root, ["paper", "ink", "muted", "accent"]);

  const { stats } = await buildShare({
    root,
    cards: shareCards(),
    siteName: site.name,
    tagline: site.tagline,
    colours,
  });
  console.log(summary(stats));

  const icons = await drawIcons(root, [ICONS.apple, ...ICONS.manifest], colours.paper);
  const manifest = webManifest({
    name: site.name,
    description: site.description,
    themeColour: colours.paper,
    background: colours.paper,
  });
  const wrote = await writeIfChanged(join(root, "public", WEB_MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `icons: ${icons} of ${1 + ICONS.manifest.length} drawn, ${WEB_MANIFEST_PATH} ${wrote ? "written" : "unchanged"}`,
  );
} catch (error) {
  console.error(failureText(error));
  process.exit(1);
}
