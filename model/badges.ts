// The hashtag labels on the overview's project cards (content/badges.json), each with its own colours as
// [background, text] pairs for the light and the dark theme; the build checks that every pair is readable (WCAG AA,
// model/check.ts). A label missing there is still shown, in the neutral grey of `unknown`.

import data from "../content/badges.json" with { type: "json" };

export type BadgeColours = { light: [string, string]; dark: [string, string] };

export const badges = data.badges as unknown as Record<string, BadgeColours>;
export const unknownBadge = data.unknown as unknown as BadgeColours;

export const badgeColours = (label: string): BadgeColours => badges[label] ?? unknownBadge;
