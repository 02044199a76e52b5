// The layout of a share picture (scripts/share.ts): a 1200×630 card, the size Open Graph and Twitter/X show large,
// with the page's title and the site's name on the left and a picture on the right. Pure, so it is unit-tested; the
// SVG is rasterised by sharp, whose SVG renderer uses the system's fonts (hence generic families after the first).

import { escapeMarkup } from "../../shared/escape.ts";

export const SHARE_SIZE = { width: 1200, height: 630 } as const;

/** The picture's box on the right; the text panel is the rest. */
export const PICTURE_BOX = { left: 600, top: 0, width: 600, height: 630 } as const;

const PAD = 64;
const TEXT_WIDTH = PICTURE_BOX.left - 2 * PAD;
/** Average advance of a bold sans glyph, in em: an estimate that errs wide, so lines never overflow the panel. */
const CHAR_EM = 0.62;
const MAX_LINES = 3;

export type CardColours = { paper: string; ink: string; muted: string; accent: string };

/** Words into lines of at most `max` characters; a word longer than that gets a line of its own. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest title size (px) whose wrapped lines fit the panel in at most three lines, and those lines. */
export function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of [76, 64, 54, 46]) {
    const max = Math.floor(TEXT_WIDTH / (size * CHAR_EM));
    const lines = wrap(title, max);
    if (lines.length <= MAX_LINES && lines.every((line) => line.length <= max)) return { size, lines };
  }
  const size = 40;
  return { size, lines: wrap(title, Math.floor(TEXT_WIDTH / (size * CHAR_EM))).slice(0, MAX_LINES) };
}

const FONT = "Fredoka, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The card without its picture: background, site name, title and tagline (unless it is the title), as a 1200×630 SVG. */
export function cardSvg(card: { title: string; siteName: string; tagline: string; colours: CardColours }): string {
  const { width, height } = SHARE_SIZE;
  const { paper, ink, muted, accent } = card.colours;
  const { size, lines } = fitTitle(card.title);
  const lineHeight = Math.round(size * 1.12);
  // The title block is centred vertically between the site name and the tagline.
  const firstBaseline = Math.round(height / 2 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35);
  const title = lines
    .map((line, i) => `<tspan x="${PAD}" y="${firstBaseline + i * lineHeight}">${escapeMarkup(line)}</tspan>`)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${paper}"/>`,
    `<rect x="${PAD}" y="${PAD}" width="56" height="8" rx="4" fill="${accent}"/>`,
    `<text x="${PAD}" y="${PAD + 52}" font-family="${FONT}" font-size="30" font-weight="700" fill="${accent}">${escapeMarkup(card.siteName)}</text>`,
    `<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${ink}">${title}</text>`,
    card.tagline === card.title
      ? ""
      : `<text x="${PAD}" y="${height - PAD}" font-family="${FONT}" font-size="26" fill="${muted}">${escapeMarkup(card.tagline)}</text>`,
    `</svg>`,
  ].join("");
}
