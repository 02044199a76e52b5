// The site's colours, read from the design tokens in app/styles/app.css, so the share pictures, the icons and the
// web app manifest follow the site when its palette changes. Only the light theme's side: images have one theme.

import { readFileSync } from "node:fs";
import { join } from "node:path";

/** `--color-<name>: light-dark(#light, #dark)` → { name: "#light" } for every such token. */
export function lightColours(css: string): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const match of css.matchAll(/--color-([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{3,8})\s*,/gi)) {
    colours[match[1]!] = match[2]!.toLowerCase();
  }
  return colours;
}

/** The named light-theme colours of the site, or an error naming the token that is missing. */
export function siteColours<const N extends string>(root: string, names: readonly N[]): Record<N, string> {
  const file = join("app", "styles", "app.css");
  const all = lightColours(readFileSync(join(root, file), "utf8"));
  return Object.fromEntries(
    names.map((name) => {
      const colour = all[name];
      if (!colour) throw new Error(`${file} has no --color-${name}: light-dark(#…, #…) token`);
      return [name, colour];
    }),
  ) as Record<N, string>;
}
