// The hashtag labels on the overview's project cards (content/badges.json), each with its own colours as
// [background, text] pairs for the light and the dark theme; the build checks that every pair is readable (WCAG AA,
// model/check.ts). A label missing there is still shown, in the neutral grey of `unknown`.

import { readContent } from "./content-files.ts";

export type BadgeColours = { light: [string, string]; dark: [string, string] };

const data = readContent("badges.json");
export const badges: Readonly<Record<string, BadgeColours>> = data.badges;
export const unknownBadge: BadgeColours = data.unknown;

export const badgeColours = (label: string): BadgeColours => badges[label] ?? unknownBadge;
