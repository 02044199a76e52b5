// "BitBait's Power": show-off compositions built from whole worms (1200×900): a crowd, a hero on a pedestal, an
// exploded view of the parts, a rarity chart drawn as worms, a grid of faces and a police-style line-up.
import { pickWorm, type Worm, wormBackgrounds, wormOf } from "./traits.ts";
import { random } from "../kit/random.ts";
import { cleanPen, pts, raysD, starPts, tint, word } from "../kit/ink.ts";
import { svgDoc } from "../kit/svg.ts";
import type { Drawer } from "../kit/types.ts";
import { drawHead, drawWorm, place, soil } from "./worm.ts";
import { INK } from "./worm-parts.ts";
import { read } from "../kit/recipe.ts";

const W = 1200;
const H = 900;
const CREAM = "#fff6e4";
const crowdOf = (seed: string, n: number) => {
  const rng = random(`${seed}#crowd`);
  return Array.from({ length: n }, () => pickWorm(rng));
};
const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** Three rows of worms, smaller and hazier toward the back, the lead worm up front. */
function crowd(lead: Worm, seed: string): string {
  const others = crowdOf(seed, 15);
  const rows = [
    { n: 6, s: 0.27, y: 250, soilY: 470, tint: -0.35 },
    { n: 5, s: 0.36, y: 330, soilY: 640, tint: -0.2 },
    { n: 4, s: 0.46, y: 420, soilY: 830, tint: 0 },
  ];
  let out = `<defs>${sky("dusk", "#5b3f9e", "#ff9a6b")}</defs><rect width="${W}" height="${H}" fill="url(#dusk)"/>`;
  out += `<circle cx="940" cy="170" r="120" fill="#ffb26b" fill-opacity=".5"/><circle cx="940" cy="170" r="84" fill="#ffe7a8"/>`;
  let k = 0;
  for (const row of rows) {
    const gap = W / row.n;
    for (let i = 0; i < row.n; i++) {
      const w = others[k++] as Worm;
      const x = gap * (i + 0.5) - 500 * row.s + (row.n === 4 && i >= 2 ? 120 : row.n === 4 ? -120 : 0);
      out += place(x, row.y + (i % 2) * 18, row.s, drawWorm(w, { base: "none", lw: 4 / row.s, detail: "low" }));
    }
    out += soil(W, row.soilY, H - row.soilY, tint("#8a5634", row.tint));
  }
  return out + place(600 - 280, 380, 0.56, drawWorm(lead, { base: "mound", lw: 16 }));
}

/** One worm on a pedestal in a burst of light, with confetti. */
function hero(lead: Worm, seed: string): string {
  const rng = random(`${seed}#confetti`);
  const pen = cleanPen(INK, 10);
  const confetti = Array.from({ length: 26 }, (_, i) => {
    const [x, y] = [rng.int(40, 1160), rng.int(40, 600)];
    const colour = ["#ffd23f", "#ff5c8a", "#3bc2d0", "#9fd13a"][i % 4] as string;
    return `<rect x="${x}" y="${y}" width="22" height="10" rx="3" fill="${colour}" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
  }).join("");
  return (
    `<rect width="${W}" height="${H}" fill="#3a2266"/><path d="${raysD(600, 420, 900, 16, 0.05)}" fill="#ffd23f" fill-opacity=".28"/>` +
    `<circle cx="600" cy="420" r="260" fill="#ffd23f" fill-opacity=".25"/>` +
    confetti +
    `<ellipse cx="600" cy="900" rx="700" ry="150" fill="#26154a"/>` +
    pen.shape(pts("390 700, 390 880, 810 880, 810 700"), "#e04e6c") +
    pen.ellipse(600, 700, 210, 40, "#ff7a93") +
    word("#1", { x: 600, y: 850, width: 120, size: 70, fill: "#ffd23f", stroke: INK, sw: 8 }) +
    place(600 - 320, 78, 0.64, drawWorm(lead, { base: "tail", lw: 15, headY: 330, shadow: false })) +
    pts("240 180, 960 240, 880 80")
      .map(([x, y]) => pen.shape(starPts(x, y, 30, 10, 4), "#fff6d0", { lw: 5 }))
      .join("")
  );
}

/** A blueprint: the worm's body, its head ball, and each trait part pulled out and labelled. */
function exploded(lead: Worm): string {
  const grid = `<pattern id="bp" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff22" stroke-width="2"/></pattern>`;
  const label = (text: string, x: number, y: number) =>
    `<rect x="${x - 80}" y="${y - 34}" width="160" height="48" rx="8" fill="#173a78" stroke="#dbe9ff" stroke-width="3"/>` +
    word(text, { x, y, width: 130, size: 28, fill: "#dbe9ff" });
  return (
    `<defs>${grid}</defs><rect width="${W}" height="${H}" fill="#1d4e9e"/><rect width="${W}" height="${H}" fill="url(#bp)"/>` +
    place(600 - 330, 230, 0.66, drawWorm({ ...lead, lean: 0 }, { base: "none", lw: 14, explode: true })) +
    label("HEAD", 600, 110) +
    label("EYES", 406, 420) +
    label("MOUTH", 800, 700) +
    label("BODY", 820, 830) +
    word("BITBAIT / ANATOMY", { x: 40, y: 870, width: 360, size: 30, fill: "#dbe9ff", anchor: "start" })
  );
}

const tiers = [
  ["COMMON", "42%", "#9fd0c4"],
  ["UNCOMMON", "27%", "#7fb8f0"],
  ["RARE", "18%", "#b18cf0"],
  ["EPIC", "9%", "#ff7aa8"],
  ["LEGENDARY", "4%", "#ffc83d"],
] as const;

/** Bars of rising height, a worm climbing out of each; the rarest bar carries the lead worm. */
function rarity(lead: Worm, seed: string): string {
  const others = crowdOf(seed, 4);
  const pen = cleanPen(INK, 8);
  let out = `<rect width="${W}" height="${H}" fill="${CREAM}"/>`;
  for (let y = 120; y < 800; y += 80) out += `<path d="M60 ${y}H1140" stroke="#e8d9bd" stroke-width="3"/>`;
  tiers.forEach(([name, share, colour], i) => {
    const x = 80 + i * 215;
    const h = 190 + i * 95;
    const top = 790 - h;
    const w = i === 4 ? lead : (others[i] as Worm);
    out += place(x + 95 - 500 * 0.3, top - 160, 0.3, drawWorm({ ...w, lean: 0 }, { base: "none", lw: 24 }));
    out += pen.shape(
      [
        [x, top],
        [x, 790],
        [x + 190, 790],
        [x + 190, top],
      ],
      colour,
    );
    out += word(share, { x: x + 95, y: top + 70, width: 150, size: 52, fill: INK });
    out += word(name, { x: x + 95, y: 850, width: 190, size: 30, fill: INK });
  });
  return (
    out +
    `<path d="M50 790H1150" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>` +
    word("TRAIT RARITY", { x: 60, y: 90, width: 420, size: 56, fill: INK, anchor: "start" })
  );
}

/** 7×5 worm faces on coloured tiles; the lead sits in the middle tile, framed in gold. */
function grid(lead: Worm, seed: string): string {
  const others = crowdOf(seed, 34);
  const bgs = Object.values(wormBackgrounds);
  let out = `<rect width="${W}" height="${H}" fill="${INK}"/>`;
  for (let i = 0; i < 35; i++) {
    const [c, row] = [i % 7, Math.floor(i / 7)];
    const isLead = c === 3 && row === 2;
    const w = isLead ? lead : (others[i > 17 ? i - 1 : i] as Worm);
    const [x, y] = [40 + c * 162, 40 + row * 166];
    const fill = isLead ? "#ffc83d" : (bgs[(i * 5) % bgs.length] as string);
    out += `<rect x="${x}" y="${y}" width="148" height="152" rx="18" fill="${fill}"${isLead ? ` stroke="#fff6d0" stroke-width="8"` : ""}/>`;
    out += `<g transform="translate(${x + 74} ${y + 104}) scale(0.37)">${drawHead(w, 16)}</g>`;
  }
  return out;
}

/** A police-style height chart: five worms of different heights holding their numbers. */
function lineup(lead: Worm, seed: string): string {
  const others = crowdOf(seed, 4);
  const rng = random(`${seed}#numbers`);
  let out = `<rect width="${W}" height="${H}" fill="#c9ccd6"/>`;
  for (let y = 120; y <= 780; y += 60) {
    out += `<path d="M0 ${y}H${W}" stroke="#8d93a5" stroke-width="${(y - 120) % 120 ? 2 : 5}"/>`;
    if (!((y - 120) % 120))
      out += word(`${(780 - y) / 60}`, { x: 24, y: y - 10, width: 40, size: 28, fill: "#5d6378", anchor: "start" });
  }
  out += `<rect y="820" width="${W}" height="80" fill="#9096a8"/>`;
  const line = [others[0], others[1], lead, others[2], others[3]] as Worm[];
  line.forEach((w, i) => {
    const cx = 150 + i * 225;
    const headY = [430, 330, 250, 380, 300][i] ?? 300;
    out += place(cx - 200, 70, 0.4, drawWorm({ ...w, lean: (i - 2) * 0.15 }, { base: "tail", lw: 22, headY }));
    out += `<rect x="${cx - 58}" y="540" width="116" height="58" rx="6" fill="#1f2230"/>`;
    out += word(String(rng.int(1, 5555)).padStart(4, "0"), {
      x: cx,
      y: 581,
      width: 96,
      size: 30,
      fill: "#f5f5f5",
      family: "monospace",
    });
  });
  return out;
}

const scenes = { crowd, hero, exploded, rarity, grid, lineup } as const;

const powerDrawer: Drawer = (art) => {
  const scene = read(art).oneOf("scene", Object.keys(scenes) as (keyof typeof scenes)[]);
  const body = scenes[scene](wormOf(art), art.seed);
  return { svg: svgDoc(W, H, body), width: W, height: H };
};

export const bitbaitSceneDrawers = { "bb-power": powerDrawer };
