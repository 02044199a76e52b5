import { PAGE, coverShapes, isText, type Item, type Page, type Text } from "../brand-guidelines/pages.ts";
import { guidelinePages } from "../brand-guidelines/usage.ts";
import { MB, toSvg } from "./kit.ts";
import { esc, r, svgDoc } from "../kit/svg.ts";
import type { Drawer } from "../kit/types.ts";

// Pictures of the brand guidelines: the PDF's cover redrawn as SVG (the document preview) and the pages laid out as
// printed sheets (the overview card and the banner). They come from the same page designs the PDF is printed from.

const WIDTH_PER_EM: Record<Text["font"], number> = { sans: 0.55, sansBold: 0.58, serif: 0.47, serifItalic: 0.45 };

/** A line of type on a thumbnail: big display words as type, reading text as soft grey bars (it is unreadable anyway). */
function thumbText(item: Text) {
  const width = item.text.length * item.size * WIDTH_PER_EM[item.font];
  const x = item.align === "center" ? item.x - width / 2 : item.align === "right" ? item.x - width : item.x;
  if (item.size >= 40) {
    const style =
      item.font === "serifItalic" ? ` font-style="italic"` : item.font === "sansBold" ? ` font-weight="bold"` : "";
    const family = item.font.startsWith("serif") ? "Times, 'Times New Roman', serif" : "Helvetica, Arial, sans-serif";
    return `<text x="${r(x)}" y="${r(item.y)}" font-family="${family}" font-size="${item.size}"${style} fill="${item.color}">${esc(item.text)}</text>`;
  }
  const h = item.size * 0.55;
  return `<rect x="${r(x)}" y="${r(item.y - h)}" width="${r(width)}" height="${r(h)}" rx="${r(h / 2)}" fill="${item.color}" fill-opacity=".45"/>`;
}

const pageBody = (items: readonly Item[]) =>
  items.map((item) => (isText(item) ? thumbText(item) : toSvg([item]))).join("");

/** A printed sheet at (x, y), `width` wide, turned `rot` degrees, with a soft offset shadow. */
function sheet(page: Page, x: number, y: number, width: number, rot = 0) {
  const s = width / PAGE.width;
  const h = PAGE.height * s;
  return (
    `<g transform="rotate(${rot} ${r(x + width / 2)} ${r(y + h / 2)})">` +
    `<rect x="${r(x + 8)}" y="${r(y + 12)}" width="${r(width)}" height="${r(h)}" fill="#3B352C" fill-opacity=".16"/>` +
    `<g transform="translate(${r(x)} ${r(y)}) scale(${s.toFixed(4)})">${pageBody(page.items)}</g></g>`
  );
}

const byName = (name: string): Page => {
  const page = guidelinePages().find((p) => p.name === name);
  if (!page) throw new Error(`No guidelines page named ${name}`);
  return page;
};

const preview: Drawer = () => ({ width: 1600, height: 1131, svg: svgDoc(1600, 1131, toSvg(coverShapes())) });

const card: Drawer = () => {
  const chips = [MB.sage, MB.sand, MB.dusk, MB.blush]
    .map(
      (fill, i) =>
        `<rect x="${90 + i * 36}" y="${620 + i * 8}" width="150" height="210" rx="14" fill="${fill}" stroke="#FFFFFF" stroke-width="6" transform="rotate(${-18 + i * 9} ${165 + i * 36} ${830})"/>`,
    )
    .join("");
  const svg =
    `<rect width="1200" height="900" fill="#E9DCC6"/>` +
    `<circle cx="1040" cy="130" r="210" fill="${MB.sagePale}" fill-opacity=".8"/>` +
    sheet(byName("Colours"), 470, 330, 650, 3) +
    sheet(byName("Cover"), 80, 70, 700, -4) +
    chips;
  return { width: 1200, height: 900, svg: svgDoc(1200, 900, svg) };
};

const banner: Drawer = () => {
  const order = ["Logo", "Colours", "Cover", "Typography", "Usage"];
  const [w, gap] = [430, 36];
  const start = 1200 - (order.length * w + (order.length - 1) * gap) / 2;
  const sheets = order
    .map((name, i) => sheet(byName(name), start + i * (w + gap), 248 + (i % 2 ? 26 : -10), w, 0))
    .join("");
  const svg =
    `<rect width="2400" height="800" fill="${MB.sagePale}"/>` +
    `<circle cx="1200" cy="400" r="360" fill="${MB.sandPale}"/>` +
    sheets;
  return { width: 2400, height: 800, svg: svgDoc(2400, 800, svg) };
};

export const brandDrawers: Record<string, Drawer> = {
  "mb-brand-card": card,
  "mb-brand-banner": banner,
  "mb-brand-preview": preview,
};
