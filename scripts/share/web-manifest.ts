// The web app manifest (/manifest.webmanifest) that phones read when the site is added to a home screen: its name,
// its icons (drawn from the favicon by scripts/share/icons.ts) and colours from the design tokens. Pure.

import { APPLE_TOUCH_ICON } from "../../shared/paths.ts";

export type Icon = { src: string; size: number };

/** The PNG icons drawn from /favicon.svg: the Apple touch icon and the two sizes the manifest lists. */
export const ICONS = {
  apple: { src: APPLE_TOUCH_ICON, size: 180 },
  manifest: [
    { src: "/icons/icon-192.png", size: 192 },
    { src: "/icons/icon-512.png", size: 512 },
  ],
} as const satisfies { apple: Icon; manifest: readonly Icon[] };

export function webManifest(site: { name: string; description: string; themeColour: string; background: string }) {
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: site.themeColour,
    background_color: site.background,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ...ICONS.manifest.map(({ src, size }) => ({ src, sizes: `${size}x${size}`, type: "image/png" })),
    ],
  };
}
