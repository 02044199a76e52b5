// Website mock-ups for Blue Chip Tattoo Studio (1600×1000): a browser window around one page of the studio's site
// (home, artists, flash, booking, the site on phones, the visit page), built from the same chip, motifs and artists
// as the rest of the universe. Each mock-up features one motif, so two mock-ups of one page still differ.
import { characterOf, type Character } from "../characters/traits.ts";
import { type Motif, motifs } from "./designs.ts";
import { drawCharacter } from "../characters/parts.ts";
import { raysD, tint, word } from "../kit/ink.ts";
import { svgDoc } from "../kit/svg.ts";
import { CREAM, flashLook, K, lettering, motif, MUSTARD, RED, TEAL } from "./flash.ts";
import { at } from "./pages.ts";
import type { Drawer } from "../kit/types.ts";
import { read } from "../kit/recipe.ts";

/** A browser window around a page of the studio's site: chrome, the site's black nav bar with the chip, the page. */
const pages: Record<string, (cast: Character[], m: Motif) => string> = {
  home: (_, m) =>
    `<clipPath id="hero"><rect x="40" y="170" width="1520" height="420"/></clipPath>` +
    `<rect x="40" y="170" width="1520" height="420" fill="${TEAL}"/><path d="${raysD(1220, 380, 900, 20)}" fill="${tint(TEAL, 0.12)}" clip-path="url(#hero)"/>` +
    lettering("BLUE CHIP", 420, 360, 660, 140, CREAM) +
    lettering("TATTOO STUDIO", 420, 440, 480, 56, MUSTARD) +
    `<rect x="290" y="480" width="260" height="64" rx="32" fill="${RED}" stroke="${K}" stroke-width="5"/>` +
    word("BOOK NOW", { x: 420, y: 524, width: 200, size: 30, fill: CREAM }) +
    motif({ motif: m, palette: "red with teal" }, 1210, 380, 0.85) +
    (["swallow", "rose", "dagger", "anchor"] as const)
      .map(
        (m, i) =>
          `<rect x="${110 + i * 360}" y="640" width="300" height="300" rx="16" fill="${CREAM}" stroke="${K}" stroke-width="5"/>` +
          motif({ motif: m, palette: "red with teal" }, 260 + i * 360, 790, 0.55),
      )
      .join(""),
  artists: (cast) =>
    lettering("OUR ARTISTS", 800, 250, 600, 80, K) +
    cast
      .map((c, i) => {
        const x = 110 + i * 360;
        return (
          `<clipPath id="c${i}"><rect x="${x}" y="310" width="300" height="420" rx="150"/></clipPath><g clip-path="url(#c${i})"><rect x="${x}" y="310" width="300" height="420" fill="${[TEAL, RED, MUSTARD, TEAL][i]}"/>${at(x + 150 - 225, 520 - 194, 0.45, drawCharacter(c, { ...flashLook, lw: 22 }))}</g>` +
          `<rect x="${x}" y="310" width="300" height="420" rx="150" fill="none" stroke="${K}" stroke-width="6"/>` +
          `<rect x="${x + 40}" y="770" width="220" height="22" rx="11" fill="#3a3330"/><rect x="${x + 70}" y="810" width="160" height="16" rx="8" fill="#b5aa96"/>`
        );
      })
      .join(""),
  flash: (_, m) =>
    lettering("FLASH", 800, 240, 400, 80, K) +
    [m, ...motifs.filter((x) => x !== m)]
      .slice(0, 8)
      .map((m, i) => {
        const [x, y] = [110 + (i % 4) * 360, 290 + Math.floor(i / 4) * 340];
        return (
          `<rect x="${x}" y="${y}" width="300" height="300" rx="14" fill="${CREAM}" stroke="${K}" stroke-width="5"/>` +
          motif({ motif: m, palette: i % 2 ? "teal with red" : "red with mustard" }, x + 150, y + 140, 0.5) +
          `<rect x="${x + 200}" y="${y + 240}" width="84" height="40" rx="20" fill="${RED}"/>` +
          word(`$${80 + i * 20}`, { x: x + 242, y: y + 270, width: 64, size: 24, fill: CREAM })
        );
      })
      .join(""),
  booking: (_, m) =>
    lettering("BOOK A SESSION", 430, 250, 640, 64, K) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="110" y="${300 + i * 120}" width="160" height="16" rx="8" fill="#8c8270"/><rect x="110" y="${326 + i * 120}" width="640" height="60" rx="10" fill="#fffaf0" stroke="${K}" stroke-width="4"/>`,
      )
      .join("") +
    `<rect x="110" y="800" width="260" height="70" rx="35" fill="${RED}" stroke="${K}" stroke-width="5"/>` +
    word("REQUEST", { x: 240, y: 846, width: 200, size: 32, fill: CREAM }) +
    `<rect x="860" y="220" width="620" height="560" rx="16" fill="#fffaf0" stroke="${K}" stroke-width="5"/><rect x="860" y="220" width="620" height="80" rx="16" fill="${TEAL}"/>` +
    Array.from({ length: 35 }, (_, i) => {
      const [x, y] = [895 + (i % 7) * 80, 330 + Math.floor(i / 7) * 86];
      const busy = [3, 9, 10, 17, 24, 26, 31].includes(i);
      return `<rect x="${x}" y="${y}" width="64" height="64" rx="10" fill="${busy ? tint(RED, 0.35) : i === 20 ? MUSTARD : tint(CREAM, 0.3)}" stroke="${K}" stroke-width="3"/>`;
    }).join("") +
    motif({ motif: m, palette: "red with teal" }, 1170, 880, 0.45),
  mobile: (cast, m) =>
    lettering("ON YOUR PHONE", 800, 240, 700, 70, K) +
    phone(
      260,
      300,
      `<rect x="270" y="300" width="300" height="250" fill="${TEAL}"/>` +
        lettering("BLUE CHIP", 420, 400, 240, 50, CREAM) +
        motif({ motif: m, palette: "red with mustard" }, 420, 620, 0.42) +
        `<rect x="330" y="870" width="180" height="44" rx="22" fill="${RED}"/>`,
    ) +
    phone(
      640,
      300,
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="670" y="${330 + i * 200}" width="260" height="180" rx="12" fill="${CREAM}" stroke="${K}" stroke-width="4"/>` +
            motif(
              { motif: motifs[(motifs.indexOf(m) + i + 1) % motifs.length] as Motif, palette: "teal with red" },
              800,
              420 + i * 200,
              0.3,
            ),
        )
        .join(""),
    ) +
    phone(
      1020,
      300,
      `<rect x="1030" y="300" width="300" height="640" fill="${MUSTARD}"/>${cast[0] ? at(1180 - 225, 520 - 194, 0.45, drawCharacter(cast[0], { ...flashLook, lw: 22 })) : ""}<rect x="1030" y="760" width="300" height="180" fill="${CREAM}"/><rect x="1080" y="800" width="200" height="20" rx="10" fill="#3a3330"/><rect x="1110" y="840" width="140" height="14" rx="7" fill="#b5aa96"/>`,
    ),
  visit: (_, m) =>
    lettering("VISIT THE STUDIO", 800, 240, 760, 70, K) +
    `<rect x="120" y="380" width="640" height="520" fill="#efe0c0" stroke="${K}" stroke-width="6"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${100 + i * 85}" y="300" width="85" height="90" fill="${i % 2 ? CREAM : RED}" stroke="${K}" stroke-width="4"/>`,
    ).join("") +
    `<rect x="170" y="460" width="300" height="260" fill="${tint(TEAL, 0.3)}" stroke="${K}" stroke-width="6"/>` +
    motif({ motif: m, palette: "red with mustard" }, 320, 590, 0.45) +
    `<rect x="540" y="460" width="170" height="440" fill="${K}"/><circle cx="690" cy="690" r="8" fill="${MUSTARD}"/>` +
    `<rect x="880" y="300" width="600" height="400" rx="16" fill="#e9e2cf" stroke="${K}" stroke-width="5"/>` +
    `<path d="M880 420H1480M880 560H1480M1000 300V700M1200 300V700M1360 300V700" stroke="#fffaf0" stroke-width="22"/>` +
    `<path d="M1200 470c-30 0-50 22-50 48 0 40 50 82 50 82s50-42 50-82c0-26-20-48-50-48z" fill="${RED}" stroke="${K}" stroke-width="5"/><circle cx="1200" cy="518" r="16" fill="${CREAM}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="880" y="${750 + i * 50}" width="${[420, 320, 360][i]}" height="20" rx="10" fill="${i ? "#b5aa96" : "#3a3330"}"/>`,
      )
      .join(""),
};

const siteDrawer: Drawer = (art) => {
  const page = read(art).oneOf("page", Object.keys(pages));
  const cast = Array.isArray(art.cast) ? art.cast.map((c) => characterOf({ ...art, c }, "c")) : [];
  const body =
    `<rect width="1600" height="1000" fill="#cfc8b8"/><rect x="20" y="20" width="1560" height="980" rx="18" fill="#f7efdc" stroke="#3a3330" stroke-width="4"/>` +
    `<path d="M20 80V38a18 18 0 0 1 18-18H1562a18 18 0 0 1 18 18V80Z" fill="#e6dfcf"/>` +
    [RED, MUSTARD, TEAL].map((c, i) => `<circle cx="${60 + i * 34}" cy="50" r="11" fill="${c}"/>`).join("") +
    `<rect x="400" y="34" width="800" height="32" rx="16" fill="#fffaf0"/>` +
    word("bluechip.tattoo", { x: 800, y: 58, width: 300, size: 20, fill: "#6d6458", family: "monospace" }) +
    `<clipPath id="page"><rect x="20" y="80" width="1560" height="920"/></clipPath>` +
    `<rect x="20" y="80" width="1560" height="76" fill="${K}"/>` +
    chipMark(80, 118) +
    word("BLUE CHIP", { x: 120, y: 130, width: 220, size: 34, fill: CREAM, anchor: "start", family: "serif" }) +
    ["FLASH", "ARTISTS", "BOOK"]
      .map((t, i) =>
        word(t, {
          x: 1200 + i * 140,
          y: 128,
          width: 110,
          size: 24,
          fill: ["flash", "artists", "booking"][i] === page ? MUSTARD : CREAM,
        }),
      )
      .join("") +
    `<g clip-path="url(#page)">${pages[page]?.(cast, read(art).oneOf("motif", motifs)) ?? ""}</g>`;
  return { svg: svgDoc(1600, 1000, body), width: 1600, height: 1000 };
};

/** A phone mock-up at (x, y), 340×660, its screen content clipped to the glass. */
const phone = (x: number, y: number, screen: string) =>
  `<rect x="${x - 10}" y="${y - 20}" width="340" height="680" rx="44" fill="${K}"/>` +
  `<clipPath id="ph${x}"><rect x="${x + 10}" y="${y}" width="300" height="640" rx="28"/></clipPath>` +
  `<g clip-path="url(#ph${x})"><rect x="${x + 10}" y="${y}" width="300" height="640" fill="#f7efdc"/>${screen}</g>`;

/** The chip, reduced to a mark small enough for a nav bar. */
const chipMark = (x: number, y: number) =>
  `<circle cx="${x}" cy="${y}" r="26" fill="${TEAL}" stroke="${CREAM}" stroke-width="4"/><circle cx="${x}" cy="${y}" r="14" fill="none" stroke="${CREAM}" stroke-width="3" stroke-dasharray="5 4"/>`;

export const tattooSiteDrawers: Record<string, Drawer> = { "bcts-site": siteDrawer };
