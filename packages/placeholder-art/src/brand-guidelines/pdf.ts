import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import {
  LineCapStyle,
  LineJoinStyle,
  PDFDocument,
  StandardFonts,
  rgb,
  setLineJoin,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import { PAGE, isText, rgbOf, type Font, type Item } from "./pages.ts";
import { guidelinePages } from "./usage.ts";

// Writes "Mindfully Bored — Brand Guidelines" as a real, multi-page vector PDF (A4 landscape) with pdf-lib and the
// PDF standard fonts, so no font files are embedded. Every date and name in it is fixed and object streams are off,
// so the same code always writes the same bytes (a stable content hash for the build and the CDN).

const A4_LANDSCAPE = [841.89, 595.28] as const;
/** Pages are designed on a 1600-unit-wide grid; this maps them onto points. */
const K = A4_LANDSCAPE[0] / PAGE.width;
const FIXED_DATE = new Date("2024-03-01T09:00:00Z");

const colour = (hex: string) => {
  const [r, g, b] = rgbOf(hex);
  return rgb(r / 255, g / 255, b / 255);
};

function paint(page: PDFPage, items: readonly Item[], fonts: Record<Font, PDFFont>) {
  // pdf-lib has no join option on paths; round joins, like the SVG's, are set once for the page.
  page.pushOperators(setLineJoin(LineJoinStyle.Round));
  for (const item of items) {
    if (isText(item)) {
      const font = fonts[item.font];
      const size = item.size * K;
      const width = font.widthOfTextAtSize(item.text, size);
      const shift = item.align === "center" ? width / 2 : item.align === "right" ? width : 0;
      page.drawText(item.text, {
        x: item.x * K - shift,
        y: A4_LANDSCAPE[1] - item.y * K,
        size,
        font,
        color: colour(item.color),
      });
      continue;
    }
    page.drawSvgPath(item.d, {
      x: 0,
      y: A4_LANDSCAPE[1],
      scale: K,
      ...(item.fill ? { color: colour(item.fill), opacity: item.opacity ?? 1 } : {}),
      ...(item.stroke
        ? {
            borderColor: colour(item.stroke),
            borderWidth: item.width ?? 1,
            borderOpacity: item.opacity ?? 1,
            borderLineCap: LineCapStyle.Round,
            ...(item.dash ? { borderDashArray: [...item.dash] } : {}),
          }
        : {}),
    });
  }
}

/** The guidelines as PDF bytes; identical on every run. */
export async function buildBrandGuidelines(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle("Mindfully Bored — Brand Guidelines");
  doc.setAuthor("Mischief Box");
  doc.setSubject("Logo, colours, typography, usage and mascot rules of the Mindfully Bored brand");
  doc.setKeywords(["Mindfully Bored", "brand guidelines", "Mischief Box"]);
  doc.setCreator("Mischief Box placeholder art");
  doc.setProducer("pdf-lib 1.17.1");
  doc.setLanguage("en-GB");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts: Record<Font, PDFFont> = {
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifItalic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  for (const { items } of guidelinePages()) paint(doc.addPage([...A4_LANDSCAPE]), items, fonts);
  return doc.save({ useObjectStreams: false });
}

/** Writes the guidelines PDF to `outFile`, creating its folder. */
export async function writeBrandGuidelines(outFile: string): Promise<void> {
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, await buildBrandGuidelines());
}
